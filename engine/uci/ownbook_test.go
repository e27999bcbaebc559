package uci

import (
	"math/rand"
	"strings"
	"testing"

	"wormweave/book"
	"wormweave/rules"
)

// OwnBook is off by default and offered as a check option. On, a go of a
// game in a position of the session's book answers at once with one of the
// book's moves, after an info string naming it; an analysis (infinite),
// a ponder search, a mate search, a search among chosen moves and a
// position out of the book are searched as without it. The book here is
// the built-in one, as the command line gives it.
func TestOwnBook(t *testing.T) {
	c := talkWith(t, func(s *Session) {
		s.Book = func(p *rules.Position, rnd *rand.Rand) (rules.Turn, string, bool) {
			t, ok := book.Builtin(p.Variant()).Pick(p, rnd)
			return t, "from the test's book", ok
		}
	})
	c.send("uci")
	if lines := c.until("uciok"); !contains(lines, "option name OwnBook type check default false") {
		t.Errorf("no OwnBook option, off by default, in %q", lines)
	}
	for _, v := range rules.Variants {
		start := rules.NewPosition(v)
		entries := book.Builtin(v).Lookup(start)
		if len(entries) == 0 {
			t.Fatalf("%v: the built-in book has no move at the start", v)
		}
		inBook := map[string]bool{}
		for _, e := range entries {
			inBook[e.ID] = true
		}
		name := strings.ToLower(v.String())
		c.send("setoption name UCI_Variant value "+name, "ucinewgame", "position startpos")

		c.send("go depth 2")
		if lines := c.until("bestmove"); containsPrefix(lines, "info string book move") {
			t.Errorf("%v: OwnBook off, the start answered from the book: %q", v, lines)
		} else {
			checkSearch(t, start, lines)
		}

		c.send("setoption name OwnBook value true")
		for range 4 {
			c.send("go depth 2")
			lines := c.until("bestmove")
			if len(lines) != 2 || !strings.HasPrefix(lines[0], "info string book move ") {
				t.Fatalf("%v: OwnBook on, the start answered %q, want a book move's info string and bestmove", v, lines)
			}
			id := strings.TrimPrefix(lines[1], "bestmove ")
			if !inBook[id] || lines[0] != "info string book move "+id+": from the test's book" {
				t.Errorf("%v: %q is not one of the book's %v", v, lines, entries)
			}
		}
		for _, g := range []string{"go infinite", "go ponder", "go mate 2", "go depth 2 searchmoves " + entries[0].ID} {
			c.send(g)
			if g == "go infinite" || g == "go ponder" {
				c.send("isready")
				c.until("readyok")
				c.send("stop")
			}
			if lines := c.until("bestmove"); containsPrefix(lines, "info string book move") {
				t.Errorf("%v, OwnBook on: %s answered from the book: %q", v, g, lines)
			}
		}
		// Out of the book: a position after ten random-looking plies that
		// the book has not.
		p := *start
		var ids []string
		for len(book.Builtin(v).Lookup(&p)) > 0 && len(ids) < 60 {
			var last string
			p.WalkTurns(func(t rules.Turn) bool { last = t.ID(v); return true })
			turn, err := ParseTurn(&p, last)
			if err != nil {
				t.Fatal(err)
			}
			p.PlayTurn(turn)
			ids = append(ids, last)
		}
		c.send("position startpos moves "+strings.Join(ids, " "), "go depth 2")
		if lines := c.until("bestmove"); containsPrefix(lines, "info string book move") {
			t.Errorf("%v: out of the book after %v, answered from it: %q", v, ids, lines)
		}
		c.send("setoption name OwnBook value false")
	}
}

func contains(lines []string, s string) bool {
	for _, l := range lines {
		if l == s {
			return true
		}
	}
	return false
}

func containsPrefix(lines []string, prefix string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}

// Without a book (a session made by Run, which has none), OwnBook on
// changes nothing.
func TestOwnBookWithoutABook(t *testing.T) {
	c := talk(t)
	c.send("setoption name OwnBook value true", "position startpos", "go depth 2")
	lines := c.until("bestmove")
	if containsPrefix(lines, "info string book move") {
		t.Errorf("a session without a book answered from one: %q", lines)
	}
	checkSearch(t, rules.NewPosition(rules.Wormhole), lines)
}
