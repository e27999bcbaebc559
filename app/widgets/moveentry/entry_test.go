package moveentry

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestBoxPassesItsKeys types into the box and checks what reaches its
// owner: the text as it changes, Enter, Escape and the keys it has no use
// for.
func TestBoxPassesItsKeys(t *testing.T) {
	test.NewTempApp(t)
	b := New("move")
	w := test.NewWindow(b)
	defer w.Close()
	var changed, submitted string
	var cancelled int
	var other []fyne.KeyName
	b.OnChanged = func(s string) { changed = s }
	b.OnSubmit = func(s string) { submitted = s }
	b.OnCancel = func() { cancelled++ }
	b.OnOtherKey = func(ev *fyne.KeyEvent) { other = append(other, ev.Name) }
	b.SetText("N")
	w.Canvas().Focus(b.Field())
	test.Type(b.Field(), "f3")
	if changed != "Nf3" || b.Text() != "Nf3" {
		t.Fatalf("the box holds %q and reported %q", b.Text(), changed)
	}
	f := b.Field()
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF11})
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	if submitted != "Nf3" || cancelled != 1 || len(other) != 1 || other[0] != fyne.KeyF11 || b.Text() != "Nf" {
		t.Errorf("submitted %q, cancelled %d, other keys %v, text %q", submitted, cancelled, other, b.Text())
	}
	b.SetHint("Enter plays Ng1-f3", false)
	if b.Hint() != "Enter plays Ng1-f3" {
		t.Errorf("hint %q", b.Hint())
	}
}
