// Package analysis is the engine's analysis of the position shown: the
// analyser that runs the engine off the window's goroutine, the panel
// above the move list (the switch, the evaluation, depth and speed, the
// lines, which play as a variation when clicked), the engine's arrows on
// the board, the evaluation bar beside it, and the engine's rows of the
// preferences.
//
// It reaches the window only through its Host. It does not know the game
// against the engine: it asks Host.Withheld whether the engine's opinion
// is withheld, and shows Host.Top (that game's row) at the top of its
// panel without reading it. The evaluation graph, which plots the record,
// is the shell's. Only the shell imports it. What seams.go exports (Shown,
// Lines, LineBox, Texts, Running, HeldEngine, SetKeep, ShowLines)
// is there for the shell's tests, which drive the analysis through the
// whole window; ShowLines draws the engine-arrows images without a search.
package analysis
