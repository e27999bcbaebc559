package app

import (
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// commentLineWidth is the width, in characters, of a line of the comment
// viewer: about what its default size shows.
const commentLineWidth = 80

// commentLines cuts a comment into lines of at most width characters,
// at spaces where it can and mid-word where a word is longer than a line.
// The lines share the comment's memory.
func commentLines(c string, width int) []string {
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

// showWholeComment opens a comment that the move list shows cut short. The
// viewer is a list of lines that builds only the lines in view, so that a
// comment of megabytes opens at once and costs no more than the lines seen.
func (w *Window) showWholeComment(c string) {
	lines := commentLines(visibleComment(c), commentLineWidth)
	list := widget.NewList(
		func() int { return len(lines) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(lines[i]) },
	)
	list.HideSeparators = true
	d := dialog.NewCustom(T("dialog.wholeCommentTitle"), T("dialog.close"), list, w.win)
	d.Resize(fyne.NewSize(720, 520))
	d.Show()
	w.withKeys(d.Hide, d.Hide)
}
