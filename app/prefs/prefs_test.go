package prefs_test

import (
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/app/prefs"
)

func TestEngineSettings(t *testing.T) {
	cores := runtime.NumCPU()
	for _, c := range []struct {
		name        string
		set         func(fyne.Preferences)
		threads     int
		hash, lines int
		arrows, bar bool
	}{
		{"defaults", func(fyne.Preferences) {}, cores, prefs.DefaultHash, 3, true, true},
		{"chosen", func(p fyne.Preferences) {
			p.SetInt(prefs.EngineThreads, 1)
			p.SetInt(prefs.EngineHash, 128)
			p.SetInt(prefs.EngineLines, 5)
			p.SetBool(prefs.EngineArrows, false)
			p.SetBool(prefs.EngineBar, false)
		}, 1, 128, 5, false, false},
		{"out of range", func(p fyne.Preferences) {
			p.SetInt(prefs.EngineThreads, 1000)
			p.SetInt(prefs.EngineHash, -4)
			p.SetInt(prefs.EngineLines, 9)
		}, cores, 1, prefs.MaxLines, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			c.set(a.Preferences())
			s := prefs.LoadEngine(a.Preferences())
			want := prefs.Engine{c.threads, c.hash, c.lines, c.arrows, c.bar}
			if s != want {
				t.Errorf("got %+v, want %+v", s, want)
			}
		})
	}
}

// The recent files keep the last one first, once each, MaxRecent at most,
// with absolute paths; forgetting one drops it and keeps the others' order.
func TestRecentList(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	dir := t.TempDir()
	var paths []string
	for i := 0; i < prefs.MaxRecent+2; i++ {
		path := filepath.Join(dir, string(rune('a'+i))+".pgn")
		paths = append(paths, path)
		prefs.AddRecent(p, path)
	}
	want := slices.Clone(paths[2:])
	slices.Reverse(want)
	if got := prefs.RecentFiles(p); !slices.Equal(got, want) {
		t.Fatalf("recent files %v, want %v", got, want)
	}
	// Adding one again brings it to the top without a duplicate.
	prefs.AddRecent(p, paths[5])
	want = append([]string{paths[5]}, slices.DeleteFunc(want, func(q string) bool { return q == paths[5] })...)
	if got := prefs.RecentFiles(p); !slices.Equal(got, want) {
		t.Fatalf("after adding %s again: %v, want %v", paths[5], got, want)
	}
	prefs.ForgetRecent(p, paths[7])
	want = slices.DeleteFunc(want, func(q string) bool { return q == paths[7] })
	if got := prefs.RecentFiles(p); !slices.Equal(got, want) {
		t.Fatalf("after forgetting %s: %v, want %v", paths[7], got, want)
	}
	// A relative path is kept as the absolute path it names.
	t.Chdir(dir)
	prefs.AddRecent(p, "z.pgn")
	if got := prefs.RecentFiles(p)[0]; got != filepath.Join(dir, "z.pgn") {
		t.Errorf("a relative path is kept as %q", got)
	}
}

func TestBoardLookFallsBack(t *testing.T) {
	for _, c := range []struct {
		palette, pieces         string
		wantPalette, wantPieces string
	}{
		{"", "", "wood", "classic"},
		{"night", "tokens", "night", "tokens"},
		{"green", "classic", "green", "classic"},
		{"plaid", "glass", "wood", "classic"},
	} {
		p := test.NewTempApp(t).Preferences()
		if c.palette != "" {
			p.SetString(prefs.Palette, c.palette)
		}
		if c.pieces != "" {
			p.SetString(prefs.Pieces, c.pieces)
		}
		look := prefs.LoadBoard(p)
		if look.Palette.Name != c.wantPalette || look.Pieces != c.wantPieces {
			t.Errorf("%q, %q: read as %q, %q", c.palette, c.pieces, look.Palette.Name, look.Pieces)
		}
	}
}
