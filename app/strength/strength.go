// Package strength names how strong the engine plays a game against the
// user: its levels and its times a move, as the choice offers them, as the
// record's White and Black tags keep them (the same in every language) and
// as the interface shows them (in the user's language). The game list,
// the window's players line and the game against the engine all name
// players through it.
//
// It owns these names only: it must not start an engine, hold a game or
// build widgets. Any package of the interface may import it.
package strength

import (
	"fmt"
	"time"

	"wormweave/app/text"
	"wormweave/engine"
)

// MoveTimes are the times a move offered besides the levels.
var MoveTimes = []time.Duration{time.Second, 3 * time.Second, 10 * time.Second}

// Strength is how strong the engine plays: one of its levels, or a time a
// move at full strength.
type Strength struct {
	Level    int // 1 to engine.MaxLevel, or 0
	MoveTime time.Duration
}

// TagName is the engine's name for the record's White or Black tag, the
// same in every language: a record's tags are data, read by other programs
// and by people who speak another language than the user's.
func (s Strength) TagName() string {
	if s.Level > 0 {
		return fmt.Sprintf("Wormweave, level %d", s.Level)
	}
	return fmt.Sprintf("Wormweave, %d s a move", int(s.MoveTime/time.Second))
}

// Name is the engine's name in the interface's language.
func (s Strength) Name() string {
	if s.Level > 0 {
		return text.TF("play.engineLevel", map[string]any{"Level": s.Level})
	}
	return text.TF("play.engineTime", map[string]any{"Seconds": int(s.MoveTime / time.Second)})
}

// All lists the choices: the levels, then the times a move.
func All() []Strength {
	var out []Strength
	for l := 1; l <= engine.MaxLevel; l++ {
		out = append(out, Strength{Level: l})
	}
	for _, t := range MoveTimes {
		out = append(out, Strength{MoveTime: t})
	}
	return out
}

// Label names the strength in the choice of strengths: the first and the
// last level say which is weak and which strong, and a time a move says it
// plays at full strength.
func (s Strength) Label() string {
	switch {
	case s.Level == 1:
		return text.TF("play.levelWith", map[string]any{"Level": s.Level, "Note": text.T("play.weakest")})
	case s.Level == engine.MaxLevel:
		return text.TF("play.levelWith", map[string]any{"Level": s.Level, "Note": text.T("play.strongest")})
	case s.Level > 0:
		return text.TF("play.level", map[string]any{"Level": s.Level})
	}
	return text.TF("play.moveTime", map[string]any{"Seconds": int(s.MoveTime / time.Second), "Strength": text.T("play.fullStrength")})
}

// PlayerName is how the interface shows a White or Black tag: a name the
// engine writes into the tags (always in English, see TagName) is shown in
// the interface's language; an empty or unknown name is "?"; any other
// name is shown as it is.
func PlayerName(tag string) string {
	if s, ok := FromTag(tag); ok {
		return s.Name()
	}
	if tag == "" || tag == "?" {
		return "?"
	}
	return tag
}

// FromTag reads back a name TagName wrote. Only the exact forms are read,
// so that a person's name that merely looks alike is left alone.
func FromTag(tag string) (Strength, bool) {
	var n int
	if _, err := fmt.Sscanf(tag, "Wormweave, level %d", &n); err == nil && n >= 1 && n <= engine.MaxLevel {
		if s := (Strength{Level: n}); s.TagName() == tag {
			return s, true
		}
	}
	if _, err := fmt.Sscanf(tag, "Wormweave, %d s a move", &n); err == nil && n > 0 {
		if s := (Strength{MoveTime: time.Duration(n) * time.Second}); s.TagName() == tag {
			return s, true
		}
	}
	return Strength{}, false
}
