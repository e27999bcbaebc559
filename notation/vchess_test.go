package notation

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestVchessGames(t *testing.T) {
	for _, file := range referenceFiles(t, "vchess") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sc := readSidecar(t, file)
			g, err := readOne(t, file, data)
			if sc.Unresolvable == nil {
				if err != nil {
					t.Fatal(err)
				}
			} else {
				if err == nil || !strings.Contains(err.Error(), infinity) {
					t.Fatalf("want an error about the unresolvable chain, got %v", err)
				}
				if got := len(g.MainLine()); got != *sc.Unresolvable-1 {
					t.Errorf("kept %d plies, want %d", got, *sc.Unresolvable-1)
				}
				return
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
}

// TestVchessWithoutMachineLines reads the vchess movetext alone: the
// Wormhole moves without '-' and the Interweave steps by destination, which
// are enough where no chain is ambiguous.
func TestVchessWithoutMachineLines(t *testing.T) {
	for _, file := range referenceFiles(t, "vchess") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			movetext, machine, _ := splitMachine(data)
			if machine == nil {
				t.Fatal("no machine lines found")
			}
			sc := readSidecar(t, file)
			g, err := readOne(t, file, movetext)
			var perr *Error
			if err != nil && !errors.As(err, &perr) {
				t.Fatal(err)
			}
			if err == nil {
				checkReplay(t, file, g, sc)
				return
			}
			// Without the machine lines a chain written by destination
			// may fit several turns; the error must then name them.
			if !strings.Contains(err.Error(), "ambiguous") && !strings.Contains(err.Error(), "illegal") {
				t.Fatalf("unexpected error %v", err)
			}
			t.Logf("movetext alone: %v (after %d plies)", err, len(g.MainLine()))
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
