package learn

import (
	"errors"
	"strings"
	"testing"

	"wormweave/rules"
)

// level builds a level of variant v as the parser would.
func level(t *testing.T, v rules.Variant, lines string) *Level {
	t.Helper()
	head := "course " + strings.ToLower(v.String()) + "\n" + header[len("course wormhole\n"):]
	c, err := Parse("t.course", []byte(head+stageHead+"level\n"+lines+levelTexts))
	if err != nil {
		t.Fatal(err)
	}
	return c.Stages[0].Levels[0]
}

func sq(name string) rules.Square {
	s, err := rules.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

func mv(from, to string) rules.Move { return rules.Move{From: sq(from), To: sq(to)} }

func TestSessionStars(t *testing.T) {
	l := level(t, rules.Wormhole, "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal stars\nstars e3 e4\n")
	s, err := NewSession(l, 3)
	if err != nil {
		t.Fatal(err)
	}
	for i, step := range []struct {
		m       rules.Move
		status  Status
		collect string
	}{{mv("e1", "e2"), Playing, ""}, {mv("e2", "e3"), Playing, "e3"}, {mv("e3", "e4"), Met, "e4"}} {
		r, err := s.Play(step.m)
		if err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
		got := ""
		if r.Collected != 0 {
			got = r.Collected.First().String()
		}
		if r.Status != step.status || got != step.collect || r.Moves != i+1 || r.Reply != nil {
			t.Fatalf("move %d: %+v", i+1, r)
		}
		if r.Status == Met && r.Stars != 3 {
			t.Errorf("stars %d at par", r.Stars)
		}
	}
	if _, err := s.Play(mv("e4", "e5")); !isRefusal(err, LevelOver) {
		t.Errorf("a move after the goal: %v", err)
	}
	if s.Position().At(sq("e1")) != rules.Hole {
		t.Error("the square the king left is not a hole")
	}
}

func isRefusal(err error, code RefusalCode) bool {
	var r *Refusal
	return errors.As(err, &r) && r.Code == code
}

func TestStarsFor(t *testing.T) {
	for _, tc := range []struct{ moves, par, want int }{{3, 3, 3}, {4, 3, 2}, {5, 3, 2}, {6, 3, 1}, {20, 3, 1}} {
		if got := StarsFor(tc.moves, tc.par); got != tc.want {
			t.Errorf("StarsFor(%d, %d) = %d, want %d", tc.moves, tc.par, got, tc.want)
		}
	}
}

func TestRefusals(t *testing.T) {
	for _, tc := range []struct {
		name    string
		v       rules.Variant
		fen     string
		m       rules.Move
		code    RefusalCode
		square  string
		targets string // some squares the piece may go to
	}{
		{"no piece", rules.Wormhole, "7k/8/8/8/8/8/8/4K3 w 0", mv("d4", "d5"), NoPiece, "d4", ""},
		{"not yours", rules.Wormhole, "7k/8/8/8/8/8/8/4K3 w 0", mv("h8", "g8"), NotYours, "h8", ""},
		{"hole", rules.Wormhole, "7k/8/8/8/8/8/4x3/4K3 w 0", mv("e1", "e2"), HoleThere, "e2", "e3"},
		{"own piece", rules.Wormhole, "7k/8/8/8/8/8/4P3/4K3 w 0", mv("e1", "e2"), OwnPiece, "e2", "d2"},
		{"not its move", rules.Wormhole, "7k/8/8/8/8/8/8/4K3 w 0", mv("e1", "e3"), NotItsMove, "e3", "e2"},
		{"king next to king", rules.Wormhole, "8/8/8/8/8/4k3/8/4K3 w 0", mv("e1", "e2"), KingExposed, "e2", "d1"},
		{"in check", rules.Wormhole, "7k/8/8/8/8/8/P2p4/4K3 w 0", mv("a2", "a3"), InCheck, "e1", ""},
		{"wrong colour", rules.Interweave, "6kk/8/8/8/8/8/8/2K2K2 w 0 - 000000", mv("c1", "c2"), WrongColour, "c2", "d2"},
		{"must capture", rules.Interweave, "6kk/8/8/8/8/8/5K2/2Kn4 w 0 - 000000", mv("f2", "g3"), MustCapture, "g3", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := level(t, tc.v, "fen "+tc.fen+"\ngoal survive\ncount 1\n")
			s, err := NewSession(l, 1)
			if err != nil {
				t.Fatal(err)
			}
			_, err = s.Play(tc.m)
			var r *Refusal
			if !errors.As(err, &r) {
				t.Fatalf("no refusal: %v", err)
			}
			if r.Code != tc.code || r.Square.String() != tc.square {
				t.Errorf("refusal %d on %s (%v), want %d on %s", r.Code, r.Square, r, tc.code, tc.square)
			}
			for _, name := range strings.Fields(tc.targets) {
				if !r.Targets.Has(sq(name)) {
					t.Errorf("targets %v lack %s", r.Targets.Squares(), name)
				}
			}
			if r.Error() == "" || r.Error() == "refused" {
				t.Errorf("no words for code %d", r.Code)
			}
			if s.Moves() != 0 || s.Position().FEN() != l.FEN && tc.v == rules.Wormhole {
				t.Errorf("a refused move changed the session: %s", s.Position().FEN())
			}
		})
	}
}

// The opponent "capture" takes what stands unprotected, and take-safe
// fails when it does.
func TestTakeSafeLosesAPiece(t *testing.T) {
	// White's pawn takes on d5 and Black's king takes it back; the king
	// on a1 is far from everything.
	l := level(t, rules.Wormhole, "fen 8/p7/3k4/3p4/2P5/8/8/K7 w 0\ngoal take-safe\n")
	s, err := NewSession(l, 1)
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.Play(mv("c4", "d5"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != Failed || r.Failure != LostPiece || r.Square != sq("d5") || r.Taken != rules.Bit(sq("d5")) {
		t.Errorf("report %+v", r)
	}
	if len(r.Reply) != 1 || r.Reply.ID(rules.Wormhole) != "d6d5xd5" {
		t.Errorf("reply %v", r.Reply)
	}
}

func TestCaptureGoal(t *testing.T) {
	fen := "fen 7k/8/8/1p1n4/2P5/8/8/K7 w 0\ngoal capture\ntargets b5\n"
	for _, tc := range []struct {
		m       rules.Move
		status  Status
		failure Failure
		square  rules.Square
	}{
		{mv("c4", "b5"), Met, NoFailure, rules.NoSquare},
		{mv("c4", "d5"), Failed, WrongCapture, sq("d5")},
		{mv("a1", "a2"), Failed, NoCapture, rules.NoSquare},
	} {
		s, err := NewSession(level(t, rules.Wormhole, fen), 1)
		if err != nil {
			t.Fatal(err)
		}
		r, err := s.Play(tc.m)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != tc.status || r.Failure != tc.failure || r.Square != tc.square {
			t.Errorf("%s: %+v", tc.m.ID(rules.Wormhole), r)
		}
	}
}

// A king in check cannot stand still: the opponent that passes moves
// when the learner gives check, by a rule fixed in advance.
func TestPassingOpponentInCheckMoves(t *testing.T) {
	s, err := NewSession(level(t, rules.Wormhole, "fen 7k/8/5KP1/8/8/8/8/8 w 0\ngoal stars\nstars a1\n"), 1)
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.Play(mv("g6", "g7"))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Reply) != 1 || r.Reply.ID(rules.Wormhole) != "h8g8" || r.Status != Playing {
		t.Errorf("report %+v", r)
	}
	if s.Position().Turn() != rules.White || s.Position().InCheck() {
		t.Error("the position after the reply is not White's, out of check")
	}
}
