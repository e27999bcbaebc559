package boardview

import (
	"time"

	"fyne.io/fyne/v2"
)

// moveAnimation slides the piece now on to from the square it came from.
type moveAnimation struct {
	from, to int
	done     float32 // 0 to 1
	a        *fyne.Animation
}

// position returns where the sliding piece stands now.
func (m *moveAnimation) position(b *Board) fyne.Position {
	p1, _ := b.SquarePosition(m.from)
	p2, _ := b.SquarePosition(m.to)
	return fyne.NewPos(p1.X+(p2.X-p1.X)*m.done, p1.Y+(p2.Y-p1.Y)*m.done)
}

// animationTime is how long a piece takes to slide.
const animationTime = 160 * time.Millisecond

// AnimateMove slides the piece that the current scene shows on to from the
// square from, as a move played elsewhere than by a drag would be shown.
func (b *Board) AnimateMove(from, to int) {
	b.stopAnimation()
	if from < 0 || from > 63 || to < 0 || to > 63 || from == to || b.scene.Pieces[to] == nil {
		return
	}
	m := &moveAnimation{from: from, to: to}
	m.a = fyne.NewAnimation(animationTime, func(f float32) { b.stepAnimation(m, f) })
	m.a.Curve = fyne.AnimationEaseOut
	b.anim = m
	b.Refresh()
	m.a.Start()
}

// stepAnimation moves the sliding piece; at the end the piece is back in
// its square.
func (b *Board) stepAnimation(m *moveAnimation, f float32) {
	if b.anim != m {
		return
	}
	m.done = f
	if f >= 1 {
		b.anim = nil
	}
	b.Refresh()
}

func (b *Board) stopAnimation() {
	if b.anim != nil {
		b.anim.a.Stop()
		b.anim = nil
	}
}
