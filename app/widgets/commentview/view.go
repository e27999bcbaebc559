// Package commentview shows a comment whole, however long: a list of its
// lines that builds only the lines in view, so that a comment of megabytes
// opens at once. It draws the comment's words only; the dialog around it,
// and the window, are its owner's, and it must not reach into them.
package commentview

import (
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/comments"
)

// Width is the width, in characters, of a line of the viewer: about what
// the dialog's default size shows.
const Width = 80

// New returns the viewer of comment c, without its drawing commands, in
// lines of Width characters.
func New(c string) *widget.List {
	lines := Lines(comments.Visible(c), Width)
	list := widget.NewList(
		func() int { return len(lines) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(lines[i]) },
	)
	list.HideSeparators = true
	return list
}

// Lines cuts a comment into lines of at most width characters,
// at spaces where it can and mid-word where a word is longer than a line.
// The lines share the comment's memory.
func Lines(c string, width int) []string {
	var lines []string
	for _, para := range strings.Split(c, "\n") {
		para = strings.TrimRight(para, " \t\r")
		for {
			// limit is the end of the first width characters; the rest
			// of the paragraph is not counted, so that cutting stays
			// linear in the comment's length.
			limit, n := 0, 0
			for ; n < width && limit < len(para); n++ {
				_, size := utf8.DecodeRuneInString(para[limit:])
				limit += size
			}
			if limit == len(para) {
				break
			}
			end := limit
			if para[limit] != ' ' {
				end = strings.LastIndexByte(para[:limit], ' ')
			}
			if end <= 0 {
				end = limit
			}
			lines = append(lines, para[:end])
			para = strings.TrimLeft(para[end:], " ")
		}
		lines = append(lines, para)
	}
	return lines
}
