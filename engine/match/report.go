package match

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"time"

	"wormweave/notation"
	"wormweave/rules"
)

// Report holds a finished match.
type Report struct {
	Config Config
	// Games are the games played, in game order; none in a report of a
	// Config.Summary match, which keeps only what it prints.
	Games []*Game
	// SPRT is the test's state at the end, when the match ran one.
	SPRT  *SPRTStatus
	tally tally
}

// newReport returns the report of a match of cfg with no game yet.
func newReport(cfg Config) *Report { return &Report{Config: cfg} }

// Played returns the number of games played.
func (r *Report) Played() int { return r.tally.played }

// Score returns player A's wins, draws and losses.
func (r *Report) Score() Score { return r.tally.score }

// count returns how many games end as e.
func (r *Report) count(e Ending) int { return r.tally.endings[e] }

// FormatElo writes the Elo difference of s and its 95% margin, as
// "+123 ± 45 (95%)"; a one-sided score, whose difference is infinite, is
// written with the bound the interval still guarantees, as "+inf (95%: >
// +465)", and a score whose interval reaches 0% or 100% with its finite
// end, as "+382 (95%: > +160)".
func FormatElo(s Score) string {
	diff, margin := s.Elo()
	switch {
	case s.Games() > 0 && s.Wins == s.Games():
		return fmt.Sprintf("+inf (95%%: > %+.0f)", s.OneSidedBound())
	case s.Games() > 0 && s.Losses == s.Games():
		return fmt.Sprintf("-inf (95%%: < %+.0f)", s.OneSidedBound())
	case s.Games() == 0:
		return "+0 ± inf"
	case math.IsInf(margin, 0):
		// One end of the interval reaches a score of 0 or 1: say the
		// end that is finite.
		lo, hi := s.Interval()
		if math.IsInf(lo, -1) && math.IsInf(hi, 1) {
			return fmt.Sprintf("%+.0f ± inf", diff)
		}
		if math.IsInf(hi, 1) {
			return fmt.Sprintf("%+.0f (95%%: > %+.0f)", diff, lo)
		}
		return fmt.Sprintf("%+.0f (95%%: < %+.0f)", diff, hi)
	}
	return fmt.Sprintf("%+.0f ± %.0f (95%%)", diff, margin)
}

// Print writes the report: the score, the Elo difference, the endings, and
// where the games were lost, by colour and by opening.
func (r *Report) Print(w io.Writer) {
	cfg := r.Config
	s := r.Score()
	fmt.Fprintf(w, "%s: A = %s, B = %s, %d games from %d openings\n",
		cfg.Variant, cfg.A, cfg.B, r.Played(), min(len(cfg.Openings), (r.Played()+1)/2))
	fmt.Fprintf(w, "score of A: %d wins, %d draws, %d losses: %.1f%%\n", s.Wins, s.Draws, s.Losses, 100*s.Fraction())
	fmt.Fprintf(w, "Elo difference (A - B): %s\n", FormatElo(s))
	fmt.Fprintf(w, "adjudicated draws (%d-ply cap): %d; forfeits: %d; losses on time: %d\n", cfg.MaxPlies, r.count(Adjudicated), r.count(Forfeit), r.count(TimeForfeit))

	fmt.Fprintf(w, "A as White: %s; A as Black: %s (wins-draws-losses)\n", r.tally.asWhite.wdl(), r.tally.asBlack.wdl())
	names := make([]string, 0, len(r.tally.endings))
	for e, n := range r.tally.endings {
		names = append(names, fmt.Sprintf("%s %d", e, n))
	}
	sort.Strings(names)
	fmt.Fprintf(w, "endings: %s\n", strings.Join(names, ", "))

	for _, g := range r.tally.forfeits.games {
		what := "forfeited"
		if g.ending == TimeForfeit {
			what = "lost on time"
		}
		fmt.Fprintf(w, "game %d %s by %s: %v\n", g.index+1, what, g.loser(), g.err)
	}
	if n := r.tally.forfeits.more; n > 0 {
		fmt.Fprintln(w, moreText(n, " forfeits", r.Config.GamesFile))
	}
	r.printClock(w)
	r.printSPRT(w)
	r.printOpenings(w)
	r.printSetbacks(w, s)
}

// ClockStats is how a player fared on the clock over a match's games.
type ClockStats struct {
	Games        int // the games it played on the clock
	LossesOnTime int
	// MeanLeft is the mean share of the base time left on its clock at
	// the end of its games (a clock that ran out counts as 0); with the
	// increments it can pass 1.
	MeanLeft float64
}

// Clock returns the clock figures of player A (a true) or B.
func (r *Report) Clock(a bool) ClockStats {
	cs := r.tally.clock[1]
	if a {
		cs = r.tally.clock[0]
	}
	st := ClockStats{Games: cs.games, LossesOnTime: cs.lossesOnTime}
	if st.Games > 0 {
		st.MeanLeft = cs.left / float64(st.Games)
	}
	return st
}

// printClock writes, for a match on the clock, each player's losses on
// time and the clock it had left.
func (r *Report) printClock(w io.Writer) {
	if r.Config.Clock == nil {
		return
	}
	for _, side := range []struct {
		name string
		a    bool
		spec Spec
	}{{"A", true, r.Config.A}, {"B", false, r.Config.B}} {
		st := r.Clock(side.a)
		if side.spec.HasLimit() {
			fmt.Fprintf(w, "clock %s: %s plays with its own limit, off the clock\n", r.Config.Clock, side.name)
			continue
		}
		fmt.Fprintf(w, "clock %s: %s lost %d games on time, and ended its games with %.0f%% of its base time left on average\n",
			r.Config.Clock, side.name, st.LossesOnTime, 100*st.MeanLeft)
	}
}

// printSPRT writes the test's outcome: the verdict, the LLR and its
// bounds, and the pairs counted.
func (r *Report) printSPRT(w io.Writer) {
	st := r.SPRT
	if st == nil {
		return
	}
	verdict := st.Verdict
	if verdict == Inconclusive {
		verdict = "inconclusive at the game limit"
	}
	fmt.Fprintf(w, "SPRT elo0 %g, elo1 %g (alpha %g, beta %g): %s; LLR %s (bounds %.2f, %.2f)\n",
		st.Test.Elo0, st.Test.Elo1, st.Test.Alpha, st.Test.Beta, verdict, FormatLLR(st.LLR), st.Lower, st.Upper)
	fmt.Fprintf(w, "pairs of games by A's points (0, 1/2, 1, 3/2, 2): %s (%d pairs)\n", st.Penta, st.Penta.Pairs())
}

// printOpenings writes A's score from each opening with each colour.
func (r *Report) printOpenings(w io.Writer) {
	fmt.Fprintln(w, "A's score by opening (wins-draws-losses as White | as Black):")
	for i, rw := range r.tally.openings {
		if rw.white.Games()+rw.black.Games() == 0 {
			continue
		}
		fmt.Fprintf(w, "  opening %2d (line %d): %s | %s\n", i+1, r.Config.Openings[i].Line, rw.white.wdl(), rw.black.wdl())
	}
}

// printSetbacks lists the games the leading player did not win (A's
// losses and draws when the match is level), so that they can be looked
// at in the PGN.
func (r *Report) printSetbacks(w io.Writer, s Score) {
	leaderIsA := s.Wins >= s.Losses
	leader := "A"
	if !leaderIsA {
		leader = "B"
	}
	list := r.tally.notWon[0]
	if !leaderIsA {
		list = r.tally.notWon[1]
	}
	var lines []string
	for _, g := range list.games {
		colour := "Black"
		if g.aWhite == leaderIsA {
			colour = "White"
		}
		result := g.result.String()
		if g.result == rules.Ongoing {
			result = "1/2-1/2"
		}
		lines = append(lines, fmt.Sprintf("  game %d: opening %d, %s as %s: %s after %d plies (%s)",
			g.index+1, g.opening+1, leader, colour, result, g.plies, g.ending))
	}
	if list.more > 0 {
		lines = append(lines, "  "+moreText(list.more, "", r.Config.GamesFile))
	}
	if len(lines) == 0 {
		fmt.Fprintf(w, "%s won every game\n", leader)
		return
	}
	fmt.Fprintf(w, "games %s did not win:\n%s\n", leader, strings.Join(lines, "\n"))
}

// loser names the player, A or B, that lost g.
func (g listedGame) loser() string {
	if g.scoreA == 0 {
		return "A"
	}
	return "B"
}

// clockText writes a clock as h:mm:ss.t, the form of a [%clk] command
// with tenths, which the short games of a match need.
func clockText(d time.Duration) string { return notation.FormatClock(d, true) }

// FormatLLR writes a log-likelihood ratio with two decimals, a value that
// rounds to 0 as 0.00 whatever its sign.
func FormatLLR(llr float64) string {
	if math.Abs(llr) < 0.005 {
		llr = 0
	}
	return fmt.Sprintf("%.2f", llr)
}

// wdl writes a score as "W-D-L".
func (s Score) wdl() string { return fmt.Sprintf("%d-%d-%d", s.Wins, s.Draws, s.Losses) }

// WritePGN writes the games of the match as PGN, in game order, with the
// players' specs as names and the way each game ended in a Termination
// tag. A report of a Config.Summary match has no games to write: they
// are written as they finish, by a PGNWriter.
func (r *Report) WritePGN(w io.Writer) error {
	pw := NewPGNWriter(w, r.Config)
	for _, g := range r.Games {
		pw.Add(g)
	}
	return pw.Close()
}

// PGNWriter writes the games of a match as PGN as they finish, in game
// order: a game that finishes before an earlier one waits for it.
type PGNWriter struct {
	bw      *bufio.Writer
	cfg     Config
	date    string
	next    int           // the index of the next game to write
	waiting map[int]*Game // finished games after next
	buf     []byte
	err     error
}

// NewPGNWriter returns a writer of cfg's games to w.
func NewPGNWriter(w io.Writer, cfg Config) *PGNWriter {
	return &PGNWriter{bw: bufio.NewWriter(w), cfg: cfg, date: time.Now().UTC().Format("2006.01.02"), waiting: map[int]*Game{}}
}

// Add takes a finished game, and writes it with the games after it that
// were waiting for it. After an error it writes nothing more.
func (pw *PGNWriter) Add(g *Game) {
	pw.waiting[g.Index] = g
	for {
		g, ok := pw.waiting[pw.next]
		if !ok {
			return
		}
		delete(pw.waiting, pw.next)
		pw.next++
		if pw.err == nil {
			pw.err = pw.write(g)
		}
	}
}

// Close writes the games still waiting for an earlier one that will not
// come (a match stopped with games under way), in game order, then what
// is buffered, and returns the first error.
func (pw *PGNWriter) Close() error {
	rest := make([]int, 0, len(pw.waiting))
	for i := range pw.waiting {
		rest = append(rest, i)
	}
	sort.Ints(rest)
	for _, i := range rest {
		if pw.err == nil {
			pw.err = pw.write(pw.waiting[i])
		}
		delete(pw.waiting, i)
	}
	if pw.err == nil {
		pw.err = pw.bw.Flush()
	}
	return pw.err
}

func (pw *PGNWriter) write(g *Game) error {
	start := *g.Start
	ng := notation.NewGame(pw.cfg.Variant, &start)
	white, black := pw.cfg.A.String(), pw.cfg.B.String()
	if !g.AWhite {
		white, black = black, white
	}
	ng.Result = g.Result.String()
	if g.Result == rules.Ongoing {
		ng.Result = "1/2-1/2"
	}
	ng.SetTag("Event", "wormweave match")
	ng.SetTag("Date", pw.date)
	ng.SetTag("Round", fmt.Sprint(g.Index+1))
	ng.SetTag("White", white)
	ng.SetTag("Black", black)
	ng.SetTag("Result", ng.Result)
	ng.SetTag("Termination", string(g.Ending))
	if tc := pw.cfg.Clock; tc != nil {
		ng.SetTag("TimeControl", tc.String())
	}
	n := ng.Root
	for i, t := range g.Turns {
		child, _, err := n.AddMove(t)
		if err != nil {
			return fmt.Errorf("game %d: %v", g.Index+1, err)
		}
		n = child
		// The clock of a player on it, after its turn.
		aMoved := ((i%2 == 0) == (g.Start.Turn() == rules.White)) == g.AWhite
		if i < len(g.Clocks) && ((aMoved && g.ClockA) || (!aMoved && g.ClockB)) {
			n.SetCommentAfter("[%clk " + clockText(g.Clocks[i]) + "]")
		}
	}
	pw.buf = pw.buf[:0]
	if pw.next > 1 {
		pw.buf = append(pw.buf, '\n')
	}
	pw.buf = notation.AppendGame(pw.buf, ng)
	_, err := pw.bw.Write(pw.buf)
	return err
}
