package analysis

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/boardview"
	"wormweave/rules"
	"wormweave/study"
)

// newTestAnalysis returns an analysis of a new Wormhole game, its words in
// lang, its panel shown in a window of a test app as the shell shows it;
// the engine's opinion is never withheld.
func newTestAnalysis(t *testing.T, lang string) (*Analysis, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	uitest.UseLanguage(t, lang)
	d := study.NewGameDocument(rules.Wormhole, nil)
	win := a.NewWindow("")
	v := New(Host{
		Post:      fyne.Do,
		Document:  func() *study.Document { return d },
		Board:     boardview.New(),
		Prefs:     a.Preferences(),
		Withheld:  func() bool { return false },
		Refuse:    func() {},
		ShowError: func(err error) { t.Error(err) },
		Relayout:  func() { win.Content().Refresh() },
	})
	win.SetContent(v.Panel())
	win.Resize(fyne.NewSize(1000, 700))
	t.Cleanup(func() {
		v.Close()
		win.Close()
	})
	return v, win
}
