// Package prefs owns the user's preferences as the program keeps them:
// every preference key with its fallback, the typed settings read from
// them (the board's look, the engine's resources and what the analysis
// shows), the list of recent files and the light or dark theme.
//
// It must not show anything or word anything for the user: the dialog
// that changes the preferences (package prefsdialog) and the menus that
// list them are the interface's. Any package of the interface may import
// it; it imports nothing of the interface. The editor's drafts keep keys
// of their own, private to the editor.
package prefs

// Preference keys.
const (
	Language    = "language"           // "en", "fr", "es", or "" for the system's
	Palette     = "board.palette"      // a boardview palette's name
	Pieces      = "board.pieces"       // a piece set's name, one of icons.PieceSets
	Coordinates = "board.coordinates"  // bool
	Hints       = "board.hints"        // bool: legal destinations on pick-up
	LastMove    = "board.lastMove"     // bool: highlight the last move
	Animation   = "board.animation"    // bool: slide pieces
	Theme       = "appearance.variant" // "", "light" or "dark"
	Recent      = "files.recent"       // the last files opened or saved

	PlayClock  = "play.clock"  // the time control of a game against the engine ("5+3"), or "" for none
	BoardClock = "clock.board" // the time control of the clock of games played at the board ("5+3")

	Library       = "library.path"   // the library opened last, reopened at start
	ExplorerShown = "explorer.shown" // bool: the explorer's panel shows

	PuzzleTheme      = "puzzles.theme"      // the trainer's theme filter, or "" for every theme
	PuzzleDifficulty = "puzzles.difficulty" // the trainer's difficulty: "easier", "normal" or "harder"

	LearnOfferAnswered = "learn.offerAnswered" // bool: the first start's offer to learn was answered

	EngineThreads = "engine.threads" // int: search threads
	EngineHash    = "engine.hashMB"  // int: transposition table, MB
	EngineLines   = "engine.lines"   // int: lines shown, 1 to MaxLines
	EngineArrows  = "engine.arrows"  // bool: the best moves as arrows
	EngineBar     = "engine.evalBar" // bool: the evaluation bar
	EngineBook    = "engine.book"    // bool: the engine plays its book's turns in a game
)
