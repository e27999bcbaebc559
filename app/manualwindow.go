package app

import "wormweave/app/manualpage"

// showManual is Help > Manual: the manual in the interface's language, in
// a window of its own beside the board.
func (w *Window) showManual() {
	if w.manual == nil {
		w.manual = manualpage.New(w.app)
	}
	w.manual.Show()
}

// translateManual writes an open manual again in the current language.
func (w *Window) translateManual() {
	if w.manual != nil {
		w.manual.Translate()
	}
}
