package boardscene

import (
	"testing"

	"wormweave/app/comments"
)

// The engine's arrows are never taken for a comment's: their colour is
// none of the colours a comment's drawings use, in either strength.
func TestEngineArrowsHaveAColourOfTheirOwn(t *testing.T) {
	for letter, c := range comments.ArrowColors {
		for _, e := range []struct{ r, g, b uint8 }{{EngineArrow.R, EngineArrow.G, EngineArrow.B}, {EngineArrowFaint.R, EngineArrowFaint.G, EngineArrowFaint.B}} {
			if c.R == e.r && c.G == e.g && c.B == e.b {
				t.Errorf("the engine's arrows have the colour of a comment's %c arrows", letter)
			}
		}
	}
}
