package library

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"modernc.org/sqlite"
)

// SQLite's primary result codes that the library words for its users.
const (
	sqliteBusy      = 5
	sqliteLocked    = 6
	sqliteReadOnly  = 8
	sqliteInterrupt = 9
	sqliteCorrupt   = 11
	sqliteCantOpen  = 14
	sqliteNotADB    = 26
)

// sqliteCode is the primary result code of the SQLite error in err, or 0.
func sqliteCode(err error) int {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() & 0xff
	}
	return 0
}

// ErrBusy is what errors.Is finds in an error of a library that another
// program holds locked (the sqlite3 tool in a transaction, another
// program writing to it) beyond the wait for it.
var ErrBusy = errors.New("another program is using the library")

// ErrDamaged is what errors.Is finds in an error of a library whose file
// is damaged: SQLite's integrity check fails on it.
var ErrDamaged = errors.New("the library is damaged")

// ErrReadOnlyLibrary is what errors.Is finds in the error of a write to a
// library that cannot be written: opened with OpenReadOnly, or a file or
// folder its user may not write.
var ErrReadOnlyLibrary = errors.New("the library cannot be written")

// LibraryError is a library-wide failure, worded for the user: Kind is
// ErrBusy, ErrDamaged or ErrReadOnlyLibrary, and errors.Is finds it.
type LibraryError struct {
	Path   string
	Kind   error
	Detail string // SQLite's words, or the integrity check's first finding
	Err    error  // the error it comes from, if any
}

func (e *LibraryError) Error() string {
	switch e.Kind {
	case ErrBusy:
		return fmt.Sprintf("another program is using the library %s (it holds it locked): nothing more was written; try again once it is done", e.Path)
	case ErrDamaged:
		return fmt.Sprintf("the library %s is damaged (%s): it is left as it is; build it again from its PGN files into a new file (docs/library.md says how)", e.Path, e.Detail)
	}
	return fmt.Sprintf("cannot write the library %s: %s", e.Path, e.Detail)
}

// Is reports whether target is the error's kind.
func (e *LibraryError) Is(target error) bool { return target == e.Kind }

func (e *LibraryError) Unwrap() error { return e.Err }

// explain words the SQLite errors a user can act on: the library held by
// another program, a file or folder that cannot be written, a damaged
// file. Others come back as they are.
func explain(path string, err error) error {
	var le *LibraryError
	if err == nil || errors.As(err, &le) {
		return err
	}
	switch sqliteCode(err) {
	case sqliteBusy, sqliteLocked:
		return &LibraryError{Path: path, Kind: ErrBusy, Err: err}
	case sqliteReadOnly:
		return &LibraryError{Path: path, Kind: ErrReadOnlyLibrary, Detail: "its file or its folder is read-only", Err: err}
	case sqliteCorrupt, sqliteNotADB:
		return &LibraryError{Path: path, Kind: ErrDamaged, Detail: err.Error(), Err: err}
	}
	return err
}

// explainWith is explain, and for any other error of SQLite's an
// integrity check of db, so that damage the error comes from is named as
// such rather than as whatever SQLite tripped on.
func explainWith(db *sql.DB, path string, err error) error {
	err = explain(path, err)
	var le *LibraryError
	if err == nil || errors.As(err, &le) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	if code := sqliteCode(err); code == 0 || code == sqliteInterrupt {
		return err
	}
	if derr := quickCheck(db, path); derr != nil {
		return derr
	}
	return err
}

// quickCheck runs SQLite's quick integrity check (every page read once,
// the indexes not compared with their tables) and returns a damage error
// when it finds anything, or an error of its own.
func quickCheck(db *sql.DB, path string) error {
	var first string
	err := db.QueryRow(`PRAGMA quick_check(1)`).Scan(&first)
	switch {
	case err != nil && (sqliteCode(err) == sqliteCorrupt || sqliteCode(err) == sqliteNotADB):
		return &LibraryError{Path: path, Kind: ErrDamaged, Detail: err.Error(), Err: err}
	case err != nil:
		return explain(path, err)
	case first != "ok":
		return &LibraryError{Path: path, Kind: ErrDamaged, Detail: first}
	}
	return nil
}

// checkIntact refuses a damaged library before anything is written to it.
func (l *Library) checkIntact() error { return quickCheck(l.db, l.path) }

// fail words an error of the library's for its user (see explainWith).
func (l *Library) fail(err error) error { return explainWith(l.db, l.path, err) }
