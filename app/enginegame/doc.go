// Package enginegame is a game against the engine: the user plays one
// side on the board, the engine answers for the other. It owns the game's
// state (who plays what, at which strength, the engine's search and the
// chain it is playing), the dialog that starts a game, the row that says
// who plays whom or how the game ended, with take back and resign, and
// the Result and Termination tags written when the game ends, and the
// game's clock when it is played on one (clock.go): the engine given both
// clocks, each move's [%clk], a flag that ends the game.
//
// It reaches the window only through its Host: it never holds the window,
// never reads the analysis (the shell stops it through Host.StopAnalysis
// and asks Playing to withhold it) and never touches the menus (Host.Changed
// tells the shell to rebuild them). The shell alone imports it. Label,
// the buttons' getters, Active, Over, Thinking, Searching and HoldsEngine
// let the shell's tests see the game.
package enginegame
