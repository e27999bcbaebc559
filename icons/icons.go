// Package icons holds Wormweave's artwork as embedded SVG: an original piece
// set for Wormhole and Interweave in a white and a black version, the graphic
// drawn over a square that has become a hole, and the application icon.
//
// Every piece is drawn on a 45×45 view box, the hole likewise, so a board can
// scale any of them to its square size; the application icon is 256×256. The
// drawings use only the SVG subset that Fyne's rasteriser understands (shapes,
// paths, groups, transforms and gradients), so they render the same on every
// platform without cgo.
package icons

import (
	"embed"
	"sync"

	"fyne.io/fyne/v2"
)

//go:embed pieces/*.svg hole.svg app.svg
var files embed.FS

// Kinds lists every piece kind that has artwork, Wormhole's first and then
// Interweave's own. The names are the ones Piece accepts.
var Kinds = []string{
	"pawn", "king", "knight", "champion", "wizard", "lion",
	"smasher", "leaper", "remover",
}

var (
	loadOnce sync.Once
	pieces   map[string]fyne.Resource // keyed by file name, e.g. "white-king.svg"
	hole     fyne.Resource
	app      fyne.Resource
)

func load() {
	pieces = make(map[string]fyne.Resource, 2*len(Kinds))
	for _, kind := range Kinds {
		for _, colour := range []string{"white", "black"} {
			name := colour + "-" + kind + ".svg"
			pieces[name] = mustResource("pieces/"+name, name)
		}
	}
	hole = mustResource("hole.svg", "hole.svg")
	app = mustResource("app.svg", "app.svg")
}

// mustResource wraps an embedded file as a static resource. A missing file is
// a build mistake that the package's tests catch, so it panics.
func mustResource(path, name string) fyne.Resource {
	data, err := files.ReadFile(path)
	if err != nil {
		panic("icons: " + err.Error())
	}
	return fyne.NewStaticResource(name, data)
}

// Piece returns the SVG of a piece kind (one of Kinds) as a resource named
// like "white-king.svg", the black version when black is true. It returns nil
// for a kind it has no artwork for. The same resource is returned on every
// call.
func Piece(kind string, black bool) fyne.Resource {
	loadOnce.Do(load)
	colour := "white"
	if black {
		colour = "black"
	}
	r, ok := pieces[colour+"-"+kind+".svg"]
	if !ok {
		return nil
	}
	return r
}

// Hole returns the SVG drawn on top of an empty square that has become a
// hole: a dark swirling void with a transparent surround.
func Hole() fyne.Resource {
	loadOnce.Do(load)
	return hole
}

// App returns the application icon, a board corner with a wormhole and a
// knight.
func App() fyne.Resource {
	loadOnce.Do(load)
	return app
}
