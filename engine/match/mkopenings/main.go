// Command mkopenings writes a match's openings file for a variant: the
// positions a few random turns from the start that a short search judges
// balanced. It is how engine/match/openings/*.txt were made; the command
// line that made each file is written at its top.
//
//	go run ./engine/match/mkopenings -variant wormhole -n 50 -plies 4 -seed 1 -nodes 20000 -margin 50 > engine/match/openings/wormhole.txt
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"wormweave/engine"
	"wormweave/engine/match"
	"wormweave/rules"
)

func main() {
	variant := flag.String("variant", "", "wormhole or interweave")
	n := flag.Int("n", 50, "number of openings")
	plies := flag.Int("plies", 4, "random whole turns played from the start")
	seed := flag.Int64("seed", 1, "seed of the random turns")
	nodes := flag.Int64("nodes", 20000, "nodes of the engine's search of each candidate")
	margin := flag.Int("margin", 50, "the largest score, in centipawns either way, of a balanced opening")
	flag.Parse()
	v, err := rules.ParseVariant(*variant)
	if err != nil || *n < 1 || *plies < 1 || *nodes < 1 || *margin < 0 {
		fmt.Fprintln(os.Stderr, "usage: mkopenings -variant wormhole|interweave [-n N] [-plies K] [-seed S] [-nodes N] [-margin CP]")
		os.Exit(2)
	}
	rng := rand.New(rand.NewPCG(uint64(*seed), 1))
	eng := engine.New(engine.Options{Threads: 1})
	tried := 0
	seen := map[string]bool{}
	var out []string
	for tries := 0; len(out) < *n; tries++ {
		if tries > 1000**n {
			fmt.Fprintf(os.Stderr, "mkopenings: found only %d balanced openings\n", len(out))
			os.Exit(1)
		}
		p, ok := randomLine(v, *plies, rng)
		if !ok || seen[p.FEN()] {
			continue
		}
		seen[p.FEN()] = true
		if match.MaterialBalance(p) != 0 || match.TwoPlyScore(p) != 0 {
			continue
		}
		tried++
		eng.NewGame()
		r := eng.Start(p, nil, engine.Limits{Nodes: *nodes}, nil).Wait()
		if r.Score.IsMate() || r.Score > engine.Score(*margin) || r.Score < -engine.Score(*margin) {
			continue
		}
		out = append(out, fmt.Sprintf("%-70s # %+d cp, depth %d", p.FEN(), r.Score, r.Depth))
	}
	fmt.Printf("# %s openings: %d positions %d random turns from the start where the\n", v, *n, *plies)
	fmt.Printf("# material is level, neither side wins material by force within two plies,\n")
	fmt.Printf("# and a search of %d nodes scores within %d centipawns of equality\n", *nodes, *margin)
	fmt.Printf("# (%d of the %d candidates that passed the material checks).\n", len(out), tried)
	fmt.Printf("# The comment after each FEN is that score, for the side to move.\n")
	fmt.Printf("# made by: go run ./engine/match/mkopenings %s\n", strings.Join(os.Args[1:], " "))
	for _, f := range out {
		fmt.Println(f)
	}
}

// randomLine plays plies uniformly random turns from the start, and says
// whether the game is still going on after them.
func randomLine(v rules.Variant, plies int, rng *rand.Rand) (*rules.Position, bool) {
	p := rules.NewPosition(v)
	for range plies {
		turns := p.Turns()
		if len(turns) == 0 {
			return p, false
		}
		if err := p.PlayTurn(turns[rng.IntN(len(turns))]); err != nil {
			return p, false
		}
	}
	return p, p.Result() == rules.Ongoing
}
