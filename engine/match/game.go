package match

import (
	"fmt"

	"wormweave/rules"
)

// MaxPlies is the ply cap of a game: one that reaches it is adjudicated a
// draw. Wormhole games never reach it (every move leaves a hole, so a game
// lasts under 64 plies); Interweave has no draw rule and its positions can
// repeat, so two players can cycle for ever. 300 plies is several times
// the length of a decided game between the engines.
const MaxPlies = 300

// Ending says how a game ended.
type Ending string

// The endings of a game besides the rules' reasons.
const (
	// Adjudicated: the game reached MaxPlies and counts as a draw.
	Adjudicated Ending = "adjudicated at the ply cap"
	// Forfeit: a player failed to move (an error or an illegal turn) and
	// lost; the game's Err says why.
	Forfeit Ending = "forfeit"
)

// endingOf names the rules' reason a game ended.
func endingOf(r rules.Reason) Ending {
	switch r {
	case rules.Checkmate:
		return "checkmate"
	case rules.Stalemate:
		return "stalemate"
	case rules.KingCaptured:
		return "king captured"
	case rules.NoMoves:
		return "no legal move"
	}
	return "unfinished"
}

// Game is a game of a match: where it started, who had White, its turns
// and how it ended.
type Game struct {
	Index   int // the game's number in the match, from 0
	Opening int // index of its opening
	AWhite  bool
	Start   rules.Position
	Turns   []rules.Turn
	Plies   int          // len(Turns), kept when a report drops the turns
	Result  rules.Result // Ongoing for an adjudicated draw
	Ending  Ending
	Err     error // why a forfeit happened
}

// ScoreA returns player A's points: 1, ½ or 0.
func (g *Game) ScoreA() float64 {
	switch g.Result {
	case rules.WhiteWins:
		if g.AWhite {
			return 1
		}
		return 0
	case rules.BlackWins:
		if g.AWhite {
			return 0
		}
		return 1
	}
	return 0.5
}

// play plays a game from start between white and black until the rules
// end it, a player forfeits or maxPlies turns have been played.
func play(start rules.Position, white, black Player, maxPlies int) (turns []rules.Turn, result rules.Result, ending Ending, err error) {
	p := start
	var history []uint64
	for ply := 0; ; ply++ {
		if r, reason := p.Outcome(); r != rules.Ongoing {
			return turns, r, endingOf(reason), nil
		}
		if ply >= maxPlies {
			return turns, rules.Ongoing, Adjudicated, nil
		}
		mover := white
		if p.Turn() == rules.Black {
			mover = black
		}
		view := p
		t, perr := safePlay(mover, &view, history)
		if perr == nil && view != p {
			perr = fmt.Errorf("the player changed the position it was given")
		}
		next := p
		if perr == nil {
			if err := next.PlayTurn(t); err != nil {
				perr = fmt.Errorf("illegal turn %s: %v", t.ID(p.Variant()), err)
			}
		}
		if perr != nil {
			return turns, rules.WinFor(p.Turn().Other()), Forfeit,
				fmt.Errorf("%s at ply %d (%s): %v", p.Turn(), p.Plies()+1, p.FEN(), perr)
		}
		history = append(history, p.Hash())
		turns = append(turns, t)
		p = next
	}
}

// safePlay asks the player for a turn, turning a panic into an error, so
// that a bug in a player loses one game by forfeit, with its message in the
// report, instead of ending the match.
func safePlay(pl Player, p *rules.Position, history []uint64) (t rules.Turn, err error) {
	defer func() {
		if r := recover(); r != nil {
			t, err = nil, fmt.Errorf("panic: %v", r)
		}
	}()
	return pl.Play(p, history)
}
