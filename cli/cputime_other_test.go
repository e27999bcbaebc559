//go:build !unix

package cli

import "time"

// cpuTime is the processor time the process has spent; the limits it
// checks are measured on Unix only, and elsewhere it counts nothing.
func cpuTime() time.Duration { return 0 }
