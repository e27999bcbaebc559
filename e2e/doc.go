// Package e2e drives the real Wormweave binary under a private X server:
// it opens a game, drags a piece with the mouse, saves with Ctrl+S and
// checks the file on disk; it also kills the app with unsaved work, starts
// it again, accepts the offer to restore the work and saves it. The tests
// need cgo, Xvfb, xdotool, xdpyinfo and ImageMagick's import, so they build
// only with the e2e tag:
//
//	go test -tags e2e -count=1 ./e2e
//
// This file exists so that the package is not empty without the tag.
package e2e
