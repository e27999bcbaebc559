package app

import (
	"reflect"
	"testing"
)

// The shell holds the window, the document, the board and the features,
// and wires them: at most 25 fields, what belongs together grouped in a
// part of its own (docs/architecture.md). A feature that needs a field
// more joins a part or brings its own package.
func TestWindowStaysAThinShell(t *testing.T) {
	const most = 25
	if n := reflect.TypeFor[Window]().NumField(); n > most {
		t.Errorf("Window has %d fields, at most %d: group what belongs together, or move a feature out", n, most)
	}
}
