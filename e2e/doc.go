// Package e2e drives the real Wormweave binary under a private X server:
// it opens a game, drags a piece with the mouse, saves with Ctrl+S and
// checks the file on disk; it also kills the app with unsaved work, starts
// it again, accepts the offer to restore the work and saves it; it pastes
// a game from the X clipboard (put there by xclip) and copies it back;
// it drops a file on the window by the XDND protocol (testdata/xdnd.c,
// built with gcc); it opens the last game of a 10,000-game file from
// the game list; it starts the analysis with its key and finds the
// engine's arrow on the board by its colour; it plays a move against
// the engine, started from the Game menu, and sees the engine answer; it
// presses every key the manual names in one session and sees each act
// (keys_test.go), and walks a game list with Down, Enter, Ctrl+L and
// Escape; it types moves on the board, marks one with Ctrl+1, turns full
// screen on and off with F11 and quits with Ctrl+Q (typing_test.go); it
// starts the clock of a game played at the board, plays a move by clicks
// and sees the other side's flag fall (clock_test.go); it draws arrows and
// a circle with the right button and modifier keys and finds them in the
// saved comment (drawing_test.go); it resizes the window to 500×400 and
// finds the board still of a usable size, and the Moves button showing the
// move list in its place (smallwindow_test.go); it starts with a library of games remembered in
// the preferences, clicks a move in the opening explorer and sees the
// board play it (explorer_test.go); it opens Game > Puzzles, solves a
// puzzle by clicks on the board, fails the next and solves it at the
// retry, and finds the win and the loss in the preferences
// (puzzles_test.go); it starts a Puzzle Streak from the Game menu, solves
// its first puzzle and finds the streak's count kept (streak_test.go).
// The tests need cgo, Xvfb, xdotool, xdpyinfo, xclip and ImageMagick's
// import, so they build only with the e2e tag:
//
//	go test -tags e2e -count=1 ./e2e
//
// The harness has files of its own: session_test.go (a test's set-up: the
// game file, the binary, an X server, a home folder), binary_test.go (one
// build for all tests), process_test.go (processes and their timeouts),
// xserver_test.go (xdotool, window titles, screenshots, the mouse) and
// screen_test.go (finding the board, the engine's arrow and a dialog's
// button in a screenshot). The tests are in the other files.
//
// This file exists so that the package is not empty without the tag.
package e2e
