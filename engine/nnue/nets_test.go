package nnue

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wormweave/rules"
)

// TestNetsOfTheRepositoryLoad reads the networks kept in nets/, each of its
// variant, and refuses each as a network of the other variant.
func TestNetsOfTheRepositoryLoad(t *testing.T) {
	for _, v := range rules.Variants {
		name := filepath.Join("nets", strings.ToLower(v.String())+".nnue")
		n, err := ReadNetFile(name, v)
		if err != nil {
			t.Fatal(err)
		}
		// The side to move starts ahead: in the Wormhole data, White to
		// move at ply 10 scores +287 on average, and wins 60%.
		if s := n.NewEvaluator().Evaluate(rules.NewPosition(v)); s < -400 || s > 400 {
			t.Errorf("%s: the start scores %d cp: not a trained network", name, s)
		}
		if _, err := ReadNetFile(name, v^1); err == nil || !strings.Contains(err.Error(), "not "+(v^1).String()) {
			t.Errorf("%s read as a network of %s: %v", name, v^1, err)
		}
	}
}

// TestEmbeddedNetsAreTheFiles checks that the networks in the program are
// those of nets/, byte for byte.
func TestEmbeddedNetsAreTheFiles(t *testing.T) {
	for _, v := range rules.Variants {
		name := filepath.Join("nets", strings.ToLower(v.String())+".nnue")
		want, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		n, err := Embedded(v)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		n.WriteTo(&got)
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%s: the embedded network (%d bytes) is not %s (%d bytes)", v, got.Len(), name, len(want))
		}
	}
}
