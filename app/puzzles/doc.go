// Package puzzles is the puzzle trainer: Game > Puzzles shows a puzzle
// of the built-in set on the board, the opponent's last move played, and
// the user plays the solution against the defender's replies from the
// puzzle's line. A wrong move is said and taken back, and the user tries
// again or has the solution shown; the first try decides the attempt, as
// on lichess. When the puzzle ends the line stays on the board as a
// normal game to study, with the engine's analysis given back.
//
// Its row, at the top of the panel, says whose move it is, what the last
// try made of it, the user's rating and streak, and offers a hint (the
// piece to move, selected on the board), the solution, the next puzzle,
// the theme and the difficulty of the next, Puzzle Streak (puzzles of
// rising difficulty, no rating moved, one wrong move ending it) and the
// dashboard, a window of the user's rating over time, every attempt and
// the success by theme. The user's Glicko-2 rating, streaks and history,
// and the ratings the attempts gave the puzzles, are kept in the
// preferences, one record a variant (puzzle.Profile). The opponent's
// moves, its last one included, are played step by step.
//
// It reaches the window only through its Host, never reads the analysis
// (the shell asks Solving to withhold it, and Hold hides the explorer and
// stops the analysis while the trainer is open) and never touches the
// menus.
// Only the shell imports it.
package puzzles
