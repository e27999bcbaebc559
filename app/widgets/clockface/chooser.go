package clockface

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
	"wormweave/clock"
)

// Chooser is the choice of a time control in a dialog: no clock (when
// offered), the presets, or a custom one typed as minutes + seconds.
type Chooser struct {
	Select *widget.Select
	Entry  *widget.Entry // the custom time control, shown when chosen
	box    *fyne.Container
	none   bool
}

// NewChooser returns a choice showing tc (a custom one if it is not a
// preset), with "No clock" first when allowNone is true.
func NewChooser(tc clock.TimeControl, allowNone bool) *Chooser {
	c := &Chooser{none: allowNone}
	var options []string
	if allowNone {
		options = append(options, text.T("clock.none"))
	}
	for _, p := range clock.Presets {
		options = append(options, p.String())
	}
	options = append(options, text.T("clock.custom"))
	c.Entry = widget.NewEntry()
	c.Entry.SetPlaceHolder(text.T("clock.customHint"))
	c.Entry.Validator = func(s string) error {
		if c.Select.Selected != text.T("clock.custom") {
			return nil
		}
		if _, err := clock.ParseTimeControl(s); err != nil {
			return errors.New(text.T("clock.customError"))
		}
		return nil
	}
	c.Select = widget.NewSelect(options, func(s string) {
		c.Entry.Hidden = s != text.T("clock.custom")
		_ = c.Entry.Validate()
		if c.box != nil {
			c.box.Refresh()
		}
	})
	c.box = container.NewVBox(c.Select, c.Entry)
	switch {
	case tc.None() && allowNone:
		c.Select.SetSelected(options[0])
	case tc.None():
		c.Select.SetSelected(clock.Presets[1].String())
	default:
		c.Select.SetSelected(text.T("clock.custom"))
		for _, p := range clock.Presets {
			if p == tc {
				c.Select.SetSelected(p.String())
			}
		}
		if c.Select.Selected == text.T("clock.custom") {
			c.Entry.SetText(tc.String())
		}
	}
	return c
}

// Widget is the choice, to put in a form.
func (c *Chooser) Widget() fyne.CanvasObject { return c.box }

// Chosen returns the time control chosen, the zero one for no clock; ok
// is false when a custom one cannot be read.
func (c *Chooser) Chosen() (tc clock.TimeControl, ok bool) {
	switch s := c.Select.Selected; {
	case c.none && s == text.T("clock.none"):
		return clock.TimeControl{}, true
	case s == text.T("clock.custom"):
		tc, err := clock.ParseTimeControl(c.Entry.Text)
		return tc, err == nil
	default:
		tc, err := clock.ParseTimeControl(s)
		return tc, err == nil
	}
}
