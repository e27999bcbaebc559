package learn

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
	"wormweave/learn"
	"wormweave/rules"
)

// The course's map: a dialog over the window with the stages in order,
// each level a button with the stars earned, the next level to play
// highlighted and played by Enter, and a switch to the other variant's
// course.

// mapView is the map shown last.
type mapView struct {
	dlg     dialog.Dialog
	overlay fyne.CanvasObject // the dialog among the window's overlays
	v       rules.Variant
	levels  [][]*widget.Button // by stage, then level
	play    *widget.Button     // plays the next level
}

// Open is Game > Learn: the map of the course of the level shown, or of
// the game shown.
func (t *Tutor) Open() {
	v := t.h.Document().Game().Variant
	if t.cur != nil {
		v = t.cur.course.Variant
	}
	t.showMap(v)
}

// ShowMap shows the map of the course of the level shown.
func (t *Tutor) ShowMap() { t.Open() }

// MapShown reports whether the map is over the window, and of which
// variant.
func (t *Tutor) MapShown() (rules.Variant, bool) {
	m := t.shownMap
	if m == nil {
		return 0, false
	}
	for _, o := range t.h.Window.Canvas().Overlays().List() {
		if o.Visible() && m.dlg != nil && m.overlay == o {
			return m.v, true
		}
	}
	return 0, false
}

// LevelButton is the map's button of level index of stage, or nil.
func (t *Tutor) LevelButton(stage, index int) *widget.Button {
	m := t.shownMap
	if m == nil || stage < 0 || stage >= len(m.levels) || index < 0 || index >= len(m.levels[stage]) {
		return nil
	}
	return m.levels[stage][index]
}

// PlayNextButton is the map's button that plays the next level.
func (t *Tutor) PlayNextButton() *widget.Button {
	if t.shownMap == nil {
		return nil
	}
	return t.shownMap.play
}

// showMap shows the map of the course of variant v.
func (t *Tutor) showMap(v rules.Variant) {
	co, err := t.course(v)
	if err != nil {
		t.h.ShowError(err)
		return
	}
	prog := t.progress(v)
	ns, ni := nextLevel(co, prog)
	m := &mapView{v: v}
	var dlg dialog.Dialog
	start := func(stage, index int) func() {
		return func() {
			dlg.Hide()
			t.Start(v, stage, index)
		}
	}
	var names []string
	for _, w := range rules.Variants {
		names = append(names, w.String())
	}
	variant := widget.NewSelect(names, nil)
	variant.SetSelected(v.String())
	variant.OnChanged = func(name string) {
		if w, err := rules.ParseVariant(name); err == nil && w != v {
			dlg.Hide()
			t.showMap(w)
		}
	}
	earned, total := 0, 0
	rows := container.NewVBox()
	for i, s := range co.Stages {
		title := widget.NewLabel(fmt.Sprintf("%d. %s", i+1, say(s.Titles)))
		title.TextStyle.Bold = true
		intro := widget.NewLabel(say(s.Texts))
		intro.Wrapping = fyne.TextWrapWord
		buttons := container.NewGridWrap(fyne.NewSize(88, 36))
		var row []*widget.Button
		for j := range s.Levels {
			n := prog.Stars(v, s.ID, s.Levels[j].Number)
			earned += n
			total += 3
			b := widget.NewButton(fmt.Sprintf("%d %s", j+1, StarText(n)), start(i, j))
			if i == ns && j == ni {
				b.Importance = widget.HighImportance
			}
			row = append(row, b)
			buttons.Add(b)
		}
		m.levels = append(m.levels, row)
		rows.Add(container.NewVBox(title, intro, buttons))
	}
	m.play = widget.NewButton(text.T("learn.playNext"), nil)
	m.play.Importance = widget.HighImportance
	if ns < 0 {
		m.play.SetText(text.T("learn.replay"))
		ns, ni = 0, 0
	}
	m.play.OnTapped = start(ns, ni)
	closeB := widget.NewButton(text.T("learn.close"), func() { dlg.Hide() })
	summary := widget.NewLabel(text.TF("learn.summary", map[string]any{"Stars": earned, "Total": total}))
	top := container.NewBorder(nil, nil, nil, variant, summary)
	bottom := container.NewHBox(m.play, closeB)
	scroll := container.NewVScroll(rows)
	scroll.SetMinSize(fyne.NewSize(560, 380))
	body := container.NewBorder(top, bottom, nil, nil, scroll)
	dlg = dialog.NewCustomWithoutButtons(say(co.Titles), body, t.h.Window)
	m.dlg = dlg
	dlg.Resize(fyne.NewSize(680, 560))
	dlg.Show()
	m.overlay = t.h.Window.Canvas().Overlays().Top()
	t.h.WithKeys(m.play.OnTapped, dlg.Hide)
	t.shownMap = m
	if ns >= 0 && ns < len(m.levels) {
		scrollTo(scroll, rows, ns)
	}
}

// scrollTo scrolls the map so that the stage of the next level shows.
func scrollTo(scroll *container.Scroll, rows *fyne.Container, stage int) {
	y := float32(0)
	for i := 0; i < stage && i < len(rows.Objects); i++ {
		y += rows.Objects[i].MinSize().Height
	}
	scroll.ScrollToOffset(fyne.NewPos(0, y))
}

// nextLevel is the first level of the course without a star, by stage
// and index; -1, -1 when every level has its stars.
func nextLevel(co *learn.Course, prog learn.Progress) (stage, index int) {
	s, l, ok := prog.Next(co)
	if !ok {
		return -1, -1
	}
	for i, st := range co.Stages {
		if st == s {
			for j, lv := range st.Levels {
				if lv == l {
					return i, j
				}
			}
		}
	}
	return -1, -1
}
