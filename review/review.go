// Package review reviews a game with the engine: it searches every
// position of the main line, finds the moves that lost the most, and writes
// what it found into the record as other chess programs do: evaluations in
// [%eval] comments, the glyphs ?! ? ?? and the engine's better move as a
// variation. It knows no GUI; the window and the annotate command use it.
//
// # Thresholds
//
// A move is judged by what it costs its player in winning chances: the
// score passed through the variant's own logistic curve, chances =
// 2/(1+exp(-scale·centipawns)) - 1, from -1 lost to +1 won, a forced mate
// being ±1 (Chances). The scale of each variant is fitted to the results
// of the engine's self-play games (engine/eval/TUNING.md, "Winning
// chances"): 0.00214 a centipawn in Wormhole and 0.00239 in Interweave,
// 1.7 and 1.5 times flatter than chess's (lichess's 0.00368), as a pawn
// decides less of a game of these variants. Losing at least 0.10 of the
// chances is an inaccuracy (?!), 0.20 a mistake (?), 0.30 a blunder (??).
// From a balanced position these are about 95, 190 and 290 centipawns in
// Wormhole, 85, 170 and 260 in Interweave; from +5 (chances 0.49 in
// Wormhole, 0.54 in Interweave) far more, since the same centipawns in a
// position already won or lost by far change little, while a move that
// throws away a third of a won game is a blunder however few centipawns
// it costs. The average loss a move is in centipawns, each move's loss
// capped at 1000 (a mate counts as 1000), as players know it.
//
// # Mates
//
// A move from or to a forced mate is judged as lichess judges it (its
// Advice: CpAdvice, MateAdvice), every score from the mover's side:
//
//   - MateCreated, a centipawn score before and a mate against the mover
//     after (the move lets a mate in): an inaccuracy if the mover was
//     below -999 centipawns before (already lost), a mistake if below
//     -700 (clearly worse), a blunder otherwise.
//   - MateLost, a mate for the mover before and a centipawn score after
//     (the move lets the mate go): an inaccuracy if above 999 centipawns
//     remain, a mistake if above 700, a blunder otherwise; a mate for the
//     mover before and a mate against it after is a blunder.
//   - MateDelayed, a mate for the mover before and after, however much
//     longer: not judged. Nor is a move from a mate against the mover,
//     nor one that finds a mate.
//
// Lichess's centipawns are chess's; here each threshold is the winning
// chances it stands for on lichess's curve (2/(1+exp(-0.00368208·cp)) - 1:
// -0.951 for -999, -0.859 for -700), compared with the mover's chances on
// the variant's own curve: already lost is below about -14.5 pawns in
// Wormhole and -12.9 in Interweave, clearly worse below -10.2 and -9.0.
// So a move that lets a mate in from -4 is a blunder, as on lichess, while
// one from -12 in Wormhole is a mistake and from -15 an inaccuracy.
package review

import (
	"context"
	"time"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// Class is how bad a move was.
type Class uint8

// The classes, each with its glyph.
const (
	Good       Class = iota
	Inaccuracy       // ?! (NAG 6)
	Mistake          // ? (NAG 2)
	Blunder          // ?? (NAG 4)
)

// The thresholds of the classes, in winning chances lost (see the package
// documentation).
const (
	InaccuracyLoss = 0.10
	MistakeLoss    = 0.20
	BlunderLoss    = 0.30
)

// NAG returns the class's annotation glyph number, 0 for a good move.
func (c Class) NAG() uint8 {
	return [...]uint8{0, 6, 2, 4}[c]
}

func classOf(loss float64) Class {
	switch {
	case loss >= BlunderLoss:
		return Blunder
	case loss >= MistakeLoss:
		return Mistake
	case loss >= InaccuracyLoss:
		return Inaccuracy
	}
	return Good
}

// Options says how long the engine looks at each position.
type Options struct {
	MoveTime time.Duration // a search's time; 0 with Nodes 0 means one second
	Nodes    int64         // or a search's nodes (tests)
	Threads  int
	HashMB   int
}

// Move is what the review found of one move of the main line.
type Move struct {
	Node *notation.Node // the move
	// Before is the best play's evaluation before the move, After the
	// evaluation after it, both from White's side.
	Before, After notation.Eval
	// Loss is the winning chances the move cost its player, Class its
	// judgement and CentipawnLoss its cost in centipawns (capped).
	Loss          float64
	Class         Class
	CentipawnLoss int
	// Better is the engine's line from before the move, when the move is
	// not the engine's first choice.
	Better []rules.Turn
}

// Report is a game's review.
type Report struct {
	Moves []Move
	// Per side (rules.White, rules.Black): the moves of each class, and
	// the average centipawn loss a move.
	Counts  [2][4]int
	AvgLoss [2]float64
}

// position is one searched position of the main line.
type position struct {
	eval  notation.Eval // from White's side
	final bool          // the game is over: eval is certain
	pv    []rules.Turn
}

// Analyse searches the positions of g's main line one after another and
// reports on each move; progress, if not nil, is called after each search
// with the searches done, their total and the evaluation found of the
// position searched last (from White's side; the root's first), so that
// a window can show the evaluations as they come. It returns ctx's error,
// and no report, when ctx is cancelled.
func Analyse(ctx context.Context, g *notation.Game, opt Options, progress func(done, total int, e notation.Eval)) (*Report, error) {
	nodes := append([]*notation.Node{g.Root}, g.MainLine()...)
	lim := engine.Limits{MoveTime: opt.MoveTime, Nodes: opt.Nodes}
	if lim.MoveTime == 0 && lim.Nodes == 0 {
		lim.MoveTime = time.Second
	}
	eng := engine.New(engine.Options{Threads: opt.Threads, HashMB: opt.HashMB})
	found := make([]position, len(nodes))
	var history []uint64
	for i, n := range nodes {
		p := n.Position()
		found[i] = search(ctx, eng, &p, history, lim)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		// The record may know better: an evaluation searched deeper than
		// ours stays, and the judgements go by it.
		if e, ok := n.Eval(); ok && i > 0 && !found[i].final && e.Depth > found[i].eval.Depth {
			found[i].eval = e
		}
		history = append(history, p.Hash())
		if progress != nil {
			progress(i+1, len(nodes), found[i].eval)
		}
	}
	r := &Report{}
	var lossSum [2]int
	var moves [2]int
	for i := 1; i < len(nodes); i++ {
		n := nodes[i]
		before := nodes[i-1].Position()
		mover := before.Turn()
		sign := 1
		if mover == rules.Black {
			sign = -1
		}
		b, a := found[i-1], found[i]
		after := n.Position()
		v := before.Variant()
		loss := max(0, float64(sign)*(Chances(v, b.eval, mover)-Chances(v, a.eval, after.Turn())))
		cp := max(0, sign*(capped(b.eval, mover)-capped(a.eval, after.Turn())))
		m := Move{
			Node:          n,
			Before:        b.eval,
			After:         a.eval,
			Loss:          loss,
			Class:         judgement(v, mover, b.eval, a.eval, after.Turn()),
			CentipawnLoss: cp,
		}
		if len(b.pv) > 0 && b.pv[0].ID(before.Variant()) != n.Turn().ID(before.Variant()) {
			m.Better = b.pv
		}
		r.Moves = append(r.Moves, m)
		r.Counts[mover][m.Class]++
		lossSum[mover] += cp
		moves[mover]++
	}
	for side := range moves {
		if moves[side] > 0 {
			r.AvgLoss[side] = float64(lossSum[side]) / float64(moves[side])
		}
	}
	return r, nil
}

// search returns the engine's view of p; a position whose game is over
// scores as a game lost by its side to move.
func search(ctx context.Context, eng *engine.Engine, p *rules.Position, history []uint64, lim engine.Limits) position {
	if winner, over := p.Result().Winner(); over {
		s := -engine.MateScore
		if winner == p.Turn() {
			s = engine.MateScore
		}
		return position{eval: EvalOf(s, p.Turn(), 0), final: true}
	}
	if p.Playable() != nil {
		return position{}
	}
	s := eng.Start(p, history, lim, nil)
	select {
	case <-ctx.Done():
		s.Stop()
	case <-s.Done():
	}
	res := s.Wait()
	return position{eval: EvalOf(res.Score, p.Turn(), res.Depth), pv: res.PV}
}

// capped is an evaluation from White's side, with turn to move, in
// centipawns within ±1000, a mate at the bound.
func capped(e notation.Eval, turn rules.Color) int {
	if e.Mate {
		return 1000 * int(Chances(rules.Wormhole, e, turn)) // ±1 whatever the variant
	}
	return max(-1000, min(e.Centipawns, 1000))
}
