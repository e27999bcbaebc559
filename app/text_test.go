package app

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"wormweave/app/nags"
	"wormweave/app/text"
	"wormweave/translations"
)

// Every key the code asks for is in the English texts: the interface's (T,
// TF) and the keys the model's errors carry for it to word (newError). The
// other languages are checked against English in package translations;
// rules and notation check that their own English is the texts'.
func TestTextKeysExist(t *testing.T) {
	skipInRaceRun(t)
	data, err := translations.FS.ReadFile("en.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(data, &en); err != nil {
		t.Fatal(err)
	}
	// Every file of the module: the interface's, and the model's errors,
	// which carry keys for the interface to word.
	var files []string
	err = filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && d.Name() != "..") {
			return filepath.SkipDir
		}
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	call := regexp.MustCompile(`\b(?:TF?|newError)\("([a-zA-Z.]*[a-zA-Z])"`)
	used := map[string]bool{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range call.FindAllStringSubmatch(string(src), -1) {
			used[m[1]] = true
		}
	}
	// Keys built from a prefix.
	for _, k := range text.PieceWords {
		used["piece."+k] = true
	}
	for _, c := range nags.MoveChoices {
		used[c.Key] = true
	}
	for _, n := range []string{"event", "site", "date", "round", "white", "black", "result"} {
		used["tag."+n] = true
	}
	if len(used) < 40 {
		t.Fatalf("found only %d keys: the scan is broken", len(used))
	}
	for k := range used {
		if _, ok := en[k]; !ok {
			t.Errorf("en.json lacks %q", k)
		}
	}
}

func TestInterfaceInFrenchAndSpanish(t *testing.T) {
	skipInRaceRun(t)
	for _, c := range []struct{ lang, want string }{{"fr", "Fichier"}, {"es", "Archivo"}, {"en", "File"}} {
		t.Setenv("LANGUAGE", c.lang)
		w := newTestWindowLang(t, c.lang)
		if got := w.win.MainMenu().Items[0].Label; got != c.want {
			t.Errorf("%s: first menu %q, want %q", c.lang, got, c.want)
		}
	}
}
