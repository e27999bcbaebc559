package rules

import "fmt"

// Playable says whether a game can be started from the position, and if not,
// why. A position without kings (a rules diagram) loads and shows its pieces'
// moves, but cannot be played: Wormhole needs exactly one king per side and
// Interweave at most two (fewer than two means the game is already over).
func (p *Position) Playable() error {
	w := (p.kinds[King] & p.color[White]).Count()
	b := (p.kinds[King] & p.color[Black]).Count()
	switch p.v {
	case Wormhole:
		if w != 1 || b != 1 {
			return fmt.Errorf("a Wormhole game needs exactly one king per side; White has %d, Black has %d", w, b)
		}
		if k := p.kingSquare(p.turn ^ 1); p.wormholeAttacked(k, p.turn) {
			return fmt.Errorf("the %s king on %s is attacked, but it is %s's turn", p.turn^1, k, p.turn)
		}
	case Interweave:
		if w > 2 || b > 2 {
			return fmt.Errorf("an Interweave game has at most two kings per side; White has %d, Black has %d", w, b)
		}
	}
	return nil
}
