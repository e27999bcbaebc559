package rules

// Playable says whether a game can be started from the position, and if not,
// why (its first problem). A position without kings (a rules diagram) loads
// and shows its pieces' moves, but cannot be played: Wormhole needs exactly
// one king per side and Interweave at most two (fewer than two means the
// game is already over).
func (p *Position) Playable() error {
	if probs := p.Problems(); len(probs) > 0 {
		return probs[0]
	}
	return nil
}
