// Command mkopenings writes a match's openings file for a variant: the
// positions a few random turns from the start that a short look judges
// balanced. It is how engine/match/openings/*.txt were made; the command
// line that made each file is written at its top.
//
//	go run ./engine/match/mkopenings -variant wormhole -n 50 -plies 4 -seed 1 > engine/match/openings/wormhole.txt
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"wormweave/engine/match"
	"wormweave/rules"
)

func main() {
	variant := flag.String("variant", "", "wormhole or interweave")
	n := flag.Int("n", 50, "number of openings")
	plies := flag.Int("plies", 4, "random whole turns played from the start")
	seed := flag.Int64("seed", 1, "seed of the random turns")
	flag.Parse()
	v, err := rules.ParseVariant(*variant)
	if err != nil || *n < 1 || *plies < 1 {
		fmt.Fprintln(os.Stderr, "usage: mkopenings -variant wormhole|interweave [-n N] [-plies K] [-seed S]")
		os.Exit(2)
	}
	rng := rand.New(rand.NewPCG(uint64(*seed), 1))
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
		out = append(out, p.FEN())
	}
	fmt.Printf("# %s openings: %d positions %d random turns from the start, where\n", v, *n, *plies)
	fmt.Printf("# material is level and neither side wins material by force within two plies.\n")
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
