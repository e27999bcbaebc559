package notation

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sidecar is the JSON file beside each reference game: what replaying it
// must give.
type sidecar struct {
	FinalFEN     string `json:"final_fen"`
	Plies        int    `json:"plies"`
	Result       string `json:"result"`
	Unresolvable *int   `json:"unresolvable_from_ply"`
}

func readSidecar(t *testing.T, pgn string) sidecar {
	t.Helper()
	data, err := os.ReadFile(strings.TrimSuffix(pgn, ".pgn") + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var sc sidecar
	if err := json.Unmarshal(data, &sc); err != nil {
		t.Fatal(err)
	}
	return sc
}

func referenceFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "testdata", dir, "*.pgn"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no reference games in %s: %v", dir, err)
	}
	return files
}

// readOne reads a file that must hold exactly one game.
func readOne(t *testing.T, name string, data []byte) (*Game, error) {
	t.Helper()
	games, errs, err := ReadAll(bytes.NewReader(data), name)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 {
		t.Fatalf("%s: %d games, want 1", name, len(games))
	}
	return games[0], errs[0]
}

// checkReplay compares a game's main line with its sidecar.
func checkReplay(t *testing.T, name string, g *Game, sc sidecar) {
	t.Helper()
	if got := len(g.MainLine()); got != sc.Plies {
		t.Errorf("%s: %d plies, want %d", name, got, sc.Plies)
	}
	if got := g.End().pos.FEN(); got != sc.FinalFEN {
		t.Errorf("%s: final FEN %q, want %q", name, got, sc.FinalFEN)
	}
	if g.Result != sc.Result {
		t.Errorf("%s: result %q, want %q", name, g.Result, sc.Result)
	}
}

func TestReferenceGames(t *testing.T) {
	for _, file := range referenceFiles(t, "games") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sc := readSidecar(t, file)
			g, err := readOne(t, file, data)
			if err != nil {
				t.Fatal(err)
			}
			checkReplay(t, file, g, sc)
			var out bytes.Buffer
			if err := Write(&out, g); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.Bytes(), data) {
				t.Errorf("writing %s does not give the file back:\n--- got\n%s\n--- want\n%s", file, out.Bytes(), data)
			}
			again, err := readOne(t, file+" (written)", out.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			checkReplay(t, file+" (written)", again, sc)
		})
	}
}
