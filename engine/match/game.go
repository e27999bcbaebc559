package match

import (
	"fmt"
	"time"

	"wormweave/notation"
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
	// TimeForfeit: a player's clock ran out and it lost.
	TimeForfeit Ending = "time forfeit"
)

// Game is a game of a match: where it started, who had White, its turns
// and how it ended.
type Game struct {
	Index   int // the game's number in the match, from 0
	Opening int // index of its opening
	AWhite  bool
	// Start is the game's start position, its opening's (shared: never
	// changed); nil in a Config.Summary report, whose games are kept
	// small.
	Start  *rules.Position
	Turns  []rules.Turn
	Plies  int          // len(Turns), kept when a report drops the turns
	Result rules.Result // Ongoing for an adjudicated draw
	Ending Ending
	Err    error // why a forfeit happened
	// In a game on the clock: whether each player (A, B) played on it,
	// the time each had left at the end, and the mover's clock after
	// each turn (for a player on the clock; dropped with the turns).
	ClockA, ClockB bool
	LeftA, LeftB   time.Duration
	Clocks         []time.Duration
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

// moveRequest is what a player may want to know besides the position:
// the game from its start, for a player that passes it on (an external
// engine), and the clocks.
type moveRequest struct {
	start *rules.Position
	turns []rules.Turn
	clock *clockView // nil when the mover is not on the clock
}

// clockView is the clocks as the mover sees them before its turn.
type clockView struct {
	left  [2]time.Duration // White's, Black's
	inc   time.Duration
	mover int // 0 White, 1 Black
}

// requestPlayer is a player that wants the request of each turn.
type requestPlayer interface {
	playRequest(p *rules.Position, history []uint64, req moveRequest) (rules.Turn, error)
}

// clocks says which sides (White, Black) play on the clock tc (nil: none).
type clocks struct {
	tc      *TimeControl
	onClock [2]bool
}

// now is the clock of the games, a variable for the tests.
var now = time.Now

// gameEnd is what play returns.
type gameEnd struct {
	turns  []rules.Turn
	result rules.Result
	ending Ending
	err    error
	left   [2]time.Duration // the clocks at the end (White, Black)
	clocks []time.Duration  // the mover's clock after each turn
}

// play plays a game from start between white and black until the rules
// end it, a player forfeits, a clock runs out or maxPlies turns have been
// played. The time of a turn is measured around the player's call.
func play(start rules.Position, white, black Player, maxPlies int, ck clocks) (end gameEnd) {
	p := start
	var history []uint64
	if ck.tc != nil {
		end.left = [2]time.Duration{ck.tc.Base, ck.tc.Base}
	}
	for ply := 0; ; ply++ {
		if r, reason := p.Outcome(); r != rules.Ongoing {
			end.result, end.ending = r, Ending(notation.Termination(reason))
			return end
		}
		if ply >= maxPlies {
			end.result, end.ending = rules.Ongoing, Adjudicated
			return end
		}
		mover, side := white, 0
		if p.Turn() == rules.Black {
			mover, side = black, 1
		}
		req := moveRequest{start: &start, turns: end.turns}
		if ck.tc != nil && ck.onClock[side] {
			req.clock = &clockView{left: end.left, inc: ck.tc.Inc, mover: side}
		}
		view := p
		began := now()
		t, perr := safePlay(mover, &view, history, req)
		took := now().Sub(began)
		lose := func(e Ending, err error) gameEnd {
			end.result, end.ending = rules.WinFor(p.Turn().Other()), e
			end.err = fmt.Errorf("%s at ply %d (%s): %v", p.Turn(), p.Plies()+1, p.FEN(), err)
			return end
		}
		if req.clock != nil {
			if end.left[side] -= took; end.left[side] < 0 {
				return lose(TimeForfeit, fmt.Errorf("its clock ran out: the turn took %s with %s left", roundDuration(took), roundDuration(took+end.left[side])))
			}
		}
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
			return lose(Forfeit, perr)
		}
		if req.clock != nil {
			end.left[side] += ck.tc.Inc
		}
		if ck.tc != nil {
			end.clocks = append(end.clocks, end.left[side])
		}
		history = append(history, p.Hash())
		end.turns = append(end.turns, t)
		p = next
	}
}

// safePlay asks the player for a turn, turning a panic into an error, so
// that a bug in a player loses one game by forfeit, with its message in the
// report, instead of ending the match.
func safePlay(pl Player, p *rules.Position, history []uint64, req moveRequest) (t rules.Turn, err error) {
	defer func() {
		if r := recover(); r != nil {
			t, err = nil, fmt.Errorf("panic: %v", r)
		}
	}()
	if rp, ok := pl.(requestPlayer); ok {
		return rp.playRequest(p, history, req)
	}
	return pl.Play(p, history)
}
