package text_test

import (
	"bytes"
	"log"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/app/text"
	"wormweave/rules"
)

// Every problem a position can have is worded without asking the
// translations for a text that does not exist (a problem about no piece
// once looked up the name of no piece, and the toolkit logged a failure).
func TestProblemsAreWordedWithoutTranslationFailures(t *testing.T) {
	test.NewTempApp(t)
	var logged bytes.Buffer
	log.SetOutput(&logged)
	defer log.SetOutput(os.Stderr)
	for _, lang := range []string{"en", "fr", "es"} {
		uitest.UseLanguage(t, lang)
		for _, c := range []struct {
			variant rules.Variant
			fen     string
		}{
			{rules.Wormhole, "8/8/8/8/8/8/8/8 w 0"},
			{rules.Wormhole, "k7/8/8/8/8/8/8/KC6 b 0"},
			{rules.Interweave, "k7/8/8/8/8/8/8/K7 w 0 - 000000"},
			{rules.Interweave, "kk6/8/8/8/8/8/8/KKRRR3 w 0 - 000000"},
			{rules.Wormhole, "k7/8/8/8/MMMMMMMM/MMMMMMMM/8/K7 w 0"},
		} {
			p, err := rules.ParseFEN(c.variant, c.fen)
			if err != nil {
				t.Fatalf("%s: %v", c.fen, err)
			}
			for _, pr := range p.Problems() {
				if w := text.ProblemWords(pr); w == "" || strings.Contains(w, "no value") {
					t.Errorf("%s %s: problem %v is worded %q", lang, c.fen, pr.Code, w)
				}
			}
		}
	}
	if strings.Contains(logged.String(), "not found") {
		t.Errorf("the translations were asked for texts they lack:\n%s", logged.String())
	}
}
