//go:build unix

package match

import (
	"errors"
	"fmt"
	"syscall"
)

// processGone returns nil if process pid no longer exists, and what the
// system said otherwise.
func processGone(pid int) error {
	err := syscall.Kill(pid, 0)
	if errors.Is(err, syscall.ESRCH) {
		return nil
	}
	return fmt.Errorf("signal 0: %v", err)
}
