package notation

import (
	"strings"

	"wormweave/rules"
)

// Tag is one tag pair of a game's header.
type Tag struct {
	Name, Value string
}

// Game is one game record: its tags and its move tree. The tree starts at
// Root, which holds the starting position and no move.
type Game struct {
	// Tags are the tags as read, in file order. The writer puts the roster
	// first and derives Variant, SetUp and FEN from the tree, so those three
	// are informative only.
	Tags    []Tag
	Variant rules.Variant
	// Root is the start of the tree. It is nil only when a game read from a
	// file names no usable variant or starting position.
	Root *Node
	// Result is the termination marker: "1-0", "0-1", "1/2-1/2" or "*".
	Result string
}

// NewGame returns a game of variant v from start (the variant's initial
// position if start is nil), with the roster tags unset and result "*".
func NewGame(v rules.Variant, start *rules.Position) *Game {
	if start == nil {
		start = rules.NewPosition(v)
	}
	return &Game{Variant: v, Root: &Node{pos: *start}, Result: "*"}
}

// Tag returns the value of the tag name (compared without case), or "".
func (g *Game) Tag(name string) string {
	v, _ := g.LookupTag(name)
	return v
}

// LookupTag returns the value of the tag name (compared without case) and
// whether the game has it.
func (g *Game) LookupTag(name string) (string, bool) {
	return lookupTag(g.Tags, name)
}

func lookupTag(tags []Tag, name string) (string, bool) {
	for _, t := range tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets the tag name to value, replacing an existing tag of that name
// (compared without case) or appending one.
func (g *Game) SetTag(name, value string) { g.Tags = WithTags(g.Tags, Tag{name, value}) }

// WithTags returns a copy of tags with each tag of set in it: replacing
// the value of a tag of that name (compared without case), or appended.
// tags itself is left as it is, so that an edit can keep it for undo.
func WithTags(tags []Tag, set ...Tag) []Tag {
	out := append([]Tag(nil), tags...)
next:
	for _, s := range set {
		for i, t := range out {
			if strings.EqualFold(t.Name, s.Name) {
				out[i].Value = s.Value
				continue next
			}
		}
		out = append(out, s)
	}
	return out
}

// MainLine returns the nodes of the main line after the root, in order.
func (g *Game) MainLine() []*Node {
	var out []*Node
	if g.Root == nil {
		return nil
	}
	for n := g.Root.Next(); n != nil; n = n.Next() {
		out = append(out, n)
	}
	return out
}

// End returns the last node of the main line (the root if it has no move).
func (g *Game) End() *Node {
	n := g.Root
	if n == nil {
		return nil
	}
	for n.Next() != nil {
		n = n.Next()
	}
	return n
}
