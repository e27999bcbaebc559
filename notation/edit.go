package notation

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"wormweave/rules"
)

// The edits below are the only ways to change a tree, so that every node's
// position stays the one its moves lead to. Each returns what its undo
// needs: nodes are never copied, so an undo stack can keep pointers.

// AddMove plays turn t after n and returns the node it leads to. If one of
// n's children already plays t, that child is returned and nothing changes
// (created is false). Otherwise the new node becomes n's continuation if n
// has none, or a new variation (the last) if it has: a line is never
// truncated.
func (n *Node) AddMove(t rules.Turn) (child *Node, created bool, err error) {
	for _, c := range n.children {
		if sameTurn(c.turn, t) {
			return c, false, nil
		}
	}
	q := n.pos
	if err := q.PlayTurn(t); err != nil {
		return nil, false, fmt.Errorf("notation: cannot play %s: %w", t.ID(n.pos.Variant()), err)
	}
	child = &Node{parent: n, turn: slices.Clone(t), pos: q}
	n.children = append(n.children, child)
	return child, true, nil
}

func sameTurn(a, b rules.Turn) bool {
	return slices.Equal(a, b)
}

// SetIndex moves n to place i among its parent's children: 0 makes it the
// continuation (promoting the variation it starts), and the old index
// returned undoes it.
func (n *Node) SetIndex(i int) (old int, err error) {
	if n.parent == nil {
		return -1, errors.New("notation: the root has no siblings")
	}
	sib := n.parent.children
	if i < 0 || i >= len(sib) {
		return -1, fmt.Errorf("notation: index %d out of range 0..%d", i, len(sib)-1)
	}
	old = n.Index()
	sib = slices.Delete(sib, old, old+1)
	n.parent.children = slices.Insert(sib, i, n)
	return old, nil
}

// Promote makes the variation n starts the continuation of its line; the
// former continuation becomes the first variation. It returns n's old
// index, for SetIndex to undo.
func (n *Node) Promote() (old int, err error) {
	return n.SetIndex(0)
}

// PromoteToMainLine promotes n and every node before it, so that n lies on
// the main line. It returns the nodes it moved and their old indexes,
// nearest the root first, for an undo to restore in reverse order.
func (n *Node) PromoteToMainLine() (moved []*Node, old []int) {
	for _, c := range n.Path()[1:] {
		if i := c.Index(); i > 0 {
			c.SetIndex(0)
			moved = append(moved, c)
			old = append(old, i)
		}
	}
	return moved, old
}

// Delete removes n and everything after it from the tree. It returns the
// parent and the index n had, which Reattach needs to undo it; n keeps its
// subtree.
func (n *Node) Delete() (parent *Node, index int, err error) {
	if n.parent == nil {
		return nil, -1, errors.New("notation: cannot delete the root")
	}
	parent, index = n.parent, n.Index()
	parent.children = slices.Delete(parent.children, index, index+1)
	if len(parent.children) == 0 {
		parent.children = nil
	}
	n.parent = nil
	return parent, index, nil
}

// Reattach puts a node removed by Delete back under parent at index.
func (parent *Node) Reattach(n *Node, index int) error {
	if n.parent != nil {
		return errors.New("notation: the node is still in a tree")
	}
	if index < 0 || index > len(parent.children) {
		return fmt.Errorf("notation: index %d out of range 0..%d", index, len(parent.children))
	}
	for _, c := range parent.children {
		if sameTurn(c.turn, n.turn) {
			return errors.New("notation: the parent already has that move")
		}
	}
	q := parent.pos
	if err := q.PlayTurn(n.turn); err != nil || q.FEN() != n.pos.FEN() {
		return errors.New("notation: the node does not follow from that parent")
	}
	n.parent = parent
	parent.children = slices.Insert(parent.children, index, n)
	return nil
}

// cleanComment makes s writable: a comment cannot hold '}', and the
// writer wraps it, so runs of blanks become one space.
func cleanComment(s string) string {
	return normalizeComment([]byte(strings.ReplaceAll(s, "}", "")))
}

// SetCommentBefore sets the comment before n's move and returns the old
// one. '}' is dropped and blanks are collapsed, as the file would. The root
// has no move and keeps no such comment: use SetCommentAfter.
func (n *Node) SetCommentBefore(s string) (old string) {
	if n.parent == nil {
		return ""
	}
	old, n.before = n.before, cleanComment(s)
	return old
}

// SetCommentAfter sets the comment after n's move (at the root: before the
// first move) and returns the old one.
func (n *Node) SetCommentAfter(s string) (old string) {
	old, n.after = n.after, cleanComment(s)
	return old
}

// SetNAGs replaces n's NAGs and returns the old ones.
func (n *Node) SetNAGs(nags []uint8) (old []uint8) {
	old, n.nags = n.nags, slices.Clone(nags)
	return old
}

// ToggleNAG adds nag to n's NAGs, or removes it if n has it, and reports
// whether n has it afterwards.
func (n *Node) ToggleNAG(nag uint8) bool {
	if i := slices.Index(n.nags, nag); i >= 0 {
		n.nags = slices.Delete(slices.Clone(n.nags), i, i+1)
		return false
	}
	n.nags = append(slices.Clone(n.nags), nag)
	return true
}
