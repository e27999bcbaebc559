package engine

import "wormweave/rules"

// The prunings on by default in each variant, and why some are off. Each
// was decided by a match of the engine against itself with the pruning
// switched off (MATCHES.md has the games, the commands and the margins).
//
// Wormhole: the late move reductions (with internal iterative reduction)
// are on (+52 Elo over 200 games). Futility, late move pruning and reverse
// futility are on (+156 ± 77 Elo at 100 ms a move) as long as they spare the
// quiet moves that give check or leave the opponent without a move: such a
// move can end the game (mate and stalemate both win), and the static score
// cannot see it. Without that exception they won nothing (51% twice). The
// null move is off: a side that cannot move loses there, even out of check,
// and every move leaves a hole behind, so positions where any move spoils
// the position (zugzwang) are common and a pass is judged far too well; the
// match agreed (-35 Elo with it on).
//
// Interweave: the null move is on (+42 Elo), except where a capture exists
// (captures are compulsory, and a pass would dodge a capture that may be
// the only thing wrong with the position). The late move reductions (+123
// Elo at 100 ms a move), futility and late move pruning (+57 Elo over 300
// games) are on, except for a move after which the opponent must capture:
// such a move forces play the way a check does in chess, and its worth lies
// in the captures it forces, which neither the static score nor the move's
// place in the ordering sees. Reverse futility is off: a static score far
// above beta says nothing of the captures the opponent may be forced into
// next, and with it on the matches lost (-24 and -70 Elo, and 46.6% over 74
// games at 100 ms, with futility).
type policy struct {
	nullMove, lmr, futility, reverseFutility, repetitions bool
	mateOnly                                              bool
}

func policyFor(v rules.Variant, opt Options) policy {
	wormhole := v == rules.Wormhole
	p := policy{nullMove: !wormhole, lmr: true, futility: true, reverseFutility: wormhole, repetitions: !wormhole}
	if opt.NoNullMove {
		p.nullMove = false
	}
	if opt.NoLMR {
		p.lmr = false
	}
	if opt.NoFutility {
		p.futility, p.reverseFutility = false, false
	}
	p.mateOnly = opt.MateOnly
	return p
}
