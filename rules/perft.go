package rules

// moveStack holds one move buffer per level of a search, allocated once.
type moveStack [][]Move

func (s *moveStack) at(level int) []Move {
	for len(*s) <= level {
		*s = append(*s, make([]Move, 0, 256))
	}
	return (*s)[level][:0]
}

// Perft counts the whole turns at depth plies from the position (the leaves
// of the game tree; an Interweave capture chain is one turn).
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var stack moveStack
	q := *p
	return q.perft(depth, 0, &stack)
}

func (p *Position) perft(depth, level int, stack *moveStack) uint64 {
	if depth == 1 && p.v == Interweave && p.chain < 0 {
		if p.interweaveOver() {
			return 0
		}
		if n, capture := p.interweaveQuietCount(p.turn); !capture {
			return uint64(n)
		}
	}
	moves := p.Moves(stack.at(level))
	(*stack)[level] = moves
	if depth == 1 && p.v == Wormhole {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		u := p.Make(m)
		switch {
		case !u.turnEnded:
			n += p.perft(depth, level+1, stack)
		case depth == 1:
			n++
		default:
			n += p.perft(depth-1, level+1, stack)
		}
		p.Unmake(m, u)
	}
	return n
}
