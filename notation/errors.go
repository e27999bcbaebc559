package notation

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Error is a problem found while reading a game: where it is and what is
// wrong. Unless it is a Warning, the game it belongs to was read only up
// to it, and keeps what was read before it.
//
// Msg is the English text. Key and Args say the same for a translation:
// Key names the message in the translations (the keys "notation.*" of
// translations/en.json, whose English is Msg's template), and Args holds
// the values of its {{.Name}} fields. The values are numbers or text taken
// from the file (move texts, tag values), which a translation shows as
// they are.
type Error struct {
	File string // the file name given to the reader; may be empty
	Line int    // 1-based
	Col  int    // 1-based, in characters
	Msg  string
	Key  string
	Args map[string]any
	// Warning is set when the problem did not stop the reading: the game
	// is whole (for example a Result tag that its movetext contradicts).
	Warning bool
	// Err is the error of another package the message reports (a FEN's
	// problem, from rules), whose text Args["Detail"] holds in English.
	Err error
}

// Error formats the problem as file:line:column: message, the form editors
// and compilers use, so that a terminal can jump to it.
func (e *Error) Error() string {
	if e.File == "" {
		return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// InPart reports whether err, returned with a game, means that the game
// was read only in part: any error but a Warning.
func InPart(err error) bool {
	var e *Error
	return err != nil && !(errors.As(err, &e) && e.Warning)
}

// Unwrap returns the error of another package the message reports, if any.
func (e *Error) Unwrap() error { return e.Err }

// messages are the English templates of the errors, by key. The same keys
// with the same templates are in translations/en.json, and translated in
// the other languages' files.
var messages = map[string]string{
	"notation.lineTooLong":         "line longer than {{.Max}} bytes: the game is read up to it, and the rest of the game is skipped",
	"notation.lineNoEnd":           "line longer than {{.Skip}} bytes: this is not a game record, and the rest of the file is not read",
	"notation.gameTooLong":         "game longer than {{.Max}} bytes: it is read up to this line",
	"notation.unclosedComment":     "unclosed comment: this '{' is not closed before the end of the game, line {{.End}}",
	"notation.unclosedVariation":   "unclosed variation: this '(' is not closed before the end of the game, line {{.End}}",
	"notation.dollarWithoutNumber": "'$' without a number",
	"notation.unexpectedChar":      "unexpected character {{.Char}}",
	"notation.tagNoName":           "bad tag: expected a tag name after '['",
	"notation.tagNoValue":          "bad tag {{.Name}}: expected a quoted value",
	"notation.tagUnterminated":     "bad tag {{.Name}}: the value has no closing quote and ']'",
	"notation.missingVariant":      "missing Variant tag: the game must say Wormhole or Interweave",
	"notation.unknownVariant":      "unknown variant {{.Value}}: expected Wormhole or Interweave",
	"notation.badFEN":              "bad FEN {{.FEN}}: {{.Detail}}",
	"notation.badMachineLine":      "bad vchess move line {{.Text}}",
	"notation.badMachineStep":      "bad vchess move line {{.Text}}: cannot read step {{.Step}}",
	"notation.resultInVariation":   "result {{.Result}} inside a variation",
	"notation.afterResult":         "unexpected {{.Token}} after the result",
	"notation.unexpected":          "unexpected {{.Token}}",
	"notation.nagBeforeMove":       "annotation {{.NAG}} before any move",
	"notation.badNAG":              "bad annotation {{.NAG}}",
	"notation.variationBeforeMove": "variation before any move: '(' must follow the move it replaces",
	"notation.nestedTooDeep":       "variations nested more than {{.Max}} deep",
	"notation.closeWithoutOpen":    "')' without '('",
	"notation.emptyVariation":      "empty variation",
	"notation.unreadableMove":      "cannot read move {{.Move}}",
	"notation.illegalWhite":        "move {{.Move}}: illegal (White to move); legal moves: {{.Moves}}",
	"notation.illegalBlack":        "move {{.Move}}: illegal (Black to move); legal moves: {{.Moves}}",
	"notation.ambiguous":           "move {{.Move}}: ambiguous; it fits {{.Moves}}",
	"notation.gameOver":            "move {{.Move}}: no legal move: the game is over",
	"notation.noLongChain":         "move {{.Move}}: no legal turn of four steps or more fits",
	"notation.longChains":          "move {{.Move}}: {{.Count}} legal turns of four steps or more fit: {{.Moves}}",
	"notation.idOtherCaptures":     "move {{.Move}} is written as a move id, and no legal turn has that id: the turn over these squares is {{.ID}} (written {{.Text}})",
	"notation.idOtherTurns":        "move {{.Move}} is written as a move id, and no legal turn has that id; the piece on {{.From}} has: {{.Moves}}",
	"notation.idNoneFromWhite":     "move {{.Move}} is written as a move id, and no legal turn starts on {{.From}} (White to move); legal moves: {{.Moves}}",
	"notation.idNoneFromBlack":     "move {{.Move}} is written as a move id, and no legal turn starts on {{.From}} (Black to move); legal moves: {{.Moves}}",
	"notation.resultMismatch":      "the Result tag says {{.Tag}} but the movetext ends with {{.Result}}",
}

// newError builds the Error of message key at a position, its English
// text filled in from args.
func newError(file string, line, col int, key string, args map[string]any) *Error {
	return &Error{File: file, Line: line, Col: col, Msg: fill(messages[key], args), Key: key, Args: args}
}

// fill replaces each {{.Name}} of template by its value in args.
func fill(template string, args map[string]any) string {
	if len(args) == 0 {
		return template
	}
	names := make([]string, 0, len(args))
	for name := range args {
		names = append(names, name)
	}
	sort.Strings(names)
	pairs := make([]string, 0, 2*len(names))
	for _, name := range names {
		pairs = append(pairs, "{{."+name+"}}", fmt.Sprint(args[name]))
	}
	return strings.NewReplacer(pairs...).Replace(template)
}

// quoteLimit is how many characters of the input an error message quotes:
// enough to recognise a move or a tag value, and a megabyte of it makes no
// megabyte of message.
const quoteLimit = 80

// quote returns s in double quotes with Go's escapes, cut to quoteLimit
// characters and marked '…' where it was cut.
func quote[T string | []byte](s T) string {
	n, i := 0, 0
	for i < len(s) && n < quoteLimit {
		_, size := utf8.DecodeRuneInString(string(s[i:min(i+utf8.UTFMax, len(s))]))
		i += size
		n++
	}
	if i < len(s) {
		return strconv.Quote(string(s[:i]) + "…")
	}
	return strconv.Quote(string(s))
}

// detailLimit is how much of another package's error text a message keeps.
const detailLimit = 200

// shortDetail returns the text of err, cut to detailLimit bytes.
func shortDetail(err error) string {
	s := err.Error()
	if len(s) <= detailLimit {
		return s
	}
	i := detailLimit
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}
