package analysis

import (
	"testing"

	"wormweave/engine"
	"wormweave/rules"
)

// A score that rounds to nothing is written 0.0, never -0.0 or +0.0.
func TestScoreTextHasNoSignedZero(t *testing.T) {
	white, err := rules.ParseFEN(rules.Wormhole, rules.Wormhole.StartFEN())
	if err != nil {
		t.Fatal(err)
	}
	black := *white
	if _, err := black.Play(white.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		pos   *rules.Position
		score engine.Score
		want  string
	}{
		{white, 0, "0.0"}, {white, 4, "0.0"}, {white, -4, "0.0"}, {white, 5, "+0.1"}, {white, -80, "-0.8"},
		{&black, 0, "0.0"}, {&black, 3, "0.0"}, {&black, -3, "0.0"}, {&black, 80, "-0.8"}, {&black, -120, "+1.2"},
	}
	for _, tt := range tests {
		if got := ScoreText(tt.pos, tt.score); got != tt.want {
			t.Errorf("%v to move, score %d: %q, want %q", tt.pos.Turn(), tt.score, got, tt.want)
		}
	}
}
