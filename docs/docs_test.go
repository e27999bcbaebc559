package docs

import (
	"io/fs"
	"os"
	"path"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// link is a Markdown link or picture: its target, and a fragment after #.
var link = regexp.MustCompile(`(!?)\[[^\]]*\]\(([^)\s#]*)(#[^)\s]*)?\)`)

// slug is the anchor GitHub gives a heading: lower case, letters, digits,
// hyphens and underscores kept, spaces made hyphens, the rest dropped.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case unicode.IsLetter(r), unicode.IsDigit(r), r == '-', r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// anchors lists the headings' anchors of a Markdown text.
func anchors(text string) map[string]bool {
	out := map[string]bool{}
	inCode := false
	for line := range strings.SplitSeq(text, "\n") {
		if strings.HasPrefix(line, "```") {
			inCode = !inCode
		}
		if inCode || !strings.HasPrefix(line, "#") {
			continue
		}
		out[slug(strings.TrimLeft(line, "#"))] = true
	}
	return out
}

// The pages of the documentation, from the repository's root: the README
// and every page of docs/.
func pages(t *testing.T) []string {
	t.Helper()
	out := []string{"README.md"}
	names, err := fs.Glob(os.DirFS(".."), "docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	return append(out, names...)
}

// Every link of the README and of docs/ leads somewhere: a file or folder
// of the repository, and a heading of that page for a #fragment. A
// picture the manual names must be there: scripts/screenshots.sh makes
// them.
func TestEveryLinkLeadsSomewhere(t *testing.T) {
	root := os.DirFS("..")
	checked := 0
	for _, page := range pages(t) {
		data, err := fs.ReadFile(root, page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(string(data), -1) {
			target, frag := m[2], strings.TrimPrefix(m[3], "#")
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			checked++
			to := page
			if target != "" {
				to = path.Clean(path.Join(path.Dir(page), target))
				if _, err := fs.Stat(root, to); err != nil {
					what := "link"
					if m[1] == "!" {
						what = "picture (scripts/screenshots.sh makes them)"
					}
					t.Errorf("%s: the %s %q leads nowhere: %s is missing", page, what, m[0], to)
					continue
				}
			}
			if frag == "" || !strings.HasSuffix(to, ".md") {
				continue
			}
			text, err := fs.ReadFile(root, to)
			if err != nil {
				t.Fatal(err)
			}
			if !anchors(string(text))[frag] {
				t.Errorf("%s: the link %q: %s has no heading #%s", page, m[0], to, frag)
			}
		}
	}
	if checked < 50 {
		t.Errorf("checked %d links, fewer than the pages have", checked)
	}
}

// The three manuals show the same pictures, each in its own language, and
// every picture of docs/images is shown somewhere.
func TestManualsShowTheirOwnPictures(t *testing.T) {
	shown := map[string]bool{}
	var names []string
	for _, lang := range []string{"en", "fr", "es"} {
		name := "manual." + lang + ".md"
		if lang == "en" {
			name = "manual.md"
		}
		data, err := Manuals.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var pics []string
		for _, m := range link.FindAllStringSubmatch(string(data), -1) {
			if m[1] != "!" {
				continue
			}
			shown[m[2]] = true
			base := strings.TrimSuffix(m[2], "-"+lang+".png")
			if base == m[2] {
				t.Errorf("%s shows %s, not a picture in its language (-%s.png)", name, m[2], lang)
			}
			pics = append(pics, base)
		}
		if names == nil {
			names = pics
		} else if strings.Join(pics, " ") != strings.Join(names, " ") {
			t.Errorf("%s shows %v, the English manual %v", name, pics, names)
		}
	}
	if len(names) < 8 {
		t.Errorf("the manual shows %d pictures: %v", len(names), names)
	}
	files, err := fs.Glob(Manuals, "images/*.png")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !shown[f] && !strings.Contains(string(readme), "docs/"+f) {
			t.Errorf("%s is in docs/images but no page shows it", f)
		}
	}
}
