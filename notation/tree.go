package notation

import "wormweave/rules"

// Node is a point of the move tree: the move that leads to it and the
// position after it. Nodes are identified by their pointers, which stay
// valid through every edit, so an undo stack can refer to them.
//
// The first child is the continuation of the node's line; the other
// children are variations, alternatives to the first child.
type Node struct {
	parent   *Node
	children []*Node
	turn     rules.Turn     // nil at the root
	pos      rules.Position // the position after turn
	nags     []uint8
	before   string // comment before the move
	after    string // comment after the move (at the root: before the first move)
}

// Parent returns the node before this one, or nil at the root.
func (n *Node) Parent() *Node { return n.parent }

// Children returns the moves that follow: the continuation first, then the
// variations. The slice belongs to the node; do not modify it.
func (n *Node) Children() []*Node { return n.children }

// Next returns the continuation of the node's line, or nil at its end.
func (n *Node) Next() *Node {
	if len(n.children) == 0 {
		return nil
	}
	return n.children[0]
}

// Variations returns the alternatives to Next.
func (n *Node) Variations() []*Node {
	if len(n.children) < 2 {
		return nil
	}
	return n.children[1:]
}

// Turn returns the move that led to the node (nil at the root). The slice
// belongs to the node; do not modify it.
func (n *Node) Turn() rules.Turn { return n.turn }

// Position returns a copy of the position after the node's move.
func (n *Node) Position() rules.Position { return n.pos }

// Ply returns the number of half-moves played before the node's position.
func (n *Node) Ply() int { return n.pos.Plies() }

// NAGs returns the node's numeric annotation glyphs. The slice belongs to
// the node; do not modify it.
func (n *Node) NAGs() []uint8 { return n.nags }

// CommentBefore returns the comment written before the node's move.
func (n *Node) CommentBefore() string { return n.before }

// CommentAfter returns the comment written after the node's move; at the
// root it is the game's opening comment, before the first move.
func (n *Node) CommentAfter() string { return n.after }

// IsRoot reports whether the node is the start of the game.
func (n *Node) IsRoot() bool { return n.parent == nil }

// IsMainLine reports whether the node lies on the game's main line.
func (n *Node) IsMainLine() bool {
	for c := n; c.parent != nil; c = c.parent {
		if c.parent.children[0] != c {
			return false
		}
	}
	return true
}

// Index returns the node's place among its parent's children (0 for the
// continuation), or -1 at the root.
func (n *Node) Index() int {
	if n.parent == nil {
		return -1
	}
	for i, c := range n.parent.children {
		if c == n {
			return i
		}
	}
	return -1
}

// Path returns the nodes from the root to n, both included.
func (n *Node) Path() []*Node {
	var path []*Node
	for c := n; c != nil; c = c.parent {
		path = append(path, c)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}
