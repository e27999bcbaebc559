package rules

// Playable says whether a game can be started from the position, and if not,
// why (its first problem). A position without kings (a rules diagram) loads
// and shows its pieces' moves, but cannot be played: Wormhole needs exactly
// one king per side and Interweave one or two (one means the game is
// already over); no side may have more pieces than its start position and
// the promotion of its missing pawns make.
func (p *Position) Playable() error {
	if probs := p.Problems(); len(probs) > 0 {
		return probs[0]
	}
	return nil
}
