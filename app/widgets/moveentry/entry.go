// Package moveentry is the box where a move is typed on the keyboard: a
// one-line text box and, beside it, what the text typed so far stands for
// (the moves it fits, or why none does). It knows nothing of the game or
// the window: its owner says what to show beside the text as the text
// changes, and what Enter and Escape do.
package moveentry

import (
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// boxWidth is the text box's width: a chain's id of a few steps fits.
const boxWidth = 210

// Box is the move entry: a text box and its hint.
type Box struct {
	widget.BaseWidget

	field *field
	hint  *widget.Label

	// OnChanged is called with the text as it changes.
	OnChanged func(string)
	// OnSubmit is called with the text when Enter is pressed.
	OnSubmit func(string)
	// OnCancel is called when Escape is pressed.
	OnCancel func()
	// OnOtherKey sees the keys the box has no use for (F11, say), which
	// the window would have had if the box had not had the keyboard.
	OnOtherKey func(*fyne.KeyEvent)
}

// field is the text box: it passes Enter, Escape and the keys it has no
// use for to the box.
type field struct {
	widget.Entry
	box *Box
}

// TypedKey is part of fyne.Focusable.
func (f *field) TypedKey(ev *fyne.KeyEvent) {
	b := f.box
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if b.OnSubmit != nil {
			b.OnSubmit(f.Text)
		}
	case fyne.KeyEscape:
		if b.OnCancel != nil {
			b.OnCancel()
		}
	case fyne.KeyF1, fyne.KeyF2, fyne.KeyF3, fyne.KeyF4, fyne.KeyF5, fyne.KeyF6,
		fyne.KeyF7, fyne.KeyF8, fyne.KeyF9, fyne.KeyF10, fyne.KeyF11, fyne.KeyF12:
		if b.OnOtherKey != nil {
			b.OnOtherKey(ev)
		}
	default:
		f.Entry.TypedKey(ev)
	}
}

// New returns a move entry whose empty text box shows placeholder.
func New(placeholder string) *Box {
	b := &Box{hint: widget.NewLabel("")}
	b.hint.Wrapping = fyne.TextWrapWord
	b.field = &field{box: b}
	b.field.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	b.field.PlaceHolder = placeholder
	b.field.ExtendBaseWidget(b.field)
	b.field.OnChanged = func(s string) {
		if b.OnChanged != nil {
			b.OnChanged(s)
		}
	}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer is part of fyne.Widget.
func (b *Box) CreateRenderer() fyne.WidgetRenderer {
	size := fyne.NewSize(boxWidth, b.field.MinSize().Height)
	left := container.NewVBox(container.NewGridWrap(size, b.field))
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, left, nil, b.hint))
}

// SetText puts s in the text box, with the cursor after it, and calls
// OnChanged.
func (b *Box) SetText(s string) {
	b.field.SetText(s)
	b.field.CursorRow = 0
	b.field.CursorColumn = utf8.RuneCountInString(s)
	b.field.Refresh()
}

// Text returns the text typed.
func (b *Box) Text() string { return b.field.Text }

// Field returns the text box, to be given the keyboard.
func (b *Box) Field() fyne.Focusable { return b.field }

// SetHint shows s beside the text box: the moves the text fits, or, when
// problem is set, why it fits none.
func (b *Box) SetHint(s string, problem bool) {
	b.hint.Importance = widget.MediumImportance
	if problem {
		b.hint.Importance = widget.DangerImportance
	}
	b.hint.SetText(s)
}

// Hint returns what the box shows beside the text box.
func (b *Box) Hint() string { return b.hint.Text }
