package learn

import (
	"testing"

	"wormweave/rules"
)

// An Interweave chain is played a step at a time: the turn, and the
// goal's check, end with its last step.
func TestSessionChain(t *testing.T) {
	const fen = "fen kk6/8/8/8/3p4/8/3p4/3K3K w 0 - 000000\ngoal chain\ncount "
	s, err := NewSession(level(t, rules.Interweave, fen+"2\n"), 1)
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.Play(mv("d1", "d3"))
	if err != nil {
		t.Fatal(err)
	}
	if !r.ChainGoesOn || r.Status != Playing || s.Moves() != 0 {
		t.Fatalf("after the first step: %+v", r)
	}
	if _, err := s.Play(mv("h1", "g2")); !isRefusal(err, ChainGoesOn) {
		t.Errorf("another piece in the middle of the chain: %v", err)
	}
	if got := s.LegalTo(sq("d3")); got != rules.Bit(sq("d5")) {
		t.Errorf("the chain's targets %v", got.Squares())
	}
	r, err = s.Play(mv("d3", "d5"))
	if err != nil {
		t.Fatal(err)
	}
	if r.ChainGoesOn || r.Status != Met || r.Moves != 1 || r.Stars != 3 {
		t.Errorf("after the chain: %+v", r)
	}

	// Three captures asked, two made: the level fails, and cannot be met.
	l := level(t, rules.Interweave, fen+"3\n")
	s, _ = NewSession(l, 1)
	s.Play(mv("d1", "d3"))
	if r, _ := s.Play(mv("d3", "d5")); r.Status != Failed || r.Failure != ShortChain || r.Count != 2 {
		t.Errorf("a short chain: %+v", r)
	}
	if _, err := Solve(l); err == nil {
		t.Error("a chain of three solved where only two pieces stand")
	}
}

// A game level waits for the engine's reply, which the caller gives.
func TestSessionGame(t *testing.T) {
	s, err := NewSession(level(t, rules.Wormhole, "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal game\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Reply(rules.Turn{mv("h8", "g8")}); !isRefusal(err, NotOpponentsTurn) {
		t.Errorf("a reply before the learner's move: %v", err)
	}
	if r, err := s.Play(mv("e1", "e2")); err != nil || r.Status != Playing || !s.NeedsReply() {
		t.Fatalf("%+v %v", r, err)
	}
	if _, err := s.Play(mv("e2", "e3")); !isRefusal(err, OpponentToMove) {
		t.Errorf("a move while the opponent is to reply: %v", err)
	}
	if _, err := s.Reply(rules.Turn{mv("h8", "h6")}); err == nil {
		t.Error("an illegal reply taken")
	}
	if r, err := s.Reply(rules.Turn{mv("h8", "g8")}); err != nil || r.Status != Playing || s.NeedsReply() {
		t.Errorf("%+v %v", r, err)
	}
	if s.Position().At(sq("h8")) != rules.Hole {
		t.Error("the reply was not played")
	}
}

// The opponent "best" answers the same way every time, so a level's par
// and line do not change from one search to the next.
func TestBestIsDeterministic(t *testing.T) {
	l := level(t, rules.Wormhole, "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal stars\nstars e4\nopponent best\n")
	first, err := Solve(l)
	if err != nil {
		t.Fatal(err)
	}
	searcher.Lock()
	searcher.memo = nil // forget the replies found: search them again
	searcher.Unlock()
	again, err := Solve(l)
	if err != nil {
		t.Fatal(err)
	}
	if first.Par != again.Par || first.LineText(rules.Wormhole) != again.LineText(rules.Wormhole) {
		t.Errorf("par %d (%s), then %d (%s)", first.Par, first.LineText(rules.Wormhole), again.Par, again.LineText(rules.Wormhole))
	}
	replay(t, l, first)
}
