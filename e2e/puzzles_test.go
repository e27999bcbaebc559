//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wormweave/puzzle"
	"wormweave/rules"
)

// Game > Puzzles is the Game menu's eighth item, after the clock's.
const puzzlesItem = 7

// TestSolveAPuzzleAndRetryAnother opens Game > Puzzles in the real binary
// with a fresh profile, which shows the built-in puzzle nearest a
// newcomer's rating (puzzle.Next, computed here from the same set), and
// solves it by clicks on the board, waiting for each of the defender's
// replies; then opens the next one, plays a wrong move, sees it taken
// back, and solves it at the second try. The preferences then keep the
// first attempt won and the second lost: the retry does not count.
func TestSolveAPuzzleAndRetryAnother(t *testing.T) {
	s := newSession(t)
	requireXclip(t)
	began := time.Now()
	set, err := puzzle.Builtin(rules.Wormhole)
	if err != nil {
		t.Fatal(err)
	}
	// A pawn's promotion asks which piece in a dialog, which clicks on
	// squares do not answer: the record the app starts with has the
	// puzzles whose solution promotes tried already, so that it offers
	// others, whatever the built-in set holds.
	prof := puzzle.NewProfile()
	prof.Puzzles = map[string]puzzle.Rating{}
	for _, z := range set {
		if promotes(t, z) {
			prof.Puzzles[z.ID] = prof.PuzzleRating(z)
		}
	}
	dir := filepath.Join(s.home, ".config", "fyne", "org.wormweave.app")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	prefs, err := json.Marshal(map[string]string{"puzzles.profile.wormhole": prof.String()})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "preferences.json"), prefs, 0o644); err != nil {
		t.Fatal(err)
	}
	app, win := s.launch("puzzles")
	geom := s.x.windowGeometry(t, win)
	// The board is found on the game's position, before the holes of a
	// puzzle cover its squares; it stays where it is.
	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))
	t.Logf("the window shows its board %v after the start", time.Since(began).Round(10*time.Millisecond))
	k := keys{s: s, app: app, win: win}

	first, _ := puzzle.Next(set, prof, "", puzzle.Normal)
	s.x.chooseMenuItem(t, win, geom, gameMenu, puzzlesItem)
	a := attempting(t, first)
	k.waitFEN("the first puzzle, after the opponent's move", a.Positions[1].FEN())
	// Ctrl+Z, which the desktop driver turns into a shortcut, has nothing
	// to undo: the opponent's move is the puzzle's. The clipboard is
	// emptied first, so that the copy after it is the board's then.
	s.x.setClipboard(t, filepath.Join(s.work, "empty.txt"), "none")
	k.press("ctrl+z")
	k.waitFEN("the first puzzle after Ctrl+Z", a.Positions[1].FEN())
	for i := 1; i < len(a.Turns); i += 2 {
		s.x.clickTurn(t, b, a.Turns[i], a.Solver() == rules.Black)
		k.waitFEN("the position after the solver's turn "+a.Turns[i].ID(rules.Wormhole), a.Positions[min(i+2, len(a.Positions)-1)].FEN())
	}
	prof.Record(first, true, time.Now())
	t.Logf("%s solved %v after the start", first.ID, time.Since(began).Round(10*time.Millisecond))

	second, _ := puzzle.Next(set, prof, "", puzzle.Normal)
	s.x.chooseMenuItem(t, win, geom, gameMenu, puzzlesItem)
	a = attempting(t, second)
	k.waitFEN("the second puzzle, after the opponent's move", a.Positions[1].FEN())
	var wrong rules.Move
	for _, m := range a.Positions[1].Moves(nil) {
		if m.ID(rules.Wormhole) != second.Moves[1] && m.Promo == rules.NoKind {
			wrong = m
			break
		}
	}
	s.x.clickTurn(t, b, rules.Turn{wrong}, a.Solver() == rules.Black)
	// The wrong move is judged at once, a loss kept in the preferences
	// (the board shows it only a moment: a copy of its FEN could miss it),
	// then taken back.
	file := filepath.Join(dir, "preferences.json")
	want := first.ID + "+ " + second.ID + "-"
	waitHistory(t, app, file, want, "the wrong move "+wrong.ID(rules.Wormhole)+" lost")
	k.waitFEN("the wrong move taken back", a.Positions[1].FEN())
	t.Logf("%s: the wrong move taken back %v after the start", second.ID, time.Since(began).Round(10*time.Millisecond))
	for i := 1; i < len(a.Turns); i += 2 {
		s.x.clickTurn(t, b, a.Turns[i], a.Solver() == rules.Black)
		k.waitFEN("the position after the retry's turn "+a.Turns[i].ID(rules.Wormhole), a.Positions[min(i+2, len(a.Positions)-1)].FEN())
	}

	t.Logf("%s solved at the second try %v after the start", second.ID, time.Since(began).Round(10*time.Millisecond))
	// The retry changed nothing: the record still has the second lost.
	waitHistory(t, app, file, want, "the record after the retry")
}

// waitHistory reads the puzzle record of the preferences file until its
// attempts are want (see keptHistory).
func waitHistory(t *testing.T, app *proc, file, want, why string) {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		got, err := keptHistory(file)
		if err == nil && got == want {
			return
		}
		if app.exited() {
			t.Fatalf("%s: the app exited", why)
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: the preferences keep the attempts %q (%v), want %q", why, got, err, want)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// promotes reports whether a solver's turn of z promotes a pawn.
func promotes(t *testing.T, z puzzle.Puzzle) bool {
	a := attempting(t, z)
	for i := 1; i < len(a.Turns); i += 2 {
		for _, m := range a.Turns[i] {
			if m.Promo != rules.NoKind {
				return true
			}
		}
	}
	return false
}

func attempting(t *testing.T, z puzzle.Puzzle) *puzzle.Attempting {
	t.Helper()
	a, err := puzzle.NewAttempting(z)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// keptHistory reads the Wormhole puzzle record from the preferences file
// and returns its attempts, each id followed by + when won, - when lost.
func keptHistory(file string) (string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	var prefs map[string]any
	if err := json.Unmarshal(data, &prefs); err != nil {
		return "", err
	}
	raw, _ := prefs["puzzles.profile.wormhole"].(string)
	p, err := puzzle.ParseProfile(raw)
	if err != nil {
		return "", err
	}
	var out []string
	for _, h := range p.History {
		mark := "-"
		if h.Won {
			mark = "+"
		}
		out = append(out, h.ID+mark)
	}
	return strings.Join(out, " "), nil
}

// waitFEN copies the board's FEN with Ctrl+Shift+C until it is want: the
// board may not show the position yet when the key is first pressed.
func (k keys) waitFEN(why, want string) {
	k.s.t.Helper()
	deadline := time.Now().Add(changeTimeout)
	last := ""
	for {
		k.press("ctrl+shift+c")
		for end := time.Now().Add(time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			out, err := k.s.x.output("xclip", "-o", "-selection", "clipboard")
			if err == nil && out == want {
				return
			}
			last = out
		}
		if k.app.exited() {
			k.s.t.Fatalf("%s: the app exited", why)
		}
		if time.Now().After(deadline) {
			k.s.t.Fatalf("%s: the board's FEN is %q, want %q", why, last, want)
		}
	}
}

// clickTurn plays a turn by clicks, each step's square then its target,
// on a board seen from Black's side when flipped.
func (x *xserver) clickTurn(t *testing.T, b board, turn rules.Turn, flipped bool) {
	t.Helper()
	for _, m := range turn {
		for _, sq := range []rules.Square{m.From, m.To} {
			at := b.centre(viewed(sq, flipped))
			x.run(t, "xdotool", "mousemove", pt(at.X), pt(at.Y), "sleep", "0.1", "click", "1", "sleep", "0.1")
		}
	}
}

// viewed names the square drawn where sq is drawn from White's side.
func viewed(sq rules.Square, flipped bool) string {
	name := sq.String()
	if !flipped {
		return name
	}
	return string([]byte{'h' - (name[0] - 'a'), '8' - (name[1] - '1')})
}
