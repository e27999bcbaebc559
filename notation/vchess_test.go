package notation

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// vchessFiles lists the vchess exports: the reference ones, and the
// project's own with a chain that the site's mark leaves unresolved.
func vchessFiles(t *testing.T) []string {
	own, err := filepath.Glob(filepath.Join("testdata", "vchess", "*.pgn"))
	if err != nil || len(own) == 0 {
		t.Fatalf("no vchess files of the project: %v", err)
	}
	return append(referenceFiles(t, "vchess"), own...)
}

func TestVchessGames(t *testing.T) {
	unresolvable := 0
	for _, file := range vchessFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sc := readSidecar(t, file)
			g, err := readOne(t, file, data)
			if sc.Unresolvable != nil {
				unresolvable++
				checkUnresolvable(t, g, err, *sc.Unresolvable)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			checkReplay(t, file, g, sc)
			var out bytes.Buffer
			if err := Write(&out, g); err != nil {
				t.Fatal(err)
			}
			again, err := readOne(t, file+" (written)", out.Bytes())
			if err != nil {
				t.Fatalf("%v\n%s", err, out.Bytes())
			}
			checkReplay(t, file+" (written)", again, sc)
			var twice bytes.Buffer
			if err := Write(&twice, again); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.Bytes(), twice.Bytes()) {
				t.Errorf("formatting is not a fixed point:\n%s\n---\n%s", out.Bytes(), twice.Bytes())
			}
		})
	}
	if unresolvable == 0 {
		t.Error("no vchess file has an unresolvable chain")
	}
}

// checkUnresolvable checks a game whose ply `from` is the site's mark of a
// chain of four steps or more where several fit: the plies before it are
// kept, and the error, at the machine line of that ply, names every turn
// of four steps or more of the position, which the rules list.
func checkUnresolvable(t *testing.T, g *Game, err error, from int) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) || e.Key != "notation.longChains" {
		t.Fatalf("want the error of several long chains, got %v", err)
	}
	if got := len(g.MainLine()); got != from-1 {
		t.Errorf("kept %d plies, want %d", got, from-1)
	}
	pos := g.End().Position()
	var long []string
	for _, turn := range pos.Turns() {
		if len(turn) >= 4 {
			long = append(long, TurnText(&pos, turn))
		}
	}
	if len(long) < 2 {
		t.Fatalf("the position before ply %d has %d turns of four steps or more: the chain is not unresolvable", from, len(long))
	}
	if e.Args["Count"] != len(long) || e.Args["Moves"] != strings.Join(long, ", ") {
		t.Errorf("error names %v %v, want %d: %s", e.Args["Count"], e.Args["Moves"], len(long), strings.Join(long, ", "))
	}
	if !strings.Contains(e.Msg, "vchess line \"") || !strings.Contains(e.Msg, infinity) {
		t.Errorf("the error does not quote the machine line: %s", e.Msg)
	}
}

// TestVchessWithoutMachineLines reads the vchess movetext alone. The
// Wormhole moves without '-' are enough; the Interweave steps, written by
// destination only, fit two pawns as soon as both can reach the square, and
// the error must then name the turn that was played among the candidates.
func TestVchessWithoutMachineLines(t *testing.T) {
	tests := map[string]struct {
		plies int    // the plies read; -1: the whole game
		key   string // the error
	}{
		"interweave-01.pgn":           {0, "notation.ambiguous"},
		"interweave-05.pgn":           {1, "notation.ambiguous"},
		"interweave-unresolvable.pgn": {0, "notation.ambiguous"},
		"wormhole-01.pgn":             {-1, ""},
		"wormhole-05.pgn":             {-1, ""},
	}
	for _, file := range vchessFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			want, ok := tests[filepath.Base(file)]
			if !ok {
				t.Fatal("no expectation for this file")
			}
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			movetext, machine, _ := splitMachine(data)
			if machine == nil {
				t.Fatal("no machine lines found")
			}
			sc := readSidecar(t, file)
			full, _ := readOne(t, file, data)
			g, err := readOne(t, file, movetext)
			if want.plies < 0 {
				if err != nil {
					t.Fatal(err)
				}
				checkReplay(t, file, g, sc)
				return
			}
			var e *Error
			if !errors.As(err, &e) || e.Key != want.key {
				t.Fatalf("error %v, want %s", err, want.key)
			}
			if got := len(g.MainLine()); got != want.plies {
				t.Errorf("%d plies read, want %d", got, want.plies)
			}
			// The plies read are the game's, and the one that stopped the
			// reading is among the candidates.
			line := full.MainLine()
			for i, n := range g.MainLine() {
				if !slices.Equal(n.Turn(), line[i].Turn()) {
					t.Fatalf("ply %d differs from the game's", i+1)
				}
			}
			pos := g.End().Position()
			played := TurnText(&pos, line[len(g.MainLine())].Turn())
			if !slices.Contains(strings.Split(e.Args["Moves"].(string), ", "), played) {
				t.Errorf("the candidates %s lack the turn played, %s", e.Args["Moves"], played)
			}
		})
	}
}

// TestVchessInfinity checks the chain mark &#8734;: resolved when exactly
// one legal turn of four steps or more fits, otherwise an error that keeps
// the moves before it.
func TestVchessInfinity(t *testing.T) {
	head := "[Variant \"Interweave\"]\n[Fen \"rbnkk1br/p1pppp1p/1B3p2/1N1p4/6P1/6P1/PPPP2PP/RBNKK2R b 11 - 000010\"]\n\n"
	tests := []struct {
		name      string
		movetext  string
		wantPlies int
		wantErr   string
	}{
		{"no long chain at the start", "6... &#8734;", 0, "4:6: move \"&#8734;\": no legal turn of four steps or more fits"},
		{"after a move", "6... Na4X 7.&#8734;", 1, "4:13: move \"&#8734;\": no legal turn of four steps or more fits"},
		{"machine line", "6... Na4X 7.Pb3\n\n6.b c8.a4 bna4/bnc8.wbb6\n7.w &#8734;\n", 1, "7:1: move \"Pb3\" (vchess line \"7.w &#8734;\"): no legal turn"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := readOne(t, "inf.pgn", []byte(head+tc.movetext+"\n"))
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("error %v, want one containing %q", err, tc.wantErr)
			}
			if got := len(g.MainLine()); got != tc.wantPlies {
				t.Errorf("kept %d plies, want %d", got, tc.wantPlies)
			}
		})
	}
}
