package notation

import (
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// Evaluations travel in comments as other chess programs write them: the
// command [%eval 0.35] (White is better by 0.35 pawns), [%eval #-3] (Black
// mates in 3), with the search depth after a comma ([%eval 0.35,18]). The
// command stays in the comment's text, so that reading and writing keep it
// as it is; Node.Eval reads it, Node.SetEval writes it, and CommentText
// gives the words of a comment without its commands, as a reader of the
// game should see them.

// Eval is an evaluation of a position, from White's side.
type Eval struct {
	// Centipawns is White's advantage in hundredths of a pawn, when Mate
	// is false.
	Centipawns int
	// Mate is set for a forced mate; MateIn is then the number of moves
	// to it: positive when White mates, negative when Black does (0: the
	// side to move is mated).
	Mate   bool
	MateIn int
	// Depth is the depth of the search that gave the evaluation, 0 when
	// it is not known.
	Depth int
}

// maxPawns bounds an evaluation in pawns: engines write a few dozen at
// most, and the bound keeps centipawns well inside an int.
const maxPawns = 100000

// errEval is the error of an evaluation that cannot be read.
var errEval = errors.New("notation: an evaluation is a number of pawns (0.35), or # and moves to mate (#-3), with an optional depth after a comma")

// ParseEval reads the argument of an [%eval] command: "0.35", "-1.2",
// "#4", "#-3", each with an optional ",depth".
func ParseEval(s string) (Eval, error) {
	var e Eval
	value, depth, hasDepth := strings.Cut(strings.TrimSpace(s), ",")
	if hasDepth {
		d, err := strconv.Atoi(depth)
		if err != nil || d < 0 || d > 10000 {
			return Eval{}, errEval
		}
		e.Depth = d
	}
	if mate, ok := strings.CutPrefix(value, "#"); ok {
		n, err := strconv.Atoi(mate)
		if err != nil || n < -10000 || n > 10000 {
			return Eval{}, errEval
		}
		e.Mate, e.MateIn = true, n
		return e, nil
	}
	if !decimal.MatchString(value) {
		// no exponents, infinities, NaN, hexadecimal or digit separators
		return Eval{}, errEval
	}
	pawns, err := strconv.ParseFloat(value, 64)
	if err != nil || math.Abs(pawns) > maxPawns {
		return Eval{}, errEval
	}
	e.Centipawns = int(math.Round(pawns * 100))
	return e, nil
}

// String returns the evaluation as the argument of an [%eval] command.
func (e Eval) String() string {
	var s string
	if e.Mate {
		s = "#" + strconv.Itoa(e.MateIn)
	} else {
		s = strconv.FormatFloat(float64(e.Centipawns)/100, 'f', -1, 64)
	}
	if e.Depth > 0 {
		s += "," + strconv.Itoa(e.Depth)
	}
	return s
}

// decimal is a number of pawns as an [%eval] command writes it.
var decimal = regexp.MustCompile(`^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$`)

// evalCommand finds an [%eval] command and its argument.
var evalCommand = regexp.MustCompile(`\[%eval\s+([^\]\s]*)\s*\]`)

// comment commands, [%name ...], of any name.
var commentCommand = regexp.MustCompile(`\[%[A-Za-z]+(?:\s[^\]]*)?\]`)

// Eval returns the evaluation that n's comment after its move gives of
// the position after it, and whether there is one that can be read.
func (n *Node) Eval() (Eval, bool) {
	m := evalCommand.FindStringSubmatch(n.after)
	if m == nil {
		return Eval{}, false
	}
	e, err := ParseEval(m[1])
	return e, err == nil
}

// SetEval puts evaluation e in n's comment after its move, in place of
// the one there if any, or removes it when e is nil. It returns the old
// comment, which SetCommentAfter restores.
func (n *Node) SetEval(e *Eval) (old string) {
	command := ""
	if e != nil {
		command = "[%eval " + e.String() + "]"
	}
	return n.SetCommentAfter(withCommand(n.after, evalCommand, command, true))
}

// withCommand returns comment c with command in place of the first match
// of re, or added to it, first or last as other programs place that
// command ([%eval] first, [%clk] last); an empty command removes the match.
func withCommand(c string, re *regexp.Regexp, command string, first bool) string {
	switch loc := re.FindStringIndex(c); {
	case loc != nil:
		return c[:loc[0]] + command + c[loc[1]:]
	case c == "":
		return command
	case first:
		return command + " " + c
	}
	return c + " " + command
}

// CommentText returns comment c without its commands ([%eval ...],
// [%cal ...], [%csl ...] and any other [%name ...]), as its reader should
// see it.
func CommentText(c string) string {
	if !strings.Contains(c, "[%") {
		return c
	}
	return strings.Join(strings.Fields(commentCommand.ReplaceAllString(c, " ")), " ")
}
