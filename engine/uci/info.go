package uci

import (
	"strconv"
	"strings"

	"wormweave/engine"
	"wormweave/rules"
)

// InfoLine writes one line of a search as UCI's info command: "info depth
// D seldepth S multipv I score cp X|mate Y [lowerbound|upperbound] nodes N
// nps R hashfull H time MS pv ID ...", the moves as canonical ids of
// variant v and the score from the side to move's point of view.
func InfoLine(in engine.Info, v rules.Variant) string {
	return infoLine(in, v, false, true)
}

// ProgressLine writes a long search's progress as UCI's info command:
// "info depth D currmove ID currmovenumber N nodes N nps R hashfull H time
// MS".
func ProgressLine(p engine.Progress, v rules.Variant) string {
	var b strings.Builder
	b.WriteString("info depth ")
	b.WriteString(strconv.Itoa(p.Depth))
	b.WriteString(" currmove ")
	b.WriteString(p.CurrMove.ID(v))
	b.WriteString(" currmovenumber ")
	b.WriteString(strconv.Itoa(p.CurrMoveNumber))
	b.WriteString(" nodes ")
	b.WriteString(strconv.FormatInt(p.Nodes, 10))
	b.WriteString(" nps ")
	b.WriteString(strconv.FormatInt(p.NPS, 10))
	b.WriteString(" hashfull ")
	b.WriteString(strconv.Itoa(p.HashFull))
	b.WriteString(" time ")
	b.WriteString(strconv.FormatInt(p.Time.Milliseconds(), 10))
	return b.String()
}

// WhiteInfoLine writes the line as InfoLine does, but with the score from
// White's point of view, as people read an analysis; toMove is the side to
// move at the root. "mate Y" then counts the winner's turns to the end, Y
// positive when White wins and negative when Black does.
func WhiteInfoLine(in engine.Info, v rules.Variant, toMove rules.Color) string {
	return infoLine(in, v, toMove == rules.Black, false)
}

// infoLine writes the line, with the score flipped to White's point of
// view if flip, and with the table's use if hashfull.
func infoLine(in engine.Info, v rules.Variant, flip, hashfull bool) string {
	var b strings.Builder
	b.WriteString("info depth ")
	b.WriteString(strconv.Itoa(in.Depth))
	b.WriteString(" seldepth ")
	b.WriteString(strconv.Itoa(in.SelDepth))
	b.WriteString(" multipv ")
	b.WriteString(strconv.Itoa(max(in.MultiPV, 1)))
	b.WriteString(" score ")
	bound := in.Bound
	switch {
	case !flip:
		b.WriteString(in.Score.UCI())
	case in.Score.IsMate():
		// MateTurns counts the winner's turns whichever side wins, so
		// only its sign changes.
		b.WriteString("mate ")
		b.WriteString(strconv.Itoa(-in.Score.MateTurns()))
	default:
		b.WriteString("cp ")
		b.WriteString(strconv.Itoa(-int(in.Score)))
	}
	if flip {
		switch bound {
		case engine.Lower:
			bound = engine.Upper
		case engine.Upper:
			bound = engine.Lower
		}
	}
	if bound != engine.Exact {
		b.WriteByte(' ')
		b.WriteString(bound.String())
	}
	b.WriteString(" nodes ")
	b.WriteString(strconv.FormatInt(in.Nodes, 10))
	b.WriteString(" nps ")
	b.WriteString(strconv.FormatInt(in.NPS, 10))
	if hashfull {
		b.WriteString(" hashfull ")
		b.WriteString(strconv.Itoa(in.HashFull))
	}
	b.WriteString(" time ")
	b.WriteString(strconv.FormatInt(in.Time.Milliseconds(), 10))
	if len(in.PV) > 0 {
		b.WriteString(" pv")
		for _, t := range in.PV {
			b.WriteByte(' ')
			b.WriteString(t.ID(v))
		}
	}
	return b.String()
}

// BestMoveLine writes UCI's bestmove command for a search's result:
// "bestmove ID", with "ponder ID" after it when the line goes on to the
// opponent's answer, or "bestmove (none)" when the game was over.
func BestMoveLine(r engine.Result, v rules.Variant) string {
	if len(r.Best) == 0 {
		return "bestmove (none)"
	}
	best := r.Best.ID(v)
	if len(r.PV) >= 2 && r.PV[0].ID(v) == best {
		return "bestmove " + best + " ponder " + r.PV[1].ID(v)
	}
	return "bestmove " + best
}

// LeftOutLine says, as an info string, that a search left out some of the
// root's turns (see engine.Result.RootTurnsLeftOut), or is "" when it
// searched them all.
func LeftOutLine(r engine.Result) string {
	if !r.RootTurnsLeftOut {
		return ""
	}
	return "info string only " + strconv.Itoa(r.RootTurns) + " of the position's turns were searched, the first the move generator gives and one that wins at once if there is one; the others were left out"
}

// GameOverLine says that the game of p is over and why, as an info string.
func GameOverLine(p *rules.Position) string {
	r, why := p.Outcome()
	return "info string the game is over: " + r.String() + " (" + reasonText(why) + ")"
}

func reasonText(r rules.Reason) string {
	switch r {
	case rules.Checkmate:
		return "checkmate"
	case rules.Stalemate:
		return "stalemate, which loses"
	case rules.KingCaptured:
		return "a king was captured"
	case rules.NoMoves:
		return "no legal move, which loses"
	}
	return "not over"
}
