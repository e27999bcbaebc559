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
// the only thing wrong with the position). The late move reductions are on
// (+123 Elo over 100 games at 100 ms a move), except for a move after which
// the opponent must capture: such a move forces play the way a check does in
// chess, and its worth lies in the captures it forces, which neither the
// static score nor the move's place in the ordering sees. Futility is off for
// the same reason: the matches found no gain (-24 and -70 Elo with it on).
type policy struct {
	nullMove, lmr, futility, repetitions bool
}

func policyFor(v rules.Variant, opt Options) policy {
	wormhole := v == rules.Wormhole
	p := policy{nullMove: !wormhole, lmr: true, repetitions: !wormhole}
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
