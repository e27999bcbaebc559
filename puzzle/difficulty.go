package puzzle

// Difficulty is the choice of how hard the next puzzle is, against the
// solver's rating, as lichess offers it.
type Difficulty int

// The difficulties the trainer offers.
const (
	Easier Difficulty = -1
	Normal Difficulty = 0
	Harder Difficulty = 1
)

// DifficultyStep is how far Easier and Harder move the rating the next
// puzzle is chosen at: lichess's "easier" and "harder" offsets. The
// built-in sets' ratings spread about 200 points either side of their
// middle today, and are meant to reach 2100 and more: 300 points is a
// clear step that still finds puzzles at both ends.
const DifficultyStep = 300

// Difficulties lists the difficulties in the order the trainer offers
// them.
var Difficulties = []Difficulty{Easier, Normal, Harder}

// Offset is what the difficulty adds to the solver's rating to choose
// the next puzzle.
func (d Difficulty) Offset() int { return int(d) * DifficultyStep }

// ParseDifficulty reads the name String writes; anything else is Normal,
// so that a damaged preference only loses the choice.
func ParseDifficulty(s string) Difficulty {
	for _, d := range Difficulties {
		if d.String() == s {
			return d
		}
	}
	return Normal
}

// String names the difficulty for the preferences: "easier", "normal" or
// "harder".
func (d Difficulty) String() string {
	switch d {
	case Easier:
		return "easier"
	case Harder:
		return "harder"
	}
	return "normal"
}
