package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// FENError says which field of a FEN string is wrong and why. Msg is the
// English detail; Key and Args say the same for a translation: Key names
// the text in the application's translations, and Args fills its
// {{.Name}} fields.
type FENError struct {
	Field string // "board", "side to move", "ply count", "en passant", "captured pool" or "FEN"
	Msg   string
	Key   string
	Args  map[string]any
}

// Error says which field is wrong and why.
func (e *FENError) Error() string {
	if e.Field == "FEN" {
		return "FEN: " + e.Msg
	}
	return "FEN " + e.Field + ": " + e.Msg
}

// fenErr builds the FENError of text key with its arguments, worded in
// English from fenMessages.
func fenErr(field, key string, args map[string]any) error {
	return &FENError{Field: field, Msg: fillTemplate(fenMessages[key], args), Key: key, Args: args}
}

// MaxPlies is the largest ply count a FEN may give. Play stops counting
// there, so every position the program writes can be read back.
const MaxPlies = 1<<31 - 1

// ParseFEN reads a position of variant v in its FEN form: "<board> <side>
// <plies>" for Wormhole, "<board> <side> <plies> <ep> <captured>" for
// Interweave (ep: "-" or the square passed over and the arrival file, as
// "c6,b"; captured: six digits, White's captured smashers, leapers and
// removers, then Black's). Missing trailing fields take
// their defaults (w, 0, -, 000000). The position may lack kings (a
// diagram); Playable says whether a game can be started from it, and
// ParsePlayableFEN does both.
func ParseFEN(v Variant, fen string) (*Position, error) {
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, fenErr("FEN", "fenError.empty", nil)
	}
	maxFields := 3
	if v == Interweave {
		maxFields = 5
	}
	if len(fields) > maxFields {
		return nil, fenErr("FEN", "fenError.fields"+v.String(), map[string]any{"Count": len(fields)})
	}
	p := &Position{v: v, epPass: NoSquare, chain: NoSquare}
	if err := p.parseBoard(fields[0]); err != nil {
		return nil, err
	}
	p.initHops()
	if len(fields) > 1 {
		switch fields[1] {
		case "w":
			p.turn = White
		case "b":
			p.turn = Black
		default:
			return nil, fenErr("side to move", "fenError.side", map[string]any{"Value": Quote(fields[1])})
		}
	}
	if len(fields) > 2 {
		n, err := strconv.Atoi(fields[2])
		if err != nil || n < 0 || n > MaxPlies {
			return nil, fenErr("ply count", "fenError.plies", map[string]any{"Value": Quote(fields[2]), "Max": MaxPlies})
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
			return nil, fenErr("captured pool", "fenError.pool", map[string]any{"Value": Quote(f)})
		}
		for i := 0; i < 6; i++ {
			p.pool[i/3][i%3] = f[i] - '0'
		}
	}
	p.key = p.computeKey()
	return p, nil
}

// ParsePlayableFEN reads a position a game can be played from: ParseFEN,
// then Playable. Every FEN a user gives for a game (a file's FEN tag, the
// command line, the clipboard, the position editor) goes through it, so
// each is checked the same way. Its error is a *FENError or a Problem.
func ParsePlayableFEN(v Variant, fen string) (*Position, error) {
	p, err := ParseFEN(v, fen)
	if err != nil {
		return nil, err
	}
	if err := p.Playable(); err != nil {
		return nil, err
	}
	return p, nil
}

func (p *Position) parseBoard(board string) error {
	rows := strings.Split(board, "/")
	if len(rows) != 8 {
		return fenErr("board", "fenError.ranks", map[string]any{"Count": len(rows)})
	}
	for i, row := range rows {
		rank := 7 - i
		file := 0
		at := func(key string, more map[string]any) error {
			args := map[string]any{"Rank": rank + 1, "Row": Quote(row)}
			for k, v := range more {
				args[k] = v
			}
			return fenErr("board", key, args)
		}
		for j := 0; j < len(row); j++ {
			c := row[j]
			switch {
			case c >= '1' && c <= '8':
				file += int(c - '0')
			case c == 'x' || c == 'X':
				if p.v != Wormhole {
					return at("fenError.hole", nil)
				}
				if file < 8 {
					p.board[SquareAt(file, rank)] = Hole
					p.holes |= Bit(SquareAt(file, rank))
				}
				file++
			default:
				k := KindOfLetter(p.v, c)
				if k == NoKind {
					return at("fenError.notPiece"+p.v.String(), map[string]any{"Char": charAt(row, j)})
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
				return at("fenError.rankLong", nil)
			}
		}
		if file != 8 {
			return at("fenError.rankShort", map[string]any{"Count": file})
		}
	}
	return nil
}

// charAt quotes the character that starts at byte i of s: a whole UTF-8
// character ("♜", not its first byte), or the byte itself when s is not
// UTF-8 there.
func charAt(s string, i int) string {
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n <= 1 {
		return fmt.Sprintf("%q", s[i:i+1])
	}
	return strconv.Quote(string(r))
}

// maxQuoted is how many characters of the input an error quotes: enough
// to recognise it, and a message stays short whatever the input's size.
const maxQuoted = 24

// Quote quotes s for a message, cut after its first few characters with
// "…" after it, so that a message echoing the input (a FEN, a command-line
// argument, a UCI command) stays short however long the input is. Every
// message that quotes what a user typed goes through it.
func Quote(s string) string {
	n := 0
	for i := range s {
		if n == maxQuoted {
			return strconv.Quote(s[:i]) + "…"
		}
		n++
	}
	return strconv.Quote(s)
}

func (p *Position) parseEnPassant(f string) error {
	if f == "-" {
		return nil
	}
	value := Quote(f)
	sq, file, ok := strings.Cut(f, ",")
	if !ok {
		return fenErr("en passant", "fenError.epForm", map[string]any{"Value": value})
	}
	s, err := ParseSquare(sq)
	if err != nil {
		return fenErr("en passant", "fenError.epSquare", map[string]any{"Value": value, "Square": Quote(sq)})
	}
	if len(file) != 1 || file[0] < 'a' || file[0] > 'h' {
		return fenErr("en passant", "fenError.epFile", map[string]any{"Value": value, "File": Quote(file)})
	}
	// The step was made by the side not to move: a black pawn passes over
	// the sixth rank, a white one over the third.
	wantRank := 5
	if p.turn == Black {
		wantRank = 2
	}
	if s.Rank() != wantRank {
		return fenErr("en passant", "fenError.epRank"+capital(p.turn), map[string]any{"Value": value, "Rank": wantRank + 1})
	}
	fl := int(file[0] - 'a')
	if fl != s.File()-1 && fl != s.File()+1 {
		args := map[string]any{"Value": value, "Square": s.String()}
		left, right := string(rune('a'+s.File()-1)), string(rune('a'+s.File()+1))
		switch s.File() {
		case 0:
			args["File"] = right
			return fenErr("en passant", "fenError.epArrivalEdge", args)
		case 7:
			args["File"] = left
			return fenErr("en passant", "fenError.epArrivalEdge", args)
		}
		args["Left"], args["Right"] = left, right
		return fenErr("en passant", "fenError.epArrival", args)
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
