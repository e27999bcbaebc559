package app

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"wormweave/boardview"
	"wormweave/rules"
	"wormweave/translations"
)

func pages(t *testing.T, lang string) map[string]string {
	t.Helper()
	data, err := translations.FS.ReadFile(lang + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// Every diagram of every rules page marks, by the rules, exactly the
// squares the seed marks.
func TestRulesDiagramMarksEqualTheSeeds(t *testing.T) {
	for _, lang := range translations.Languages {
		for _, v := range rules.Variants {
			page := pages(t, lang)["rules."+strings.ToLower(v.String())+".page"]
			diagrams := 0
			for _, b := range parseRulesPage(page) {
				type board struct{ fen, marks, place string }
				var boards []board
				switch b.kind {
				case "DIAGRAM":
					boards = append(boards, board{b.fields[0], b.fields[1], ""})
				case "DIAGRAMS2":
					boards = append(boards, board{b.fields[0], b.fields[1], "L"}, board{b.fields[2], b.fields[3], "R"})
				}
				for _, d := range boards {
					diagrams++
					p, err := rules.ParseFEN(v, d.fen)
					if err != nil {
						t.Fatalf("%s %v: %v", lang, v, err)
					}
					key := d.fen
					if d.place != "" {
						key += "|" + d.place
					}
					spec, ok := diagramSpecs[key]
					if !ok {
						t.Errorf("%s %v: no spec for diagram %s", lang, v, key)
						continue
					}
					var want rules.Bitboard
					for _, n := range strings.Split(d.marks, ",") {
						if n == "" {
							continue
						}
						s, err := rules.ParseSquare(n)
						if err != nil {
							t.Fatal(err)
						}
						want |= rules.Bit(s)
					}
					if got := diagramMarks(p, spec); got != want {
						t.Errorf("%s %v %s: the rules mark %v, the seed %v", lang, v, key, got.Squares(), want.Squares())
					}
				}
			}
			if want := map[rules.Variant]int{rules.Wormhole: 1, rules.Interweave: 10}[v]; diagrams != want {
				t.Errorf("%s %v: %d diagrams, want %d", lang, v, diagrams, want)
			}
		}
	}
}

var (
	linkText = regexp.MustCompile(`\[([^\]]+)\]\([^)]+\)`)
	space    = regexp.MustCompile(`\s+`)
)

func normalise(s string) string {
	s = strings.ReplaceAll(s, "\u00a0", " ")
	return strings.TrimSpace(space.ReplaceAllString(s, " "))
}

// seedProse returns the prose of a seed: its text lines without markup.
func seedProse(t *testing.T, name string) []string {
	t.Helper()
	data, err := os.ReadFile("testdata/seeds/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(strings.TrimPrefix(line, "+"))
		for _, prefix := range []string{"p.boxed", "p.", "li.", "h3 ", "h4 ", "li ", "p ", "figcaption.", "figcaption ", "| "} {
			if strings.HasPrefix(line, prefix) {
				line = strings.TrimSpace(strings.TrimPrefix(line, prefix))
				break
			}
		}
		if line == "" || strings.HasPrefix(line, "fen:") || strings.HasPrefix(line, "a(") || strings.HasPrefix(line, "img(") ||
			strings.HasPrefix(line, "figure") || strings.HasPrefix(line, ".diagram") || line == "ul" || line == "p" || line == "|" {
			continue
		}
		out = append(out, normalise(line))
	}
	return out
}

// The French and Spanish pages are the seeds themselves: every line of a
// seed's prose stands in its page as the seed writes it.
func TestRulesPagesSayWhatTheSeedsSay(t *testing.T) {
	for _, c := range []struct{ seed, lang, key string }{
		{"wormhole-fr.txt", "fr", "rules.wormhole.page"},
		{"wormhole-es.txt", "es", "rules.wormhole.page"},
		{"interweave-fr.txt", "fr", "rules.interweave.page"},
	} {
		page := normalise(linkText.ReplaceAllString(pages(t, c.lang)[c.key], "$1"))
		lines := seedProse(t, c.seed)
		if len(lines) < 15 {
			t.Fatalf("%s: only %d prose lines read", c.seed, len(lines))
		}
		for _, l := range lines {
			if !strings.Contains(page, l) {
				t.Errorf("%s: the page lacks %q", c.seed, l)
			}
		}
	}
	// Each Wormhole page keeps the king sentence and adds the note.
	for _, lang := range translations.Languages {
		page := pages(t, lang)["rules.wormhole.page"]
		if !strings.Contains(page, "c6") || !strings.Contains(page, "\nNOTE: ") {
			t.Errorf("%s: the Wormhole page lacks the c6 sentence or its note", lang)
		}
	}
}

func TestRulesWindowOpensAndDiagramClickOpensThePosition(t *testing.T) {
	w := newTestWindowIn(t, "es", nil)
	content := w.rulesContent(rules.Interweave, T("rules.interweave.page"), w.win)
	boards := collect[*boardview.Board](content)
	if len(boards) != 10 {
		t.Fatalf("%d diagrams on the Interweave page", len(boards))
	}
	boards[2].OnTap(0) // the king's captures
	p := w.Document().Position()
	if p.FEN() != "8/8/4b3/3nK3/8/8/8/8 w 0 - 000000" {
		t.Errorf("the main board shows %s", p.FEN())
	}
}
