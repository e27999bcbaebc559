package engine

import (
	"time"

	"wormweave/engine/eval"
	"wormweave/rules"
)

// Limits says when a search stops. Zero fields set no limit; a search with
// no limit at all and without Infinite stops at the greatest depth. A limit
// of time or nodes stops a search only once its first line has finished
// depth 1, so that the turn it gives has been searched: a root of many
// Interweave turns can take that longer (only Search.Stop ends it sooner,
// and the node limit of a level, Options.Level, whose strength was
// measured with it).
type Limits struct {
	Depth int // whole turns
	// Mate searches for a win within this many turns of the side to move
	// (UCI's "go mate"): it stops once it has one, or once the depth that
	// such a win needs, 2·Mate-1 plies, is searched without one.
	Mate     int
	Nodes    int64         // nodes over all threads
	MoveTime time.Duration // exact time for this move
	// The clocks, for a game: time left and increment of each side, and
	// the moves to the next time control (0: the rest of the game). Once
	// any of them is set the search is on the clock, and a side to move
	// with no time left (or none given) moves at once.
	WTime, BTime, WInc, BInc time.Duration
	MovesToGo                int
	// Infinite searches until Stop, even once the greatest depth is reached.
	Infinite bool
	// SearchMoves restricts the root to these turns; nil means all.
	SearchMoves []rules.Turn
	// MultiPV is the number of best lines to find; 0 or 1 means one.
	MultiPV int
	// Since is when the time limits and the times reported start: the
	// moment the request arrived, for a caller that may wait before
	// calling Start (for a search to end, say). Zero means the call.
	Since time.Time
	// Ponder searches the position the opponent is expected to leave
	// without the time limits, until Search.PonderHit turns them on (still
	// counted from Since): UCI's "go ponder".
	Ponder bool
	// Progress, when not nil, is called about every second once the
	// search has run a second, from a goroutine of its own, with the
	// root turn being searched: UCI's currmove lines. It must not block.
	Progress func(Progress)
	// ReportBounds also reports an iteration's first search when its
	// score falls outside the aspiration window, as a line with a Bound,
	// before the search again with a wider window.
	ReportBounds bool
}

// Progress says where a long search is: which root turn of which
// iteration it is searching, and how much it has done.
type Progress struct {
	Depth          int
	CurrMove       rules.Turn
	CurrMoveNumber int // from 1, in the order the root's turns are searched
	Nodes, NPS     int64
	HashFull       int // per mille of the table used by this search
	Time           time.Duration
}

// Options configure an engine; the zero value is full strength with the
// default hash size and one thread.
type Options struct {
	HashMB  int // transposition table size; 0 means 16
	Threads int // search threads (Lazy SMP); 0 means 1, at most MaxThreads
	// Level is the skill level, from 0 (weakest) to MaxLevel (full
	// strength): see levels.go. It counts when it is above 0 or when
	// LimitStrength is set, so that the zero Options play at full
	// strength.
	Level int
	// LimitStrength plays at Level even when it is 0, the weakest.
	LimitStrength bool
	// Elo, when above 0, plays at that rating of the ladder (levels.go)
	// instead of Level, between two levels if it falls between them.
	Elo int
	// Eval evaluates positions; nil means the variant's default, DefaultEval,
	// or eval.Linear with LinearEval.
	Eval eval.Evaluator
	// LinearEval evaluates with the linear evaluation of the position's
	// variant when Eval is nil, instead of the network: what was made
	// and measured with it (the puzzle sets, docs/puzzles.md) stays as it
	// was while it is made again with the network.
	LinearEval bool
	// Switches that turn a pruning off, so that a match can measure what
	// each one is worth. NoFutility turns off the three prunings near the
	// leaves that rest on the static evaluation: futility, reverse
	// futility and late move pruning; NoLMR turns off the late move
	// reductions and the internal iterative reduction.
	NoNullMove, NoLMR, NoFutility bool
	// MateOnly scores the positions at the search's depth 0 when the game
	// is not over there, instead of searching on until they are quiet
	// and evaluating them: a search that only asks whether a side wins
	// within its depth (a puzzle's proof) needs nothing more, and the
	// quiescence search and the evaluation are most of a search's time.
	// Its scores other than wins and losses mean nothing.
	MateOnly bool
	// MoveOverhead is kept in hand on the clock for what the move costs
	// outside the search (reporting it, a network): the time manager
	// takes it off the time left.
	MoveOverhead time.Duration
	// Seed drives the randomness of the levels (0: a seed from the clock);
	// searches at full strength are not random.
	Seed int64
}

// Info is one line of one iteration of a search; with MultiPV each line of
// an iteration is sent on its own, MultiPV numbering them from 1.
type Info struct {
	Depth, SelDepth, MultiPV int
	Score                    Score
	Bound                    Bound
	Nodes                    int64
	NPS                      int64
	Time                     time.Duration
	HashFull                 int          // per mille of the table used by this search
	PV                       []rules.Turn // whole turns, legal from the root
	// Final says that the line is the search's result reported once more
	// at its end, because the last line reported did not begin with the
	// turn it plays (a stopped search's); Depth 0 then says that no
	// iteration ended, and the score means nothing.
	Final bool
}

// Result is what a finished search found.
type Result struct {
	Best  rules.Turn // nil when the game is over at the root
	Score Score
	Depth int
	Nodes int64
	PV    []rules.Turn
	// RootTurns is the number of turns searched at the root, and
	// RootTurnsLeftOut says that the position has more, not searched: a
	// position can have millions of Interweave turns, and the search lists
	// the first rules.MaxTurns of them at most (in the order of
	// rules.Position.WalkTurns), fewer when a limit stops the listing,
	// and searches first a turn that wins at once, listed or not, if the
	// position has one: the turns left out never hold the only wins.
	RootTurns        int
	RootTurnsLeftOut bool
}

// clock reports whether the limits put the search on the clock.
func (l *Limits) clock() bool {
	return l.WTime != 0 || l.BTime != 0 || l.WInc != 0 || l.BInc != 0 || l.MovesToGo > 0
}
