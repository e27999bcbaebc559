package learn

import (
	"errors"
	"strings"
	"testing"

	"wormweave/rules"
)

// header is a course's first lines, and stageHead a stage's.
const header = "course wormhole\ntitle en T\ntitle fr T\ntitle es T\n"
const stageHead = "stage king\ntitle en K\ntitle fr R\ntitle es R\ntext en a\ntext fr b\ntext es c\n"
const levelTexts = "text en x\ntext fr y\ntext es z\n"

func TestParseGood(t *testing.T) {
	src := header + "\n# a comment\n" + stageHead +
		"level\n  fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal stars   # the goal\nstars e4 d5\n" + levelTexts +
		"level\nfen 7k/8/8/8/8/8/8/4K3 w 0\ngoal win\nopponent moves h8g8 g8h8\ncount 3 \n" + levelTexts
	src = strings.Replace(src, "count 3 \n", "", 1)
	c, err := Parse("a.course", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if c.Variant != rules.Wormhole || len(c.Stages) != 1 || c.Levels() != 2 {
		t.Fatalf("course %+v", c)
	}
	l := c.Stages[0].Levels[0]
	if l.Place.Line != 14 || l.Number != 1 || l.Goal != GoalStars || len(l.Stars) != 2 || l.Stars[1].String() != "d5" || l.Texts["fr"] != "y" {
		t.Errorf("level 1: %+v", l)
	}
	l2 := c.Stages[0].Levels[1]
	if l2.Number != 2 || l2.Opponent != Scripted || strings.Join(l2.Replies, " ") != "h8g8 g8h8" {
		t.Errorf("level 2: %+v", l2)
	}
	if c.Stage("king") != c.Stages[0] || c.Stage("queen") != nil {
		t.Error("Stage by id")
	}
	if c.Find("king", 2) != l2 || c.Find("king", 3) != nil || c.Find("king", 0) != nil || c.Find("queen", 1) != nil {
		t.Error("Find")
	}
}

func TestParseDefaults(t *testing.T) {
	src := header + stageHead + "level\nfen 3ck3/8/8/8/8/8/8/4K2n w 0\ngoal take-safe\n" + levelTexts
	c, err := Parse("a.course", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	l := c.Stages[0].Levels[0]
	if l.Opponent != Capture || len(l.Targets) != 2 {
		t.Errorf("take-safe defaults: opponent %v, targets %v", l.Opponent, l.Targets)
	}
}

func TestParseErrors(t *testing.T) {
	lvl := func(lines string) string { return header + stageHead + "level\n" + lines + levelTexts }
	const fen = "fen 7k/8/8/8/8/8/8/4K3 w 0\n"
	for _, tc := range []struct {
		name, src, want string
	}{
		{"empty", "", "a.course:1: an empty course"},
		{"no course first", "stage king\n", "a.course:1: a course file begins with"},
		{"bad variant", "course chess\n", "a.course:1: unknown variant"},
		{"two courses", header + "course wormhole\n", "a.course:5: a second course"},
		{"unknown directive", header + "colour red\n", `a.course:5: unknown directive "colour"`},
		{"no stages", header, "a.course:5: a course without stages"},
		{"course title missing", "course wormhole\ntitle en T\n" + stageHead + "level\n" + fen + "goal stars\nstars e4\n" + levelTexts, "has no fr text"},
		{"bad stage id", header + "stage King\n", `a.course:5: a stage id is made of`},
		{"duplicate stage", lvl(fen+"goal stars\nstars e4\n") + stageHead, "a.course:19: a second stage king (the first is on line 5)"},
		{"stage without level", header + stageHead, "a.course:5: stage king has no level"},
		{"stage text missing", header + "stage king\ntitle en K\ntitle fr R\ntitle es R\ntext en a\nlevel\n" + fen + "goal stars\nstars e4\n" + levelTexts, "a.course:5: stage king has no fr text"},
		{"level before stage", header + "level\n", "a.course:5: a level before any stage"},
		{"field before level", header + stageHead + "fen x\n", "a.course:12: fen belongs to a level"},
		{"bad fen", lvl("fen 7k/8/8 w 0\ngoal stars\nstars e4\n"), "a.course:13: bad Wormhole FEN: FEN board: "},
		{"illegal fen", lvl("fen 7k/8/8/8/8/8/8/8 w 0\ngoal stars\nstars e4\n"), "a.course:13: bad Wormhole FEN: White has 0 kings"},
		{"game over", lvl("fen 7k/6C1/5K2/8/8/8/8/8 b 0\ngoal stars\nstars e4\n"), "a.course:13: the game is over"},
		{"no fen", lvl("goal stars\nstars e4\n"), "a.course:12: level 1 of stage king has no fen"},
		{"no goal", lvl(fen + "stars e4\n"), "a.course:12: level 1 of stage king has no goal"},
		{"unknown goal", lvl(fen + "goal checkmate\n"), `a.course:14: unknown goal "checkmate"`},
		{"twice", lvl(fen + fen), "a.course:14: a second fen in this level (the first is on line 13)"},
		{"bad square", lvl(fen + "goal stars\nstars e9\n"), `a.course:15: "e9" is not a square`},
		{"square twice", lvl(fen + "goal stars\nstars e4 e4\n"), "a.course:15: e4 is given twice"},
		{"star on own piece", lvl(fen + "goal stars\nstars e1\n"), "a.course:15: the star e1 is under one of the learner's own pieces"},
		{"star on a king", lvl(fen + "goal stars\nstars h8\n"), "a.course:15: the star h8 is under a king"},
		{"star on hole", lvl("fen 7k/8/8/8/4x3/8/8/4K3 w 0\ngoal stars\nstars e4\n"), "a.course:15: the star e4 is on a hole"},
		{"stars missing", lvl(fen + "goal stars\n"), "a.course:12: goal stars needs a stars line"},
		{"stars for another goal", lvl(fen + "goal win\nstars e4\n"), "a.course:15: goal win takes no stars"},
		{"target not enemy", lvl(fen + "goal take-all\ntargets e1\n"), "a.course:15: no enemy piece on the target e1"},
		{"target king", lvl(fen + "goal take-all\ntargets h8\n"), "a.course:15: the target h8 is a king"},
		{"nothing to take", lvl(fen + "goal take-all\n"), "a.course:12: goal take-all, but the enemy has no piece"},
		{"chain in wormhole", lvl(fen + "goal chain\ncount 2\n"), "a.course:12: goal chain is for Interweave"},
		{"survive count", lvl(fen + "goal survive\n"), "a.course:12: goal survive needs a count"},
		{"survive too long", lvl(fen + "goal survive\ncount 13\n"), "a.course:15: goal survive asks at most 12 moves"},
		{"bad count", lvl(fen + "goal survive\ncount many\n"), `a.course:15: count must be a number from 1 to 64, found "many"`},
		{"unknown opponent", lvl(fen + "goal win\nopponent smart\n"), `a.course:15: unknown opponent "smart"`},
		{"moves without moves", lvl(fen + "goal win\nopponent moves\n"), "a.course:15: opponent moves needs the moves"},
		{"pass with moves", lvl(fen + "goal win\nopponent pass e4\n"), "a.course:15: opponent pass takes nothing after it"},
		{"take-safe opponent", lvl("fen 7k/8/8/8/8/8/8/4K2n w 0\ngoal take-safe\nopponent pass\n"), "a.course:15: goal take-safe plays against opponent capture"},
		{"game opponent", lvl(fen + "goal game\nopponent best\n"), "a.course:15: goal game plays against the engine"},
		{"text without language", lvl(fen+"goal win\n") + "text de Hallo\n", "a.course:18: text needs a language"},
		{"text twice", lvl(fen+"goal win\n") + "text en again\n", "a.course:18: a second text en here"},
		{"empty text", lvl(fen+"goal win\n") + "text en\n", "a.course:18: text en has no words"},
		{"level title", lvl(fen+"goal win\n") + "title en T\n", "a.course:18: a level has no title"},
		{"course text", header + "text en x\n", "a.course:5: the course has titles, not texts"},
		{"level text missing", header + stageHead + "level\n" + fen + "goal win\ntext en x\n", "a.course:12: level 1 of stage king has no fr text"},
		{"not utf-8", header + "title en \xff\n", "a.course:5: not UTF-8 text"},
		{"binary", header + "\x00\x01\x02\n", "a.course:5: a control character"},
		{"long line", header + strings.Repeat("#", MaxLine+1), "a.course:5: a line longer than"},
		{"too big", strings.Repeat("\n", MaxFile+1), "a.course: larger than"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("a.course", []byte(tc.src))
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("%v is not an *Error", err)
			}
			if !strings.HasPrefix(err.Error(), tc.want) && !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want %q", err, tc.want)
			}
		})
	}
}

func TestBuiltinsParse(t *testing.T) {
	cs, err := Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cs {
		if c.Variant != rules.Variants[i] || c.Levels() == 0 {
			t.Errorf("%s: variant %v, %d levels", c.File, c.Variant, c.Levels())
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, v := range rules.Variants {
		data, err := courseFiles.ReadFile(builtinFile(v))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(header + stageHead + "level\nfen 7k/8/8/8/8/8/8/4K3 w 0\ngoal take-all\ntargets h8\n"))
	f.Add([]byte("course interweave\n\xef\xbb\xbfstage a\r\nlevel\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse("f", data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Place.File != "f" || e.Place.Line < 0 {
				t.Fatalf("error %v is not placed", err)
			}
			return
		}
		// A course read is whole: every level has a playable position and
		// its texts.
		for _, s := range c.Stages {
			for _, l := range s.Levels {
				if _, err := l.Position(); err != nil {
					t.Fatalf("%s: %v", l.Place, err)
				}
				for _, lang := range Langs {
					if l.Texts[lang] == "" {
						t.Fatalf("%s: no %s text", l.Place, lang)
					}
				}
			}
		}
	})
}
