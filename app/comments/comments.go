// Package comments reads what a record's comments hold besides words: the
// drawing commands other chess programs write ([%cal] arrows and [%csl]
// marked squares), which the board draws and the move list hides. It owns
// no widget; the board, the move list and the comment viewer import it.
package comments

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

// ArrowColors are the colours of the drawing commands' letters: G green,
// R red, Y yellow, B blue.
var ArrowColors = map[byte]color.NRGBA{
	'G': {0x15, 0x78, 0x1b, 0xc0},
	'R': {0xc0, 0x20, 0x20, 0xc0},
	'Y': {0xe0, 0xb0, 0x00, 0xc0},
	'B': {0x20, 0x50, 0xc0, 0xc0},
}

// Draw adds a comment's arrows and marked squares to a scene.
func Draw(s *boardview.Scene, comment string) {
	for _, m := range drawCommand.FindAllStringSubmatch(comment, -1) {
		for _, item := range strings.Split(m[2], ",") {
			item = strings.TrimSpace(item)
			if len(item) < 3 {
				continue
			}
			c, ok := ArrowColors[item[0]]
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

// Visible is a comment as the move list shows it: without its commands
// (drawing, evaluation and any other).
func Visible(c string) string {
	return notation.CommentText(c)
}

// Shows reports whether the list shows words of a comment: one that holds
// only commands, such as a review's evaluation, shows nothing and so does
// not part a move from its number.
func Shows(comment string) bool { return strings.TrimSpace(Visible(comment)) != "" }
