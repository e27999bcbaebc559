package match

import (
	"fmt"
	"slices"
	"sort"

	"wormweave/rules"
)

// maxListed bounds the games a report lists one by one (the forfeits,
// and the games the leader did not win), so that a long match holds
// little: the first ones are listed, and the PGN has the rest.
const maxListed = 100

// tally is what a report prints, counted as the games finish, so that
// it holds the same whatever the number of games.
type tally struct {
	played                  int
	score, asWhite, asBlack Score
	endings                 map[Ending]int
	openings                []openingRow // by opening
	clock                   [2]clockSum  // A, B
	forfeits                gameList
	// notWon[0] lists the games A did not win, notWon[1] those B did
	// not: which one is printed depends on who leads at the end.
	notWon [2]gameList
}

// openingRow is A's score from one opening with each colour.
type openingRow struct{ white, black Score }

// clockSum is a player's clock figures summed over the games it played
// on the clock.
type clockSum struct {
	games, lossesOnTime int
	left                float64 // the shares of the base time left
}

// gameList holds the first maxListed of some games by their number,
// whatever the order they finish in, and counts the others.
type gameList struct {
	games []listedGame // sorted by index
	more  int
}

// listedGame is what a report says of a game it lists.
type listedGame struct {
	index, opening, plies int
	aWhite                bool
	scoreA                float64
	result                rules.Result
	ending                Ending
	err                   error
}

func (l *gameList) add(g listedGame) {
	i := sort.Search(len(l.games), func(i int) bool { return l.games[i].index > g.index })
	if len(l.games) == maxListed {
		l.more++
		if i == maxListed {
			return
		}
		l.games = l.games[:maxListed-1]
	}
	l.games = slices.Insert(l.games, i, g)
}

// record counts a finished game in the report.
func (r *Report) record(g *Game) {
	t := &r.tally
	if t.endings == nil {
		t.endings = map[Ending]int{}
		t.openings = make([]openingRow, len(r.Config.Openings))
	}
	pts := g.ScoreA()
	t.played++
	t.score.add(pts)
	if g.AWhite {
		t.asWhite.add(pts)
		t.openings[g.Opening].white.add(pts)
	} else {
		t.asBlack.add(pts)
		t.openings[g.Opening].black.add(pts)
	}
	t.endings[g.Ending]++
	if tc := r.Config.Clock; tc != nil && tc.Base > 0 {
		for side, on := range [2]bool{g.ClockA, g.ClockB} {
			if !on {
				continue
			}
			left := [2]float64{g.LeftA.Seconds(), g.LeftB.Seconds()}[side]
			cs := &t.clock[side]
			cs.games++
			if g.Ending == TimeForfeit && (pts == 0) == (side == 0) {
				cs.lossesOnTime++
			}
			cs.left += max(left, 0) / tc.Base.Seconds()
		}
	}
	lg := listedGame{index: g.Index, opening: g.Opening, plies: g.Plies, aWhite: g.AWhite, scoreA: pts,
		result: g.Result, ending: g.Ending, err: g.Err}
	if g.Err != nil {
		t.forfeits.add(lg)
	}
	if pts < 1 {
		t.notWon[0].add(lg)
	}
	if pts > 0 {
		t.notWon[1].add(lg)
	}
}

// moreText says how many games a list left out, and where they are when
// the games are written to file.
func moreText(n int, what, file string) string {
	if file == "" {
		return fmt.Sprintf("and %d more%s", n, what)
	}
	return fmt.Sprintf("and %d more%s: see %s", n, what, file)
}
