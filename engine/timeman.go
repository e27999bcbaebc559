package engine

import (
	"time"

	"wormweave/rules"
)

// safety is kept back from every clock-based budget for the time it takes
// to report and play the move.
const safety = 30 * time.Millisecond

// plan sets the job's depth, lines, level and time budget from its limits.
func (j *job) plan() {
	lim := &j.lim
	j.multiPV = max(1, lim.MultiPV)
	j.depth = maxDepth
	if lim.Depth > 0 {
		j.depth = min(lim.Depth, maxDepth)
	}
	if f, limited := j.opt.strength(j.root.Variant()); limited {
		nodes, noise := ladder(f)
		if lim.Nodes == 0 || lim.Nodes > nodes {
			lim.Nodes = nodes
		}
		j.noiseAmp = noise
	}
	j.hard = 0
	if lim.Infinite {
		return
	}
	if lim.MoveTime > 0 {
		j.hard = lim.MoveTime
		return
	}
	if !j.onClock() {
		return
	}
	// A game on the clock where the side to move has no time given (a
	// caller that sent only the other side's) plays as if its clock were
	// at zero, at once: searching on without a limit would never move.
	left, inc := max(lim.WTime, 0), lim.WInc
	if j.root.Turn() == rules.Black {
		left, inc = max(lim.BTime, 0), lim.BInc
	}
	left = max(left-j.opt.MoveOverhead, 0)
	togo := lim.MovesToGo
	if togo <= 0 {
		togo = expectedTurns(&j.root)
	}
	target := left/time.Duration(togo) + inc*3/4
	j.soft = target * 6 / 10
	j.hard = max(min(target*3, left/3)-safety, time.Millisecond)
	j.soft = min(j.soft, j.hard)
}

// onClock reports whether the job's time comes from the clocks.
func (j *job) onClock() bool {
	return !j.lim.Infinite && j.lim.MoveTime <= 0 && j.lim.clock()
}

// oneTurn shortens the clock's budget for a root with a single turn:
// there is nothing to choose, only a score to report.
func (j *job) oneTurn() {
	j.soft, j.hard = 0, min(j.hard, max(50*time.Millisecond-safety, time.Millisecond))
}

// expectedTurns guesses how many more turns the side to move will play. A
// Wormhole game ends before the empty squares run out (every move fills one
// with a hole), so half of them bound it; an Interweave game has no such
// bound, and its games rarely last beyond 60 turns a side.
func expectedTurns(p *rules.Position) int {
	if p.Variant() == rules.Wormhole {
		empty := 0
		for s := rules.Square(0); s < 64; s++ {
			if p.At(s) == rules.Empty {
				empty++
			}
		}
		return max(3, min(empty/2, 20))
	}
	return max(10, 30-p.Plies()/8)
}
