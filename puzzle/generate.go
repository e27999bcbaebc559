package puzzle

import (
	"hash/fnv"
	"math/rand"
	"strconv"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// Generator finds puzzles in games: at each position it asks a quick
// search whether the side to move has a forced win in at most MaxMate
// turns, and when it has, walks the engine's solution with a Prover and
// keeps it if it is proved; where it has none, it looks for a material
// tactic (tryMaterial) and keeps it if a Validator validates it. It is
// deterministic: the same games and settings give the same puzzles. It is
// not safe for concurrent use.
type Generator struct {
	Variant rules.Variant
	// Nodes bounds the quick search of each position and each move of
	// self-play; each search of a proof may take ProofNodes.
	Nodes int64
	// MaxTurns is the longest win looked for, from 1 to MaxMate: each turn
	// more multiplies the proofs' work (3 when zero).
	MaxTurns int
	// Levels is the strongest level of self-play, from 0 to 10
	// (NewGenerator sets 10; out of range is 10). The weaker the play,
	// the more tactics it leaves: in Wormhole, levels 0 to 4 give three
	// times the puzzles a processor-minute of levels 0 to 10.
	Levels int
	// Material also looks for material tactics (tryMaterial) where no
	// forced win is found; NewGenerator sets it.
	Material bool
	// Mates looks for forced wins; NewGenerator sets it.
	Mates     bool
	scan      *engine.Engine
	prover    *Prover
	eval      *engine.Engine
	validator *Validator
	seen      map[string]bool
	// onLine holds the positions on the solutions of the puzzles found:
	// a position there, a turn or two later in the same game, would give
	// the same puzzle shifted by a turn, so it is not searched again.
	onLine map[uint64]bool
	// Tried counts the positions searched, Rejected the material lines
	// made that the Validator did not validate.
	Tried, Rejected int
	// Searched, when not nil, is called after each position searched, so
	// that a long run can show its progress.
	Searched func()
}

// DefaultNodes is the quick search's bound when none is given.
const DefaultNodes = 20000

// ProofNodes bounds each search of a generator's proofs: a puzzle whose
// proof needs more is left out (a bound trades puzzles for time, never
// certainty).
const ProofNodes = 1_000_000

// NewGenerator returns a generator for variant v; nodes 0 means DefaultNodes.
func NewGenerator(v rules.Variant, nodes int64) *Generator {
	if nodes <= 0 {
		nodes = DefaultNodes
	}
	pr := NewProver()
	pr.Nodes = ProofNodes
	return &Generator{
		Variant:  v,
		Nodes:    nodes,
		Levels:   10,
		Mates:    true,
		Material: true,
		// The quick search only finds the candidates, which the prover
		// then proves: it keeps the engine's prunings, and asks only
		// for wins (MateOnly), which halves its time.
		scan:      engine.New(engine.Options{HashMB: 4, MateOnly: true, LinearEval: true}),
		prover:    pr,
		eval:      newEval(),
		validator: NewValidator(),
		seen:      map[string]bool{},
		onLine:    map[uint64]bool{},
	}
}

// Try returns the puzzle whose opponent's last move is last, played from
// before, when the position after it is a proved forced win for the side
// to move (and not already found); ok is false otherwise.
func (g *Generator) Try(before *rules.Position, last rules.Turn) (p Puzzle, ok bool) {
	after := *before
	if after.PlayTurn(last) != nil || after.Result() != rules.Ongoing || g.onLine[after.Hash()] {
		return Puzzle{}, false
	}
	g.Tried++
	if g.Searched != nil {
		defer g.Searched()
	}
	g.scan.NewGame()
	maxTurns := g.MaxTurns
	if maxTurns <= 0 || maxTurns > MaxMate {
		maxTurns = 3
	}
	if !g.Mates {
		return g.tryMaterial(before, &after, last)
	}
	r := g.scan.Start(&after, nil, engine.Limits{Depth: 2*maxTurns + 1, Nodes: g.Nodes}, nil).Wait()
	if !wins(r.Score, maxTurns) {
		if g.Material && !r.Score.IsMate() {
			return g.tryMaterial(before, &after, last)
		}
		return Puzzle{}, false
	}
	line, err := g.prover.line(&after, nil, r.Score.MateTurns())
	if err != nil {
		return Puzzle{}, false
	}
	v := before.Variant()
	p = Puzzle{Variant: v, FEN: before.FEN(), Moves: []string{last.ID(v)}}
	for _, t := range line {
		p.Moves = append(p.Moves, t.ID(v))
	}
	p.ID = puzzleID(p)
	if g.seen[p.ID] {
		return Puzzle{}, false
	}
	if p.Themes, err = Themes(p); err != nil {
		return Puzzle{}, false
	}
	if p.Rating, err = Estimate(p); err != nil {
		return Puzzle{}, false
	}
	g.markLine(&after, line, p.ID)
	return p, true
}

// puzzleID is a short id made from the position and the solution, so that
// the same puzzle found twice has the same id.
func puzzleID(p Puzzle) string {
	h := fnv.New64a()
	h.Write([]byte(p.Variant.String() + "|" + p.FEN + "|"))
	for _, m := range p.Moves {
		h.Write([]byte(m + " "))
	}
	id := strconv.FormatUint(h.Sum64(), 36)
	if len(id) > 8 {
		id = id[:8]
	}
	return id
}

// maxSelfPlayPlies ends a self-play game that goes on: an Interweave game
// can go round forever, and a long game's last positions are seldom new.
const maxSelfPlayPlies = 160

// SelfPlay plays one game between two engines at weak levels drawn from
// rng, where weak moves leave tactics behind, and offers found every
// puzzle it finds, until found returns false. It returns false when found
// did.
func (g *Generator) SelfPlay(rng *rand.Rand, found func(Puzzle) bool) bool {
	var players [2]*engine.Engine
	levels := g.Levels
	if levels < 0 || levels > 10 {
		levels = 10
	}
	for i := range players {
		// Levels 0 to 10: from random-ish to about ten thousand nodes a move.
		players[i] = engine.New(engine.Options{HashMB: 4, Level: rng.Intn(levels + 1), LimitStrength: true, Seed: rng.Int63() | 1, LinearEval: true})
	}
	pos := rules.NewPosition(g.Variant)
	var history []uint64
	for ply := 0; ply < maxSelfPlayPlies && pos.Result() == rules.Ongoing; ply++ {
		r := players[ply%2].Start(pos, history, engine.Limits{Nodes: g.Nodes}, nil).Wait()
		if r.Best == nil {
			break
		}
		before := *pos
		history = append(history, pos.Hash())
		if pos.PlayTurn(r.Best) != nil {
			break
		}
		if ply >= 4 {
			if p, ok := g.Try(&before, r.Best); ok && !found(p) {
				return false
			}
		}
	}
	return true
}

// FromGame offers found every puzzle in the main line of game, until found
// returns false; it returns false when found did. A game of another
// variant gives none.
func (g *Generator) FromGame(game *notation.Game, found func(Puzzle) bool) bool {
	if game.Root == nil || game.Variant != g.Variant {
		return true
	}
	for _, n := range game.MainLine() {
		if n.IsRoot() || n.Parent() == nil {
			continue
		}
		before := n.Parent().Position()
		if p, ok := g.Try(&before, n.Turn()); ok && !found(p) {
			return false
		}
	}
	return true
}
