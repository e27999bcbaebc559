// Package uitest is support for the tests of the interface's packages:
// walking a widget tree, reading a test game, loading the interface's
// texts in a language, finding the repository's test files. It is imported
// only by tests (_test.go files), never by the program.
package uitest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
)

// Walk calls visit on every object of the tree under o, parents before
// their children: a container's objects, a widget's renderer's. It looks
// inside an object only when visit returns true.
func Walk(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if o == nil || !visit(o) {
		return
	}
	switch v := o.(type) {
	case *fyne.Container:
		for _, c := range v.Objects {
			Walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			Walk(c, visit)
		}
	}
}

// Collect returns every object of type T in the tree under o (not looking
// inside the ones it finds).
func Collect[T fyne.CanvasObject](o fyne.CanvasObject) []T {
	var out []T
	Walk(o, func(o fyne.CanvasObject) bool {
		if v, ok := o.(T); ok {
			out = append(out, v)
			return false
		}
		return true
	})
	return out
}

// PressKey delivers a key as Fyne's desktop driver does: to the focused
// widget if there is one, or else to the canvas.
func PressKey(c fyne.Canvas, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// Square returns the index of the square named name ("e4").
func Square(name string) int { return int(name[0]-'a') + 8*int(name[1]-'1') }

// ReadGame reads the one game of a PGN text.
func ReadGame(t testing.TB, pgn string) *notation.Game {
	t.Helper()
	games, errs, err := notation.ReadAll(strings.NewReader(pgn), "test.pgn")
	if err != nil || len(games) != 1 || errs[0] != nil {
		t.Fatalf("reading %q: %v %v", pgn, err, errs)
	}
	return games[0]
}

// ReadGameFile reads the first game of a file of the repository, named
// from the repository's root ("testdata/games/wormhole-02.pgn").
func ReadGameFile(t testing.TB, name string) *notation.Game {
	t.Helper()
	path := RepoFile(name)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	games, errs, err := notation.ReadAll(strings.NewReader(string(data)), filepath.Base(path))
	if err != nil || len(games) == 0 || errs[0] != nil {
		t.Fatalf("reading %s: %v %v", path, err, errs)
	}
	return games[0]
}

// WriteGames writes a file of games, one for each of games: its White,
// Black, Event and Variant tags and its number of plies of moves (up to
// four), and returns its path.
func WriteGames(t testing.TB, games [][5]string) string {
	t.Helper()
	moves := map[string][]string{
		"Wormhole":   {"e2-e3", "e7-e6", "d2-d3", "d7-d6"},
		"Interweave": {"e2-f3", "g7-h6", "h2-f4", "f7-h5"},
	}
	var b strings.Builder
	for _, g := range games {
		fmt.Fprintf(&b, "[Event %q]\n[Site \"?\"]\n[Date %q]\n[Round \"?\"]\n[White %q]\n[Black %q]\n[Result \"*\"]\n[Variant %q]\n\n", g[2], "2026.01.01", g[0], g[1], g[3])
		var n int
		fmt.Sscan(g[4], &n)
		for i := 0; i < n; i++ {
			if i%2 == 0 {
				fmt.Fprintf(&b, "%d. ", i/2+1)
			}
			b.WriteString(moves[g[3]][i] + " ")
		}
		b.WriteString("{a comment} *\n\n")
	}
	path := filepath.Join(t.TempDir(), "list.pgn")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// RepoFile returns the path of a file named from the repository's root,
// wherever the test runs.
func RepoFile(name string) string {
	_, here, _, _ := runtime.Caller(0)
	// here is app/internal/uitest/uitest.go.
	return filepath.Join(filepath.Dir(here), "..", "..", "..", filepath.FromSlash(name))
}

// UseLanguage loads the interface's texts, in lang, for the rest of the
// test.
func UseLanguage(t testing.TB, lang string) {
	t.Helper()
	t.Setenv("LANGUAGE", lang)
	if err := text.AddTranslations(); err != nil {
		t.Fatal(err)
	}
}

// AnnotatedGame builds a game as richly annotated as real ones get: plies
// moves, each with a comment of about commentLen characters and a
// variation of one move with a comment of its own.
func AnnotatedGame(t testing.TB, plies, commentLen int) *notation.Game {
	t.Helper()
	words := strings.Fields("the knight jumps through the hole and the bishop answers on the long diagonal while the king waits")
	var b strings.Builder
	for i := 0; b.Len() < commentLen; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(words[i%len(words)])
	}
	comment := b.String()
	g := notation.NewGame(rules.Wormhole, nil)
	n := g.Root
	for i := 0; i < plies; i++ {
		pos := n.Position()
		moves := pos.Moves(nil)
		if len(moves) < 2 {
			t.Fatalf("ply %d: only %d moves", i, len(moves))
		}
		// The main move keeps the game open: the one leaving the most
		// replies, so that no capture is forced and every ply has a choice.
		best, most := 0, -1
		for j, m := range moves {
			q := pos
			q.Make(m)
			if k := len(q.Moves(nil)); k > most {
				best, most = j, k
			}
		}
		alt, _, err := n.AddMove(rules.Turn{moves[(best+1)%len(moves)]})
		if err != nil {
			t.Fatal(err)
		}
		next, _, err := n.AddMove(rules.Turn{moves[best]})
		if err != nil {
			t.Fatal(err)
		}
		if alt == next {
			t.Fatal("the variation is the main move")
		}
		if _, err := next.SetIndex(0); err != nil {
			t.Fatal(err)
		}
		alt.SetCommentAfter("variation: " + comment)
		next.SetCommentAfter(comment)
		n = next
	}
	return g
}
