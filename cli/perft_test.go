package cli

import (
	"bytes"
	"strings"
	"testing"
)

// run executes a command line and returns its exit status and outputs.
func run(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := Run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestPerftCommand(t *testing.T) {
	for _, c := range []struct {
		args     []string
		code     int
		lastLine string
		stderr   string
	}{
		{[]string{"perft", "-variant", "wormhole", "-depth", "3"}, 0, "29850", ""},
		{[]string{"perft", "-variant", "Interweave", "-depth", "3"}, 0, "26318", ""},
		{[]string{"perft", "-variant", "wormhole", "-fen", "cnxxkxxx/ppxpxMpx/1wxx1c1x/N1xxp1m1/CKxPxxPN/xxxxPx1P/PPPxxxxx/xxWxxWxw b 31", "-depth", "4", "-divide"}, 0, "3297", ""},
		{[]string{"perft", "-variant", "chess", "-depth", "1"}, 2, "", `-variant: unknown variant "chess"`},
		{[]string{"perft", "-depth", "1"}, 2, "", "-variant is required"},
		{[]string{"perft", "-variant", "wormhole"}, 2, "", "-depth is required (1 to 16)"},
		{[]string{"perft", "-variant", "wormhole", "-depth", "1", "-fen", "8/8"}, 2, "", "-fen: FEN board: 2 ranks"},
		{[]string{"perft", "-variant", "wormhole", "-depth", "1", "extra"}, 2, "", `unexpected argument "extra"`},
		{[]string{"nonsense"}, 2, "", `unknown command "nonsense"`},
	} {
		code, out, errOut := run(c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, errOut)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if last := lines[len(lines)-1]; last != c.lastLine {
			t.Errorf("%v: last line %q, want %q", c.args, last, c.lastLine)
		}
		if !strings.Contains(errOut, c.stderr) || (c.stderr == "" && errOut != "") {
			t.Errorf("%v: stderr %q, want it to contain %q", c.args, errOut, c.stderr)
		}
	}
}

func TestPerftDivideLines(t *testing.T) {
	code, out, _ := run("perft", "-variant", "wormhole", "-fen", "cnxxkxxx/ppxpxMpx/1wxx1c1x/N1xxp1m1/CKxPxxPN/xxxxPx1P/PPPxxxxx/xxWxxWxw b 31", "-depth", "2", "-divide")
	want := "b8f7xf7: 11\ne8f7xf7: 11\n22\n"
	if code != 0 || out != want {
		t.Errorf("divide: exit %d, output %q, want %q", code, out, want)
	}
}

func TestMovesCommand(t *testing.T) {
	code, out, _ := run("moves", "-variant", "interweave", "-fen", "1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120")
	want := strings.Join([]string{
		"g4g2xg3", "g4g2xg3=n,g2a2xf2", "g4g2xg3=n,g2c2xf2", "g4g2xg3=n,g2c4xe3,c4a4xb4",
		"g4g2xg3=n,g2e2xf2", "g4g2xg3=r",
	}, "\n") + "\n"
	if code != 0 || out != want {
		t.Errorf("moves: exit %d, output\n%s\nwant\n%s", code, out, want)
	}
	if code, _, errOut := run("moves", "-variant", "wormhole", "-fen", "8/8/8/8/8/8/8/8 q"); code != 2 || !strings.Contains(errOut, "FEN side to move") {
		t.Errorf("bad FEN: exit %d, stderr %q", code, errOut)
	}
}
