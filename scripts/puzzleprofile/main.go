// Command puzzleprofile writes the preferences of a player who has tried
// forty built-in Wormhole puzzles, for the manual's picture of the puzzle
// dashboard (scripts/screenshots.sh): a JSON object with the record under
// its preference key. The attempts are drawn with a fixed seed, the
// player solving a puzzle with the chances Glicko-2 gives a 1650 player.
package main

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"os"
	"time"

	"wormweave/puzzle"
	"wormweave/rules"
)

func main() {
	set, err := puzzle.Builtin(rules.Wormhole)
	if err != nil {
		fmt.Fprintln(os.Stderr, "puzzleprofile:", err)
		os.Exit(1)
	}
	rng := rand.New(rand.NewSource(1))
	p := puzzle.NewProfile()
	at := time.Date(2026, 11, 20, 18, 0, 0, 0, time.UTC)
	for i := 0; i < 40; i++ {
		z, ok := puzzle.Next(set, p, "", puzzle.Normal)
		if !ok {
			break
		}
		win := 1 / (1 + math.Pow(10, float64(z.Rating-1650)/400))
		p.Record(z, rng.Float64() < win, at)
		at = at.Add(time.Duration(3+rng.Intn(600)) * time.Minute)
	}
	p.StreakBest = 7
	out, _ := json.Marshal(map[string]string{"puzzles.profile.wormhole": p.String()})
	fmt.Println(string(out))
}
