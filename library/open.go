package library

import (
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	_ "modernc.org/sqlite" // the database/sql driver "sqlite", pure Go
)

// Open opens the library at path for reading and writing, creating the
// file and its tables when the file does not exist (or is empty). A file
// that is not a library (a folder, another program's database, any other
// file) is refused with an error saying so, and left as it was; so is a
// library whose file is damaged (ErrDamaged), which writing would damage
// further.
func Open(path string) (*Library, error) {
	if err := checkName(path); err != nil {
		return nil, err
	}
	st, err := os.Stat(path)
	switch {
	case err == nil && st.IsDir():
		return nil, &NotLibraryError{path, "is a folder, not a library file"}
	case err == nil && !st.Mode().IsRegular():
		return nil, &NotLibraryError{path, "is not a regular file, not a library file"}
	case err == nil && st.Size() > 0:
		if _, err := checkLibrary(path); err != nil {
			return nil, err
		}
	case err != nil && !errors.Is(err, os.ErrNotExist):
		return nil, fmt.Errorf("cannot open the library %s: %w", path, unwrapPath(err))
	}
	if err != nil || st.Size() == 0 {
		if err := create(path); err != nil {
			return nil, fmt.Errorf("cannot create the library %s: %w", path, explain(path, err))
		}
	}
	db, err := sql.Open("sqlite", dsn(path, readWrite))
	if err != nil {
		return nil, fmt.Errorf("cannot open the library %s: %w", path, err)
	}
	l := &Library{db: db, path: path, keyFn: positionKey}
	// Every write starts from a whole file: a quick check (every page
	// read once, a fraction of a second a hundred megabytes) is cheap
	// beside an import, and the only way to find damage before adding to it.
	if err := l.checkIntact(); err != nil {
		db.Close()
		return nil, err
	}
	return l, nil
}

// OpenReadOnly opens an existing library for reading only: it never
// creates a file, never writes one (an empty file is not a library), and
// reads a library in a folder it cannot write, where SQLite cannot make
// its log. Add and Remove on it return an error.
func OpenReadOnly(path string) (*Library, error) {
	if err := checkName(path); err != nil {
		return nil, err
	}
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return nil, fmt.Errorf("cannot open the library %s: %w", path, unwrapPath(err))
	case st.IsDir():
		return nil, &NotLibraryError{path, "is a folder, not a library file"}
	case !st.Mode().IsRegular():
		return nil, &NotLibraryError{path, "is not a regular file, not a library file"}
	case st.Size() == 0:
		return nil, &NotLibraryError{path, "is empty: not a Wormweave library"}
	}
	// Before any connection: the last to close empties the log.
	unclean := notClosedCleanly(path)
	mode, err := checkLibrary(path)
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", dsn(path, mode))
	if err != nil {
		return nil, fmt.Errorf("cannot open the library %s: %w", path, err)
	}
	l := &Library{db: db, path: path, keyFn: positionKey, readOnly: true}
	if unclean {
		if err := l.checkIntact(); err != nil {
			db.Close()
			return nil, err
		}
	}
	return l, nil
}

// notClosedCleanly reports whether the library's log holds commits while
// no add or remove is at work on it: what a writer killed in its work (a
// crash, a power cut) leaves, and what a reader checks the file after.
// The last connection to close empties the log, and an add or remove
// empties it when it is done.
func notClosedCleanly(path string) bool {
	st, err := os.Stat(path + "-wal")
	if err != nil || st.Size() == 0 {
		return false
	}
	// Opened and closed before this Library's connections, so that its
	// close drops no lock of theirs (see lockWriter).
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	if tryLock(f) != nil {
		return false // a writer is at work: its log is its own
	}
	unlock(f)
	return true
}

// checkName refuses the names SQLite takes for something other than a
// file (":memory:" is a database in memory, gone when it closes; "" a
// temporary one).
func checkName(path string) error {
	if path == "" || path == ":memory:" {
		return &NotLibraryError{fmt.Sprintf("%q", path), "is not a file name: a library is a file"}
	}
	return nil
}

// create writes a new library's tables into path, on a connection of its
// own without write-ahead logging: auto_vacuum can be set only before the
// file's header is written, which switching to the log does.
func create(path string) error {
	db, err := sql.Open("sqlite", dsn(path, creating))
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	return initSchema(db)
}

// dsn is the driver's name of the file, with the settings every
// connection takes: write-ahead logging (readers beside the writer, and a
// commit survives a crash of the process), a wait for the lock rather than
// an error, a large page cache. The path is made absolute, so that no
// name is taken for one of SQLite's special names.
func dsn(path string, mode openMode) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	u := "file:" + strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(filepath.ToSlash(path))
	switch mode {
	case queryOnly:
		return u + "?_pragma=busy_timeout(10000)&_pragma=query_only(1)&_pragma=cache_size(-65536)"
	case readOnly:
		return u + "?mode=ro&_pragma=busy_timeout(10000)&_pragma=cache_size(-65536)"
	case immutable:
		return u + "?mode=ro&immutable=1&_pragma=cache_size(-65536)"
	case creating:
		return u + "?_pragma=busy_timeout(10000)"
	}
	return u + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=cache_size(-65536)&_txlock=immediate"
}

// openMode says how dsn opens a file.
type openMode int

const (
	readWrite openMode = iota
	readOnly
	queryOnly // may write, but SQLite refuses any change
	immutable // read-only, without the log: nobody can be writing
	creating  // no write-ahead log yet
)

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// checkLibrary reads an existing file's meta table without writing
// anything, so that another program's database or any other file is
// refused untouched, and returns the mode a reader opens it in. The first
// that works of: a connection that may write but is told to write
// nothing (as the last to close, it removes the log files SQLite makes
// beside the library); read-only, for a file its user may not write;
// immutable, when SQLite cannot make its shared-memory file beside the
// library either (a folder its user may not write) and there is no log:
// no writer can be at work on a file without its log.
func checkLibrary(path string) (openMode, error) {
	var err error
	for _, mode := range []openMode{queryOnly, readOnly} {
		err = checkLibraryAs(path, mode)
		if code := sqliteCode(err); code != sqliteReadOnly && code != sqliteCantOpen {
			return mode, err
		}
	}
	if _, serr := os.Stat(path + "-wal"); errors.Is(serr, os.ErrNotExist) {
		return immutable, checkLibraryAs(path, immutable)
	}
	return readOnly, err
}

func checkLibraryAs(path string, mode openMode) error {
	db, err := sql.Open("sqlite", dsn(path, mode))
	if err != nil {
		return fmt.Errorf("cannot open the library %s: %w", path, err)
	}
	defer db.Close()
	var name, version string
	err = db.QueryRow(`SELECT (SELECT value FROM meta WHERE name = 'format'), (SELECT value FROM meta WHERE name = 'version')`).Scan(&name, &version)
	switch {
	case err != nil && strings.Contains(err.Error(), "no such table"), err == nil && name != formatName:
		return &NotLibraryError{path, "is a database but not a Wormweave library"}
	case err != nil && (strings.Contains(err.Error(), "not a database") || strings.Contains(err.Error(), "file is encrypted")):
		return &NotLibraryError{path, "is not a Wormweave library (not an SQLite database)"}
	case err != nil:
		return fmt.Errorf("cannot read the library %s: %w", path, explainWith(db, path, err))
	case version != formatVersion:
		return &NotLibraryError{path, fmt.Sprintf("is a Wormweave library of format %s, which this version does not read (it reads %s)", version, formatVersion)}
	}
	return nil
}

// ErrNotLibrary is what errors.Is finds in Open's error for a file that
// is not a library (a folder, another program's database, any other
// file, a library of another format), so that a window can word it in
// the user's language.
var ErrNotLibrary = errors.New("not a Wormweave library")

// NotLibraryError is Open's error for a file that is not a library; it
// is ErrNotLibrary.
type NotLibraryError struct {
	Path string
	Why  string // in English
}

func (e *NotLibraryError) Error() string { return e.Path + " " + e.Why }

// Is reports whether target is ErrNotLibrary.
func (e *NotLibraryError) Is(target error) bool { return target == ErrNotLibrary }
