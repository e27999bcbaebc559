package analysis

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
	"wormweave/app/widgets/engineline"
	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// setLines shows the lines in as many rows as the preferences ask for,
// empty rows for lines not found yet: rows come and go only when the
// preference changes, so that the panel keeps its height while it follows
// the game.
func (v *Analysis) setLines(lines []engine.Info) {
	rows := v.settings.Lines
	if len(v.lines) != rows {
		for len(v.lines) < rows {
			i := len(v.lines)
			v.lines = append(v.lines, engineline.New(func(upTo int) { v.playLine(i, upTo) }))
		}
		v.lines = v.lines[:rows]
		objs := make([]fyne.CanvasObject, rows)
		for i, l := range v.lines {
			objs[i] = l
		}
		// A line sets the engine's lines apart from the move list below.
		v.lineBox.Objects = append(objs, widget.NewSeparator())
		v.relayout()
	}
	for i, l := range v.lines {
		if i < len(lines) && len(lines[i].PV) > 0 {
			l.Set(lineWords(&v.snap.Pos, lines[i]))
		} else {
			l.Set(nil)
		}
	}
}

// playLine plays line i of the analysis on the board up to its move upTo,
// as the user would: moves that are already there are followed, others make
// a variation.
func (v *Analysis) playLine(i, upTo int) {
	d := v.h.Document()
	p := d.Position()
	if i >= len(v.snap.Lines) || keyOf(&p) != keyOf(&v.snap.Pos) {
		return
	}
	pv := v.snap.Lines[i].PV
	upTo = min(upTo, len(pv)-1)
	err := d.Batch(func() error { // one redraw at the end, not one a move
		for _, t := range pv[:upTo+1] {
			for _, m := range t {
				if err := d.Play(m); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		v.h.ShowError(err)
	}
}

// lineWords writes a line as the move list would: its score from White's
// side, then its moves numbered, in the record's notation.
func lineWords(pos *rules.Position, info engine.Info) []engineline.Word {
	words := []engineline.Word{{Text: ScoreText(pos, info.Score), Move: -1, Bold: true}}
	p := *pos
	for i, t := range info.PV {
		n := notation.MoveNumber(p.Plies(), p.Turn())
		switch {
		case p.Turn() == rules.White:
			words = append(words, engineline.Word{Text: fmt.Sprintf("%d.", n), Move: -1})
		case i == 0:
			words = append(words, engineline.Word{Text: fmt.Sprintf("%d...", n), Move: -1})
		}
		words = append(words, engineline.Word{Text: notation.TurnText(&p, t), Move: i})
		if p.PlayTurn(t) != nil {
			break
		}
	}
	return words
}

// ScoreText writes a score of the side to move at pos from White's side:
// +0.8 in pawns (0.0, unsigned, when even), or #4 (#-4) for a win (a
// loss) of White's in so many of the winner's turns.
func ScoreText(pos *rules.Position, s engine.Score) string {
	white := pos.Turn() == rules.White
	if s.IsMate() {
		n := s.MateTurns()
		if !white {
			n = -n
		}
		return fmt.Sprintf("#%d", n)
	}
	if !white {
		s = -s
	}
	text := fmt.Sprintf("%+.1f", float64(s)/100)
	if text == "+0.0" || text == "-0.0" {
		return "0.0" // a sign on nothing would say someone leads
	}
	return text
}

// SpeedText writes nodes a second shortly: 850k, 1.2M.
func SpeedText(nps int64) string {
	switch {
	case nps >= 1_000_000:
		return text.Decimal(float64(nps)/1e6, 1) + "M"
	case nps >= 1000:
		return fmt.Sprintf("%dk", nps/1000)
	}
	return fmt.Sprint(nps)
}
