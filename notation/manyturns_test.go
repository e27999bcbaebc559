package notation

import (
	"errors"
	"strings"
	"testing"

	"wormweave/rules"
)

// manyChains is the playable position with the most turns the rules'
// tests know: 1,829,147 turns, chains of a white leaper and smasher among
// 13 black pieces; far more than rules.MaxTurns.
const manyChains = "3k4/2pBp1BK/1p3p2/k1P1n1rP/1p1p1pN1/2rPnRbP/3b1p2/1R3NK1 w 0 - 000000"

// TestDecodeBeyondMaxTurns reads moves that only a walk of every turn
// resolves (short forms and vchess lines), in a position where the turn
// played comes after the first rules.MaxTurns turns: a list capped there
// does not hold it. An illegal move there is named with a bounded list of
// the legal ones.
func TestDecodeBeyondMaxTurns(t *testing.T) {
	if testing.Short() {
		t.Skip("walks the 1.8 million turns of a position once a case (about a second); skipped in short mode")
	}
	p, err := rules.ParsePlayableFEN(rules.Interweave, manyChains)
	if err != nil {
		t.Fatal(err)
	}
	d7, err := rules.ParseSquare("d7")
	if err != nil {
		t.Fatal(err)
	}
	// The remover's capture on its own square is the last turn generated.
	index, remover := turnIndex(p, func(t rules.Turn) bool {
		return len(t) == 1 && t[0].From == d7 && t[0].To == d7
	})
	if index < rules.MaxTurns {
		t.Fatalf("the remover's capture is turn %d, within the first %d: the test proves nothing", index, rules.MaxTurns)
	}
	const chain = "Ng4xe8xa6xe6xe8xe4xa2xe2xe8xa8"
	chainIndex, _ := turnIndex(p, func(t rules.Turn) bool {
		// Only a turn of the chain's length is written out: writing
		// each of the 1.8 million would take seconds.
		return len(t) == 9 && TurnText(p, t) == chain
	})
	if chainIndex < rules.MaxTurns {
		t.Fatalf("%s is turn %d, within the first %d: the test proves nothing", chain, chainIndex, rules.MaxTurns)
	}

	head := "[Variant \"Interweave\"]\n[SetUp \"1\"]\n[FEN \"" + manyChains + "\"]\n\n"
	tests := []struct {
		name     string
		movetext string
		want     string // the turn read, in the writer's form; "" for an error
		key      string // the error's key
	}{
		{"a destination only", "1. Bd7 *", "Bd7xd7", ""},
		{"a chain's destinations only", "1. Nxe8xa6xe6xe8xe4xa2xe2xe8xa8 *", chain, ""},
		{"the vchess line", "1.d7R\n\n1.w " + vchessLine(p, remover) + "\n", "Bd7xd7", ""},
		{"an illegal move", "1. Kh7-a1 *", "", "notation.illegalWhite"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := readOne(t, "many.pgn", []byte(head+tc.movetext+"\n"))
			if tc.key != "" {
				var e *Error
				if !errors.As(err, &e) || e.Key != tc.key {
					t.Fatalf("error %v, want %s", err, tc.key)
				}
				// Every turn named would make a message of tens of
				// megabytes.
				if len(e.Msg) > 4096 || !strings.HasSuffix(e.Msg, "…") {
					t.Errorf("the error is %d bytes long, ending %q; want a short list that ends in …", len(e.Msg), e.Msg[max(0, len(e.Msg)-40):])
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			line := g.MainLine()
			if len(line) != 1 {
				t.Fatalf("%d plies read, want 1", len(line))
			}
			if got := TurnText(p, line[0].Turn()); got != tc.want {
				t.Errorf("read %s, want %s", got, tc.want)
			}
		})
	}
}

// turnIndex returns the place among p's turns, in the order of a walk, of
// the first turn for which match is true, and a copy of it.
func turnIndex(p *rules.Position, match func(rules.Turn) bool) (int, rules.Turn) {
	i, found := 0, rules.Turn(nil)
	p.WalkTurns(func(t rules.Turn) bool {
		if match(t) {
			found = append(found, t...)
			return false
		}
		i++
		return true
	})
	return i, found
}

// vchessLine writes a one-step turn as the vchess site does: start.end,
// the piece appearing, and those vanishing (the mover and what it takes).
// A remover's end is one of the squares it captures.
func vchessLine(p *rules.Position, t rules.Turn) string {
	m := t[0]
	piece := func(sq rules.Square) string {
		pc := p.At(sq)
		side := "w"
		if pc.Color() == rules.Black {
			side = "b"
		}
		return side + strings.ToLower(string(pc.Letter(p.Variant()))) + sq.String()
	}
	vanish := []string{piece(m.From)}
	for _, sq := range m.Captured.Squares() {
		vanish = append(vanish, piece(sq))
	}
	to := m.To
	appear := piece(m.To)
	if m.From == m.To {
		to, appear = m.Captured.First(), "-"
	}
	return m.From.String() + "." + to.String() + " " + appear + "/" + strings.Join(vanish, ".")
}
