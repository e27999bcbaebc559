package gamedetails

import "testing"

func TestCheckDate(t *testing.T) {
	for _, c := range []struct {
		date string
		ok   bool
	}{
		{"2026.11.30", true}, {"2026.??.??", true}, {"????.??.??", true}, {"2026.02.??", true},
		{"????.12.25", true}, {"2026.13.01", false}, {"2026.00.10", false}, {"2026.01.32", false},
		{"2026.01.00", false}, {"26.01.01", false}, {"2026-01-01", false}, {"2026.1.1", false},
		{"2026.??.?", false}, {"abc", false}, {"2026.01.01 ", false},
	} {
		if err := checkDate(c.date); (err == nil) != c.ok {
			t.Errorf("checkDate(%q) = %v, want ok %v", c.date, err, c.ok)
		}
	}
}
