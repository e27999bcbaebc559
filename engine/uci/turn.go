package uci

import (
	"fmt"
	"sort"
	"strings"

	"wormweave/rules"
)

// maxTurnID bounds the id of a turn: a chain captures each enemy piece at
// most once, and its id is far shorter.
const maxTurnID = 4096

// ParseTurn reads a whole turn of p from its canonical id (steps joined by
// ","), checking each step against the legal steps where it is played. The
// error says which step is wrong and why.
func ParseTurn(p *rules.Position, id string) (rules.Turn, error) {
	if id == "" {
		return nil, fmt.Errorf("empty move")
	}
	if len(id) > maxTurnID {
		// Echoed short: a message must not repeat a megabyte of input.
		return nil, fmt.Errorf("%s: %d bytes, longer than any turn", rules.Quote(id), len(id))
	}
	v := p.Variant()
	q := *p
	steps := strings.Split(id, ",")
	turn := make(rules.Turn, 0, len(steps))
	for i, s := range steps {
		legal := q.Moves(nil)
		var found bool
		var m rules.Move
		for _, l := range legal {
			if l.ID(v) == s {
				m, found = l, true
				break
			}
		}
		if !found {
			return nil, fmt.Errorf("%s: %s", id, notLegal(&q, s, legal, i))
		}
		turn = append(turn, m)
		ended := q.Make(m).TurnEnded()
		if ended && i < len(steps)-1 {
			return nil, fmt.Errorf("%s: the turn ends after %s", id, s)
		}
		if !ended && i == len(steps)-1 {
			return nil, fmt.Errorf("%s: the turn is not over: the piece on %s must capture again", id, m.To)
		}
	}
	return turn, nil
}

// notLegal says why step s (the i-th of its turn) is not among legal.
func notLegal(p *rules.Position, s string, legal []rules.Move, i int) string {
	if len(legal) == 0 {
		return fmt.Sprintf("%s is not legal: the game is over", s)
	}
	ids := make([]string, len(legal))
	for j, m := range legal {
		ids[j] = m.ID(p.Variant())
	}
	sort.Strings(ids)
	const shown = 12
	more := ""
	if len(ids) > shown {
		more = fmt.Sprintf(" and %d more", len(ids)-shown)
		ids = ids[:shown]
	}
	what := "move"
	if i > 0 {
		what = "next capture of the chain"
	}
	return fmt.Sprintf("%s is not a legal %s here (legal: %s%s)", s, what, strings.Join(ids, " "), more)
}
