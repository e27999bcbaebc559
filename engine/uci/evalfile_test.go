package uci

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"wormweave/engine/nnue"
	"wormweave/rules"
)

// writeNet trains a tiny net of v on a few positions (of several games:
// the trainer holds out whole games) and writes it to a file.
func writeNet(t *testing.T, v rules.Variant, target int) string {
	t.Helper()
	s := nnue.NewSamples(v)
	var p *rules.Position
	for i := 0; i < 40; i++ {
		if i%8 == 0 {
			p = rules.NewPosition(v)
		}
		ms := p.Moves(nil)
		if len(ms) == 0 {
			break
		}
		r, err := nnue.NewRecord(p, target, nnue.Won)
		if err != nil {
			t.Fatal(err)
		}
		s.Add(&r, 1)
		p.Make(ms[i%len(ms)])
	}
	net, _, err := nnue.Train(s, nnue.TrainConfig{Hidden: 4, Epochs: 30, Lambda: 1, Rate: 0.05, Batch: 8, Holdout: 0.2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(t.TempDir(), v.String()+".nnue")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := net.WriteTo(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return name
}

var depthOneScore = regexp.MustCompile(`^info depth 1 .*score cp (-?\d+) `)

// startScore returns the score at depth 1 of the start position of the
// session's variant.
func startScore(t *testing.T, c *conversation) int {
	t.Helper()
	c.send("position startpos", "go depth 1")
	for _, l := range c.until("bestmove") {
		if m := depthOneScore.FindStringSubmatch(l); m != nil {
			n, err := strconv.Atoi(m[1])
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Fatal("no depth 1 line")
	return 0
}

// TestEvalFile loads a network with EvalFile: the search then scores with
// it (a net taught that every position is worth +900 says so at depth 1),
// a file that is no network of the variant is refused with the reason,
// <empty> goes back to the default, the network the program holds (the
// same as <embedded> and as its file), and <linear> chooses the linear
// evaluation, which a change of variant keeps.
func TestEvalFile(t *testing.T) {
	wormNet := writeNet(t, rules.Wormhole, 900)
	interNet := writeNet(t, rules.Interweave, 900)
	notNet := filepath.Join(t.TempDir(), "weights.json")
	os.WriteFile(notNet, []byte(`{"Pawn": 100}`), 0o644)
	c := talk(t)
	score := func() int { t.Helper(); return startScore(t, c) }
	builtIn := score()
	for _, tc := range []struct{ value, err string }{
		{wormNet, ""},
		{interNet, "the network is one of Interweave, not Wormhole"},
		{notNet, "not a network file"},
		{filepath.Join(t.TempDir(), "none.nnue"), "no such file"},
	} {
		c.send("setoption name EvalFile value "+tc.value, "isready")
		lines := c.until("readyok")
		if tc.err == "" && len(lines) != 1 || tc.err != "" && (len(lines) != 2 || !strings.Contains(lines[0], "setoption EvalFile: ") || !strings.Contains(lines[0], tc.err)) {
			t.Errorf("EvalFile %s: answered %q, want %q", tc.value, lines, tc.err)
		}
	}
	if got := score(); got > -500 {
		t.Errorf("with the net the start scores %d at depth 1, without %d: the net taught +900 for the mover is not used", got, builtIn)
	}
	c.send("setoption name EvalFile value <empty>")
	if got := score(); got != builtIn {
		t.Errorf("after EvalFile <empty> the start scores %d, the default evaluation %d", got, builtIn)
	}
	// <embedded> is the network of nets/, which the program holds.
	c.send("setoption name EvalFile value " + filepath.Join("..", "nnue", "nets", "wormhole.nnue"))
	fromFile := score()
	c.send("setoption name EvalFile value <embedded>", "isready")
	if lines := c.until("readyok"); len(lines) != 1 {
		t.Errorf("EvalFile <embedded>: answered %q", lines)
	}
	if got := score(); got != fromFile || got != builtIn {
		t.Errorf("with EvalFile <embedded> the start scores %d; with nets/wormhole.nnue %d, by default %d", got, fromFile, builtIn)
	}
	linear := func(v rules.Variant) int {
		t.Helper()
		c := talk(t)
		c.send("setoption name UCI_Variant value "+strings.ToLower(v.String()), "setoption name EvalFile value <linear>", "isready")
		if lines := c.until("readyok"); strings.Contains(strings.Join(lines, "\n"), "EvalFile") {
			t.Errorf("EvalFile <linear>: answered %q", lines)
		}
		return startScore(t, c)
	}
	c.send("setoption name EvalFile value <linear>")
	if got := score(); got == builtIn || got != linear(rules.Wormhole) {
		t.Errorf("with EvalFile <linear> the start scores %d; by default %d, with <linear> set in a new session %d", got, builtIn, linear(rules.Wormhole))
	}
	c.send("setoption name UCI_Variant value interweave")
	if got := score(); got != linear(rules.Interweave) {
		t.Errorf("after <linear> and a change to Interweave the start scores %d, the linear evaluation %d", got, linear(rules.Interweave))
	}
}
