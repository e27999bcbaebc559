package notice

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// A notice says its text until it is hidden, and a new one replaces the
// old at once.
func TestShowAndHide(t *testing.T) {
	test.NewTempApp(t)
	n := New()
	if got := n.Text(); got != "" {
		t.Fatalf("a new notice says %q", got)
	}
	n.Show("Copied")
	if got := n.Text(); got != "Copied" {
		t.Fatalf("shown %q, want Copied", got)
	}
	n.Show("Pasted")
	if got := n.Text(); got != "Pasted" {
		t.Fatalf("shown %q after a second notice, want Pasted", got)
	}
	n.Hide()
	if got := n.Text(); got != "" {
		t.Errorf("a hidden notice says %q", got)
	}
	if !n.Layer().Visible() {
		t.Error("the notice's layer is hidden; the next notice would not show")
	}
}
