package library

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"
)

// errHeld is what tryLock returns when another process holds the lock.
var errHeld = errors.New("held by another process")

// lockWriter takes the library's writer lock, so that one Add or Remove
// writes at a time, in this process and any other (two imports at once
// would number the moves they add alike). The lock is the operating
// system's lock of a file descriptor of the database file, released when
// the process ends however it ends. When another process holds it,
// waiting is called once and lockWriter waits, until ctx is done; with
// waiting nil it refuses at once (ErrBusy).
//
// The descriptor stays open until Close, after the database's
// connections are closed: closing a descriptor of the file drops the
// POSIX locks SQLite holds on it in this process.
func (l *Library) lockWriter(ctx context.Context, waiting func()) error {
	if l.readOnly {
		return &LibraryError{Path: l.path, Kind: ErrReadOnlyLibrary, Detail: "it was opened for reading only"}
	}
	if l.lockFile == nil {
		f, err := os.OpenFile(l.path, os.O_RDWR, 0)
		if err != nil {
			return &LibraryError{Path: l.path, Kind: ErrReadOnlyLibrary, Detail: unwrapPath(err).Error(), Err: err}
		}
		l.lockFile = f
	}
	told := false
	for {
		err := tryLock(l.lockFile)
		if err == nil {
			return nil
		}
		if !errors.Is(err, errHeld) {
			return fmt.Errorf("cannot lock the library %s: %w", l.path, err)
		}
		if waiting == nil {
			return &LibraryError{Path: l.path, Kind: ErrBusy}
		}
		if !told {
			waiting()
			told = true
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// unlockWriter releases the writer lock.
func (l *Library) unlockWriter() {
	if l.lockFile != nil {
		unlock(l.lockFile)
	}
}
