package manualpage

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A part is a stretch of the manual: Markdown text, or a picture.
type part struct {
	text    string // Markdown, when picture is ""
	picture string // the picture's path beside the manual
	alt     string // the picture's caption
}

var (
	// pictureLine is a paragraph that is a picture alone, as the manual
	// writes each of its screenshots.
	pictureLine = regexp.MustCompile(`^!\[([^\]]*)\]\(([^)\s]+)\)\s*$`)
	// link is a Markdown link that is not a picture.
	link = regexp.MustCompile(`(^|[^!])\[([^\]]+)\]\(([^)\s]+)\)`)
)

// split cuts a manual into its text and its pictures, in their order,
// for the window: Fyne's Markdown shows a picture only from a URI it can
// open, and the pictures are built into the program, not on the disk.
// Links to other pages and to headings become their words (they lead to
// files that the window does not show, or to a place a scroll away), and
// tables become aligned monospace text (Fyne's Markdown draws no tables).
func split(md string) []part {
	var out []part
	var text []string
	flush := func() {
		if s := strings.TrimSpace(strings.Join(text, "\n")); s != "" {
			out = append(out, part{text: s})
		}
		text = nil
	}
	lines := strings.Split(md, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if m := pictureLine.FindStringSubmatch(line); m != nil {
			flush()
			out = append(out, part{picture: m[2], alt: m[1]})
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(line), "|") {
			j := i
			for j < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[j]), "|") {
				j++
			}
			text = append(text, "", table(lines[i:j]), "")
			i = j - 1
			continue
		}
		text = append(text, plainLinks(line))
	}
	flush()
	return out
}

// plainLinks writes the links of a line as their words.
func plainLinks(line string) string {
	return link.ReplaceAllStringFunc(line, func(s string) string {
		m := link.FindStringSubmatch(s)
		if strings.Contains(m[3], "://") {
			return s
		}
		return m[1] + m[2]
	})
}

// table writes the rows of a Markdown table as an indented code block,
// its columns aligned; the row of dashes under the header becomes a
// line of dashes as wide as the table.
func table(rows []string) string {
	var cells [][]string
	var widths []int
	for _, r := range rows {
		r = strings.TrimSpace(r)
		r = strings.TrimSuffix(strings.TrimPrefix(r, "|"), "|")
		var row []string
		dashes := true
		for _, c := range strings.Split(r, "|") {
			c = strings.ReplaceAll(strings.TrimSpace(c), "`", "")
			dashes = dashes && strings.Contains(c, "-") && strings.Trim(c, "-:") == ""
			row = append(row, c)
		}
		if dashes {
			cells = append(cells, nil)
			continue
		}
		for k, c := range row {
			if k >= len(widths) {
				widths = append(widths, 0)
			}
			widths[k] = max(widths[k], utf8.RuneCountInString(c))
		}
		cells = append(cells, row)
	}
	total := 0
	for _, w := range widths {
		total += w + 2
	}
	var b strings.Builder
	for _, row := range cells {
		b.WriteString("    ")
		if row == nil {
			b.WriteString(strings.Repeat("-", max(total-2, 1)))
			b.WriteString("\n")
			continue
		}
		for k, c := range row {
			b.WriteString(c)
			if k < len(row)-1 {
				b.WriteString(strings.Repeat(" ", widths[k]-utf8.RuneCountInString(c)+2))
			}
		}
		b.WriteString("\n")
	}
	return strings.TrimRight(b.String(), "\n")
}
