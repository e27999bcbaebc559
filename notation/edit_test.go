package notation

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"wormweave/rules"
)

// turnOf finds the legal turn of n's position written text.
func turnOf(t *testing.T, n *Node, text string) rules.Turn {
	t.Helper()
	mt, err := parseMoveText(n.pos.Variant(), []byte(text))
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	var d decoder
	k, derr := d.decode(&n.pos, &mt)
	if derr != nil {
		t.Fatalf("%s: decoding fails (%d)", text, derr.kind)
	}
	return slices.Clone(rules.Turn(d.found[:k]))
}

// play adds moves after n, one after the other, and returns the last node.
func play(t *testing.T, n *Node, moves ...string) *Node {
	t.Helper()
	for _, m := range moves {
		c, _, err := n.AddMove(turnOf(t, n, m))
		if err != nil {
			t.Fatal(err)
		}
		n = c
	}
	return n
}

func movetextOf(t *testing.T, g *Game) string {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, g); err != nil {
		t.Fatal(err)
	}
	_, body, _ := strings.Cut(b.String(), "\n\n")
	return strings.TrimSpace(body)
}

func TestEdits(t *testing.T) {
	tests := []struct {
		name string
		edit func(t *testing.T, g *Game)
		want string
	}{
		{"add at the end", func(t *testing.T, g *Game) {
			play(t, g.Root, "g2-g3", "a7-a5", "d2-d3")
		}, "1. g2-g3 a7-a5 2. d2-d3 *"},
		{"add mid-line makes a variation", func(t *testing.T, g *Game) {
			end := play(t, g.Root, "g2-g3", "a7-a5", "d2-d3")
			play(t, end.parent, "e2-e3", "e7-e5")
		}, "1. g2-g3 a7-a5 2. d2-d3 (2. e2-e3 e7-e5) *"},
		{"the same move again is not a new variation", func(t *testing.T, g *Game) {
			first := play(t, g.Root, "g2-g3", "a7-a5")
			again, created, err := g.Root.AddMove(turnOf(t, g.Root, "g2-g3"))
			if err != nil || created || again != first.parent {
				t.Errorf("AddMove of an existing move: %v %v %v", again, created, err)
			}
		}, "1. g2-g3 a7-a5 *"},
		{"illegal move refused", func(t *testing.T, g *Game) {
			bad := rules.Turn{{From: 12, To: 36}}
			if _, _, err := g.Root.AddMove(bad); err == nil {
				t.Error("e2-e5 accepted")
			}
		}, "*"},
		{"promote a variation", func(t *testing.T, g *Game) {
			end := play(t, g.Root, "g2-g3", "a7-a5", "d2-d3")
			v := play(t, end.parent, "e2-e3")
			play(t, v, "e7-e5")
			old, err := v.Promote()
			if err != nil || old != 1 {
				t.Fatalf("Promote: %d %v", old, err)
			}
		}, "1. g2-g3 a7-a5 2. e2-e3 (2. d2-d3) 2... e7-e5 *"},
		{"promote to the main line from a nested variation", func(t *testing.T, g *Game) {
			a := play(t, g.Root, "g2-g3", "a7-a5")
			b := play(t, a.parent, "a7-a6")
			c := play(t, b, "d2-d3")
			d := play(t, b, "e2-e3")
			moved, old := d.PromoteToMainLine()
			if len(moved) != 2 || old[0] != 1 || old[1] != 1 {
				t.Errorf("moved %d nodes, old %v", len(moved), old)
			}
			if !d.IsMainLine() || c.IsMainLine() {
				t.Error("IsMainLine wrong after promotion")
			}
			// Undo in reverse order gives the tree back.
			for i := len(moved) - 1; i >= 0; i-- {
				moved[i].SetIndex(old[i])
			}
			moved, _ = d.PromoteToMainLine()
			if len(moved) != 2 {
				t.Error("undo did not restore the tree")
			}
		}, "1. g2-g3 a7-a6 (1... a7-a5) 2. e2-e3 (2. d2-d3) *"},
		{"delete from here, and undo", func(t *testing.T, g *Game) {
			end := play(t, g.Root, "g2-g3", "a7-a5", "d2-d3")
			alt := play(t, end.parent, "e2-e3")
			mid := end.parent
			parent, i, err := mid.Delete()
			if err != nil || parent != g.Root.children[0] || i != 0 {
				t.Fatalf("Delete: %v %d %v", parent, i, err)
			}
			if got := movetextOf(t, g); got != "1. g2-g3 *" {
				t.Errorf("after delete: %s", got)
			}
			if err := parent.Reattach(mid, i); err != nil {
				t.Fatal(err)
			}
			if alt.parent != mid || mid.parent != parent {
				t.Error("reattached nodes lost their links")
			}
			if _, _, err := g.Root.Delete(); err == nil {
				t.Error("the root was deleted")
			}
			if err := g.Root.Reattach(mid, 0); err == nil {
				t.Error("reattached a node that is in the tree")
			}
		}, "1. g2-g3 a7-a5 2. d2-d3 (2. e2-e3) *"},
		{"delete a variation", func(t *testing.T, g *Game) {
			end := play(t, g.Root, "g2-g3", "a7-a5", "d2-d3")
			alt := play(t, end.parent, "e2-e3")
			if _, i, err := alt.Delete(); err != nil || i != 1 {
				t.Fatal(i, err)
			}
		}, "1. g2-g3 a7-a5 2. d2-d3 *"},
		{"comments", func(t *testing.T, g *Game) {
			g.Root.SetCommentAfter("start")
			n := play(t, g.Root, "g2-g3", "a7-a5")
			n.SetCommentBefore("reply  \n with } brace")
			if old := n.parent.SetCommentAfter("first"); old != "" {
				t.Errorf("old comment %q", old)
			}
			if old := g.Root.SetCommentBefore("ignored"); old != "" || g.Root.CommentBefore() != "" {
				t.Error("the root took a comment before")
			}
		}, "{start} 1. g2-g3 {first} {reply with brace} 1... a7-a5 *"},
		{"comment before without comment after", func(t *testing.T, g *Game) {
			n := play(t, g.Root, "g2-g3", "a7-a5")
			n.SetCommentBefore("b")
		}, "1. g2-g3 {} {b} 1... a7-a5 *"},
		{"NAGs", func(t *testing.T, g *Game) {
			n := play(t, g.Root, "g2-g3", "a7-a5")
			if !n.ToggleNAG(2) || !n.ToggleNAG(14) || n.ToggleNAG(2) {
				t.Error("ToggleNAG reports wrongly")
			}
			n.parent.SetNAGs([]uint8{1, 10})
		}, "1. g2-g3 $1 $10 a7-a5 $14 *"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(rules.Wormhole, nil)
			tc.edit(t, g)
			checkTree(t, g)
			if got := movetextOf(t, g); got != tc.want {
				t.Errorf("movetext %q, want %q", got, tc.want)
			}
			// What the edits made reads back the same.
			var b bytes.Buffer
			Write(&b, g)
			back, err := readOne(t, "edit.pgn", b.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			g.Tags = back.Tags
			if err := sameGame(g, back); err != nil {
				t.Errorf("read back: %v\n%s", err, b.Bytes())
			}
		})
	}
}
