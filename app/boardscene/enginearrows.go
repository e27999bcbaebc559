package boardscene

import "image/color"

// The engine's colour: its arrows on the board, and the mark of the current
// move on the evaluation graph, which reads as the same engine's. It is
// apart from every colour a comment's drawings use (comments.ArrowColors),
// so that the engine's arrows are never taken for the user's; the second
// line's arrows are fainter.
var (
	EngineArrow      = color.NRGBA{0xd0, 0x40, 0xa0, 0xd0}
	EngineArrowFaint = color.NRGBA{0xd0, 0x40, 0xa0, 0x60}
)
