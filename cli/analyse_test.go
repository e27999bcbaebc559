package cli

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"wormweave/engine/uci"
	"wormweave/rules"
)

var analyseInfo = regexp.MustCompile(`^info depth (\d+) seldepth \d+ multipv (\d+) score (cp -?\d+|mate -?\d+)( lowerbound| upperbound)? nodes \d+ nps \d+ time \d+ pv( \S+)+$`)

// checkAnalysis checks analyse's output for position fen of variant v:
// well-formed info lines whose pv moves are legal when replayed, at least
// one, and a legal bestmove last. It returns the info lines.
func checkAnalysis(t *testing.T, v rules.Variant, fen, out string) []string {
	t.Helper()
	return checkLines(t, v, fen, out, true)
}

// checkLines is checkAnalysis, where infoNeeded says whether an output
// with no info line fails: a search stopped by its clock may end before
// its first iteration does, on a loaded machine, and then has none.
func checkLines(t *testing.T, v rules.Variant, fen, out string, infoNeeded bool) []string {
	t.Helper()
	p, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	last := lines[len(lines)-1]
	id, ok := strings.CutPrefix(last, "bestmove ")
	id, _, _ = strings.Cut(id, " ponder ") // the reply the engine expects
	if !ok {
		t.Fatalf("%s: last line %q, want bestmove", fen, last)
	}
	if _, err := uci.ParseTurn(p, id); err != nil {
		t.Errorf("%s: bestmove: %v", fen, err)
	}
	info := lines[:len(lines)-1]
	if len(info) == 0 && infoNeeded {
		t.Errorf("%s: no info line", fen)
	}
	for _, l := range info {
		m := analyseInfo.FindStringSubmatch(l)
		if m == nil {
			t.Errorf("%s: malformed line %q", fen, l)
			continue
		}
		q := *p
		for _, id := range strings.Fields(l[strings.Index(l, " pv ")+4:]) {
			turn, err := uci.ParseTurn(&q, id)
			if err != nil {
				t.Errorf("%s: line %q: %v", fen, l, err)
				break
			}
			q.PlayTurn(turn)
		}
	}
	return info
}

func TestAnalyse(t *testing.T) {
	for _, c := range []struct {
		v    rules.Variant
		fen  string
		args []string
	}{
		{rules.Wormhole, rules.Wormhole.StartFEN(), []string{"-depth", "4"}},
		{rules.Wormhole, "cnxxkxxx/ppxpxMpx/1wxx1c1x/N1xxp1m1/CKxPxxPN/xxxxPx1P/PPPxxxxx/xxWxxWxw b 31", []string{"-nodes", "20000", "-multipv", "2"}},
		{rules.Interweave, rules.Interweave.StartFEN(), []string{"-depth", "3", "-threads", "2"}},
		{rules.Interweave, "1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120", []string{"-depth", "4", "-multipv", "3"}},
		// A search stopped by its clock still prints well-formed lines.
		{rules.Interweave, rules.Interweave.StartFEN(), []string{"-movetime", "1"}},
		{rules.Wormhole, rules.Wormhole.StartFEN(), []string{"-movetime", "1", "-multipv", "4"}},
	} {
		args := append([]string{"analyse", "-variant", c.v.String(), "-fen", c.fen}, c.args...)
		code, out, errOut := run(args...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errOut)
		}
		clock := slices.Contains(c.args, "-movetime")
		if info := checkLines(t, c.v, c.fen, out, !clock); len(info) == 0 && clock {
			t.Logf("%v: no info line before the clock stopped the search", args)
		}
	}
}

// Scores are from White's side: "mate -2" is Black mating on its second
// turn, whoever is to move.
func TestAnalyseScoresFromWhite(t *testing.T) {
	for _, c := range []struct{ fen, score string }{
		{"K7/PP6/4m3/8/8/7C/6k1/8 b 20", " score mate -2 "}, // e6c6, then g2h3xh3
		{"K7/PP6/2m5/8/8/7C/6k1/8 w 21", " score mate -1 "}, // White's every turn loses at once
		{"k7/pp6/4M3/8/8/7c/6K1/8 w 20", " score mate 1 "},  // e6c8
	} {
		code, out, _ := run("analyse", "-variant", "wormhole", "-fen", c.fen, "-depth", "4")
		lines := checkAnalysis(t, rules.Wormhole, c.fen, out)
		if code != 0 || !strings.Contains(lines[len(lines)-1], c.score) {
			t.Errorf("%s: exit %d, output\n%s\nwant%s", c.fen, code, out, c.score)
		}
	}
}

func TestAnalyseFinishedPosition(t *testing.T) {
	for _, c := range []struct{ variant, fen, why string }{
		{"wormhole", "k1C5/pp6/8/8/8/7c/6K1/8 b 21", "1-0 (checkmate)"},
		{"interweave", "rbnk1nbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000", "1-0 (a king was captured)"},
	} {
		code, out, errOut := run("analyse", "-variant", c.variant, "-fen", c.fen, "-depth", "5")
		want := "info string the game is over: " + c.why + "\nbestmove (none)\n"
		if code != 0 || out != want || errOut != "" {
			t.Errorf("%s: exit %d, output %q, stderr %q; want %q", c.fen, code, out, errOut, want)
		}
	}
}

func TestAnalyseBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"-depth", "2"}, "-variant is required"},
		{[]string{"-variant", "wormhole", "-fen", "8/8 w 0"}, "-fen: FEN board"},
		{[]string{"-variant", "wormhole", "-fen", "8/8/8/8/8/8/8/8 w 0"}, "-fen: White has 0 kings"},
		{[]string{"-variant", "wormhole", "-depth", "3", "-nodes", "100"}, "give one limit"},
		{[]string{"-variant", "wormhole", "-depth", "0"}, "-depth must be 1 or more"},
		{[]string{"-variant", "wormhole", "-movetime", "-5"}, "-movetime must be 1 or more"},
		{[]string{"-variant", "wormhole", "-nodes", "0"}, "-nodes must be 1 or more"},
		{[]string{"-variant", "wormhole", "-multipv", "0"}, "-multipv must be from 1 to 64"},
		{[]string{"-variant", "wormhole", "-threads", "0"}, "-threads must be from 1 to 256"},
		{[]string{"-variant", "wormhole", "-depth", "many"}, `invalid value "many" for flag -depth`},
		{[]string{"-variant", "wormhole", "-speed", "3"}, `flag provided but not defined: "-speed"`},
		{[]string{"-variant", "wormhole", "extra"}, `unexpected argument "extra"`},
	} {
		code, out, errOut := run(append([]string{"analyse"}, c.args...)...)
		// A flag's error is followed by the usage line (TestHostileFlagErrors).
		first, rest, _ := strings.Cut(errOut, "\n")
		if code != 2 || out != "" || !strings.HasPrefix(first, "wormweave analyse: ") || !strings.Contains(first, c.err) ||
			(rest != "" && rest != "usage: wormweave "+commandUsage("analyse")+"\n") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q (and the usage line)", c.args, code, out, errOut, c.err)
		}
	}
}

// A position with more turns than the engine lists says, before its
// bestmove, how many were searched.
func TestAnalyseSaysTurnsLeftOut(t *testing.T) {
	const fen = "3k4/2pBp1BK/1p3p2/k1P1n1rP/1p1p1pN1/2rPnRbP/3b1p2/1R3NK1 w 0 - 000000"
	code, out, errOut := run("analyse", "-variant", "interweave", "-fen", fen, "-movetime", "50")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || errOut != "" || len(lines) < 2 || !strings.HasPrefix(lines[len(lines)-2], "info string only ") ||
		!strings.HasPrefix(lines[len(lines)-1], "bestmove ") {
		t.Errorf("exit %d, stderr %q, output\n%s\nwant an info string on the turns left out, then the bestmove", code, errOut, out)
	}
}
