package gamelist

import (
	"testing"

	"wormweave/notation"
)

func TestFoldText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Gómez", "gomez"},
		{"ÉLODIE Ñúñez", "elodie nunez"},
		{"Straße", "strasse"},
		{"Søren Łukasz", "soren lukasz"},
		{"Plain ASCII", "plain ascii"},
		{"", ""},
	} {
		if got := foldText(c.in); got != c.want {
			t.Errorf("foldText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A filter word matches where a word of the value starts with it, without
// regard to case or accents.
func TestWordPrefixIn(t *testing.T) {
	for _, c := range []struct {
		value, word string
		want        bool
	}{
		{"Gómez, Ana", "gomez", true},
		{"Gomez, Ana", "gómez", true},
		{"Gómez, Ana", "gom", true},
		{"Gómez, Ana", "ana", true},
		{"Gómez, Ana", "mez", false},
		{"Wormweave, level 1", "eve", false},
		{"Wormweave, level 1", "lev", true},
		{"Wormweave, level 1", "wormweave,", true},
		{"Eve Adams", "eve", true},
		{"Steve", "eve", false},
		{"Steve, Eve", "eve", true}, // the second occurrence starts a word
		{"2026.11.30", "2026.11", true},
		{"2026.11.30", "11", true},
		{"2026.11.30", "026", false},
		{"1-0", "-0", true},
		{"Player 10000", "10000", true},
		{"Player 10000", "0000", false},
		{"", "a", false},
		{"anything", "", true},
	} {
		if got := wordPrefixIn(foldText(c.value), foldText(c.word)); got != c.want {
			t.Errorf("%q in %q: %v, want %v", c.word, c.value, got, c.want)
		}
	}
}

// The list's filter finds players, events and qualified words by their
// words' starts, accents or not.
func TestGameListFilterMatchesWordsAccentInsensitively(t *testing.T) {
	game := func(white, black, event string) row {
		e := notation.Entry{Tags: []notation.Tag{{Name: "Event", Value: event}, {Name: "White", Value: white}, {Name: "Black", Value: black}, {Name: "Variant", Value: "Wormhole"}}}
		return newRow(0, &e, nil)
	}
	games := []row{
		game("Gómez, Ana", "Wormweave, level 1", "Club Open"),
		game("Eve Adams", "Søren Berg", "Évora Cup"),
	}
	for _, c := range []struct {
		filter string
		want   []bool
	}{
		{"gomez", []bool{true, false}},
		{"GÓMEZ ana", []bool{true, false}},
		{"player:eve", []bool{false, true}},
		{"white:eve", []bool{false, true}},
		{"black:eve", []bool{false, false}},
		{"player:soren", []bool{false, true}},
		{"event:evora", []bool{false, true}},
		{"event:open", []bool{true, false}},
		{"eve", []bool{false, true}},
		{"weave", []bool{false, false}},
		{"wormhole", []bool{true, true}},
		{"", []bool{true, true}},
	} {
		l := &List{}
		l.filter = filterWords(c.filter)
		for i := range games {
			if got := l.matches(&games[i]); got != c.want[i] {
				t.Errorf("filter %q on game %d: %v, want %v", c.filter, i+1, got, c.want[i])
			}
		}
	}
}
