package learn

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/app/text"
)

// The first start's offer: a line at the top of the panel, not a dialog,
// so that a user who knows the games plays on without answering it. Once
// answered it never shows again.

// offer is the offer's row.
type offer struct {
	row   *fyne.Container
	words *widget.Label
	yes   *widget.Button
	no    *widget.Button
}

func newOffer(t *Tutor) *offer {
	o := &offer{words: widget.NewLabel("")}
	o.words.Wrapping = fyne.TextWrapWord
	o.words.TextStyle.Bold = true
	o.yes = widget.NewButton("", func() { t.answerOffer(true) })
	o.yes.Importance = widget.HighImportance
	o.no = widget.NewButton("", func() { t.answerOffer(false) })
	o.row = container.NewVBox(o.words, container.NewGridWithColumns(2, o.yes, o.no))
	o.row.Hide()
	return o
}

// translate writes the offer in the current language.
func (o *offer) translate() {
	o.words.SetText(text.T("learn.offer"))
	o.yes.SetText(text.T("learn.offerYes"))
	o.no.SetText(text.T("learn.offerNo"))
}

// OfferRow is the first start's offer, hidden unless Offer showed it.
func (t *Tutor) OfferRow() *fyne.Container { return t.invite.row }

// OfferButtons are the offer's Learn and Not now.
func (t *Tutor) OfferButtons() (learn, notNow *widget.Button) { return t.invite.yes, t.invite.no }

// Offer shows the offer to learn, unless it was answered before. The
// shell calls it on the very first start.
func (t *Tutor) Offer() {
	if t.h.Prefs.Bool(prefs.LearnOfferAnswered) {
		return
	}
	t.invite.row.Show()
	t.h.Relayout()
}

// answerOffer keeps the answer and, for Learn, shows the map.
func (t *Tutor) answerOffer(yes bool) {
	t.h.Prefs.SetBool(prefs.LearnOfferAnswered, true)
	t.invite.row.Hide()
	t.h.Relayout()
	if yes {
		t.Open()
	}
}
