package learn

import (
	"encoding/json"
	"fmt"
	"strings"

	"wormweave/rules"
)

// progressVersion is the form Progress.String writes; a string of another
// form (older, newer, or not a progress at all) reads as no progress.
const progressVersion = 1

// maxProgress bounds what a progress string may hold: more levels than
// any course a player opens, so that a corrupt preference cannot make the
// reader grow without bound.
const maxProgress = 4 * MaxLevels

// Progress is the stars a player has earned, by level. A level is named by
// its variant, its stage's id and its number in the stage, so that a
// course that grows keeps the stars of the levels it had.
type Progress struct {
	stars map[string]int
}

func levelKey(v rules.Variant, stage string, n int) string {
	return fmt.Sprintf("%s/%s/%d", strings.ToLower(v.String()), stage, n)
}

// Stars returns the most stars earned at a level, 0 for a level not
// passed.
func (p Progress) Stars(v rules.Variant, stage string, n int) int {
	return p.stars[levelKey(v, stage, n)]
}

// Record keeps the stars a level was passed with, when they beat the
// stars it had.
func (p *Progress) Record(v rules.Variant, stage string, n, stars int) {
	if stars < 1 || stars > 3 {
		return
	}
	if p.stars == nil {
		p.stars = map[string]int{}
	}
	k := levelKey(v, stage, n)
	if _, had := p.stars[k]; had || len(p.stars) < maxProgress {
		p.stars[k] = max(p.stars[k], stars)
	}
}

// Reset forgets the stars of a stage, to replay it from the start.
func (p *Progress) Reset(v rules.Variant, stage string) {
	prefix := levelKey(v, stage, 0)
	prefix = prefix[:len(prefix)-1]
	for k := range p.stars {
		if strings.HasPrefix(k, prefix) {
			delete(p.stars, k)
		}
	}
}

// StageStars returns the stars earned in a stage and the most it offers.
func (p Progress) StageStars(c *Course, s *Stage) (earned, most int) {
	for _, l := range s.Levels {
		earned += p.Stars(c.Variant, s.ID, l.Number)
	}
	return earned, 3 * len(s.Levels)
}

// Next returns the level to play next in course c: the first not passed,
// in course order; ok is false when every level is passed.
func (p Progress) Next(c *Course) (s *Stage, l *Level, ok bool) {
	for _, s := range c.Stages {
		for _, l := range s.Levels {
			if p.Stars(c.Variant, s.ID, l.Number) == 0 {
				return s, l, true
			}
		}
	}
	return nil, nil, false
}

// progressFile is the JSON form of a progress.
type progressFile struct {
	Version int            `json:"v"`
	Stars   map[string]int `json:"stars"`
}

// String writes the progress for the preferences.
func (p Progress) String() string {
	b, _ := json.Marshal(progressFile{Version: progressVersion, Stars: p.stars}) // a map of ints always marshals
	return string(b)
}

// ParseProgress reads what Progress.String wrote. Whatever else it is
// given (an empty preference, an older form, garbage) reads as no
// progress, or as the entries of it that are sound: a player's stars are
// never worth a failure to start.
func ParseProgress(s string) Progress {
	var f progressFile
	if len(s) > maxProgress*64 || json.Unmarshal([]byte(s), &f) != nil || f.Version != progressVersion {
		return Progress{}
	}
	p := Progress{stars: map[string]int{}}
	for k, n := range f.Stars {
		if n >= 1 && n <= 3 && len(p.stars) < maxProgress && soundKey(k) {
			p.stars[k] = n
		}
	}
	return p
}

// soundKey reports whether k names a level as levelKey does.
func soundKey(k string) bool {
	parts := strings.Split(k, "/")
	if len(parts) != 3 || !stageID.MatchString(parts[1]) {
		return false
	}
	if _, err := rules.ParseVariant(parts[0]); err != nil || parts[0] != strings.ToLower(parts[0]) {
		return false
	}
	var n int
	_, err := fmt.Sscanf(parts[2], "%d", &n)
	return err == nil && n >= 1 && fmt.Sprint(n) == parts[2]
}
