package book

import (
	"slices"

	"wormweave/rules"
)

// Collector gathers the turns of games into a book: Add each turn of the
// book's plies with the game's result, then Book.
type Collector struct {
	v     rules.Variant
	games int
	turns map[turnKey]*turnStat
}

type posKey struct {
	key   uint64
	check uint32
}

type turnKey struct {
	pos posKey
	id  string
}

type turnStat struct {
	games, white, black int
	evalSum             int64
}

// NewCollector returns an empty collector of variant v's games.
func NewCollector(v rules.Variant) *Collector {
	return &Collector{v: v, turns: map[turnKey]*turnStat{}}
}

// AddGame counts one game more, whose turns are then added.
func (c *Collector) AddGame() { c.games++ }

// Add counts turn t played in pos in a game that ended with result
// (Ongoing for one stopped unfinished), the engine evaluating it at eval
// centipawns from the mover's side. The book keeps the mean evaluation.
func (c *Collector) Add(pos *rules.Position, t rules.Turn, result rules.Result, eval int) {
	k := turnKey{posKey{pos.Hash(), Check(pos)}, t.ID(c.v)}
	st := c.turns[k]
	if st == nil {
		st = &turnStat{}
		c.turns[k] = st
	}
	st.games++
	switch result {
	case rules.WhiteWins:
		st.white++
	case rules.BlackWins:
		st.black++
	}
	st.evalSum += int64(max(-MaxEval, min(MaxEval, eval)))
}

// Book returns the book of the positions reached at least minGames times
// (counting the turns played from them), with all the turns played there.
func (c *Collector) Book(minGames int) *Book {
	reached := map[posKey]int{}
	for k, st := range c.turns {
		reached[k.pos] += st.games
	}
	b := &Book{v: c.v, games: c.games}
	for k, st := range c.turns {
		if reached[k.pos] < minGames {
			continue
		}
		mean := st.evalSum / int64(st.games)
		b.recs = append(b.recs, record{
			key: k.pos.key, check: k.pos.check, id: k.id,
			games: uint32(st.games), white: uint32(st.white), black: uint32(st.black),
			eval: int16(mean),
		})
	}
	slices.SortFunc(b.recs, func(x, y record) int { return compareRecords(&x, &y) })
	return b
}
