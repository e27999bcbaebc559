package eval

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWeightFiles checks that every weight file kept for the recorded
// matches (see MATCHES.md) still names only fields of its variant's
// parameters, so that the match commands there can be run again.
func TestWeightFiles(t *testing.T) {
	files, err := filepath.Glob("weights/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no weight files (%v)", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if strings.HasPrefix(filepath.Base(f), "interweave") {
			w := DefaultInterweave
			err = dec.Decode(&w)
		} else {
			w := DefaultWormhole
			err = dec.Decode(&w)
		}
		if err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}
