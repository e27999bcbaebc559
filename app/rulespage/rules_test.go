package rulespage

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"wormweave/app/boardscene"
	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/boardview"
	"wormweave/rules"
	"wormweave/translations"
)

// testPages are the rules pages of a test app in lang, and the positions
// their diagrams opened on the main board.
type testPages struct {
	*Pages
	app    fyne.App
	opened []string // the FENs of the positions opened
}

func newTestPages(t *testing.T, lang string) *testPages {
	t.Helper()
	a := test.NewTempApp(t)
	uitest.UseLanguage(t, lang)
	tp := &testPages{app: a}
	tp.Pages = New(Host{
		App:      a,
		NewBoard: func() *boardview.Board { return boardscene.NewBoard(prefs.LoadBoard(a.Preferences())) },
		Open:     func(v rules.Variant, p *rules.Position) { tp.opened = append(tp.opened, p.FEN()) },
	})
	t.Cleanup(func() {
		for _, win := range tp.windows {
			win.Close()
		}
	})
	return tp
}

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
	r := newTestPages(t, "es")
	content := r.content(rules.Interweave, text.T("rules.interweave.page"))
	boards := uitest.Collect[*boardview.Board](content)
	if len(boards) != 10 {
		t.Fatalf("%d diagrams on the Interweave page", len(boards))
	}
	boards[2].OnTap(0) // the king's captures
	if len(r.opened) != 1 || r.opened[0] != "8/8/4b3/3nK3/8/8/8/8 w 0 - 000000" {
		t.Errorf("the main board was given %q", r.opened)
	}
}

// Each diagram opens with the side to move whose piece its caption is
// about: a black knight's moves are shown with Black to move.
func TestRulesDiagramsOpenWithTheSideTheyShow(t *testing.T) {
	newTestPages(t, "en")
	for _, v := range []rules.Variant{rules.Wormhole, rules.Interweave} {
		page := text.T("rules." + strings.ToLower(v.String()) + ".page")
		for _, b := range parseRulesPage(page) {
			var diagrams [][2]string
			switch {
			case b.kind == "DIAGRAM" && len(b.fields) == 3:
				diagrams = append(diagrams, [2]string{b.fields[0], ""})
			case b.kind == "DIAGRAMS2" && len(b.fields) == 5:
				diagrams = append(diagrams, [2]string{b.fields[0], "L"}, [2]string{b.fields[2], "R"})
			}
			for _, d := range diagrams {
				p, spec, err := diagramPosition(v, d[0], d[1])
				if err != nil {
					t.Fatal(err)
				}
				if len(spec.pieces) == 0 {
					continue
				}
				sq, _ := rules.ParseSquare(spec.pieces[0])
				if c := p.Setup().Board[sq].Color(); c != p.Turn() {
					t.Errorf("%v diagram %s: the piece on %s is %v but %v is to move", v, d[0], spec.pieces[0], c, p.Turn())
				}
			}
		}
	}
}

func TestRulesHintReadsOnTheDarkTheme(t *testing.T) {
	r := newTestPages(t, "en")
	r.app.Settings().SetTheme(prefs.FixedVariant{Theme: theme.DefaultTheme(), Variant: theme.VariantDark})
	content := r.content(rules.Wormhole, text.T("rules.wormhole.page"))
	var hint *canvas.Text
	for _, tx := range uitest.Collect[*canvas.Text](content) {
		if tx.Text == text.T("rules.openHint") {
			hint = tx
		}
	}
	if hint == nil {
		t.Fatal("no hint")
	}
	bg := theme.Color(theme.ColorNameBackground)
	if r := uitest.Contrast(hint.Color, bg); r < 4.5 {
		t.Errorf("the hint's contrast with the background is %.1f:1, want 4.5:1 at least", r)
	}
}

func TestRulesWindowsFollowTheLanguageAndAreNotDuplicated(t *testing.T) {
	r := newTestPages(t, "en")
	before := len(r.app.Driver().AllWindows())
	r.Show(rules.Wormhole)
	r.Show(rules.Wormhole)
	if n := len(r.app.Driver().AllWindows()) - before; n != 1 {
		t.Fatalf("opening the rules twice made %d windows", n)
	}
	uitest.UseLanguage(t, "fr")
	r.Translate()
	win := r.windows[rules.Wormhole]
	if win == nil || win.Title() != text.T("rules.wormhole.title") || !strings.Contains(win.Title(), "Wormhole") {
		t.Fatal("no rules window kept")
	}
	if text.T("rules.wormhole.title") == "Wormhole rules" {
		t.Fatal("the language did not switch")
	}
	found := false
	for _, tx := range uitest.Collect[*canvas.Text](win.Content()) {
		if tx.Text == text.T("rules.openHint") {
			found = true
		}
	}
	if !found {
		t.Error("the open rules window is not in French")
	}
	win.Close()
	r.Show(rules.Wormhole)
	if n := len(r.app.Driver().AllWindows()) - before; n != 1 {
		t.Errorf("after closing and opening again there are %d rules windows", n)
	}
}

// Escape closes the rules page.
func TestEscapeClosesSecondaryWindows(t *testing.T) {
	t.Run("rules", func(t *testing.T) {
		r := newTestPages(t, "en")
		r.Show(rules.Wormhole)
		win := r.windows[rules.Wormhole]
		uitest.PressKey(win.Canvas(), fyne.KeyEscape)
		if _, open := r.windows[rules.Wormhole]; open {
			t.Fatal("Escape did not close the rules page")
		}
	})
}
