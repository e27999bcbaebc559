package notation

import (
	"fmt"
	"slices"
	"testing"
)

// checkTree verifies what every edit must keep: parent links, each node's
// position the one its move leads to, and no move twice among siblings.
func checkTree(t *testing.T, g *Game) {
	t.Helper()
	if err := treeError(g.Root); err != nil {
		t.Fatal(err)
	}
}

func treeError(n *Node) error {
	for i, c := range n.children {
		if c.parent != n {
			return fmt.Errorf("child %d of %s has a wrong parent", i, n.pos.FEN())
		}
		q := n.pos
		if err := q.PlayTurn(c.turn); err != nil {
			return fmt.Errorf("child %d of %s: %v", i, n.pos.FEN(), err)
		}
		if q.FEN() != c.pos.FEN() {
			return fmt.Errorf("child %d of %s: position %s, want %s", i, n.pos.FEN(), c.pos.FEN(), q.FEN())
		}
		for _, d := range n.children[:i] {
			if slices.Equal(d.turn, c.turn) {
				return fmt.Errorf("move %s twice after %s", c.turn.ID(n.pos.Variant()), n.pos.FEN())
			}
		}
		if err := treeError(c); err != nil {
			return err
		}
	}
	return nil
}

// sameGame compares two games as the guarantees of docs/notation.md do: tags,
// moves and variations in order, comments, NAGs and result.
func sameGame(a, b *Game) error {
	if !slices.Equal(a.Tags, b.Tags) {
		return fmt.Errorf("tags differ: %v and %v", a.Tags, b.Tags)
	}
	if a.Variant != b.Variant || a.Result != b.Result {
		return fmt.Errorf("variant or result differ: %v %s and %v %s", a.Variant, a.Result, b.Variant, b.Result)
	}
	return sameNode(a.Root, b.Root)
}

func sameNode(a, b *Node) error {
	where := func() string { return a.pos.FEN() }
	switch {
	case !slices.Equal(a.turn, b.turn):
		return fmt.Errorf("at %s: moves %v and %v", where(), a.turn, b.turn)
	case a.pos.FEN() != b.pos.FEN():
		return fmt.Errorf("positions differ: %s and %s", a.pos.FEN(), b.pos.FEN())
	case a.before != b.before || a.after != b.after:
		return fmt.Errorf("at %s: comments %q/%q and %q/%q", where(), a.before, a.after, b.before, b.after)
	case !slices.Equal(a.nags, b.nags):
		return fmt.Errorf("at %s: NAGs %v and %v", where(), a.nags, b.nags)
	case len(a.children) != len(b.children):
		return fmt.Errorf("at %s: %d and %d children", where(), len(a.children), len(b.children))
	}
	for i := range a.children {
		if err := sameNode(a.children[i], b.children[i]); err != nil {
			return err
		}
	}
	return nil
}
