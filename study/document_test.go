package study

import (
	"errors"
	"maps"
	"testing"

	"wormweave/notation"
	"wormweave/rules"
)

// step finds the legal step of p given by its canonical id.
func step(t *testing.T, p rules.Position, id string) rules.Move {
	t.Helper()
	for _, m := range p.Moves(nil) {
		if m.ID(p.Variant()) == id {
			return m
		}
	}
	t.Fatalf("%s is not a legal step in %s", id, p.FEN())
	return rules.Move{}
}

func playIDs(t *testing.T, d *Document, ids ...string) {
	t.Helper()
	for _, id := range ids {
		if err := d.Play(step(t, d.Position(), id)); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
	}
}

func mainLineIDs(d *Document) []string {
	var out []string
	for _, n := range d.Game().MainLine() {
		out = append(out, n.Turn().ID(d.Game().Variant))
	}
	return out
}

func TestDocumentPlayCreatesVariationsNotTruncation(t *testing.T) {
	d := NewDocument(notation.NewGame(rules.Wormhole, nil))
	changes := 0
	d.SetOnChange(func() { changes++ })
	playIDs(t, d, "e2e3", "e7e6", "d2d3")
	if got := len(d.Game().MainLine()); got != 3 {
		t.Fatalf("main line has %d moves", got)
	}
	if !d.Dirty() || changes == 0 {
		t.Errorf("dirty %v after %d changes", d.Dirty(), changes)
	}
	d.Back()
	d.Back() // at 1. e2-e3
	playIDs(t, d, "d7d6")
	if got := mainLineIDs(d); len(got) != 3 || got[1] != "e7e6" {
		t.Fatalf("main line changed: %v", got)
	}
	vars := d.Cursor().Parent().Variations()
	if len(vars) != 1 || vars[0] != d.Cursor() {
		t.Fatalf("d7d6 is not a variation: %d variations", len(vars))
	}
	// Playing a move that already follows just goes there.
	d.Back()
	playIDs(t, d, "e7e6")
	if d.Cursor() != d.Game().MainLine()[1] {
		t.Errorf("replaying the main move did not go to it")
	}
	if n := len(d.Cursor().Parent().Children()); n != 2 {
		t.Errorf("%d children, want 2", n)
	}
}

func TestDocumentUndoRedo(t *testing.T) {
	d := NewDocument(notation.NewGame(rules.Wormhole, nil))
	playIDs(t, d, "e2e3", "e7e6")
	d.MarkSaved()
	if d.Dirty() {
		t.Fatal("dirty right after saving")
	}
	first := d.Game().MainLine()[0]
	d.GoTo(first)
	playIDs(t, d, "d7d6") // a variation
	variation := d.Cursor()
	if err := d.Promote(variation); err != nil {
		t.Fatal(err)
	}
	if got := mainLineIDs(d); got[1] != "d7d6" {
		t.Fatalf("after promote the main line is %v", got)
	}
	if !d.Undo() { // the promotion
		t.Fatal("nothing to undo")
	}
	if got := mainLineIDs(d); got[1] != "e7e6" {
		t.Fatalf("after undoing promote the main line is %v", got)
	}
	if !d.Undo() { // the variation itself
		t.Fatal("nothing to undo")
	}
	if len(first.Children()) != 1 {
		t.Fatalf("the variation survived its undo")
	}
	if d.Dirty() {
		t.Errorf("back at the saved state but dirty")
	}
	if !d.Redo() || len(first.Children()) != 2 {
		t.Fatalf("redo did not bring the variation back")
	}
	if !d.Redo() || mainLineIDs(d)[1] != "d7d6" {
		t.Fatalf("redo did not promote again")
	}
	if d.Redo() {
		t.Errorf("a third redo")
	}
	// A new edit clears the redo stack.
	d.Undo()
	d.SetComment(d.Cursor(), "interesting")
	if d.Redo() {
		t.Errorf("redo survived a new edit")
	}
	if d.Cursor().CommentAfter() != "interesting" {
		t.Errorf("comment %q", d.Cursor().CommentAfter())
	}
	d.Undo()
	if d.Cursor().CommentAfter() != "" {
		t.Errorf("comment not undone")
	}
}

func TestDocumentDeleteMovesCursorOut(t *testing.T) {
	d := NewDocument(notation.NewGame(rules.Wormhole, nil))
	playIDs(t, d, "e2e3", "e7e6", "d2d3", "d7d6")
	second := d.Game().MainLine()[1]
	if err := d.DeleteFrom(second); err != nil {
		t.Fatal(err)
	}
	if got := len(d.Game().MainLine()); got != 1 {
		t.Fatalf("main line has %d moves after delete", got)
	}
	if d.Cursor() != d.Game().MainLine()[0] {
		t.Errorf("cursor not moved back to the deleted move's parent")
	}
	d.Undo()
	if got := len(d.Game().MainLine()); got != 4 {
		t.Fatalf("undo restored %d moves", got)
	}
	if err := d.DeleteFrom(d.Game().Root); err == nil {
		t.Errorf("deleting the root succeeded")
	}
}

func TestDocumentChainStepByStep(t *testing.T) {
	p, err := rules.ParseFEN(rules.Interweave, "1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120")
	if err != nil {
		t.Fatal(err)
	}
	d := NewDocument(notation.NewGame(rules.Interweave, p))
	playIDs(t, d, "g4g2xg3=n")
	if len(d.Chain()) != 1 || len(d.Game().MainLine()) != 0 {
		t.Fatalf("after one step: chain %d, moves %d", len(d.Chain()), len(d.Game().MainLine()))
	}
	pos := d.Position()
	if pos.ChainSquare() != rules.SquareAt(6, 1) {
		t.Fatalf("chain square %v", pos.ChainSquare())
	}
	if !d.TakeBackStep() || len(d.Chain()) != 0 {
		t.Fatalf("take back failed")
	}
	playIDs(t, d, "g4g2xg3=n", "g2c4xe3", "c4a4xb4")
	if len(d.Chain()) != 0 {
		t.Fatalf("chain left over")
	}
	line := d.Game().MainLine()
	if len(line) != 1 || line[0].Turn().ID(rules.Interweave) != "g4g2xg3=n,g2c4xe3,c4a4xb4" {
		t.Fatalf("recorded %v", mainLineIDs(d))
	}
	if !d.Undo() || len(d.Game().MainLine()) != 0 {
		t.Errorf("undo of a whole chain failed")
	}
}

func TestDocumentSetTags(t *testing.T) {
	d := NewDocument(notation.NewGame(rules.Wormhole, nil))
	d.SetTags([]notation.Tag{{Name: "White", Value: "Ada"}, {Name: "Result", Value: "1-0"}})
	if d.Game().Tag("White") != "Ada" || d.Game().Result != "1-0" {
		t.Fatalf("tags %v result %s", d.Game().Tags, d.Game().Result)
	}
	d.Undo()
	if d.Game().Tag("White") == "Ada" || d.Game().Result != "*" {
		t.Errorf("undo left tags %v result %s", d.Game().Tags, d.Game().Result)
	}
}

// A whole turn played at once is one change of the board and one edit; a
// turn that is not legal changes nothing, not even an unfinished chain.
func TestDocumentPlayTurn(t *testing.T) {
	start, turn := forcedChain(t)
	cases := []struct {
		name    string
		turn    rules.Turn
		ok      bool
		changes int
	}{
		{"whole chain", turn, true, 1},
		{"chain cut short", turn[:2], true, 1},
		{"illegal step", rules.Turn{turn[1]}, false, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := NewDocument(notation.NewGame(rules.Interweave, start))
			changes := 0
			d.SetOnChange(func() { changes++ })
			err := d.PlayTurn(c.turn)
			if (err == nil) != c.ok || changes != c.changes {
				t.Fatalf("error %v, %d changes; want ok %v, %d changes", err, changes, c.ok, c.changes)
			}
			switch {
			case !c.ok:
				if len(d.Chain()) != 0 || !d.Cursor().IsRoot() || d.Dirty() {
					t.Errorf("a refused turn left chain %d, dirty %v", len(d.Chain()), d.Dirty())
				}
			case len(c.turn) == len(turn):
				if got := mainLineIDs(d); len(got) != 1 || got[0] != turn.ID(rules.Interweave) || len(d.Chain()) != 0 {
					t.Errorf("recorded %v, chain %d", got, len(d.Chain()))
				}
			default:
				if len(d.Chain()) != len(c.turn) || len(d.Game().MainLine()) != 0 {
					t.Errorf("an unfinished turn: chain %d, moves %d", len(d.Chain()), len(d.Game().MainLine()))
				}
			}
		})
	}
}

// forcedChainFEN is an Interweave position where Black's only turn is a
// king's chain of three captures: a8-a6-a4-a2 over the pawns on a7, a5
// and a3 (as the window's tests of the engine's game have it).
const forcedChainFEN = "kk6/P7/8/P7/8/P7/8/6KK b 4 - 000000"

// forcedChain returns the start position and its only turn.
func forcedChain(t *testing.T) (*rules.Position, rules.Turn) {
	t.Helper()
	p, err := rules.ParsePlayableFEN(rules.Interweave, forcedChainFEN)
	if err != nil {
		t.Fatal(err)
	}
	turns := p.Turns()
	if len(turns) != 1 || len(turns[0]) != 3 {
		t.Fatalf("the position has %d turns, the first of %d steps: want one of 3", len(turns), len(turns[0]))
	}
	return p, turns[0]
}

func TestBatchSendsOneChange(t *testing.T) {
	d := NewDocument(notation.NewGame(rules.Wormhole, nil))
	changes := 0
	d.SetOnChange(func() { changes++ })
	want := errors.New("stop")
	err := d.Batch(func() error {
		playIDs(t, d, "e2e3", "e7e6")
		// A batch inside a batch sends nothing of its own.
		_ = d.Batch(func() error { playIDs(t, d, "d2d3"); return nil })
		if changes != 0 {
			t.Errorf("%d changes sent inside the batch", changes)
		}
		return want
	})
	if err != want || changes != 1 {
		t.Errorf("Batch returned %v after %d changes, want %v after 1", err, changes, want)
	}
	if n := len(d.Game().MainLine()); n != 3 {
		t.Errorf("the batch played %d moves, want 3", n)
	}
}

func TestAnnotateIsOneEditThatKeepsTheCursor(t *testing.T) {
	d := NewDocument(notation.NewGame(rules.Wormhole, nil))
	playIDs(t, d, "e2e3", "e7e6")
	d.Back()
	at, first := d.Cursor(), d.Game().MainLine()[0]
	applied := 0
	annotate := func() func() {
		applied++
		first.SetCommentAfter("good")
		return func() { first.SetCommentAfter("") }
	}
	d.Annotate(annotate)
	if d.Cursor() != at || first.CommentAfter() != "good" || applied != 1 {
		t.Fatalf("after Annotate: cursor moved %v, comment %q, applied %d", d.Cursor() != at, first.CommentAfter(), applied)
	}
	d.Forward()
	if !d.Undo() || first.CommentAfter() != "" || d.Cursor() != at {
		t.Fatalf("undo left the comment %q, cursor back %v", first.CommentAfter(), d.Cursor() == at)
	}
	if !d.Redo() || first.CommentAfter() != "good" || applied != 2 {
		t.Fatalf("redo left the comment %q, applied %d", first.CommentAfter(), applied)
	}
}

func TestHistoryIsThePositionsBeforeTheBoards(t *testing.T) {
	d := NewDocument(notation.NewGame(rules.Wormhole, nil))
	if h := d.History(); len(h) != 0 {
		t.Fatalf("the start has a history of %d positions", len(h))
	}
	start := d.Position()
	playIDs(t, d, "e2e3")
	after := d.Position()
	playIDs(t, d, "e7e6")
	h := d.History()
	if len(h) != 2 || h[0] != start.Hash() || h[1] != after.Hash() {
		t.Fatalf("history %x, want the start's and after e2-e3's keys", h)
	}
}

func TestDocumentErrorsCarryTheirKeys(t *testing.T) {
	d := NewDocument(notation.NewGame(rules.Wormhole, nil))
	playIDs(t, d, "e2e3")
	for _, c := range []struct {
		err  error
		key  string
		args map[string]any
	}{
		{d.Promote(d.Game().Root), "error.noMove", nil},
		{d.Promote(d.Cursor()), "error.alreadyMain", nil},
		{d.SetTags([]notation.Tag{{Name: "Result", Value: "2-0"}}), "error.result", map[string]any{"Result": "2-0"}},
	} {
		var e *Error
		if !errors.As(c.err, &e) || e.Key != c.key || !maps.Equal(e.Args, c.args) {
			t.Errorf("error %#v, want the key %s with %v", c.err, c.key, c.args)
		}
	}
}
