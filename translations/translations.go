// Package translations holds the text of Wormweave's user interface in
// English, French and Spanish, as JSON files for Fyne's lang package, with
// the rules pages included.
package translations

import "embed"

// FS holds en.json, fr.json and es.json.
//
//go:embed *.json
var FS embed.FS

// Languages lists the languages on offer, by their file names' codes.
var Languages = []string{"en", "fr", "es"}
