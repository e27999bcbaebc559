// Package icons holds Wormweave's artwork as embedded SVG: two original piece
// sets for Wormhole and Interweave (the classic figures, and round tokens
// bearing them) in a white and a black version, the graphic
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

//go:embed pieces/*.svg tokens/*.svg hole.svg app.svg
var files embed.FS

// Kinds lists every piece kind that has artwork, Wormhole's first and then
// Interweave's own. The names are the ones Piece accepts.
var Kinds = []string{
	"pawn", "king", "knight", "champion", "wizard", "lion",
	"smasher", "leaper", "remover",
}

// PieceSets lists the piece sets, the default first: "classic", the
// figures standing on the square, and "tokens", the same figures engraved
// on round tokens, which keep their outline on any square colour. Each is a
// folder of this package with a file for every kind and colour.
var PieceSets = []string{"classic", "tokens"}

// setFolders are the sets' folders.
var setFolders = map[string]string{"classic": "pieces", "tokens": "tokens"}

var (
	loadOnce sync.Once
	// pieces are keyed by set and file name, e.g. "tokens/white-king.svg".
	// A resource's name is what Fyne caches its rasters by, so a token's
	// is "tokens-white-king.svg" and the classic one keeps "white-king.svg".
	pieces map[string]fyne.Resource
	hole   fyne.Resource
	app    fyne.Resource
)

func load() {
	pieces = make(map[string]fyne.Resource, 2*len(Kinds)*len(PieceSets))
	for _, set := range PieceSets {
		prefix := ""
		if set != PieceSets[0] {
			prefix = set + "-"
		}
		for _, kind := range Kinds {
			for _, colour := range []string{"white", "black"} {
				name := colour + "-" + kind + ".svg"
				pieces[set+"/"+name] = mustResource(setFolders[set]+"/"+name, prefix+name)
			}
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
	return PieceIn(PieceSets[0], kind, black)
}

// PieceIn returns a piece's SVG in a set (one of PieceSets; an unknown set
// gives the default one's), named like Piece's for the default set and
// with the set's name in front for another ("tokens-white-king.svg"). It
// returns nil for a kind it has no artwork for.
func PieceIn(set, kind string, black bool) fyne.Resource {
	loadOnce.Do(load)
	if _, ok := setFolders[set]; !ok {
		set = PieceSets[0]
	}
	colour := "white"
	if black {
		colour = "black"
	}
	r, ok := pieces[set+"/"+colour+"-"+kind+".svg"]
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
