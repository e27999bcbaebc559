package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// FENError says which field of a FEN string is wrong and why.
type FENError struct {
	Field string // "board", "side to move", "ply count", "en passant", "captured pool" or "FEN"
	Msg   string
}

// Error says which field is wrong and why.
func (e *FENError) Error() string {
	if e.Field == "FEN" {
		return "FEN: " + e.Msg
	}
	return "FEN " + e.Field + ": " + e.Msg
}

func fenErr(field, format string, args ...any) error {
	return &FENError{Field: field, Msg: fmt.Sprintf(format, args...)}
}

// maxPlies bounds the ply count so that arithmetic on it never overflows.
const maxPlies = 1 << 24

// ParseFEN reads a position of variant v in the FEN form of NOTATION.md:
// "<board> <side> <plies>" for Wormhole, "<board> <side> <plies> <ep>
// <captured>" for Interweave. Missing trailing fields take their defaults
// (w, 0, -, 000000). The position may lack kings (a diagram); Playable says
// whether a game can be started from it.
func ParseFEN(v Variant, fen string) (*Position, error) {
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, fenErr("FEN", "empty")
	}
	maxFields := 3
	if v == Interweave {
		maxFields = 5
	}
	if len(fields) > maxFields {
		return nil, fenErr("FEN", "%d fields, but %s has at most %d (%s)", len(fields), v, maxFields, fenShape(v))
	}
	p := &Position{v: v, epPass: NoSquare, chain: NoSquare}
	if err := p.parseBoard(fields[0]); err != nil {
		return nil, err
	}
	if len(fields) > 1 {
		switch fields[1] {
		case "w":
			p.turn = White
		case "b":
			p.turn = Black
		default:
			return nil, fenErr("side to move", "%q, want w or b", fields[1])
		}
	}
	if len(fields) > 2 {
		n, err := strconv.Atoi(fields[2])
		if err != nil || n < 0 || n > maxPlies {
			return nil, fenErr("ply count", "%q is not a whole number from 0 to %d", fields[2], maxPlies)
		}
		p.plies = n
	}
	if len(fields) > 3 {
		if err := p.parseEnPassant(fields[3]); err != nil {
			return nil, err
		}
	}
	if len(fields) > 4 {
		f := fields[4]
		if len(f) != 6 || strings.Trim(f, "0123456789") != "" {
			return nil, fenErr("captured pool", "%q, want six digits (white smashers, leapers, removers captured, then black's)", f)
		}
		for i := 0; i < 6; i++ {
			p.pool[i/3][i%3] = f[i] - '0'
		}
	}
	p.key = p.computeKey()
	return p, nil
}

func fenShape(v Variant) string {
	if v == Interweave {
		return "board, side, plies, en passant, captured pool"
	}
	return "board, side, plies"
}

func (p *Position) parseBoard(board string) error {
	rows := strings.Split(board, "/")
	if len(rows) != 8 {
		return fenErr("board", "%d ranks separated by '/', want 8", len(rows))
	}
	for i, row := range rows {
		rank := 7 - i
		file := 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			switch {
			case c >= '1' && c <= '8':
				file += int(c - '0')
			case c == 'x' || c == 'X':
				if p.v != Wormhole {
					return fenErr("board", "rank %d (%q): 'x' (a hole) exists only in Wormhole", rank+1, row)
				}
				if file < 8 {
					p.board[SquareAt(file, rank)] = Hole
					p.holes |= Bit(SquareAt(file, rank))
				}
				file++
			default:
				k := KindOfLetter(p.v, c)
				if k == NoKind {
					return fenErr("board", "rank %d (%q): %q is not a %s piece (%s)", rank+1, row, string(rune(c)), p.v, letterList(p.v))
				}
				if file < 8 {
					col := White
					if c >= 'a' {
						col = Black
					}
					p.put(SquareAt(file, rank), MakePiece(col, k))
				}
				file++
			}
			if file > 8 {
				return fenErr("board", "rank %d (%q) has more than 8 squares", rank+1, row)
			}
		}
		if file != 8 {
			return fenErr("board", "rank %d (%q) has %d squares, want 8", rank+1, row, file)
		}
	}
	return nil
}

func letterList(v Variant) string {
	var b strings.Builder
	for i, k := range v.Kinds() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteByte(k.Letter(v))
		b.WriteByte(' ')
		b.WriteString(k.String())
	}
	if v == Wormhole {
		b.WriteString(", x hole")
	}
	return b.String()
}

func (p *Position) parseEnPassant(f string) error {
	if f == "-" {
		return nil
	}
	sq, file, ok := strings.Cut(f, ",")
	if !ok {
		return fenErr("en passant", "%q, want - or <square>,<file> such as c6,b", f)
	}
	s, err := ParseSquare(sq)
	if err != nil {
		return fenErr("en passant", "%q: %v", f, err)
	}
	if len(file) != 1 || file[0] < 'a' || file[0] > 'h' {
		return fenErr("en passant", "%q: %q is not a file (a to h)", f, file)
	}
	// The step was made by the side not to move: a black pawn passes over
	// the sixth rank, a white one over the third.
	wantRank := 5
	if p.turn == Black {
		wantRank = 2
	}
	if s.Rank() != wantRank {
		return fenErr("en passant", "%q: with %s to move the square passed over is on rank %d", f, p.turn, wantRank+1)
	}
	fl := int(file[0] - 'a')
	if fl != s.File()-1 && fl != s.File()+1 {
		return fenErr("en passant", "%q: a two-square diagonal step over %s arrives on file %c or %c", f, s, 'a'+s.File()-1, 'a'+s.File()+1)
	}
	p.epPass, p.epFile = s, int8(fl)
	return nil
}

// FEN returns the position in the FEN form of its variant. In the middle of
// an Interweave capture chain it describes the board as it stands, with the
// chain's side still to move.
func (p *Position) FEN() string {
	return p.Setup().FEN()
}

// Setup is a position as a position editor sees it: what stands on each
// square, the side to move, the ply count, and for Interweave the
// en-passant right and the captured pool. Unlike a Position it may be
// anything at all; its FEN is how it becomes one (ParseFEN).
type Setup struct {
	Variant Variant
	Board   [64]Piece
	Turn    Color
	Plies   int
	// Passed and ArrivalFile are the Interweave en-passant right: the
	// square a two-square step passed over (NoSquare for none) and the
	// file (0 to 7) the pawn arrived on.
	Passed      Square
	ArrivalFile int
	// Pool counts the captured smashers, leapers and removers of each side.
	Pool [2][3]int
}

// Setup returns the position's setup.
func (p *Position) Setup() Setup {
	s := Setup{Variant: p.v, Board: p.board, Turn: p.turn, Plies: p.plies, Passed: p.epPass, ArrivalFile: int(p.epFile)}
	for c := 0; c < 2; c++ {
		for i := 0; i < 3; i++ {
			s.Pool[c][i] = int(p.pool[c][i])
		}
	}
	return s
}

// FEN returns the setup in the FEN form of its variant.
func (s Setup) FEN() string {
	var b strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < 8; file++ {
			pc := s.Board[SquareAt(file, rank)]
			if pc == Empty {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pc.Letter(s.Variant))
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	if s.Turn == White {
		b.WriteString(" w ")
	} else {
		b.WriteString(" b ")
	}
	b.WriteString(strconv.Itoa(s.Plies))
	if s.Variant == Interweave {
		b.WriteByte(' ')
		if !s.Passed.Valid() || s.ArrivalFile < 0 || s.ArrivalFile > 7 {
			b.WriteByte('-')
		} else {
			b.WriteString(s.Passed.String())
			b.WriteByte(',')
			b.WriteByte(byte('a' + s.ArrivalFile))
		}
		b.WriteByte(' ')
		for c := 0; c < 2; c++ {
			for i := 0; i < 3; i++ {
				b.WriteString(strconv.Itoa(s.Pool[c][i]))
			}
		}
	}
	return b.String()
}
