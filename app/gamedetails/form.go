package gamedetails

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/dialogkeys"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/study"
)

// rosterTags are the Seven Tag Roster, in the standard's order.
var rosterTags = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// fixedTags define the game and are not edited here.
var fixedTags = []string{"Variant", "SetUp", "FEN"}

// results are the values of the Result tag.
var results = []string{"1-0", "0-1", "1/2-1/2", "*"}

var (
	datePattern    = regexp.MustCompile(`^(\d{4}|\?{4})\.(\d{2}|\?{2})\.(\d{2}|\?{2})$`)
	tagNamePattern = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`)
)

// checkDate checks a PGN date: YYYY.MM.DD, any part ?? (or ????) when
// unknown, a real month and a day of 01 to 31.
func checkDate(s string) error {
	m := datePattern.FindStringSubmatch(s)
	if m == nil {
		return errors.New(text.TF("tags.badDate", map[string]any{"Date": s}))
	}
	if month, err := strconv.Atoi(m[2]); err == nil && (month < 1 || month > 12) {
		return errors.New(text.TF("tags.badMonth", map[string]any{"Date": s}))
	}
	if day, err := strconv.Atoi(m[3]); err == nil && (day < 1 || day > 31) {
		return errors.New(text.TF("tags.badDay", map[string]any{"Date": s}))
	}
	return nil
}

// isOneOf reports whether name is one of names, without case.
func isOneOf(name string, names []string) bool {
	for _, n := range names {
		if strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// tagRow is one other tag in the dialog.
type tagRow struct {
	name, value *dialogkeys.Entry
	box         *fyne.Container
}

// Host is what the dialog needs of the window.
type Host struct {
	// Window is the window the dialog is shown over.
	Window fyne.Window
	// Keys gives the dialog's text boxes and its Enter and Escape.
	Keys *dialogkeys.Keys
	// Document returns the game whose tags are edited.
	Document func() *study.Document
}

// tagsForm is the dialog's state.
type tagsForm struct {
	h       Host
	roster  map[string]*dialogkeys.Entry
	result  *widget.Select
	others  []*tagRow
	list    *fyne.Container // the other tags' rows
	problem *widget.Label
}

// Show shows the game's tags in a form.
func Show(h Host) {
	doc := h.Document()
	g := doc.Game()
	f := &tagsForm{h: h, roster: map[string]*dialogkeys.Entry{}, list: container.NewVBox()}
	form := widget.NewForm()
	var dlg dialog.Dialog
	var ok func()
	for _, name := range rosterTags {
		if name == "Result" {
			f.result = widget.NewSelect(results, nil)
			r := g.Result
			if v, found := g.LookupTag("Result"); found && isOneOf(v, results) {
				r = v
			}
			if !isOneOf(r, results) {
				r = "*"
			}
			f.result.SetSelected(r)
			form.Append(text.T("tag.result"), f.result)
			continue
		}
		e := h.Keys.NewEntry(false)
		e.SetText(g.Tag(name))
		e.OnSubmitted = func(string) { ok() }
		if name == "Date" {
			e.SetPlaceHolder("YYYY.MM.DD")
		}
		f.roster[name] = e
		form.Append(text.T("tag."+strings.ToLower(name)), e)
	}
	for _, t := range g.Tags {
		if !isOneOf(t.Name, rosterTags) && !isOneOf(t.Name, fixedTags) {
			f.addRow(t.Name, t.Value)
		}
	}
	add := widget.NewButtonWithIcon(text.T("tags.add"), theme.ContentAddIcon(), func() {
		r := f.addRow("", "")
		h.Window.Canvas().Focus(r.name)
	})
	f.problem = widget.NewLabel("")
	f.problem.Importance = widget.DangerImportance
	f.problem.Wrapping = fyne.TextWrapWord
	ok = func() {
		tags, err := f.tags(g.Tags)
		if err != nil {
			f.problem.SetText(err.Error())
			return
		}
		if err := doc.SetTags(tags); err != nil {
			f.problem.SetText(text.ErrorText(err))
			return
		}
		dlg.Hide()
	}
	okButton := widget.NewButton(text.T("dialog.ok"), ok)
	okButton.Importance = widget.HighImportance
	cancel := widget.NewButton(text.T("dialog.cancel"), func() { dlg.Hide() })
	others := container.NewBorder(widget.NewLabel(text.T("tags.others")), add, nil, nil, container.NewVScroll(f.list))
	body := container.NewBorder(form, container.NewVBox(f.problem, container.NewHBox(okButton, cancel)), nil, nil, others)
	dlg = dialog.NewCustomWithoutButtons(text.T("dialog.tagsTitle"), body, h.Window)
	dlg.Resize(fyne.NewSize(560, 620))
	dlg.Show()
	h.Keys.With(ok, dlg.Hide)
	h.Window.Canvas().Focus(f.roster["Event"])
}

// addRow adds a row for another tag.
func (f *tagsForm) addRow(name, value string) *tagRow {
	r := &tagRow{name: f.h.Keys.NewEntry(false), value: f.h.Keys.NewEntry(false)}
	r.name.SetText(name)
	r.name.SetPlaceHolder(text.T("tags.name"))
	r.value.SetText(value)
	r.value.SetPlaceHolder(text.T("tags.value"))
	remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), nil)
	r.box = container.NewBorder(nil, nil, nil, remove, container.NewGridWithColumns(2, r.name, r.value))
	remove.OnTapped = func() {
		for i, o := range f.others {
			if o == r {
				f.others = append(f.others[:i], f.others[i+1:]...)
			}
		}
		f.list.Remove(r.box)
	}
	f.others = append(f.others, r)
	f.list.Add(r.box)
	return r
}

// tags returns the tags as the form sets them: the roster in order, the
// tags that define the game as they were, then the others; or what is
// wrong with them.
func (f *tagsForm) tags(old []notation.Tag) ([]notation.Tag, error) {
	var out []notation.Tag
	for _, name := range rosterTags {
		if name == "Result" {
			out = append(out, notation.Tag{Name: name, Value: f.result.Selected})
			continue
		}
		v := strings.TrimSpace(f.roster[name].Text)
		if name == "Date" && v != "" {
			if err := checkDate(v); err != nil {
				return nil, err
			}
		}
		if v == "" {
			v = "?"
			if name == "Date" {
				v = "????.??.??"
			}
		}
		out = append(out, notation.Tag{Name: name, Value: v})
	}
	for _, t := range old {
		if isOneOf(t.Name, fixedTags) {
			out = append(out, t)
		}
	}
	seen := map[string]bool{}
	for _, r := range f.others {
		name, value := strings.TrimSpace(r.name.Text), strings.TrimSpace(r.value.Text)
		if name == "" && value == "" {
			continue // an empty row added and left
		}
		switch {
		case !tagNamePattern.MatchString(name):
			return nil, errors.New(text.TF("tags.badName", map[string]any{"Name": name}))
		case isOneOf(name, rosterTags) || isOneOf(name, fixedTags) || seen[strings.ToLower(name)]:
			return nil, errors.New(text.TF("tags.twice", map[string]any{"Name": name}))
		}
		seen[strings.ToLower(name)] = true
		out = append(out, notation.Tag{Name: name, Value: value})
	}
	return out, nil
}
