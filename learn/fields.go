package learn

import "wormweave/rules"

// What each goal takes besides a fen and texts: the directives a goal
// does not use are refused, so that a typo in the goal does not leave a
// level checking something its author did not mean.
var goalTakes = [numGoals]struct{ stars, targets, count bool }{
	GoalStars:    {stars: true},
	GoalTakeAll:  {targets: true},
	GoalTakeSafe: {targets: true},
	GoalCapture:  {targets: true},
	GoalChain:    {count: true},
	GoalSurvive:  {count: true},
}

// checkFields checks a level's directives against its goal and position.
func (p *parser) checkFields(l *Level) error {
	pos, err := l.Position()
	if err != nil {
		return errorAt(p.fenAt, "bad %s FEN: %v", l.Variant, err)
	}
	at := func(word string) Place {
		if pl, ok := p.seen[word]; ok {
			return pl
		}
		return l.Place
	}
	takes := goalTakes[l.Goal]
	for _, d := range []struct {
		word string
		has  bool
		ok   bool
	}{{"stars", l.Stars != nil, takes.stars}, {"targets", l.Targets != nil, takes.targets}, {"count", l.Count != 0, takes.count}} {
		if d.has && !d.ok {
			return errorAt(at(d.word), "goal %s takes no %s", l.Goal, d.word)
		}
	}
	me := pos.Turn()
	switch l.Goal {
	case GoalStars:
		if len(l.Stars) == 0 {
			return errorAt(l.Place, "goal stars needs a stars line")
		}
		for _, s := range l.Stars {
			pc := pos.At(s)
			if pc == rules.Hole {
				return errorAt(at("stars"), "the star %s is on a hole", s)
			}
			if pc != rules.Empty && pc.Color() == me {
				return errorAt(at("stars"), "the star %s is under one of the learner's own pieces", s)
			}
			if pc.IsPiece() && pc.Kind() == rules.King {
				return errorAt(at("stars"), "the star %s is under a king, which a star level cannot take", s)
			}
		}
	case GoalTakeAll, GoalTakeSafe, GoalCapture:
		for _, s := range l.Targets {
			pc := pos.At(s)
			if pc == rules.Empty || pc == rules.Hole || pc.Color() == me {
				return errorAt(at("targets"), "no enemy piece on the target %s", s)
			}
			if pc.Kind() == rules.King && l.Variant == rules.Wormhole {
				return errorAt(at("targets"), "the target %s is a king, which is never taken in Wormhole", s)
			}
		}
		if l.Targets == nil && l.Goal != GoalCapture {
			for _, k := range l.Variant.Kinds() {
				if k != rules.King {
					l.Targets = append(l.Targets, pos.PiecesOf(me.Other(), k).Squares()...)
				}
			}
			if len(l.Targets) == 0 {
				return errorAt(l.Place, "goal %s, but the enemy has no piece but its kings", l.Goal)
			}
		}
	case GoalChain:
		if l.Variant != rules.Interweave {
			return errorAt(l.Place, "goal chain is for Interweave, whose captures chain")
		}
		if l.Count < 2 {
			return errorAt(at("count"), "goal chain needs a count of at least 2 captures")
		}
	case GoalSurvive:
		if l.Count == 0 {
			return errorAt(l.Place, "goal survive needs a count of moves")
		}
		if l.Count > MaxPar {
			return errorAt(at("count"), "goal survive asks at most %d moves, the longest a level's search goes", MaxPar)
		}
	}
	_, given := p.seen["opponent"]
	switch {
	case l.Goal == GoalTakeSafe && !given:
		l.Opponent = Capture
	case l.Goal == GoalTakeSafe && l.Opponent != Capture:
		return errorAt(at("opponent"), "goal take-safe plays against opponent capture")
	case l.Goal == GoalGame && given:
		return errorAt(at("opponent"), "goal game plays against the engine: it takes no opponent")
	}
	return nil
}
