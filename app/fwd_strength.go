package app

import (
	"time"

	enginestrength "wormweave/app/strength"
)

// strength is the engine's strength as the package held it before the
// strengths' names moved to package strength, kept (with its fields'
// old names, which the engine game and the recovery file read) while the
// callers move.
type strength struct {
	level    int // 1 to engine.MaxLevel, or 0
	moveTime time.Duration
}

func (s strength) of() enginestrength.Strength {
	return enginestrength.Strength{Level: s.level, MoveTime: s.moveTime}
}

func (s strength) tagName() string { return s.of().TagName() }

func (s strength) name() string { return s.of().Name() }

func (s strength) label() string { return s.of().Label() }

func strengths() []strength {
	var out []strength
	for _, s := range enginestrength.All() {
		out = append(out, strength{level: s.Level, moveTime: s.MoveTime})
	}
	return out
}

func playerName(tag string) string { return enginestrength.PlayerName(tag) }
