//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// listGames is the size of the file the game-list test opens.
const listGames = 10000

// TestOpenAGameOfA10000GameFileFromTheList starts the app on a file of
// 10,000 games, types a filter naming the last game's White player into
// the game list, and presses Enter until that game opens (the list is
// filled in the background); the game copied from the board is that one.
func TestOpenAGameOfA10000GameFileFromTheList(t *testing.T) {
	s := newSessionAlone(t)
	requireXclip(t)
	big := filepath.Join(s.work, "many.pgn")
	var b strings.Builder
	for i := 1; i <= listGames; i++ {
		fmt.Fprintf(&b, "[Event \"List %d\"]\n[Site \"?\"]\n[Date \"2026.11.30\"]\n[Round \"%d\"]\n[White \"Player %05d\"]\n[Black \"Rival %05d\"]\n[Result \"*\"]\n[Variant \"Wormhole\"]\n\n1. d2-d3 e7-e6 *\n\n", i, i, i, i)
	}
	if err := os.WriteFile(big, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	app := startApp(t, s.bin, s.x.display, s.home, big, filepath.Join(s.work, "list.log"))
	t.Cleanup(func() {
		if t.Failed() {
			_ = s.x.screenshot(filepath.Join(s.work, "list-failure.png"))
		}
	})
	win := s.x.findWindow(t, app)
	shown := time.Now()
	// The list has the keyboard: the filter box is focused.
	time.Sleep(500 * time.Millisecond)
	if err := s.x.screenshot(filepath.Join(s.work, "list.png")); err != nil {
		t.Errorf("screenshot: %v", err)
	}
	s.x.run(t, "xdotool", "type", "--window", win, "--delay", "20", fmt.Sprintf("white:player %05d", listGames))
	want := "many.pgn — Wormweave"
	deadline := time.Now().Add(windowTimeout)
	for s.x.windowName(t, win) != want {
		if app.exited() {
			t.Fatal("the app exited")
		}
		if time.Now().After(deadline) {
			t.Fatalf("Enter in the filtered list did not open the game: title %q", s.x.windowName(t, win))
		}
		s.x.run(t, "xdotool", "key", "--window", win, "Return")
		time.Sleep(300 * time.Millisecond)
	}
	t.Logf("window shown %v after the start; game %d open %v after the window (typing the filter included)",
		shown.Sub(start).Round(10*time.Millisecond), listGames, time.Since(shown).Round(10*time.Millisecond))
	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+c")
	copied := s.x.waitClipboard(t, app, func(text string) bool { return strings.Contains(text, "[White ") })
	if !strings.Contains(copied, fmt.Sprintf(`[White "Player %05d"]`, listGames)) {
		t.Errorf("the game opened is not game %d:\n%s", listGames, copied)
	}
	if err := s.x.screenshot(filepath.Join(s.work, "list-opened.png")); err != nil {
		t.Errorf("screenshot: %v", err)
	}
}

// TestGameListKeysInTheRealWindow opens a file of three games on its list
// and uses the list's keys as a user does: Down from the filter box and
// Enter open the game selected; Ctrl+L shows the list again, Escape closes
// it without opening anything; a filter typed without its accent finds
// the player's name written with one.
func TestGameListKeysInTheRealWindow(t *testing.T) {
	s := newSessionAlone(t)
	requireXclip(t)
	file := filepath.Join(s.work, "three.pgn")
	var b strings.Builder
	for i, white := range []string{"Ana Gómez", "Bea Lund", "Cy Wormweave"} {
		fmt.Fprintf(&b, "[Event \"Three\"]\n[Site \"?\"]\n[Date \"2026.12.01\"]\n[Round \"%d\"]\n[White %q]\n[Black \"Eve\"]\n[Result \"*\"]\n[Variant \"Wormhole\"]\n\n1. d2-d3 e7-e6 *\n\n", i+1, white)
	}
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	app := startApp(t, s.bin, s.x.display, s.home, file, filepath.Join(s.work, "three.log"))
	t.Cleanup(func() {
		if t.Failed() {
			_ = s.x.screenshot(filepath.Join(s.work, "three-failure.png"))
		}
	})
	win := s.x.findWindow(t, app)
	k := keys{s, app, win}
	opened := func(white, why string) {
		t.Helper()
		k.press("ctrl+c")
		s.x.waitClipboardFor(t, app, why, func(text string) bool { return strings.Contains(text, fmt.Sprintf("[White %q]", white)) })
	}
	// The list shows with the filter box focused; it shows at once, and
	// its keys wait for it.
	time.Sleep(500 * time.Millisecond)
	k.press("Down", "Down", "Return")
	k.title("three.pgn — Wormweave", "Enter did not open a game from the list")
	opened("Bea Lund", "Down, Down and Enter from the filter box")

	end := k.fen("the end of the game opened", func(string) bool { return true })
	k.press("ctrl+l")
	time.Sleep(300 * time.Millisecond)
	k.press("Down", "Escape", "Left")
	k.fen("Left after Escape closed the list", not(end))
	opened("Bea Lund", "Escape in the list")

	k.press("ctrl+l")
	time.Sleep(300 * time.Millisecond)
	s.x.run(t, "xdotool", "type", "--window", win, "--delay", "20", "gomez")
	k.press("Return")
	opened("Ana Gómez", `the filter "gomez" and Enter`)
}
