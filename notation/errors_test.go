package notation

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"wormweave/translations"
)

// TestMessagesAreTranslated checks that every message key the package
// uses has its English template, the same in translations/en.json, and a
// text in every language (whose fields the translations test compares).
func TestMessagesAreTranslated(t *testing.T) {
	texts := map[string]map[string]string{}
	for _, code := range translations.Languages {
		data, err := translations.FS.ReadFile(code + ".json")
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		texts[code] = m
	}
	for key, english := range messages {
		if got := texts["en"][key]; got != english {
			t.Errorf("en.json has %q = %q, the package %q", key, got, english)
		}
		for code, m := range texts {
			if m[key] == "" {
				t.Errorf("%s.json lacks %q", code, key)
			}
		}
	}
	for key := range texts["en"] {
		if _, ok := messages[key]; strings.HasPrefix(key, "notation.") && !ok {
			t.Errorf("en.json has %q, which the package does not use", key)
		}
	}
	// Every key the sources name has a message.
	files, _ := filepath.Glob("*.go")
	used := regexp.MustCompile(`"(notation\.[A-Za-z]+)"`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range used.FindAllStringSubmatch(string(src), -1) {
			if _, ok := messages[m[1]]; !ok && f != "errors.go" {
				t.Errorf("%s uses %q, which has no message", f, m[1])
			}
		}
	}
}

// TestErrorTextIsItsTemplateFilled checks Msg against Key and Args.
func TestErrorTextIsItsTemplateFilled(t *testing.T) {
	_, errs, _ := ReadAll(strings.NewReader("[Variant \"Wormhole\"]\n\n1. g2-g3 a7-a6 2. e2-e5 *\n"), "f.pgn")
	e, ok := errs[0].(*Error)
	if !ok {
		t.Fatalf("error %v", errs[0])
	}
	if e.Key != "notation.illegalWhite" || e.Args["Move"] != `"e2-e5"` || !strings.HasPrefix(e.Args["Moves"].(string), "Ca1-a3, ") {
		t.Errorf("key %q, args %v", e.Key, e.Args)
	}
	if want := fill(messages[e.Key], e.Args); e.Msg != want || strings.Contains(e.Msg, "{{") {
		t.Errorf("message %q, want %q", e.Msg, want)
	}
}
