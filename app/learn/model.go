package learn

import (
	"errors"

	"wormweave/app/text"
	"wormweave/learn"
	"wormweave/rules"
)

// The model's side of a level: its session, the learner's turns given to
// it, and its reports and refusals worded for the user.

// run is the level being played as the model plays it.
type run struct {
	s   *learn.Session
	par int
}

// verdict is what the model made of a learner's turn.
type verdict struct {
	refused bool       // not played: words say why
	failed  bool       // played, and the goal can no longer be met
	done    bool       // the goal is met
	stars   int        // earned, when done
	reply   rules.Turn // the opponent's answer; empty for a pass
	words   string     // what to tell the learner, or ""
}

// newRun starts level l at its par, found by the model's search (a game
// level has none).
func newRun(l *learn.Level) (*run, error) {
	sol, err := learn.Solve(l)
	if err != nil {
		return nil, err
	}
	s, err := learn.NewSession(l, sol.Par)
	if err != nil {
		return nil, err
	}
	return &run{s: s, par: sol.Par}, nil
}

func (r *run) position() rules.Position { return *r.s.Position() }
func (r *run) starsLeft() uint64        { return uint64(r.s.Stars()) }
func (r *run) moves() int               { return r.s.Moves() }
func (r *run) learner() rules.Color     { return r.s.Learner() }

// play gives the model the learner's turn, step by step as the board
// played it.
func (r *run) play(t rules.Turn) verdict {
	var rep learn.Report
	for _, m := range t {
		var err error
		rep, err = r.s.Play(m)
		var ref *learn.Refusal
		if errors.As(err, &ref) {
			return verdict{refused: true, words: refusalWords(ref)}
		}
		if err != nil {
			return verdict{refused: true, words: err.Error()}
		}
	}
	switch rep.Status {
	case learn.Met:
		return verdict{done: true, stars: rep.Stars}
	case learn.Failed:
		return verdict{failed: true, reply: rep.Reply, words: failureWords(rep)}
	}
	return verdict{reply: rep.Reply}
}

// explain says why the piece on from cannot go to to, in the rules' own
// words: the model plays nothing it refuses.
func (r *run) explain(from, to rules.Square) string {
	_, err := r.s.Play(rules.Move{From: from, To: to})
	var ref *learn.Refusal
	if errors.As(err, &ref) {
		return refusalWords(ref)
	}
	return ""
}

// gameStars are the stars of a first game that ended in r: three for a
// win, one for a loss, as the model counts them, and two for a draw.
func gameStars(r rules.Result, learner rules.Color) int {
	switch r {
	case rules.WinFor(learner):
		return 3
	case rules.LossFor(learner):
		return 1
	}
	return 2
}

// refusalWords words a refused step for the user.
func refusalWords(ref *learn.Refusal) string {
	key := map[learn.RefusalCode]string{
		learn.LevelOver:      "learn.refuse.over",
		learn.OpponentToMove: "learn.opponentToMove",
		learn.NoPiece:        "learn.refuse.noPiece",
		learn.NotYours:       "learn.refuse.notYours",
		learn.ChainGoesOn:    "learn.refuse.chain",
		learn.MustCapture:    "learn.refuse.mustCapture",
		learn.InCheck:        "learn.refuse.inCheck",
		learn.KingExposed:    "learn.refuse.kingExposed",
		learn.HoleThere:      "learn.refuse.hole",
		learn.OwnPiece:       "learn.refuse.own",
		learn.WrongColour:    "learn.refuse.colour",
		learn.NotItsMove:     "learn.refuse.notItsMove",
	}[ref.Code]
	if key == "" {
		return ref.Error()
	}
	return text.TF(key, fields(ref.Kind, ref.Square))
}

// failureWords words why a level failed.
func failureWords(rep learn.Report) string {
	key := map[learn.Failure]string{
		learn.LostPiece:    "learn.fail.lost",
		learn.NoCapture:    "learn.fail.noCapture",
		learn.WrongCapture: "learn.fail.wrongCapture",
		learn.ShortChain:   "learn.fail.shortChain",
		learn.KingAttacked: "learn.fail.kingAttacked",
		learn.GameLost:     "learn.fail.lost",
		learn.GameWon:      "learn.fail.gameWon",
	}[rep.Failure]
	if rep.Failure == learn.GameLost {
		key = "learn.fail.gameLost"
	}
	if key == "" {
		return ""
	}
	d := fields(rules.NoKind, rep.Square)
	d["Count"] = rep.Count
	return text.TF(key, d)
}

// fields are a message's piece and square.
func fields(k rules.Kind, sq rules.Square) map[string]any {
	d := map[string]any{"Square": "", "Piece": ""}
	if sq.Valid() {
		d["Square"] = sq.String()
	}
	if k != rules.NoKind {
		d["Piece"] = text.KindName(k)
	}
	return d
}
