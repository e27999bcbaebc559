package comments

import (
	"testing"

	"fyne.io/fyne/v2"

	"wormweave/app/internal/uitest"
)

func TestToggleKeepsTheWords(t *testing.T) {
	d4, e2, e4 := uitest.Square("d4"), uitest.Square("e2"), uitest.Square("e4")
	for _, tt := range []struct {
		name, comment string
		shape         Shape
		want          string
	}{
		{"first arrow", "", Shape{'G', e2, e4}, "[%cal Ge2e4]"},
		{"words kept", "a plan [%eval 0.3]", Shape{'R', e2, e4}, "[%cal Re2e4] a plan [%eval 0.3]"},
		{"circle first", "[%cal Ge2e4] idea", Shape{'B', d4, d4}, "[%csl Bd4] [%cal Ge2e4] idea"},
		{"same again removes", "x [%cal Ge2e4,Rd4e4] y", Shape{'G', e2, e4}, "[%cal Rd4e4] x y"},
		{"other colour recolours", "[%csl Gd4]", Shape{'Y', d4, d4}, "[%csl Yd4]"},
		{"last removed", "[%csl Gd4] note", Shape{'G', d4, d4}, "note"},
		{"split commands joined", "[%csl Gd4] a [%csl Re4]", Shape{'B', e2, e4}, "[%csl Gd4,Re4] [%cal Be2e4] a"},
		{"unreadable items dropped", "[%cal Xa1a2,Gz9a1,Ga1a1]", Shape{'G', d4, d4}, "[%csl Gd4]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Toggle(tt.comment, tt.shape); got != tt.want {
				t.Errorf("Toggle(%q) = %q, want %q", tt.comment, got, tt.want)
			}
		})
	}
}

func TestColorFor(t *testing.T) {
	for _, tt := range []struct {
		mod  fyne.KeyModifier
		want byte
	}{
		{0, 'G'},
		{fyne.KeyModifierShift, 'R'},
		{fyne.KeyModifierControl, 'R'},
		{fyne.KeyModifierAlt, 'B'},
		{fyne.KeyModifierSuper, 'B'},
		{fyne.KeyModifierShift | fyne.KeyModifierAlt, 'Y'},
		{fyne.KeyModifierControl | fyne.KeyModifierAlt, 'Y'},
	} {
		if got := ColorFor(tt.mod); got != tt.want {
			t.Errorf("ColorFor(%v) = %c, want %c", tt.mod, got, tt.want)
		}
	}
}
