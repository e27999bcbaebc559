package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
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
			if err == nil {
				err = namesEvery(data, reflect.TypeOf(w))
			}
		}
		if err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// namesEvery checks that a weight file names every field of its
// parameters: a weight it leaves out takes the default of the build that
// reads it, so a file of the Wormhole matches would score differently once
// a new term's default is set. (The Interweave files before the mobility
// term leave it out; their matches were played before it.)
func namesEvery(data []byte, params reflect.Type) error {
	var named map[string]json.RawMessage
	if err := json.Unmarshal(data, &named); err != nil {
		return err
	}
	for i := 0; i < params.NumField(); i++ {
		if name := params.Field(i).Name; named[name] == nil {
			return fmt.Errorf("no weight %s", name)
		}
	}
	return nil
}
