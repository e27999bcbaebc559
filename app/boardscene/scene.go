package boardscene

import (
	"wormweave/app/comments"
	"wormweave/app/prefs"
	"wormweave/boardview"
	"wormweave/icons"
	"wormweave/notation"
	"wormweave/rules"
)

// Scene shows what stands on each square: pieces and holes, nothing
// marked. Every board of the application starts from it.
func Scene(board [64]rules.Piece) boardview.Scene {
	var s boardview.Scene
	for sq, pc := range board {
		if pc == rules.Hole {
			s.Holes |= 1 << uint(sq)
		} else {
			s.Pieces[sq] = PieceImage(pc)
		}
	}
	return s
}

// NewBoard returns a board widget drawn as look says: the hole image, the
// colours and the coordinates.
func NewBoard(look prefs.Board) *boardview.Board {
	b := boardview.New()
	b.SetHoleImage(icons.Hole())
	b.SetPalette(look.Palette)
	b.SetCoordinates(look.Coordinates)
	return b
}

// Source is what a board shows a game from: the node the user is looking
// at, the steps of an unfinished capture chain played from it, and the
// position with those steps played. The game's document is one.
type Source interface {
	Cursor() *notation.Node
	Chain() rules.Turn
	Position() rules.Position
}

// SceneOf describes what the board shows for a document: the position at
// the cursor (with an unfinished chain played), the last move with what it
// captured and the hole it left, a king in check, and the drawings of the
// comment after the cursor's move.
//
// Without showLastMove the last move is not highlighted (the check and the
// chain piece still are).
func SceneOf(d Source, showLastMove bool) boardview.Scene {
	p := d.Position()
	s := Scene(p.Setup().Board)
	last := d.Chain()
	if len(last) == 0 {
		last = d.Cursor().Turn()
	}
	if !showLastMove {
		last = nil
	}
	for _, m := range last {
		s.Marks[m.From] |= boardview.LastMove
		s.Marks[m.To] |= boardview.LastMove
		for c := m.Captured; c != 0; c &= c - 1 {
			if sq := c.First(); sq != m.To {
				s.Marks[sq] |= boardview.Captured
			}
		}
		if p.Holes().Has(m.From) {
			s.Marks[m.From] |= boardview.NewHole
		}
	}
	if p.InCheck() {
		if k := p.PiecesOf(p.Turn(), rules.King).First(); k >= 0 {
			s.Marks[k] |= boardview.Check
		}
	}
	if c := p.ChainSquare(); c >= 0 {
		s.Marks[c] |= boardview.Marked
	}
	comments.Draw(&s, d.Cursor().CommentAfter())
	return s
}

// HintsFor returns what the board highlights when the user picks up the
// piece on sq: where it may go quietly, where it may be dropped to capture
// (for a remover, which stays put, the pieces it removes), and the holes
// its moves skip.
func HintsFor(p *rules.Position, sq int) boardview.Hints {
	var h boardview.Hints
	for _, m := range p.MovesFrom(rules.Square(sq)) {
		switch {
		case m.Captured == 0:
			h.Targets |= 1 << uint(m.To)
		case m.From == m.To:
			h.Captures |= uint64(m.Captured)
		default:
			h.Captures |= 1 << uint(m.To)
		}
		h.Paths |= uint64(p.PassedHoles(m))
	}
	return h
}

// MovesFor returns the legal steps that a gesture from one square to
// another stands for: several when they differ only by promotion.
func MovesFor(p *rules.Position, from, to int) []rules.Move {
	var out []rules.Move
	for _, m := range p.MovesFrom(rules.Square(from)) {
		if int(m.To) == to || (m.From == m.To && m.Captured.Has(rules.Square(to))) {
			out = append(out, m)
		}
	}
	return out
}
