// Package docs holds the user's manual, in English, French and Spanish,
// with its pictures, built into the program so that Help > Manual reads
// it without a network or an installed copy, and always as it was for
// the version that runs. The Markdown files beside this one are the
// manual itself; scripts/screenshots.sh makes its pictures.
package docs

import "embed"

// Manuals holds manual.md, manual.fr.md and manual.es.md, and the
// pictures they name in images/.
//
//go:embed manual.md manual.fr.md manual.es.md images/*.png
var Manuals embed.FS
