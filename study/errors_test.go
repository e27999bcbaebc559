package study

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"wormweave/translations"
)

// Every key the package's errors carry is in the translations, for the
// window to word.
func TestErrorKeysExist(t *testing.T) {
	data, err := translations.FS.ReadFile("en.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(data, &en); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("*.go")
	call := regexp.MustCompile(`\bnewError\("([a-zA-Z.]*[a-zA-Z])"`)
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
	if len(used) < 6 {
		t.Fatalf("found only %d keys: the scan is broken", len(used))
	}
	for k := range used {
		if _, ok := en[k]; !ok {
			t.Errorf("en.json lacks %q", k)
		}
	}
}
