package library

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"wormweave/rules"
)

// formatName and formatVersion mark a database as a library of this
// format, in its meta table.
const (
	formatName    = "wormweave library"
	formatVersion = "1"
)

// schema creates a library's tables; docs/library.md describes them.
var schema = []string{
	`CREATE TABLE meta(name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
	`CREATE TABLE files(
		id INTEGER PRIMARY KEY,
		path TEXT NOT NULL UNIQUE,
		size INTEGER NOT NULL,
		mtime INTEGER NOT NULL,
		sha256 TEXT NOT NULL,
		complete INTEGER NOT NULL,
		games_read INTEGER NOT NULL,
		games INTEGER NOT NULL,
		skipped INTEGER NOT NULL)`,
	`CREATE TABLE games(
		id INTEGER PRIMARY KEY AUTOINCREMENT,
		file INTEGER NOT NULL REFERENCES files(id),
		number INTEGER NOT NULL,
		offset INTEGER NOT NULL,
		line INTEGER NOT NULL,
		variant TEXT NOT NULL,
		white TEXT NOT NULL,
		black TEXT NOT NULL,
		result TEXT NOT NULL,
		event TEXT NOT NULL,
		date TEXT NOT NULL,
		elo INTEGER NOT NULL,
		plies INTEGER NOT NULL)`,
	`CREATE UNIQUE INDEX games_by_file ON games(file, number)`,
	`CREATE TABLE turns(id INTEGER PRIMARY KEY, variant TEXT NOT NULL, text TEXT NOT NULL, UNIQUE(variant, text))`,
	`CREATE TABLE runs(id INTEGER PRIMARY KEY, level INTEGER NOT NULL, positions INTEGER NOT NULL, postings INTEGER NOT NULL)`,
	`CREATE TABLE chunks(run INTEGER NOT NULL, first INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY(run, first)) WITHOUT ROWID`,
	`INSERT INTO meta(name, value) VALUES('format', '` + formatName + `'), ('version', '` + formatVersion + `')`,
}

// Library is an open library file. Its methods may be called from several
// goroutines: each query reads one state of the library, as the last
// commit of any process left it; one Add or Remove writes at a time, in
// this process and any other (see Add).
type Library struct {
	db       *sql.DB
	path     string
	readOnly bool     // opened by OpenReadOnly
	lockFile *os.File // the writer lock's descriptor, once taken

	write sync.Mutex // held by Add and Remove

	mu    sync.Mutex
	view  *view // what the last query read, kept while it holds
	keyFn func(*rules.Position) int64
}

// initSchema creates the tables of a new library, with auto_vacuum
// incremental, so that the pages merges free can be given back (vacuum).
func initSchema(db *sql.DB) error {
	if _, err := db.Exec(`PRAGMA auto_vacuum = INCREMENTAL`); err != nil {
		return err
	}
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, s := range schema {
		if _, err := tx.Exec(s); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Close closes the library.
func (l *Library) Close() error {
	err := l.db.Close()
	if l.lockFile != nil {
		l.lockFile.Close() // after the connections: see lockWriter
	}
	return err
}

// Path returns the library's file.
func (l *Library) Path() string { return l.path }

// FileState says where a file of the library stands.
type FileState int

// The states of a file.
const (
	// Indexed: every game of the file is in the library, and the file is
	// as it was then.
	Indexed FileState = iota
	// Partial: an import of the file stopped before its end (interrupted,
	// cancelled); Add goes on from where it stopped.
	Partial
	// Changed: the file's size or time differs from when it was indexed;
	// Add indexes it again.
	Changed
	// Missing: the file is gone; its games stay in the library until
	// Remove drops them.
	Missing
)

// String returns the state's name as the command line prints it.
func (s FileState) String() string {
	switch s {
	case Indexed:
		return "indexed"
	case Partial:
		return "partial"
	case Changed:
		return "changed"
	case Missing:
		return "missing"
	}
	return fmt.Sprintf("FileState(%d)", int(s))
}

// File is a PGN file of the library.
type File struct {
	Path  string
	Games int // games indexed
	// Skipped counts the games that could not be read (Add's report
	// says where).
	Skipped int
	State   FileState
	Size    int64     // as indexed
	ModTime time.Time // as indexed
}

// Files lists the library's files by path, each with its state as it is
// now on the disk.
func (l *Library) Files() ([]File, error) {
	out, err := l.files()
	return out, l.fail(err)
}

func (l *Library) files() ([]File, error) {
	rows, err := l.db.Query(`SELECT path, games, skipped, complete, size, mtime FROM files ORDER BY path`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []File
	for rows.Next() {
		var f File
		var complete bool
		var mtime int64
		if err := rows.Scan(&f.Path, &f.Games, &f.Skipped, &complete, &f.Size, &mtime); err != nil {
			return nil, err
		}
		f.ModTime = time.Unix(0, mtime)
		st, err := os.Stat(f.Path)
		switch {
		case err != nil || st.IsDir():
			f.State = Missing
		case st.Size() != f.Size || st.ModTime().UnixNano() != mtime:
			f.State = Changed
		case !complete:
			f.State = Partial
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

// Stats are a library's sizes.
type Stats struct {
	Files int
	Games int64
	// Positions counts the positions indexed: every position of every
	// game's main line, its start included.
	Positions int64
	// Distinct counts the distinct positions the index holds, a position
	// counted once in each run it is in (runs are merged as the library
	// grows; a position is stored once where they have been).
	Distinct int64
	// Runs is the number of runs of the index (a query reads a chunk of each).
	Runs int
	// Bytes is the size of the database on the disk, its write-ahead log included.
	Bytes int64
}

// Stats returns the library's sizes.
func (l *Library) Stats() (Stats, error) {
	var s Stats
	err := l.db.QueryRow(`SELECT (SELECT count(*) FROM files), (SELECT count(*) FROM games), (SELECT coalesce(sum(plies + 1), 0) FROM games),
		(SELECT coalesce(sum(positions), 0) FROM runs), (SELECT count(*) FROM runs)`).Scan(&s.Files, &s.Games, &s.Positions, &s.Distinct, &s.Runs)
	if err != nil {
		return s, l.fail(err)
	}
	for _, suffix := range []string{"", "-wal"} {
		if st, err := os.Stat(l.path + suffix); err == nil {
			s.Bytes += st.Size()
		}
	}
	return s, nil
}

// Remove drops files from the library with their games. A file that the
// library does not hold is an error, after the others are removed. The
// index's runs are merged again at once, without their games' positions,
// and the space they took is given back. While another process adds to
// or removes from the library, Remove refuses (ErrBusy).
func (l *Library) Remove(files []string) error {
	l.write.Lock()
	defer l.write.Unlock()
	if err := l.lockWriter(context.Background(), nil); err != nil {
		return err
	}
	defer l.unlockWriter()
	return l.fail(l.remove(files))
}

func (l *Library) remove(files []string) error {
	var unknown []string
	tx, err := l.db.BeginTx(context.Background(), nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, name := range files {
		abs, err := filepath.Abs(name)
		if err != nil {
			return err
		}
		var id int64
		switch err := tx.QueryRow(`SELECT id FROM files WHERE path = ?`, abs).Scan(&id); {
		case errors.Is(err, sql.ErrNoRows):
			unknown = append(unknown, name)
			continue
		case err != nil:
			return err
		}
		if _, err := tx.Exec(`DELETE FROM games WHERE file = ?`, id); err != nil {
			return err
		}
		if _, err := tx.Exec(`DELETE FROM files WHERE id = ?`, id); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if len(unknown) < len(files) {
		if err := l.compact(); err != nil {
			return err
		}
		if err := l.vacuum(); err != nil {
			return err
		}
	}
	if len(unknown) > 0 {
		return &NotInLibraryError{unknown}
	}
	return nil
}

// NotInLibraryError is Remove's error for files the library does not
// hold (the others were removed).
type NotInLibraryError struct{ Files []string }

func (e *NotInLibraryError) Error() string {
	return "not in the library: " + strings.Join(e.Files, ", ")
}

// vacuum gives the free pages back to the file system when they are more
// than a tenth of the file (merges and removals free pages; later writes
// reuse them, and those left at the end of an import would stay).
func (l *Library) vacuum() error {
	var free, pages int64
	if err := l.db.QueryRow(`SELECT (SELECT freelist_count FROM pragma_freelist_count), (SELECT page_count FROM pragma_page_count)`).Scan(&free, &pages); err != nil {
		return err
	}
	if free*10 >= pages {
		if _, err := l.db.Exec(`PRAGMA incremental_vacuum`); err != nil {
			return err
		}
	}
	// Write the log into the file and empty it, so that the file's size
	// is the library's (a reader may keep part of it for later).
	_, err := l.db.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
	return err
}

// compact merges every run into one, dropping the postings of the games
// no longer in the library.
func (l *Library) compact() error {
	im := &importer{l: l}
	defer func() {
		if im.tx != nil {
			im.tx.Rollback()
		}
	}()
	if err := im.begin(); err != nil {
		return err
	}
	ids, err := runsOf(im.tx, `SELECT id FROM runs ORDER BY id`)
	if err != nil || len(ids) == 0 {
		return err
	}
	var level int
	if err := im.tx.QueryRow(`SELECT max(level) FROM runs`).Scan(&level); err != nil {
		return err
	}
	if err := im.mergeRuns(ids, level); err != nil {
		return err
	}
	return im.commit()
}
