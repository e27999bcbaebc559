// Package learn is the Learn to play course in the window: Game > Learn
// shows the map of a variant's course (its stages in order, each level
// with the stars earned, the next one to play highlighted), and a level
// is played on the window's board as a puzzle is: its position, the stars
// to reach drawn over the board, the moves counted against the par, the
// opponent's replies played, a refused move explained in the rules' own
// words with the piece's targets lit, and, once the goal is met, the
// stars earned and the next level. The stars are kept in the preferences,
// one record a variant. The last stage's game is played against the
// engine's weakest strength, through the shell.
//
// What a level is, whether a move meets its goal, the opponent's replies,
// the par and the stars are the model's (package wormweave/learn); this
// package words and shows them. It reaches the window only through its
// Host, withholds nothing itself (the shell asks Playing to withhold the
// analysis and the explorer) and never touches the menus. Only the shell
// imports it.
package learn
