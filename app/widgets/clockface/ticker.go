package clockface

import "time"

// TickEvery is how often a running clock's faces are drawn again: ten
// times a second, for the tenths shown under ten seconds.
const TickEvery = 100 * time.Millisecond

// Ticker returns what the owners of faces tick them with: it calls tick
// every TickEvery through post (the window's goroutine) until stopped.
// Tests pass a ticker of their own and call tick themselves.
func Ticker(post func(func())) func(tick func()) (stop func()) {
	return func(tick func()) func() {
		t := time.NewTicker(TickEvery)
		done := make(chan struct{})
		go func() {
			for {
				select {
				case <-done:
					return
				case <-t.C:
					post(tick)
				}
			}
		}()
		return func() { t.Stop(); close(done) }
	}
}
