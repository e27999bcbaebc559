package rules

import (
	"fmt"
	"strings"
)

// fenMessages are the English texts of the FEN errors, by key. The
// application's translations hold the same keys (en.json the same texts),
// with the same {{.Name}} fields.
var fenMessages = map[string]string{
	"fenError.empty":              "empty",
	"fenError.fieldsWormhole":     "{{.Count}} fields, but a Wormhole FEN has at most 3 (board, side to move, ply count)",
	"fenError.fieldsInterweave":   "{{.Count}} fields, but an Interweave FEN has at most 5 (board, side to move, ply count, en passant, captured pool)",
	"fenError.side":               "{{.Value}}, want w or b",
	"fenError.plies":              "{{.Value}} is not a whole number from 0 to {{.Max}}",
	"fenError.pool":               "{{.Value}}, want six digits (White's captured smashers, leapers and removers, then Black's)",
	"fenError.ranks":              "{{.Count}} ranks separated by '/', want 8",
	"fenError.hole":               "rank {{.Rank}} ({{.Row}}): 'x' (a hole) exists only in Wormhole",
	"fenError.notPieceWormhole":   "rank {{.Rank}} ({{.Row}}): {{.Char}} is not a Wormhole piece (p pawn, c champion, n knight, w wizard, m Murray lion, k king, x hole)",
	"fenError.notPieceInterweave": "rank {{.Rank}} ({{.Row}}): {{.Char}} is not an Interweave piece (p pawn, r smasher, n leaper, b remover, k king)",
	"fenError.rankLong":           "rank {{.Rank}} ({{.Row}}) has more than 8 squares",
	"fenError.rankShort":          "rank {{.Rank}} ({{.Row}}) has {{.Count}} squares, want 8",
	"fenError.epForm":             "{{.Value}}, want - or <square>,<file> such as c6,b",
	"fenError.epSquare":           "{{.Value}}: {{.Square}} is not a square (a1 to h8)",
	"fenError.epFile":             "{{.Value}}: {{.File}} is not a file (a to h)",
	"fenError.epRankWhite":        "{{.Value}}: with White to move the square passed over is on rank {{.Rank}}",
	"fenError.epRankBlack":        "{{.Value}}: with Black to move the square passed over is on rank {{.Rank}}",
	"fenError.epArrival":          "{{.Value}}: a two-square diagonal step over {{.Square}} arrives on file {{.Left}} or {{.Right}}",
	"fenError.epArrivalEdge":      "{{.Value}}: a two-square diagonal step over {{.Square}} arrives on file {{.File}}",
}

// fillTemplate replaces each {{.Name}} field of text with its argument, as
// the translations' templates do, so that the English message needs no
// template package.
func fillTemplate(text string, args map[string]any) string {
	var b strings.Builder
	for {
		i := strings.Index(text, "{{.")
		if i < 0 {
			break
		}
		j := strings.Index(text[i:], "}}")
		if j < 0 {
			break
		}
		b.WriteString(text[:i])
		fmt.Fprint(&b, args[text[i+3:i+j]])
		text = text[i+j+2:]
	}
	b.WriteString(text)
	return b.String()
}
