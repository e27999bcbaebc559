package puzzle

import (
	"slices"
	"testing"
)

func TestTrimEasiest(t *testing.T) {
	mate := func(id string, rating int) Puzzle {
		return Puzzle{ID: id, Rating: rating, Themes: []string{"mate", "mateIn1"}}
	}
	material := func(id string, rating int) Puzzle {
		return Puzzle{ID: id, Rating: rating, Themes: []string{Advantage}}
	}
	set := []Puzzle{mate("m1", 1200), material("a1", 800), mate("m2", 808), mate("m3", 808), material("a2", 700), mate("m4", 2100)}
	for _, c := range []struct {
		max     int
		want    []string
		dropped int
	}{
		{10, []string{"m1", "a1", "m2", "m3", "a2", "m4"}, 0},
		{6, []string{"m1", "a1", "m2", "m3", "a2", "m4"}, 0},
		// A tie in rating is broken by id: m2 goes before m3.
		{5, []string{"m1", "a1", "m3", "a2", "m4"}, 1},
		{4, []string{"m1", "a1", "a2", "m4"}, 2},
		{3, []string{"a1", "a2", "m4"}, 3},
		// Material puzzles are never left out, even past max.
		{1, []string{"a1", "a2"}, 4},
	} {
		kept, dropped := TrimEasiest(slices.Clone(set), c.max)
		var ids []string
		for _, p := range kept {
			ids = append(ids, p.ID)
		}
		if !slices.Equal(ids, c.want) || dropped != c.dropped {
			t.Errorf("TrimEasiest(max %d) = %v, %d left out; want %v, %d", c.max, ids, dropped, c.want, c.dropped)
		}
	}
}
