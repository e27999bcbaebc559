package library

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"wormweave/notation"
	"wormweave/rules"
)

// randomGames returns a PGN of n random legal games of v, of up to
// maxPlies plies, with players, ratings and results drawn at random.
func randomGames(v rules.Variant, n, maxPlies int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, uint64(v)))
	var out bytes.Buffer
	results := []string{"1-0", "0-1", "1/2-1/2", "*"}
	for i := 0; i < n; i++ {
		g := notation.NewGame(v, nil)
		g.Tags = []notation.Tag{{Name: "Event", Value: "random"}, {Name: "White", Value: fmt.Sprintf("W%d", r.IntN(5))},
			{Name: "Black", Value: fmt.Sprintf("B%d", r.IntN(5))}, {Name: "Date", Value: "2026.12.01"}}
		if r.IntN(2) == 0 {
			g.Tags = append(g.Tags, notation.Tag{Name: "WhiteElo", Value: fmt.Sprint(1000 + r.IntN(4)*100)})
		}
		cur := g.Root
		plies := r.IntN(maxPlies + 1)
		for j := 0; j < plies; j++ {
			p := cur.Position()
			turns := p.Turns()
			if len(turns) == 0 {
				break
			}
			// Few choices early, so that games share their openings and
			// transpose.
			k := r.IntN(len(turns))
			if j < 6 {
				k = r.IntN(min(3, len(turns)))
			}
			cur, _, _ = cur.AddMove(turns[k])
		}
		g.Result = results[r.IntN(4)]
		notation.Write(&out, g)
		out.WriteByte('\n')
	}
	return out.Bytes()
}

func writeFile(t testing.TB, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func openLib(t testing.TB) *Library {
	t.Helper()
	l, err := Open(filepath.Join(t.TempDir(), "lib.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// expected is what replaying the games directly gives for one position.
type expected struct {
	pos   rules.Position
	moves map[string]*MoveStat
	best  map[string]struct {
		info gameInfo
		ord  int
	}
	hits []string // file#n ply, in library order
}

// replayAll replays the games of the files (in the order given, games in
// file order) and returns, by position encoding, the answers Explore and
// Search must give.
func replayAll(t *testing.T, files []string) map[string]*expected {
	t.Helper()
	all := map[string]*expected{}
	ord := 0
	for _, name := range files {
		abs, _ := filepath.Abs(name)
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		games, errs, err := notation.ReadAll(bytes.NewReader(data), abs)
		if err != nil {
			t.Fatal(err)
		}
		for i, g := range games {
			if notation.InPart(errs[i]) || g.Root == nil {
				continue
			}
			ord++
			line := g.MainLine()
			info := gameInfo{resultCode(g.Result), int16(meanElo(g)), int32(len(line))}
			seenHit := map[string]bool{}
			seenMove := map[string]bool{}
			pos := g.Root.Position()
			for ply := 0; ply <= len(line); ply++ {
				enc := string(encodePosition(nil, &pos))
				e := all[enc]
				if e == nil {
					e = &expected{pos: pos, moves: map[string]*MoveStat{}, best: map[string]struct {
						info gameInfo
						ord  int
					}{}}
					all[enc] = e
				}
				if !seenHit[enc] {
					seenHit[enc] = true
					e.hits = append(e.hits, fmt.Sprintf("%s#%d %d", abs, i+1, ply))
				}
				if ply == len(line) {
					break
				}
				turn := line[ply].Turn()
				id := turn.ID(g.Variant)
				if !seenMove[enc+" "+id] {
					seenMove[enc+" "+id] = true
					m := e.moves[id]
					if m == nil {
						m = &MoveStat{ID: id, Text: notation.TurnText(&pos, turn)}
						e.moves[id] = m
					}
					m.Games++
					switch info.result {
					case 1:
						m.WhiteWins++
					case 2:
						m.BlackWins++
					case 0:
						m.Unfinished++
					}
					m.AvgPlies += float64(info.plies) // the sum, until divided
					b, ok := e.best[id]
					if !ok || better(info, int64(ord), b.info, int64(b.ord), pos.Turn()) {
						e.best[id] = struct {
							info gameInfo
							ord  int
						}{info, ord}
						m.Best = GameRef{File: abs, Number: i + 1}
					}
				}
				pos = line[ply].Position()
			}
		}
	}
	return all
}

// checkAgainstReplay compares every Explore and Search answer of the
// library with what replaying the files gives.
func checkAgainstReplay(t *testing.T, l *Library, files []string) {
	t.Helper()
	ctx := context.Background()
	all := replayAll(t, files)
	if len(all) < 10 {
		t.Fatalf("only %d positions to check", len(all))
	}
	for _, e := range all {
		got, err := l.Explore(ctx, &e.pos)
		if err != nil {
			t.Fatal(err)
		}
		var want []MoveStat
		for _, m := range e.moves {
			w := *m
			w.AvgPlies /= float64(w.Games)
			want = append(want, w)
		}
		slices.SortFunc(want, func(a, b MoveStat) int {
			if a.Games != b.Games {
				return b.Games - a.Games
			}
			return strings.Compare(a.ID, b.ID)
		})
		if len(got) != len(want) {
			t.Fatalf("%s: Explore gives %d moves, replaying %d", e.pos.FEN(), len(got), len(want))
		}
		for i := range got {
			g, w := got[i], want[i]
			if g.ID != w.ID || g.Text != w.Text || g.Games != w.Games || g.WhiteWins != w.WhiteWins || g.BlackWins != w.BlackWins ||
				g.Unfinished != w.Unfinished || g.AvgPlies != w.AvgPlies || g.Best.File != w.Best.File || g.Best.Number != w.Best.Number {
				t.Fatalf("%s: move %d: Explore gives %+v, replaying %+v", e.pos.FEN(), i, g, w)
			}
		}
		hits, err := l.Search(ctx, &e.pos, 0)
		if err != nil {
			t.Fatal(err)
		}
		var gotHits []string
		for _, h := range hits {
			gotHits = append(gotHits, fmt.Sprintf("%s#%d %d", h.File, h.Number, h.Ply))
		}
		if !slices.Equal(gotHits, e.hits) {
			t.Fatalf("%s: Search gives %v, replaying %v", e.pos.FEN(), gotHits, e.hits)
		}
	}
}

// testFiles copies the test records of both variants into dir and adds
// random games of each.
func testFiles(t *testing.T, dir string, n int) []string {
	t.Helper()
	var files []string
	matches, err := filepath.Glob("../testdata/games/*.pgn")
	if err != nil || len(matches) == 0 {
		// Without them the tests would check random games only, which
		// this program wrote itself.
		t.Fatalf("no reference games in ../testdata/games (%v)", err)
	}
	if testing.Short() {
		// One record of each variant: the race detector makes SQLite slow.
		matches = []string{"../testdata/games/interweave-01.pgn", "../testdata/games/wormhole-01.pgn"}
	}
	for _, m := range matches {
		data, err := os.ReadFile(m)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, writeFile(t, dir, filepath.Base(m), data))
	}
	for _, v := range rules.Variants {
		files = append(files, writeFile(t, dir, "random-"+v.String()+".pgn", randomGames(v, n, 40, 1)))
	}
	return files
}

func TestIndexGivesTheCountsReplayingGives(t *testing.T) {
	for _, small := range []bool{false, true} {
		if testing.Short() && !small {
			continue // the small batches' runs and merges test more
		}
		t.Run(fmt.Sprintf("smallBatches=%v", small), func(t *testing.T) {
			if small {
				// Many runs, merged: the same answers.
				defer setBatch(50)()
			}
			l := openLib(t)
			files := testFiles(t, t.TempDir(), gamesCount())
			rep, err := l.Add(context.Background(), files, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.Skipped) != 0 || len(rep.Failed) != 0 || len(rep.New) != len(files) {
				t.Fatalf("report %+v", rep)
			}
			checkAgainstReplay(t, l, files)
		})
	}
}

func setBatch(n int) func() {
	old := batchPostings
	batchPostings = n
	return func() { batchPostings = old }
}
