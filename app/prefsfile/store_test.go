package prefsfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
)

// A file as Fyne's store writes it: numbers as JSON numbers, lists as
// JSON arrays. The store reads every kind back through its getter.
func TestOpenReadsFynesFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "preferences.json")
	fyneFile := `{"b":true,"bl":[true,false],"f":1.5,"fl":[0.5,2],"i":42,"il":[3,4],"s":"fr","sl":["a.pgn","b.pgn"],"el":[]}` + "\n"
	if err := os.WriteFile(path, []byte(fyneFile), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"Bool", s.Bool("b"), true},
		{"BoolList", s.BoolList("bl"), []bool{true, false}},
		{"Float", s.Float("f"), 1.5},
		{"FloatList", s.FloatList("fl"), []float64{0.5, 2}},
		{"Int", s.Int("i"), 42},
		{"IntList", s.IntList("il"), []int{3, 4}},
		{"String", s.String("s"), "fr"},
		{"StringList", s.StringList("sl"), []string{"a.pgn", "b.pgn"}},
		// An empty JSON list has no type: the fallback, as from Fyne's store.
		{"empty list", s.StringListWithFallback("el", []string{"x"}), []string{"x"}},
		{"fallback", s.StringWithFallback("missing", "dflt"), "dflt"},
		{"wrong type", s.IntWithFallback("s", 7), 7},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s: %#v, want %#v", c.name, c.got, c.want)
		}
	}
}

// What is set is in the file after Flush, and a new store reads it back.
func TestSetThenFlushThenOpenAgain(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "preferences.json")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s.SetString("language", "es")
	s.SetStringList("files.recent", []string{"/x/a.pgn"})
	s.SetInt("engine.threads", 2)
	s.SetBool("board.hints", false)
	s.SetFloatList("ratings", []float64{1500.5})
	s.SetString("gone", "soon")
	s.RemoveValue("gone")
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	r, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if r.String("language") != "es" || !reflect.DeepEqual(r.StringList("files.recent"), []string{"/x/a.pgn"}) ||
		r.Int("engine.threads") != 2 || r.BoolWithFallback("board.hints", true) || r.FloatList("ratings")[0] != 1500.5 ||
		r.StringWithFallback("gone", "none") != "none" {
		data, _ := os.ReadFile(path)
		t.Errorf("read back:\n%s", data)
	}
}

// The listeners hear a change, and not a value set to what it was.
func TestListenersHearChangesOnly(t *testing.T) {
	s, _ := Open(filepath.Join(t.TempDir(), "p.json"))
	n := 0
	s.AddChangeListener(func() { n++ })
	s.SetString("k", "v")
	s.SetString("k", "v")
	s.SetStringList("l", []string{"a"})
	s.SetStringList("l", []string{"a"})
	s.RemoveValue("absent")
	if n != 2 {
		t.Errorf("%d changes heard, want 2", n)
	}
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
}

// A reader of the file never finds it empty or cut, however the writes
// fall: it sees one whole version or the next. (A store writing in place,
// as Fyne's does, fails this within a few hundred writes.)
func TestTheFileIsAlwaysWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "preferences.json")
	s, _ := Open(path)
	long := strings.Repeat("a long recent file name/", 400)
	s.SetString("k", long)
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var bad []string
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			data, err := os.ReadFile(path)
			var v map[string]any
			if err != nil || json.Unmarshal(data, &v) != nil || v["k"] == nil {
				bad = append(bad, string(data))
				return
			}
		}
	}()
	deadline := time.Now().Add(2 * time.Second)
	for i := 0; i < 400 && time.Now().Before(deadline); i++ {
		s.SetString("k", long+string(rune('a'+i%26)))
		if err := s.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	close(stop)
	wg.Wait()
	if len(bad) > 0 {
		t.Errorf("a reader found the file cut (%d bytes)", len(bad[0]))
	}
}

// The background writer catches up with a burst of changes by itself.
func TestChangesReachTheFileWithoutFlush(t *testing.T) {
	path := filepath.Join(t.TempDir(), "preferences.json")
	s, _ := Open(path)
	for i := range 50 {
		s.SetInt("n", i)
	}
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		r, err := Open(path)
		if err == nil && r.IntWithFallback("n", -1) == 49 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Error("the last change never reached the file")
}

// A damaged file is set aside, not overwritten, and the store starts
// empty with an error that names both files.
func TestADamagedFileIsSetAside(t *testing.T) {
	for _, content := range []string{"", "{\"language\":\"f", "null", "[1,2]"} {
		path := filepath.Join(t.TempDir(), "preferences.json")
		if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		s, err := Open(path)
		if err == nil || !strings.Contains(err.Error(), path+".damaged") {
			t.Errorf("%q: error %v, want one naming %s.damaged", content, err, path)
		}
		if kept, _ := os.ReadFile(path + ".damaged"); string(kept) != content {
			t.Errorf("%q: set aside as %q", content, kept)
		}
		s.SetString("language", "fr")
		if err := s.Flush(); err != nil {
			t.Fatal(err)
		}
	}
}

// A store is fresh only when there was no file: the very first start.
func TestFreshOnlyWithoutAFile(t *testing.T) {
	for _, c := range []struct {
		name  string
		file  string // "" for none
		fresh bool
	}{
		{"no file", "", true},
		{"empty object", "{}", false},
		{"a preference", `{"board.hints":true}`, false},
	} {
		path := filepath.Join(t.TempDir(), "preferences.json")
		if c.file != "" {
			if err := os.WriteFile(path, []byte(c.file), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		s, err := Open(path)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if s.Fresh() != c.fresh {
			t.Errorf("%s: Fresh() = %v, want %v", c.name, s.Fresh(), c.fresh)
		}
	}
}
