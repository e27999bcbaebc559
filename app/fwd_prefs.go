package app

import "wormweave/app/prefs"

// The names the package used before the preference keys moved to package
// prefs, kept while the callers move.
const (
	prefLanguage    = prefs.Language
	prefPalette     = prefs.Palette
	prefCoordinates = prefs.Coordinates
	prefHints       = prefs.Hints
	prefLastMove    = prefs.LastMove
	prefAnimation   = prefs.Animation
	prefTheme       = prefs.Theme
	prefRecent      = prefs.Recent

	prefEngineThreads = prefs.EngineThreads
	prefEngineHash    = prefs.EngineHash
	prefEngineLines   = prefs.EngineLines
	prefEngineArrows  = prefs.EngineArrows
	prefEngineBar     = prefs.EngineBar

	maxRecent = prefs.MaxRecent
)
