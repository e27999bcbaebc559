package engine

import "wormweave/rules"

// The prunings on by default in each variant, and why some are off.
//
// Null move is off in Wormhole: a side that cannot move loses there, even out
// of check, and every move leaves a hole behind, so positions where any move
// spoils the position (zugzwang) are common and a pass would be judged far
// too well. In Interweave it is off wherever a capture exists (captures are
// compulsory, and a pass would dodge a capture that may be the only thing
// wrong with the position); elsewhere it is kept.
type policy struct {
	nullMove, lmr, futility, repetitions bool
}

func policyFor(v rules.Variant, opt Options) policy {
	p := policy{nullMove: v == rules.Interweave, lmr: true, futility: true, repetitions: v == rules.Interweave}
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
