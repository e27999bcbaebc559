//go:build unix

package library

import (
	"errors"
	"os"
	"syscall"
)

// tryLock takes an exclusive flock of f without waiting. flock's locks
// are apart from the POSIX record locks SQLite takes on the same file.
func tryLock(f *os.File) error {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return errHeld
	}
	return err
}

func unlock(f *os.File) { syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }
