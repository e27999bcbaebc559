package notation

import (
	"errors"

	"wormweave/rules"
)

// maxSteps bounds the squares a move text may name; no legal turn comes
// close (a chain captures at most the 16 enemy pieces).
const maxSteps = 24

// moveText is a move as written, taken apart without looking at the
// position: the piece letter, the squares in order, promotions and marks.
// Decoding matches it against the legal turns.
type moveText struct {
	kind    rules.Kind // the piece letter, or NoKind when none was written
	squares [maxSteps]rules.Square
	promos  [maxSteps]rules.Kind // promos[i]: promotion written after squares[i]
	n       int                  // squares used
	// commas is set when the steps are separated by ',' (the vchess form:
	// each step names only its destination).
	commas bool
	// remove is set for the vchess remover capture, written as the
	// remover's square followed by R.
	remove bool
	// infinite is set when the text holds the vchess mark for a chain of
	// four steps or more.
	infinite bool
}

var errMoveSyntax = errors.New("cannot read the move")

func isFile(c byte) bool { return c >= 'a' && c <= 'h' }
func isRank(c byte) bool { return c >= '1' && c <= '8' }

// parseMoveText reads the forms docs/notation.md accepts: the writer's form
// (Nc1xe3xc5, e7xd8=M, Be4xe4), the same without '-' or with '×', short
// forms (Nb2, b2), and the vchess forms (Pf3, Nf2X,Nh2X, c7R, &#8734;).
// Check marks are ignored: they are implied by the position.
func parseMoveText(v rules.Variant, s []byte) (moveText, error) {
	var mt moveText
	err := mt.parse(v, s)
	return mt, err
}

// letterKinds[v][c] is rules.KindOfLetter(v, c), looked up without a call.
var letterKinds = func() (t [][256]rules.Kind) {
	for _, v := range rules.Variants {
		for int(v) >= len(t) {
			t = append(t, [256]rules.Kind{})
		}
		for c := range t[v] {
			t[v][c] = rules.KindOfLetter(v, byte(c))
		}
	}
	return t
}()

func kindOfLetter(v rules.Variant, c byte) rules.Kind {
	if int(v) < len(letterKinds) {
		return letterKinds[v][c]
	}
	return rules.KindOfLetter(v, c)
}

// parse is parseMoveText into mt, which must be zero.
func (mt *moveText) parse(v rules.Variant, s []byte) error {
	i := 0
	stepStart := true // a piece letter may open the text or a comma step
	for i < len(s) {
		c := s[i]
		switch {
		case c == '&' && len(s)-i >= len(infinity) && string(s[i:i+len(infinity)]) == infinity:
			mt.infinite = true
			i += len(infinity)
			continue
		case c == 0xE2 && i+2 < len(s) && s[i+1] == 0x88 && s[i+2] == 0x9E: // ∞
			mt.infinite = true
			i += 3
			continue
		case isFile(c) && i+1 < len(s) && isRank(s[i+1]):
			if mt.n == maxSteps {
				return errMoveSyntax
			}
			mt.squares[mt.n] = rules.SquareAt(int(c-'a'), int(s[i+1]-'1'))
			mt.n++
			i += 2
			stepStart = false
			continue
		case stepStart && c >= 'A' && c <= 'Z':
			k := kindOfLetter(v, c)
			if k == rules.NoKind {
				return errMoveSyntax
			}
			if mt.kind != rules.NoKind && mt.kind != k {
				return errMoveSyntax
			}
			mt.kind = k
			stepStart = false
		case c == '=' && mt.n > 0 && i+1 < len(s):
			k := kindOfLetter(v, s[i+1])
			if k == rules.NoKind || k == rules.Pawn || k == rules.King {
				return errMoveSyntax
			}
			mt.promos[mt.n-1] = k
			i += 2
			continue
		case c == '-' || c == 'x' || c == ':':
		case c == 0xC3 && i+1 < len(s) && s[i+1] == 0x97: // ×
			i += 2
			continue
		case c == 'X' && mt.n > 0:
			// vchess: a capturing step
		case c == 'R' && mt.n > 0 && (i+1 == len(s) || s[i+1] == '+' || s[i+1] == '#'):
			mt.remove = true
		case c == ',':
			mt.commas = true
			stepStart = true
		case c == '+' || c == '#':
			// check marks: implied by the position
		default:
			return errMoveSyntax
		}
		i++
	}
	if mt.n == 0 && !mt.infinite {
		return errMoveSyntax
	}
	if mt.remove && (mt.n != 1 || mt.commas) {
		return errMoveSyntax
	}
	return nil
}

// hasFrom reports whether the text names the moving piece's square first,
// as the writer's form does.
func (mt *moveText) hasFrom() bool {
	return mt.remove || !mt.commas && mt.n >= 2
}
