package rulespage

import (
	"net/url"
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/boardscene"
	"wormweave/app/dialogkeys"
	"wormweave/app/text"
	"wormweave/boardview"
	"wormweave/icons"
	"wormweave/rules"
)

// A rules page is written in the translations as one block per line:
// "# heading", "## subheading", "P: paragraph", "BOX: boxed paragraph",
// "LI: list item", "NOTE: note", "DIAGRAM: fen|marks|caption",
// "DIAGRAMS2: fen|marks|fen|marks|caption" (two boards side by side, the
// first showing quiet moves and the second captures), and
// "PIECES: kind,kind|caption". Links are written [text](url).

// rulesBlock is one block of a rules page.
type rulesBlock struct {
	kind   string // "#", "##", "P", "BOX", "LI", "NOTE", "DIAGRAM", "DIAGRAMS2", "PIECES"
	text   string
	fields []string // a diagram's or a piece row's fields
}

func parseRulesPage(page string) []rulesBlock {
	var out []rulesBlock
	for _, line := range strings.Split(page, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
		case strings.HasPrefix(line, "## "):
			out = append(out, rulesBlock{kind: "##", text: line[3:]})
		case strings.HasPrefix(line, "# "):
			out = append(out, rulesBlock{kind: "#", text: line[2:]})
		default:
			kind, rest, ok := strings.Cut(line, ": ")
			if !ok {
				out = append(out, rulesBlock{kind: "P", text: line})
				continue
			}
			b := rulesBlock{kind: kind, text: rest}
			if kind == "DIAGRAM" || kind == "DIAGRAMS2" || kind == "PIECES" {
				b.fields = strings.Split(rest, "|")
			}
			out = append(out, b)
		}
	}
	return out
}

// reachMode says which part of a piece's reach a diagram marks.
type reachMode uint8

const (
	reachAll       reachMode = iota // every destination
	reachQuiet                      // destinations without capture
	reachCaptureTo                  // where captures land
	reachCaptured                   // the pieces captured
)

// diagramSpec names the pieces a diagram is about and what it marks.
type diagramSpec struct {
	pieces []string
	mode   reachMode
}

// diagramSpecs describes the diagrams of the rules pages, keyed by FEN and
// by place ("" alone, "L" or "R" in a pair). The marks themselves are
// computed by the rules, and a test checks them against the seeds'.
var diagramSpecs = map[string]diagramSpec{
	"cwkxxxwn/ppxppppx/2mxxW2/4x2p/3P1x2/3n1x2/PPPxPPPP/CWxxxNKC": {[]string{"d3"}, reachAll},
	"rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR":                 {nil, reachAll},
	"8/8/4b3/3nK3/8/8/8/8|L":                                      {[]string{"e5"}, reachQuiet},
	"8/8/4b3/3nK3/8/8/8/8|R":                                      {[]string{"e5"}, reachCaptureTo},
	"8/8/5p2/8/8/8/1R3p2/8|L":                                     {[]string{"b2"}, reachQuiet},
	"8/1p6/8/8/8/8/1R4p1/8|R":                                     {[]string{"b2"}, reachCaptureTo},
	"8/p7/5p2/8/8/1P6/8/N5p1|L":                                   {[]string{"a1"}, reachQuiet},
	"8/8/8/8/p7/8/2p5/N6b|R":                                      {[]string{"a1"}, reachCaptureTo},
	"8/8/8/4p3/4Bp2/8/8/8":                                        {[]string{"e4"}, reachCaptured},
	"8/8/3P4/8/8/8/1P6/8|L":                                       {[]string{"b2", "d6"}, reachQuiet},
	"8/Nr5R/2rP3n/2N5/7b/4b2P/4P3/8|R":                            {[]string{"d6", "h3", "e2"}, reachCaptureTo},
}

// diagramMarks computes the squares a diagram marks, by the rules.
func diagramMarks(p *rules.Position, spec diagramSpec) rules.Bitboard {
	var marks rules.Bitboard
	for _, name := range spec.pieces {
		s, err := rules.ParseSquare(name)
		if err != nil {
			continue
		}
		r := p.ReachOf(s)
		switch spec.mode {
		case reachAll:
			marks |= r.Quiet | r.CaptureTo
		case reachQuiet:
			marks |= r.Quiet
		case reachCaptureTo:
			marks |= r.CaptureTo
		case reachCaptured:
			marks |= r.Captured
		}
	}
	return marks
}

var linkPattern = regexp.MustCompile(`\[([^\]]+)\]\(([^)]+)\)`)

// richParagraph renders text with its [text](url) links.
func richParagraph(text string, style widget.RichTextStyle) *widget.RichText {
	var segs []widget.RichTextSegment
	last := 0
	for _, m := range linkPattern.FindAllStringSubmatchIndex(text, -1) {
		if m[0] > last {
			segs = append(segs, &widget.TextSegment{Text: text[last:m[0]], Style: style})
		}
		u, _ := url.Parse(text[m[4]:m[5]])
		segs = append(segs, &widget.HyperlinkSegment{Text: text[m[2]:m[3]], URL: u})
		last = m[1]
	}
	if last < len(text) {
		segs = append(segs, &widget.TextSegment{Text: text[last:], Style: style})
	}
	rt := widget.NewRichText(segs...)
	rt.Wrapping = fyne.TextWrapWord
	return rt
}

// Host is what the rules pages need of the shell.
type Host struct {
	// App makes the pages' windows.
	App fyne.App
	// NewBoard makes a board drawn as the user prefers.
	NewBoard func() *boardview.Board
	// Open opens a diagram's position, of variant v, on the main board
	// (and asks first if the game shown would be lost).
	Open func(v rules.Variant, p *rules.Position)
}

// Pages are the rules pages, one window a variant.
type Pages struct {
	h       Host
	windows map[rules.Variant]fyne.Window // the pages open
}

// New returns the rules pages, none open.
func New(h Host) *Pages {
	return &Pages{h: h, windows: map[rules.Variant]fyne.Window{}}
}

// Show opens the rules page of variant v in the current language, or
// brings its window forward if it is open already.
func (r *Pages) Show(v rules.Variant) {
	if win, ok := r.windows[v]; ok {
		win.RequestFocus()
		return
	}
	win := r.h.App.NewWindow("")
	dialogkeys.CloseOnEscape(win)
	r.windows[v] = win
	win.SetOnClosed(func() { delete(r.windows, v) })
	r.fill(v, win)
	win.Resize(fyne.NewSize(720, 800))
	win.Show()
}

// fill writes the rules page of v into win in the current language.
func (r *Pages) fill(v rules.Variant, win fyne.Window) {
	key := "rules." + strings.ToLower(v.String())
	win.SetTitle(text.T(key + ".title"))
	win.SetContent(container.NewVScroll(r.content(v, text.T(key+".page"))))
}

// Translate writes the open rules windows again in the current language.
func (r *Pages) Translate() {
	for v, win := range r.windows {
		r.fill(v, win)
	}
}

// content lays out a page's blocks; a click on a diagram opens its
// position on the main board.
func (r *Pages) content(v rules.Variant, page string) *fyne.Container {
	box := container.NewVBox()
	inline := widget.RichTextStyle{Inline: true}
	// In the text's own colour, italic to set it apart: the low
	// importance grey hardly reads on the dark theme.
	hint := widget.NewLabelWithStyle(text.T("rules.openHint"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	box.Add(hint)
	for _, b := range parseRulesPage(page) {
		switch b.kind {
		case "#":
			box.Add(widget.NewRichText(&widget.TextSegment{Text: b.text, Style: widget.RichTextStyleSubHeading}))
		case "##":
			box.Add(widget.NewRichText(&widget.TextSegment{Text: b.text, Style: widget.RichTextStyleStrong}))
		case "BOX":
			box.Add(widget.NewCard("", "", richParagraph(b.text, inline)))
		case "LI":
			box.Add(richParagraph("• "+b.text, inline))
		case "NOTE":
			box.Add(richParagraph(b.text, widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Italic: true}, ColorName: "primary"}))
		case "DIAGRAM":
			if len(b.fields) == 3 {
				box.Add(container.NewCenter(r.diagram(v, b.fields[0], "", b.fields[2])))
			}
		case "DIAGRAMS2":
			if len(b.fields) == 5 {
				box.Add(container.NewCenter(container.NewHBox(
					r.diagram(v, b.fields[0], "L", ""),
					r.diagram(v, b.fields[2], "R", ""))))
				box.Add(captionLabel(b.fields[4]))
			}
		case "PIECES":
			if len(b.fields) == 2 {
				row := container.NewHBox()
				for _, k := range strings.Split(b.fields[0], ",") {
					img := canvas.NewImageFromResource(icons.Piece(k, false))
					img.SetMinSize(fyne.NewSize(60, 60))
					img.FillMode = canvas.ImageFillContain
					row.Add(img)
				}
				box.Add(container.NewCenter(row))
				box.Add(captionLabel(b.fields[1]))
			}
		default:
			box.Add(richParagraph(b.text, inline))
		}
	}
	return box
}

func captionLabel(text string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}

// diagramPosition reads a diagram's position and finds what it marks. The
// side to move is that of the piece the diagram is about, so that the
// position opened on the board lets that piece move.
func diagramPosition(v rules.Variant, fen, place string) (*rules.Position, diagramSpec, error) {
	p, err := rules.ParseFEN(v, fen)
	if err != nil {
		return nil, diagramSpec{}, err
	}
	key := fen
	if place != "" {
		key += "|" + place
	}
	spec := diagramSpecs[key]
	if len(spec.pieces) > 0 {
		if sq, err := rules.ParseSquare(spec.pieces[0]); err == nil {
			setup := p.Setup()
			if c := setup.Board[sq].Color(); setup.Board[sq] != rules.Empty && c != p.Turn() {
				setup.Turn = c
				if q, err := rules.ParseFEN(v, setup.FEN()); err == nil {
					p = q
				}
			}
		}
	}
	return p, spec, nil
}

// diagram draws a diagram's position with the squares the rules mark.
func (r *Pages) diagram(v rules.Variant, fen, place, caption string) fyne.CanvasObject {
	p, spec, err := diagramPosition(v, fen, place)
	if err != nil {
		return widget.NewLabel(text.ErrorText(err))
	}
	s := boardscene.Scene(p.Setup().Board)
	for _, sq := range diagramMarks(p, spec).Squares() {
		s.Marks[sq] |= boardview.Marked
	}
	b := r.h.NewBoard()
	b.SetScene(s)
	b.OnTap = func(int) { r.h.Open(v, p) }
	board := container.NewGridWrap(fyne.NewSize(240, 240), b)
	if caption == "" {
		return board
	}
	return container.NewVBox(board, captionLabel(caption))
}
