package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNNUEDataMergeTrain runs the learned evaluation's commands end to
// end on a tiny scale: two shards of data, merged with one of them given
// twice (its positions counted once), and a network trained on the merge.
func TestNNUEDataMergeTrain(t *testing.T) {
	if testing.Short() {
		t.Skip("two self-play games and their scoring take about a second, more under the race detector")
	}
	dir := t.TempDir()
	run := func(args ...string) string {
		t.Helper()
		var out, errOut bytes.Buffer
		if code := Run(args, &out, &errOut); code != 0 {
			t.Fatalf("%s: status %d: %s", strings.Join(args, " "), code, errOut.String())
		}
		return out.String()
	}
	shard := func(seed string) (string, int64) {
		name := filepath.Join(dir, "s"+seed+".bin")
		run("nnue", "data", "-variant", "interweave", "-seed", seed, "-games", "1", "-nodes", "100", "-score-nodes", "200", "-maxplies", "40", "-out", name)
		st, err := os.Stat(name)
		if err != nil {
			t.Fatal(err)
		}
		if st.Size() <= 16 || (st.Size()-16)%40 != 0 {
			t.Fatalf("shard %s: %d bytes, not a header and whole records", seed, st.Size())
		}
		return name, (st.Size() - 16) / 40
	}
	a, na := shard("1")
	b, nb := shard("2")
	merged := filepath.Join(dir, "all.bin")
	got := run("nnue", "merge", "-variant", "interweave", "-out", merged, a, b, a)
	st, _ := os.Stat(merged)
	kept := (st.Size() - 16) / 40
	if kept < max(na, nb) || kept > na+nb || !strings.Contains(got, "positions read") {
		t.Errorf("merge of %d, %d and %d again positions kept %d: %s", na, nb, na, kept, got)
	}
	net := filepath.Join(dir, "i.nnue")
	got = run("nnue", "train", "-variant", "interweave", "-data", merged, "-out", net, "-hidden", "4", "-epochs", "2", "-holdout", "0.3", "-threads", "2", "-decay", "0.9")
	if !strings.Contains(got, "held-out loss") {
		t.Errorf("train printed %q", got)
	}
	var out, errOut bytes.Buffer
	if code := Run([]string{"nnue", "train", "-variant", "wormhole", "-data", merged, "-out", filepath.Join(dir, "w.nnue")}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "the positions are of Interweave, not Wormhole") {
		t.Errorf("training Wormhole on Interweave data: status %d, %q", code, errOut.String())
	}
}

// TestNNUEBadCommandLines refuses what cannot be done, before any work,
// saying what is wrong.
func TestNNUEBadCommandLines(t *testing.T) {
	dir := t.TempDir()
	cut := filepath.Join(dir, "cut.bin")
	os.WriteFile(cut, append([]byte("WWNNUED1\x01\x00\x00\x00\x00\x00\x00\x00"), make([]byte, 50)...), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"nnue"}, "give data, merge or train"},
		{[]string{"nnue", "fit"}, `unknown subcommand "fit"`},
		{[]string{"nnue", "data", "-out", "x"}, "-variant is required"},
		{[]string{"nnue", "data", "-variant", "wormhole"}, "-out is required"},
		{[]string{"nnue", "data", "-variant", "wormhole", "-out", "x", "-games", "0"}, "-games"},
		{[]string{"nnue", "data", "-variant", "wormhole", "-out", "x", "-nodes", "-5"}, "-nodes"},
		{[]string{"nnue", "merge", "-variant", "wormhole", "-out", "x"}, "give the data files to merge"},
		{[]string{"nnue", "merge", "-variant", "interweave", "-out", filepath.Join(dir, "m.bin"), cut}, "record 2: cut short after 10 of its 40 bytes"},
		{[]string{"nnue", "train", "-variant", "interweave", "-out", "x"}, "-data is required"},
		{[]string{"nnue", "train", "-variant", "interweave", "-data", cut, "-out", "x", "-lambda", "2"}, "-lambda must be from 0 to 1"},
		{[]string{"nnue", "train", "-variant", "interweave", "-data", cut, "-out", "x", "-hidden", "5000"}, "-hidden"},
		{[]string{"nnue", "train", "-variant", "interweave", "-data", cut, "-out", "x", "-decay", "0"}, "-decay must be from 0.01 to 1"},
		{[]string{"nnue", "train", "-variant", "interweave", "-data", cut, "-out", "x", "-decay", "1.5"}, "-decay must be from 0.01 to 1"},
		{[]string{"nnue", "train", "-variant", "interweave", "-data", cut, "-out", "x", "-threads", "0"}, "-threads"},
		{[]string{"nnue", "train", "-variant", "interweave", "-data", filepath.Join(dir, "none.bin"), "-out", filepath.Join(dir, "n.nnue")}, "none.bin"},
	} {
		var out, errOut bytes.Buffer
		code := Run(tc.args, &out, &errOut)
		if code != 2 || !strings.Contains(errOut.String(), tc.want) {
			t.Errorf("%q: status %d, %q; want 2 and %q", tc.args, code, errOut.String(), tc.want)
		}
	}
}
