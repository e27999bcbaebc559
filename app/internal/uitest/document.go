package uitest

import (
	"testing"

	"wormweave/rules"
	"wormweave/study"
)

// Step finds the legal step of p given by its canonical id.
func Step(t testing.TB, p rules.Position, id string) rules.Move {
	t.Helper()
	for _, m := range p.Moves(nil) {
		if m.ID(p.Variant()) == id {
			return m
		}
	}
	t.Fatalf("%s is not a legal step in %s", id, p.FEN())
	return rules.Move{}
}

// PlayIDs plays the steps given by their canonical ids on d.
func PlayIDs(t testing.TB, d *study.Document, ids ...string) {
	t.Helper()
	for _, id := range ids {
		if err := d.Play(Step(t, d.Position(), id)); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
	}
}

// MainLineIDs returns the canonical ids of the turns of d's main line.
func MainLineIDs(d *study.Document) []string {
	var out []string
	for _, n := range d.Game().MainLine() {
		out = append(out, n.Turn().ID(d.Game().Variant))
	}
	return out
}
