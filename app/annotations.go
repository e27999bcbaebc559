package app

import (
	"image/color"
	"regexp"
	"strings"

	"wormweave/boardview"
	"wormweave/notation"
	"wormweave/rules"
)

// Comments may carry drawing commands in the form other chess programs
// write: [%cal Gd3g5,Re2e4] draws arrows and [%csl Rd4] marks squares
// (G green, R red, Y yellow, B blue). The board draws them; the move list
// hides them.

var drawCommand = regexp.MustCompile(`\[%(cal|csl)\s+([^\]]*)\]`)

var arrowColors = map[byte]color.NRGBA{
	'G': {0x15, 0x78, 0x1b, 0xc0},
	'R': {0xc0, 0x20, 0x20, 0xc0},
	'Y': {0xe0, 0xb0, 0x00, 0xc0},
	'B': {0x20, 0x50, 0xc0, 0xc0},
}

// drawComment adds a comment's arrows and marked squares to a scene.
func drawComment(s *boardview.Scene, comment string) {
	for _, m := range drawCommand.FindAllStringSubmatch(comment, -1) {
		for _, item := range strings.Split(m[2], ",") {
			item = strings.TrimSpace(item)
			if len(item) < 3 {
				continue
			}
			c, ok := arrowColors[item[0]]
			if !ok {
				continue
			}
			from, err := rules.ParseSquare(item[1:3])
			if err != nil {
				continue
			}
			if m[1] == "csl" && len(item) == 3 {
				s.Marks[from] |= boardview.Marked
				s.MarkColors[from] = c
				continue
			}
			if m[1] != "cal" || len(item) != 5 {
				continue
			}
			if to, err := rules.ParseSquare(item[3:5]); err == nil {
				s.Arrows = append(s.Arrows, boardview.Arrow{From: int(from), To: int(to), Color: c})
			}
		}
	}
}

// visibleComment is a comment as the move list shows it: without its
// commands (drawing, evaluation and any other).
func visibleComment(c string) string {
	return notation.CommentText(c)
}
