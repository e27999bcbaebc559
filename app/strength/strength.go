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
	"wormweave/rules"
)

// MoveTimes are the times a move offered besides the levels: the engine
// then plays at full strength, level engine.MaxLevel.
var MoveTimes = []time.Duration{time.Second, 3 * time.Second, 10 * time.Second}

// Strength is how strong the engine plays: one of its skill levels, from
// 0 (weakest) to engine.MaxLevel-1, or a time a move at full strength.
type Strength struct {
	Level    int           // 0 to engine.MaxLevel-1, when MoveTime is 0
	MoveTime time.Duration // a time a move at full strength, or 0 for a level
}

// Options returns the engine's options for the strength, from the
// engine's usual options opt.
func (s Strength) Options(opt engine.Options) engine.Options {
	if s.MoveTime > 0 {
		opt.Level, opt.LimitStrength, opt.Elo = engine.MaxLevel, false, 0
		return opt
	}
	opt.Threads = 1 // a level counts nodes: more threads would not play better
	opt.Level, opt.LimitStrength, opt.Elo = s.Level, true, 0
	return opt
}

// tagLevel is the form of a level in the record's tags. It names the
// ladder's top, so that a tag of the eight levels of earlier versions
// ("Wormweave, level 3", read by oldTagLevel) is not taken for a level of
// this ladder.
const (
	tagLevel    = "Wormweave, level %d of %d"
	oldTagLevel = "Wormweave, level %d"
)

// TagName is the engine's name for the record's White or Black tag, the
// same in every language: a record's tags are data, read by other programs
// and by people who speak another language than the user's.
func (s Strength) TagName() string {
	if s.MoveTime == 0 {
		return fmt.Sprintf(tagLevel, s.Level, engine.MaxLevel)
	}
	return fmt.Sprintf("Wormweave, %d s a move", int(s.MoveTime/time.Second))
}

// Name is the engine's name in the interface's language.
func (s Strength) Name() string {
	if s.MoveTime == 0 {
		return text.TF("play.engineLevel", map[string]any{"Level": s.Level})
	}
	return text.TF("play.engineTime", map[string]any{"Seconds": int(s.MoveTime / time.Second)})
}

// All lists the choices: the levels from the weakest, then the times a
// move at full strength.
func All() []Strength {
	var out []Strength
	for l := 0; l < engine.MaxLevel; l++ {
		out = append(out, Strength{Level: l})
	}
	for _, t := range MoveTimes {
		out = append(out, Strength{MoveTime: t})
	}
	return out
}

// Default is the strength the choice offers first: a casual opponent.
var Default = Strength{Level: 6}

// groups name what the levels are for, from the lowest level of each:
// the key of its word in the translations.
var groups = []struct {
	from int
	key  string
}{
	{0, "play.groupFirstSteps"},
	{4, "play.groupCasual"},
	{9, "play.groupClub"},
	{14, "play.groupStrong"},
}

// Group returns the word that says what a strength is for, in the
// interface's language: first steps, casual, club or strong for the
// levels, full strength for the times a move.
func (s Strength) Group() string {
	if s.MoveTime > 0 {
		return text.T("play.fullStrength")
	}
	key := groups[0].key
	for _, g := range groups {
		if s.Level >= g.from {
			key = g.key
		}
	}
	return text.T(key)
}

// Label names the strength in the choice of strengths of a game of
// variant v: each level with what it is for and its rating in v, and each
// time a move with the full strength it plays at.
func (s Strength) Label(v rules.Variant) string {
	if s.MoveTime == 0 {
		return text.TF("play.levelWith", map[string]any{"Level": s.Level, "Note": s.Group(), "Elo": text.Integer(s.Rating(v))})
	}
	return text.TF("play.moveTime", map[string]any{"Seconds": int(s.MoveTime / time.Second), "Strength": s.Group()})
}

// ratingStep is what a level's rating is rounded to where it is shown:
// each match behind the ladder has a margin of ±35 Elo or more (the
// manual's "Strength levels"), so that its last digits would claim a
// precision it does not have.
const ratingStep = 50

// Rating is a level's rating in variant v on the ladder's scale, where
// the site's bot `twoply` is 1000, rounded to ratingStep; 0 for a time a
// move, which the ladder does not rate.
func (s Strength) Rating(v rules.Variant) int {
	if s.MoveTime > 0 {
		return 0
	}
	return (engine.LevelElo(v, s.Level) + ratingStep/2) / ratingStep * ratingStep
}

// FromOld returns the strength of a level of the eight-level ladder of
// earlier versions (1 weakest to 8), as a recovery file of theirs keeps
// it: the level of this ladder that searches as much.
func FromOld(level int) (Strength, bool) {
	if level < 1 || level > 8 {
		return Strength{}, false
	}
	return Strength{Level: min(engine.LevelFromOld(level), engine.MaxLevel-1)}, true
}

// Record returns the strength as a file keeps it (the recovery file of a
// game against the engine): the level and the number of levels of the
// ladder it counts on, or the seconds a move.
func (s Strength) Record() (level, levels, seconds int) {
	return s.Level, engine.MaxLevel + 1, int(s.MoveTime / time.Second)
}

// FromRecord reads back what Record wrote, or what earlier versions wrote
// (no number of levels, and a level from 1 to 8: see FromOld); ok is false
// for anything neither would have written.
func FromRecord(level, levels, seconds int) (s Strength, ok bool) {
	switch {
	case seconds > 0:
		if level != 0 || seconds > 3600 {
			return s, false
		}
		return Strength{MoveTime: time.Duration(seconds) * time.Second}, true
	case levels == 0:
		return FromOld(level)
	case levels == engine.MaxLevel+1 && level >= 0 && level < engine.MaxLevel:
		return Strength{Level: level}, true
	}
	return s, false
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

// FromTag reads back a name TagName wrote, or one of earlier versions,
// whose levels went from 1 to 8 (see FromOld). Only the exact forms are
// read, so that a person's name that merely looks alike is left alone.
func FromTag(tag string) (Strength, bool) {
	var n, top int
	if _, err := fmt.Sscanf(tag, tagLevel, &n, &top); err == nil && n >= 0 && n < engine.MaxLevel && top == engine.MaxLevel {
		if s := (Strength{Level: n}); s.TagName() == tag {
			return s, true
		}
	}
	if _, err := fmt.Sscanf(tag, oldTagLevel, &n); err == nil && fmt.Sprintf(oldTagLevel, n) == tag {
		if s, ok := FromOld(n); ok {
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
