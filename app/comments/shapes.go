package comments

import (
	"strings"

	"fyne.io/fyne/v2"

	"wormweave/rules"
)

// Shape is one drawing of a comment: an arrow from one square to another,
// or a circle on a square when From and To are the same. Color is the
// command's colour letter (G, R, B or Y).
type Shape struct {
	Color    byte
	From, To int
}

// ColorFor returns the colour letter a drawing gesture takes from the
// modifier keys held, as lichess chooses it: none green, Shift or Ctrl
// red, Alt (or the Super key) blue, and both kinds together yellow.
func ColorFor(mod fyne.KeyModifier) byte {
	red := mod&(fyne.KeyModifierShift|fyne.KeyModifierControl) != 0
	blue := mod&(fyne.KeyModifierAlt|fyne.KeyModifierSuper) != 0
	switch {
	case red && blue:
		return 'Y'
	case red:
		return 'R'
	case blue:
		return 'B'
	}
	return 'G'
}

// Shapes returns the drawings of a comment in the order they are written,
// circles ([%csl]) and arrows ([%cal]) alike; items it cannot read are left
// out.
func Shapes(comment string) []Shape {
	var out []Shape
	for _, m := range drawCommand.FindAllStringSubmatch(comment, -1) {
		for _, item := range strings.Split(m[2], ",") {
			item = strings.TrimSpace(item)
			if len(item) == 0 {
				continue
			}
			if _, ok := ArrowColors[item[0]]; !ok {
				continue
			}
			want := 5
			if m[1] == "csl" {
				want = 3
			}
			if len(item) != want {
				continue
			}
			from, err := rules.ParseSquare(item[1:3])
			if err != nil {
				continue
			}
			to := from
			if want == 5 {
				if to, err = rules.ParseSquare(item[3:5]); err != nil || to == from {
					continue
				}
			}
			out = append(out, Shape{Color: item[0], From: int(from), To: int(to)})
		}
	}
	return out
}

// WithShapes returns comment with its drawing commands replaced by shapes:
// its words and other commands stay as they were, and the drawings are
// written first, circles then arrows, as other programs write them.
func WithShapes(comment string, shapes []Shape) string {
	rest := strings.Join(strings.Fields(drawCommand.ReplaceAllString(comment, " ")), " ")
	var circles, arrows []string
	for _, s := range shapes {
		from := rules.Square(s.From).String()
		if s.From == s.To {
			circles = append(circles, string(s.Color)+from)
		} else {
			arrows = append(arrows, string(s.Color)+from+rules.Square(s.To).String())
		}
	}
	var parts []string
	if len(circles) > 0 {
		parts = append(parts, "[%csl "+strings.Join(circles, ",")+"]")
	}
	if len(arrows) > 0 {
		parts = append(parts, "[%cal "+strings.Join(arrows, ",")+"]")
	}
	if rest != "" {
		parts = append(parts, rest)
	}
	return strings.Join(parts, " ")
}

// Toggle returns comment with shape s drawn, as drawing it again on the
// board does: the same shape in the same colour is removed, in another
// colour it takes the new one, and a new shape is added after the others.
func Toggle(comment string, s Shape) string {
	shapes := Shapes(comment)
	for i, old := range shapes {
		if old.From != s.From || old.To != s.To {
			continue
		}
		if old.Color == s.Color {
			shapes = append(shapes[:i], shapes[i+1:]...)
		} else {
			shapes[i].Color = s.Color
		}
		return WithShapes(comment, shapes)
	}
	return WithShapes(comment, append(shapes, s))
}

// HasCircle reports whether the comment circles sq.
func HasCircle(comment string, sq int) bool {
	for _, s := range Shapes(comment) {
		if s.From == sq && s.To == sq {
			return true
		}
	}
	return false
}
