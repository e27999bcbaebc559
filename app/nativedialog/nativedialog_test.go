package nativedialog

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// recordingChooser records what it was asked.
type recordingChooser struct{ suggested *string }

func (r recordingChooser) OpenKind(fyne.Window, string, func(string, error)) {}
func (r recordingChooser) Save(_ fyne.Window, suggested string, _ func(string, error)) {
	*r.suggested = suggested
}

// Where the native dialog cannot start, the fallback is asked with the
// name the caller suggested, whose extension says the kind of file.
func TestFallbackSaveKeepsTheSuggestedName(t *testing.T) {
	test.NewTempApp(t)
	var got string
	c := Chooser{Fallback: recordingChooser{&got}}
	c.finish(nil, "", "board.png", fmt.Errorf("%w: no display", errUnavailable), func(string, error) {}, true)
	if got != "board.png" {
		t.Errorf("the fallback was asked to save %q, want board.png", got)
	}
}
