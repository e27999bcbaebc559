package translations

import (
	"encoding/json"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"
)

func load(t *testing.T, code string) map[string]string {
	t.Helper()
	data, err := FS.ReadFile(code + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s.json: %v", code, err)
	}
	return m
}

// Every language has every key, no value is empty or blank (but for one
// space, a separator such as French's thousands sign), and the template fields
// of each text are the same in every language.
func TestLanguagesAreComplete(t *testing.T) {
	en := load(t, "en")
	for _, code := range Languages {
		m := load(t, code)
		for k, v := range en {
			other, ok := m[k]
			if !ok {
				t.Errorf("%s.json lacks %q", code, k)
				continue
			}
			if strings.TrimSpace(other) == "" && utf8.RuneCountInString(other) != 1 {
				t.Errorf("%s.json: %q is empty", code, k)
			}
			if a, b := fields(v), fields(other); a != b {
				t.Errorf("%s.json: %q has fields %s, English has %s", code, k, b, a)
			}
		}
		for k := range m {
			if _, ok := en[k]; !ok {
				t.Errorf("%s.json has %q, which en.json lacks", code, k)
			}
		}
	}
}

// fields lists the {{.Name}} fields of a text, sorted.
func fields(s string) string {
	var out []string
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			break
		}
		j := strings.Index(s[i:], "}}")
		if j < 0 {
			break
		}
		out = append(out, s[i:i+j+2])
		s = s[i+j+2:]
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// The seeds name the pieces; the interface must use their names.
func TestSeedPieceNames(t *testing.T) {
	for _, c := range []struct{ code, key, want string }{
		{"fr", "piece.champion", "champion"}, {"fr", "piece.wizard", "sorcier"}, {"fr", "piece.lion", "lion « Murray »"},
		{"fr", "piece.smasher", "frappeur"}, {"fr", "piece.leaper", "sauteur"}, {"fr", "piece.remover", "supprimeur"},
		{"es", "piece.champion", "campeón"}, {"es", "piece.wizard", "hechicero"}, {"es", "piece.lion", "león « Murray »"},
	} {
		if got := load(t, c.code)[c.key]; got != c.want {
			t.Errorf("%s %s = %q, want %q", c.code, c.key, got, c.want)
		}
	}
}
