package puzzle

import (
	"math"

	"wormweave/engine"
	"wormweave/rules"
)

// The numbers of the material puzzles, from lichess-puzzler's generator
// (version 16: its cook_advantage, is_valid_attack and analyze_position),
// with its pawn units and orthodox chess's winning-chances curve replaced
// by centipawns and each variant's own curve (Chances). The package doc
// says how they are used. A variant's curve is flatter than orthodox
// chess's (a centipawn is worth less there), so a margin on it asks for a
// wider gap in centipawns than lichess's does.
const (
	// AdvantageCP is the least score, for the solver, of every position
	// of a material puzzle: lichess's Cp(200).
	AdvantageCP = 200
	// CrushingCP splits the two themes of a material puzzle: above it the
	// win is crushing, at or below it an advantage (lichess's 600).
	CrushingCP = 600
	// OnlyMoveMargin is how far the solver's second-best turn must fall
	// below the best on the winning-chances scale (-1 to 1) for the best
	// to be the only one that keeps the win: lichess's 0.42.
	OnlyMoveMargin = 0.42
	// MistakeMargin is how much the opponent's last move must have given
	// away on the same scale: lichess's 0.5.
	MistakeMargin = 0.5
	// TooWinningCP is the score, for the solver, before the opponent's
	// last move above which the position was won already: lichess's 400.
	TooWinningCP = 400
	// ClearCP is the score below which a position is a puzzle only if the
	// solver is down in material at the start: lichess's 400 (a smaller
	// edge from equal material is positional, not a tactic).
	ClearCP = 400
	// MinGain is the least material, in centipawns of MaterialValue, the
	// solver must have won at the end of the line: two pawns.
	MinGain = 200
	// DefenceSlack is how much worse than the engine's best, on the
	// winning-chances scale, a defender's reply of a material puzzle may
	// be at validation: a search at another node count ranks two replies
	// of nearly equal value either way.
	DefenceSlack = 0.1
	// MinMaterialTurns is the fewest solver's turns of a material puzzle:
	// one, as lichess keeps its one-movers. One turn that wins material
	// is a puzzle only after a mistake (MistakeMargin), when the solver
	// is not up in material already, and when no other turn keeps the
	// win (OnlyMoveMargin): the piece that hangs is not the one that
	// looks it.
	MinMaterialTurns = 1
	// MaterialNodes bounds each search that makes a material puzzle's
	// line; ValidateNodes, ten times more, each search that validates it.
	MaterialNodes = 40_000
	// ValidateNodes is the node bound of each search of Validator.
	ValidateNodes = 10 * MaterialNodes
)

// The Themes of a material puzzle: its end, validated (Validator), is
// worth more than CrushingCP (crushing) or at least AdvantageCP
// (advantage), as lichess names them.
const (
	Advantage = "advantage"
	Crushing  = "crushing"
)

// IsMaterial reports whether p is a material puzzle (validated, themed
// advantage or crushing) rather than a forced win (proved).
func IsMaterial(p Puzzle) bool {
	for _, th := range p.Themes {
		if th == Advantage || th == Crushing {
			return true
		}
	}
	return false
}

// MaterialValue gives each kind's worth in centipawns, as the engine's
// move ordering does: what a material puzzle counts as won. Kings count
// nothing (an Interweave king taken ends the game, a mate puzzle's win).
func MaterialValue(v rules.Variant, k rules.Kind) int {
	if v == rules.Interweave {
		return interweaveMaterial[k]
	}
	return wormholeMaterial[k]
}

var (
	wormholeMaterial = [16]int{
		rules.Pawn: 100, rules.Knight: 300, rules.Champion: 450,
		rules.Wizard: 380, rules.Lion: 650,
	}
	interweaveMaterial = [16]int{
		rules.Pawn: 100, rules.Smasher: 450, rules.Leaper: 450, rules.Remover: 350,
	}
)

// MaterialDiff returns c's material less its opponent's, in centipawns.
func MaterialDiff(pos *rules.Position, c rules.Color) int {
	v := pos.Variant()
	n := 0
	for k := rules.Pawn; k <= rules.Remover; k++ {
		val := MaterialValue(v, k)
		n += val * (pos.PiecesOf(c, k).Count() - pos.PiecesOf(c.Other(), k).Count())
	}
	return n
}

// The winning-chances scales per centipawn of the linear evaluation, with
// which the built-in material puzzles were made (the package doc): the
// review's curve until the network became the default. The review's is
// now the network's (review.Scale).
const (
	wormholeScale   = 0.371 * math.Ln10 / 400
	interweaveScale = 0.415 * math.Ln10 / 400
)

// Chances returns the winning chances, from -1 to 1, of the side whose
// score s is in variant v: a mate is won or lost whatever its distance,
// centipawns go through the variant's curve (the linear evaluation's).
func Chances(v rules.Variant, s engine.Score) float64 {
	if s.IsMate() {
		if s > 0 {
			return 1
		}
		return -1
	}
	k := wormholeScale
	if v == rules.Interweave {
		k = interweaveScale
	}
	return 2/(1+math.Exp(-k*float64(s))) - 1
}

// pair is what a search of a material puzzle found: the best turn and
// its score and, when there is a second line, the second's score.
type pair struct {
	best        rules.Turn
	score       engine.Score
	secondScore engine.Score
	second      bool
}

// searchPair searches pos with engine e within nodes, with multiPV lines,
// optionally restricted to one turn, from a fresh table so that a result
// depends on the position and the bound alone. It takes the lines of the
// deepest iteration that finished them all. ok is false when the position
// has more turns than a search lists (no "only move" can be said of it)
// or none.
func searchPair(e *engine.Engine, pos *rules.Position, nodes int64, multiPV int, only rules.Turn) (p pair, ok bool) {
	e.NewGame()
	lim := engine.Limits{Nodes: nodes, MultiPV: multiPV}
	if only != nil {
		lim.SearchMoves = []rules.Turn{only}
	}
	lines := map[int][2]engine.Info{} // by depth: the lines of the iteration
	have := map[int]int{}
	r := e.Start(pos, nil, lim, func(in engine.Info) {
		if in.Bound != engine.Exact || in.MultiPV < 1 || in.MultiPV > 2 {
			return
		}
		l := lines[in.Depth]
		l[in.MultiPV-1] = in
		lines[in.Depth] = l
		have[in.Depth] |= 1 << (in.MultiPV - 1)
	}).Wait()
	if r.Best == nil || r.RootTurnsLeftOut {
		return pair{}, false
	}
	want := 1
	if multiPV > 1 && r.RootTurns > 1 {
		want = 3
	}
	deepest := -1
	for d, h := range have {
		if h&want == want && d > deepest {
			deepest = d
		}
	}
	if deepest < 0 {
		return pair{}, false
	}
	l := lines[deepest]
	if len(l[0].PV) == 0 {
		return pair{}, false
	}
	p = pair{best: l[0].PV[0], score: l[0].Score}
	if want == 3 {
		p.secondScore, p.second = l[1].Score, true
	}
	return p, true
}

// onlyMove reports whether the pair's best turn is the only one that
// keeps the win: there is no other, or the other's chances are more than
// OnlyMoveMargin below.
func onlyMove(v rules.Variant, p pair) bool {
	return !p.second || Chances(v, p.score) > Chances(v, p.secondScore)+OnlyMoveMargin
}

// countTurns returns the legal turns of pos, counting up to limit.
func countTurns(pos *rules.Position, limit int) int {
	n := 0
	pos.WalkTurns(func(rules.Turn) bool {
		n++
		return n < limit
	})
	return n
}
