package engine

import "wormweave/rules"

// The prunings on by default in each variant, and why some are off. Each
// was decided by a match of the engine against itself with the pruning
// switched off (MATCHES.md has the games, the commands and the margins).
//
// Wormhole: the late move reductions (with internal iterative reduction)
// are on (+52 Elo over 200 games). Futility (with reverse futility and late
// move pruning) is off: it saves nodes but won no games (51% over 200). The
// null move is off: a side that cannot move loses there, even out of check, and
// every move leaves a hole behind, so positions where any move spoils the
// position (zugzwang) are common and a pass is judged far too well; the
// match agreed (-35 Elo with it on).
//
// Interweave: the null move is on (+42 Elo), except where a capture exists
// (captures are compulsory, and a pass would dodge a capture that may be
// the only thing wrong with the position). Futility and the late move
// reductions are off: a quiet move's worth there lies in the captures it
// forces on the opponent, which neither the static score nor the move's
// place in the ordering sees, and the matches found no gain (-24 and -28
// Elo with them on).
type policy struct {
	nullMove, lmr, futility, repetitions bool
}

func policyFor(v rules.Variant, opt Options) policy {
	wormhole := v == rules.Wormhole
	p := policy{nullMove: !wormhole, lmr: wormhole, repetitions: !wormhole}
	if opt.NoNullMove {
		p.nullMove = false
	}
	if opt.NoLMR {
		p.lmr = false
	}
	if opt.NoFutility {
		p.futility = false
	}
	return p
}
