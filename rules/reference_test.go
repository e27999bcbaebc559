package rules

import (
	"bufio"
	"encoding/json"
	"os"
	"sort"
	"strconv"
	"testing"
)

// The reference data live in the project's top-level testdata folder.
const refDir = "../testdata/"

type perftCase struct {
	Name    string            `json:"name"`
	Variant string            `json:"variant"`
	FEN     string            `json:"fen"`
	Perft   map[string]uint64 `json:"perft"`
}

func loadPerftCases(t testing.TB) []perftCase {
	t.Helper()
	data, err := os.ReadFile(refDir + "perft.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []perftCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

func mustParse(t testing.TB, variant, fen string) *Position {
	t.Helper()
	v, err := ParseVariant(variant)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ParseFEN(v, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// shortLimit bounds the leaves a perft case may have under -short.
const shortLimit = 2_000_000

func TestPerftReference(t *testing.T) {
	for _, c := range loadPerftCases(t) {
		p := mustParse(t, c.Variant, c.FEN)
		depths := make([]int, 0, len(c.Perft))
		for d := range c.Perft {
			n, _ := strconv.Atoi(d)
			depths = append(depths, n)
		}
		sort.Ints(depths)
		for _, d := range depths {
			want := c.Perft[strconv.Itoa(d)]
			if testing.Short() && want > shortLimit {
				continue
			}
			t.Run(c.Name+"/"+strconv.Itoa(d), func(t *testing.T) {
				if got := p.Perft(d); got != want {
					t.Errorf("perft(%d) of %s = %d, want %d", d, c.FEN, got, want)
				}
			})
		}
	}
}

type movesCase struct {
	FEN    string   `json:"fen"`
	Result string   `json:"result"`
	Moves  []string `json:"moves"`
	Turns  []string `json:"turns"`
}

func loadMovesCases(t testing.TB, v Variant) []movesCase {
	t.Helper()
	name := refDir + "moves-wormhole.jsonl"
	if v == Interweave {
		name = refDir + "moves-interweave.jsonl"
	}
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []movesCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		var c movesCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func ids(v Variant, moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.ID(v)
	}
	sort.Strings(out)
	return out
}

func turnIDs(v Variant, turns []Turn) []string {
	out := make([]string, len(turns))
	for i, t := range turns {
		out[i] = t.ID(v)
	}
	sort.Strings(out)
	return out
}

func equalSorted(a, b []string) bool {
	b = append([]string(nil), b...)
	sort.Strings(b)
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestLegalMovesReference(t *testing.T) {
	for _, v := range Variants {
		for i, c := range loadMovesCases(t, v) {
			p, err := ParseFEN(v, c.FEN)
			if err != nil {
				t.Fatalf("%s #%d: %v", v, i, err)
			}
			if got := ids(v, p.Moves(nil)); !equalSorted(got, c.Moves) {
				t.Errorf("%s #%d %s\nmoves %v\nwant  %v", v, i, c.FEN, got, c.Moves)
			}
			if c.Turns != nil {
				if got := turnIDs(v, p.Turns()); !equalSorted(got, c.Turns) {
					t.Errorf("%s #%d %s\nturns %v\nwant  %v", v, i, c.FEN, got, c.Turns)
				}
			}
			if got := p.Result().String(); got != c.Result {
				t.Errorf("%s #%d %s: result %s, want %s", v, i, c.FEN, got, c.Result)
			}
		}
	}
}
