package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestTuneCommand(t *testing.T) {
	for _, c := range []struct {
		args   []string
		code   int
		stdout string // a line the output must hold
		stderr string
	}{
		{[]string{"tune", "-variant", "interweave", "-games", "4", "-deadline", "20s"}, 0, "error held-out positions: ", ""},
		{[]string{"tune", "-variant", "wormhole", "-fix", "Tempo,Rook", "-games", "1", "-nodes", "0", "-deadline", "5s"}, 2, "", `-fix: WormholeParams has no weight "Rook"`},
		{[]string{"tune"}, 2, "", "-variant is required"},
		{[]string{"tune", "-variant", "chess"}, 2, "", `-variant: unknown variant "chess"`},
		{[]string{"tune", "-variant", "wormhole", "-games", "-1"}, 2, "", "-games must be from 0 to 10000"},
		{[]string{"tune", "-variant", "wormhole", "-games", "0"}, 2, "", "-games 0 plays no games: give positions files with -load"},
		{[]string{"tune", "-variant", "wormhole", "-games", "0", "-load", "/nonexistent/p.txt"}, 2, "", "-load: open /nonexistent/p.txt: no such file or directory"},
		{[]string{"tune", "-variant", "wormhole", "-depth", "9"}, 2, "", "-depth must be from 1 to 4"},
		{[]string{"tune", "-variant", "wormhole", "-holdout", "1"}, 2, "", "-holdout must be at least 0 and below 1"},
		{[]string{"tune", "-variant", "wormhole", "-ridge", "-1"}, 2, "", "-ridge must be at least 0"},
		{[]string{"tune", "-variant", "wormhole", "-net", "<embedded>", "-out", "w.json"}, 2, "", "-net fits no weight: -out does not go with it"},
		{[]string{"tune", "-variant", "wormhole", "-net", "<embedded>", "-fix", "Tempo"}, 2, "", "-net fits no weight: -fix does not go with it"},
		{[]string{"tune", "-variant", "interweave", "-net", "/nonexistent/n.nnue"}, 2, "", "-net: open /nonexistent/n.nnue: no such file or directory"},
	} {
		code, out, errOut := run(c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, errOut)
		}
		if !strings.Contains(out, c.stdout) {
			t.Errorf("%v: stdout %q lacks %q", c.args, out, c.stdout)
		}
		if !strings.Contains(errOut, c.stderr) {
			t.Errorf("%v: stderr %q lacks %q", c.args, errOut, c.stderr)
		}
	}
}

// -net plays the games with a network and fits its scale alone: the k
// line is printed, and no weight of the linear evaluation.
func TestTuneMeasuresANetworksScale(t *testing.T) {
	for _, v := range []string{"wormhole", "interweave"} {
		code, out, errOut := run("tune", "-variant", v, "-net", "<embedded>", "-games", "3", "-nodes", "300", "-holdout", "0.2", "-deadline", "1m")
		if code != 0 {
			t.Fatalf("%s: exit %d, stderr %q", v, code, errOut)
		}
		if !strings.Contains(out, "fitted on ") || !strings.Contains(out, "(scale 0.0") || !strings.Contains(out, "error held-out positions: ") {
			t.Errorf("%s: stdout %q lacks the scale and the errors", v, out)
		}
		if strings.Contains(out, "// was") {
			t.Errorf("%s: stdout %q prints weights of the linear evaluation", v, out)
		}
	}
}

// -save appends each game's positions to a positions file, a second run
// appends more, and -load fits them again without playing; a file of the
// other variant is refused by both.
func TestTuneSavesAndLoadsPositions(t *testing.T) {
	path := filepath.Join(t.TempDir(), "positions.txt")
	count := func() int {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Count(string(data), "\n") - 1 // the header
	}
	for i, seed := range []string{"1", "2"} {
		code, out, errOut := run("tune", "-variant", "interweave", "-games", "3", "-nodes", "0", "-seed", seed, "-save", path, "-deadline", "20s")
		if code != 0 {
			t.Fatalf("seed %s: exit %d: %s", seed, code, errOut)
		}
		var positions int
		if _, err := fmt.Sscanf(out[strings.Index(out, "quiet positions"):], "quiet positions %d", &positions); err != nil {
			t.Fatalf("output %q: %v", out, err)
		}
		if i == 0 && count() != positions || positions == 0 {
			t.Fatalf("%d positions in the file, %d played", count(), positions)
		}
	}
	total := count()
	code, out, errOut := run("tune", "-variant", "interweave", "-games", "0", "-load", path, "-deadline", "20s")
	if code != 0 || !strings.Contains(out, fmt.Sprintf("positions read from %s: %d\n", path, total)) {
		t.Errorf("-load: exit %d, stdout %q, stderr %q; want %d positions read", code, out, errOut, total)
	}
	for _, args := range [][]string{{"-games", "0", "-load", path}, {"-games", "1", "-save", path}} {
		code, _, errOut := run(append([]string{"tune", "-variant", "wormhole"}, args...)...)
		if code != 2 || !strings.Contains(errOut, "line 1: the positions are of variant") {
			t.Errorf("%v: exit %d, stderr %q; want the variant refused", args, code, errOut)
		}
	}
	if count() != total {
		t.Errorf("the refused run changed the file: %d positions, was %d", count(), total)
	}
}

// -from starts the fit from a file's weights: the weight it names starts
// there, and a key that names no weight is refused. The deadline is a
// ceiling: under the race detector at a load average of 19, 20 s played
// no whole game.
func TestTuneStartsFromAWeightsFile(t *testing.T) {
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "good.json"), filepath.Join(dir, "bad.json")
	if err := os.WriteFile(good, []byte(`{"Tempo": 7}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte(`{"Tempo": 7, "Rook": 3}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run("tune", "-variant", "wormhole", "-games", "2", "-nodes", "0", "-from", good, "-deadline", "2m",
		"-fix", "Knight,Champion,Wizard,Lion,PieceReach,PawnReach,PawnRank,KingEscape,KingTrapped")
	if code != 0 || !strings.Contains(out, "// was 7\n") {
		t.Errorf("exit %d, stdout %q, stderr %q; want Tempo fitted from 7", code, out, errOut)
	}
	code, _, errOut = run("tune", "-variant", "wormhole", "-games", "1", "-from", bad)
	if code != 2 || !strings.Contains(errOut, `-from: `+bad+`: json: unknown field "Rook"`) {
		t.Errorf("exit %d, stderr %q; want the unknown weight refused", code, errOut)
	}
}

// -net is an input: a -save that is the same file, through a link, is
// refused before anything is written, and the net is left as it was.
func TestTuneRefusesToSaveOverItsNet(t *testing.T) {
	dir := t.TempDir()
	want, err := os.ReadFile("../engine/nnue/nets/wormhole.nnue")
	if err != nil {
		t.Fatal(err)
	}
	net, link := filepath.Join(dir, "n.nnue"), filepath.Join(dir, "link.nnue")
	if err := os.WriteFile(net, want, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(net, link); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := run("tune", "-variant", "wormhole", "-net", net, "-save", link, "-games", "1")
	if code != 2 || !strings.Contains(errOut, "is the same file as -net") {
		t.Errorf("exit %d, stderr %q; want the output refused", code, errOut)
	}
	if got, _ := os.ReadFile(net); string(got) != string(want) {
		t.Errorf("the net changed: %d bytes, was %d", len(got), len(want))
	}
}
