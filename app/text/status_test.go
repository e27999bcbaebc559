package text_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/app/text"
	"wormweave/rules"
)

// The status line starts with a capital letter in every language, also
// when it starts by naming the side that lost.
func TestStatusStartsWithACapital(t *testing.T) {
	files, err := filepath.Glob(uitest.RepoFile("testdata/games/*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no games: %v", err)
	}
	test.NewTempApp(t)
	for _, code := range []string{"en", "fr", "es"} {
		uitest.UseLanguage(t, code)
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var end struct {
				FEN string `json:"final_fen"`
			}
			if err := json.Unmarshal(data, &end); err != nil {
				t.Fatal(err)
			}
			v := rules.Wormhole
			if strings.Contains(f, "interweave") {
				v = rules.Interweave
			}
			p, err := rules.ParseFEN(v, end.FEN)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			s := text.Status(p, "")
			if first, _ := utf8.DecodeRuneInString(s); !unicode.IsUpper(first) {
				t.Errorf("%s, %s: the status %q starts with a small letter", code, filepath.Base(f), s)
			}
		}
	}
}
