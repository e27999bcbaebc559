package uitest

import (
	"testing"
	"time"
)

// Queue stands for fyne.Do in tests: a feature hands its updates to the
// test's goroutine, which runs them while it waits, as the window's
// goroutine would.
type Queue struct{ ch chan func() }

// NewQueue returns a queue that holds up to size updates.
func NewQueue(size int) *Queue { return &Queue{ch: make(chan func(), size)} }

// Post queues f; pass it where fyne.Do would go.
func (q *Queue) Post(f func()) { q.ch <- f }

// Until runs the posted updates until cond holds, and fails after a while.
func (q *Queue) Until(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for !cond() {
		select {
		case f := <-q.ch:
			f()
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// Wait runs the posted updates until cond holds or d has passed, and says
// whether cond held. It looks at cond every 20ms even when nothing is
// posted, for conditions that change without an update (the heap, say).
func (q *Queue) Wait(d time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(d)
	for !cond() {
		left := time.Until(deadline)
		if left <= 0 {
			return false
		}
		select {
		case f := <-q.ch:
			f()
		case <-time.After(min(left, 20*time.Millisecond)):
		}
	}
	return true
}

// Drain runs the updates already posted, without waiting for more.
func (q *Queue) Drain() {
	for {
		select {
		case f := <-q.ch:
			f()
		default:
			return
		}
	}
}
