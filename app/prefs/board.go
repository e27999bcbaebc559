package prefs

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"wormweave/boardview"
	"wormweave/icons"
)

// Board is how the user wants the board and the window to look.
type Board struct {
	Palette     boardview.Palette
	Pieces      string // the piece set, one of icons.PieceSets
	Coordinates bool
	Hints       bool   // legal destinations on pick-up
	LastMove    bool   // highlight the last move
	Animation   bool   // slide pieces
	Variant     string // the theme: "", "light" or "dark"
}

// LoadBoard reads the board's settings; an unknown palette's or piece
// set's name falls back to the first one.
func LoadBoard(p fyne.Preferences) Board {
	s := Board{
		Palette:     boardview.Palettes[0],
		Coordinates: p.BoolWithFallback(Coordinates, true),
		Hints:       p.BoolWithFallback(Hints, true),
		LastMove:    p.BoolWithFallback(LastMove, true),
		Animation:   p.BoolWithFallback(Animation, true),
		Variant:     p.StringWithFallback(Theme, ""),
		Pieces:      icons.PieceSets[0],
	}
	if set := p.String(Pieces); slices.Contains(icons.PieceSets, set) {
		s.Pieces = set
	}
	name := p.StringWithFallback(Palette, boardview.Palettes[0].Name)
	for _, pal := range boardview.Palettes {
		if pal.Name == name {
			s.Palette = pal
		}
	}
	return s
}

// ApplyTheme gives the application the theme variant names ("light",
// "dark", or anything else for the system's).
func ApplyTheme(a fyne.App, variant string) {
	switch variant {
	case "light":
		a.Settings().SetTheme(FixedVariant{theme.DefaultTheme(), theme.VariantLight})
	case "dark":
		a.Settings().SetTheme(FixedVariant{theme.DefaultTheme(), theme.VariantDark})
	default:
		a.Settings().SetTheme(theme.DefaultTheme())
	}
}

// FixedVariant is a theme that stays light or dark whatever the system
// says.
type FixedVariant struct {
	fyne.Theme
	Variant fyne.ThemeVariant
}

// Color is part of fyne.Theme: the colour of the fixed variant.
func (f FixedVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return f.Theme.Color(n, f.Variant)
}
