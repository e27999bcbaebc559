package library

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"wormweave/notation"
	"wormweave/rules"
)

// variantSalt is folded into the keys of Interweave positions, so that the
// keys of the two variants differ even where their boards would agree (the
// encoding, which names the variant, tells them apart in any case).
var variantSalt = [2]uint64{0, 0x9e3779b97f4a7c15}

// positionKey is a position's key in the index: its Zobrist key with its
// variant folded in, as a signed integer (SQLite's).
func positionKey(p *rules.Position) int64 {
	return int64(p.Hash() ^ variantSalt[p.Variant()&1])
}

// batchPostings is how many positions an import keeps in memory before it
// writes them as a run and commits, with the games they come from and the
// file's progress: what a crash can cost, and a run's size.
var batchPostings = 400_000

// mergeFan is how many runs of one level are merged into one of the next.
const mergeFan = 4

// Phase is what an Add is doing.
type Phase int

// The phases of an Add, as its progress reports them.
const (
	// Indexing: reading the games of a file and indexing their positions.
	Indexing Phase = iota
	// Waiting: another process is adding to or removing from the
	// library; the Add starts when it is done.
	Waiting
	// Reading: reading a file whole to tell whether it changed.
	Reading
	// Merging: merging the index's runs (a transaction of its own).
	Merging
)

// Progress is where an Add stands, handed to its progress function.
type Progress struct {
	Phase                 Phase
	File                  string // the file being read
	FilesDone, FilesTotal int
	Games                 int64 // games added so far
	Positions             int64 // positions indexed so far
	Bytes, TotalBytes     int64 // of the files' bytes, read so far and in all
}

// Skipped is a game that could not be read, and so is not in the library.
type Skipped struct {
	File   string
	Number int // 1-based, as file#n
	Err    error
}

// FileError is a file that Add did not add: it could not be read, or the
// Add stopped on an error of the library's before it was done.
type FileError struct {
	File string
	Err  error
}

// AddReport says what an Add did.
type AddReport struct {
	Games     int64 // games added
	Positions int64 // positions indexed
	Skipped   []Skipped
	New       []string // files added for the first time
	Reindexed []string // files changed since they were indexed, indexed again
	Resumed   []string // files whose interrupted import went on
	Unchanged []string // files already indexed and unchanged, skipped
	Missing   []string // files of the library that are gone (marked, kept)
	// Failed are the files not added: those that could not be read, and
	// those not reached or not finished when the Add stopped on an error
	// of the library's (that error each).
	Failed []FileError
}

// importer is the state of one Add.
type importer struct {
	l        *Library
	ctx      context.Context
	tx       *sql.Tx
	progress func(Progress)
	prog     Progress
	report   *AddReport
	turns    map[turnKey]int32
	steps    map[stepKey]int32 // the turns of one step, by their step: a cheaper key
	nextTurn int32
	batch    batch
	encBuf   []byte
	insGame  *sql.Stmt
	insTurn  *sql.Stmt
}

type turnKey struct {
	v    rules.Variant
	text string
}

type stepKey struct {
	m rules.Move
	v rules.Variant
}

// Add indexes the games of files. A file already indexed and unchanged
// (size, time and SHA-256) is skipped; a changed one is indexed again; a
// file whose import stopped (a crash, a kill, a cancel) goes on from the
// last batch committed; a file of the library that is gone is reported
// Missing and kept. A game that cannot be read is skipped, and reported
// with its file:line. Cancelling ctx stops at the next game, keeping what
// was done (a later Add goes on from there), and returns ctx's error, in
// every phase: reading a file, indexing it, merging the index (a merge
// stopped is rolled back, and done by the next Add).
//
// One Add or Remove writes to a library at a time, in any process: while
// another writes, Add reports the Waiting phase and waits for it. An
// error of the library's (another program holding it, a damaged file,
// see LibraryError) stops it, the files not added in its report's Failed.
// progress, if not nil, is called now and then on Add's goroutine.
func (l *Library) Add(ctx context.Context, files []string, progress func(Progress)) (AddReport, error) {
	l.write.Lock()
	defer l.write.Unlock()
	var report AddReport
	im := &importer{l: l, ctx: ctx, progress: progress, report: &report, steps: map[stepKey]int32{}}
	im.batch.reset()
	im.prog.FilesTotal = len(files)
	for _, name := range files {
		if st, err := os.Stat(name); err == nil {
			im.prog.TotalBytes += st.Size()
		}
	}
	done := 0
	err := l.lockWriter(ctx, func() {
		im.prog.Phase = Waiting
		im.tell()
		im.prog.Phase = Indexing
	})
	if err == nil {
		defer l.unlockWriter()
		err = im.loadTurns()
	}
	if err == nil {
		err = im.merge() // one a stopped Add left
	}
	defer func() {
		if im.tx != nil {
			im.tx.Rollback()
		}
	}()
	for err == nil && done < len(files) {
		if err = ctx.Err(); err == nil {
			err = im.file(files[done])
		}
		if err == nil {
			done++
			im.prog.FilesDone++
			im.tell()
		}
	}
	if err == nil {
		err = l.vacuum()
	}
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return report, err
	}
	err = l.fail(err)
	for _, name := range files[done:] {
		report.Failed = append(report.Failed, FileError{name, err})
	}
	return report, err
}

func (im *importer) tell() {
	if im.progress != nil {
		im.progress(im.prog)
	}
}

func (im *importer) loadTurns() error {
	im.turns = map[turnKey]int32{}
	rows, err := im.l.db.Query(`SELECT id, variant, text FROM turns`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int32
		var v, text string
		if err := rows.Scan(&id, &v, &text); err != nil {
			return err
		}
		variant, err := rules.ParseVariant(v)
		if err != nil {
			return fmt.Errorf("library: turn %d of an unknown variant %s", id, rules.Quote(v))
		}
		im.turns[turnKey{variant, text}] = id
		im.nextTurn = max(im.nextTurn, id)
	}
	return rows.Err()
}

// begin starts the transaction of a batch.
func (im *importer) begin() error {
	tx, err := im.l.db.BeginTx(context.Background(), nil)
	if err != nil {
		return err
	}
	im.tx = tx
	im.insGame, err = tx.Prepare(`INSERT INTO games(file, number, offset, line, variant, white, black, result, event, date, elo, plies)
		VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	im.insTurn, err = tx.Prepare(`INSERT INTO turns(id, variant, text) VALUES(?, ?, ?)`)
	return err
}

func (im *importer) commit() error {
	err := im.tx.Commit()
	im.tx = nil
	return err
}

// file indexes one file.
func (im *importer) file(name string) error {
	abs, err := filepath.Abs(name)
	if err != nil {
		im.report.Failed = append(im.report.Failed, FileError{name, err})
		return nil
	}
	im.prog.File = abs
	var id int64
	var old fingerprint
	var complete bool
	var read, games, skipped int
	err = im.l.db.QueryRow(`SELECT id, size, mtime, sha256, complete, games_read, games, skipped FROM files WHERE path = ?`, abs).
		Scan(&id, &old.size, &old.mtime, &old.hash, &complete, &read, &games, &skipped)
	known := err == nil
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	im.prog.Phase = Reading
	fp, ferr := fingerprintOf(im.ctx, abs)
	im.prog.Phase = Indexing
	switch {
	case ferr != nil && (errors.Is(ferr, context.Canceled) || errors.Is(ferr, context.DeadlineExceeded)):
		return ferr
	case ferr != nil && known && (errors.Is(ferr, os.ErrNotExist) || errors.Is(ferr, errFolder)):
		im.report.Missing = append(im.report.Missing, abs)
		return nil
	case ferr != nil:
		im.report.Failed = append(im.report.Failed, FileError{abs, unwrapPath(ferr)})
		return nil
	case known && fp == old && complete:
		im.report.Unchanged = append(im.report.Unchanged, abs)
		im.prog.Bytes += fp.size
		return nil
	}
	if err := im.begin(); err != nil {
		return err
	}
	switch {
	case known && fp == old:
		im.report.Resumed = append(im.report.Resumed, abs)
	case known:
		im.report.Reindexed = append(im.report.Reindexed, abs)
		read, games, skipped = 0, 0, 0
		if _, err := im.tx.Exec(`DELETE FROM games WHERE file = ?`, id); err != nil {
			return err
		}
		if _, err := im.tx.Exec(`UPDATE files SET size = ?, mtime = ?, sha256 = ?, complete = 0, games_read = 0, games = 0, skipped = 0 WHERE id = ?`,
			fp.size, fp.mtime, fp.hash, id); err != nil {
			return err
		}
	default:
		im.report.New = append(im.report.New, abs)
		res, err := im.tx.Exec(`INSERT INTO files(path, size, mtime, sha256, complete, games_read, games, skipped) VALUES(?, ?, ?, ?, 0, 0, 0, 0)`,
			abs, fp.size, fp.mtime, fp.hash)
		if err != nil {
			return err
		}
		if id, err = res.LastInsertId(); err != nil {
			return err
		}
	}
	f, err := os.Open(abs)
	if err != nil {
		im.tx.Rollback()
		im.tx = nil
		im.report.Failed = append(im.report.Failed, FileError{abs, unwrapPath(err)})
		return nil
	}
	defer f.Close()
	base := im.prog.Bytes
	sc := notation.NewScanner(f)
	n := 0
	var cancelled error
	for sc.Scan() {
		n++
		raw := sc.Game()
		if n <= read {
			continue // committed by an earlier import
		}
		if n%64 == 0 {
			if cancelled = im.ctx.Err(); cancelled != nil {
				n--
				break
			}
			im.prog.Bytes = base + raw.End
			im.tell()
		}
		g, gerr := notation.Parse(raw, abs)
		if notation.InPart(gerr) || g.Root == nil {
			if gerr == nil {
				gerr = fmt.Errorf("%s:%d: no position to start from", abs, raw.Line)
			}
			im.report.Skipped = append(im.report.Skipped, Skipped{abs, n, gerr})
			skipped++
		} else {
			if err := im.game(id, n, raw, g); err != nil {
				return err
			}
			games++
		}
		if im.batch.posted >= batchPostings {
			if err := im.flush(id, n, games, skipped, false); err != nil {
				return err
			}
			if err := im.merge(); err != nil {
				return err
			}
			if err := im.begin(); err != nil {
				return err
			}
		}
	}
	if err := sc.Err(); err != nil && cancelled == nil {
		// The stream could not be read to its end: keep what was read, as
		// for a cancel, and say why.
		im.report.Failed = append(im.report.Failed, FileError{abs, err})
		cancelled = errStopped
	}
	if err := im.flush(id, n, games, skipped, cancelled == nil); err != nil {
		return err
	}
	if err := im.merge(); err != nil {
		return err
	}
	im.prog.Bytes = base + fp.size
	if cancelled == errStopped {
		return nil
	}
	return cancelled
}

// errStopped marks a file whose reading stopped on a read error.
var errStopped = errors.New("stopped")

// game adds one game to the batch.
func (im *importer) game(file int64, number int, raw notation.RawGame, g *notation.Game) error {
	line := g.MainLine()
	tag := func(name string) string { return g.Tag(name) }
	res, err := im.insGame.Exec(file, number, raw.Offset, raw.Line, g.Variant.String(), tag("White"), tag("Black"), g.Result,
		tag("Event"), tag("Date"), meanElo(g), len(line))
	if err != nil {
		return err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return err
	}
	pos := g.Root.Position()
	for ply := 0; ; ply++ {
		var move int32
		if ply < len(line) {
			if move, err = im.turnID(g.Variant, line[ply].Turn()); err != nil {
				return err
			}
		}
		im.post(&pos, posting{game: id, ply: int32(ply), move: move})
		if ply == len(line) {
			break
		}
		pos = line[ply].Position()
	}
	im.report.Games++
	im.report.Positions += int64(len(line) + 1)
	im.prog.Games++
	im.prog.Positions += int64(len(line) + 1)
	return nil
}

// meanElo is the mean of the players' ratings (WhiteElo, BlackElo) that
// are numbers, or 0.
func meanElo(g *notation.Game) int {
	sum, n := 0, 0
	for _, t := range []string{"WhiteElo", "BlackElo"} {
		if v, err := strconv.Atoi(strings.TrimSpace(g.Tag(t))); err == nil && v > 0 && v < 10000 {
			sum += v
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / n
}

// turnID returns the id of a turn's canonical text in the turns table,
// adding it when new.
func (im *importer) turnID(v rules.Variant, t rules.Turn) (int32, error) {
	if len(t) == 1 {
		if id, ok := im.steps[stepKey{t[0], v}]; ok {
			return id, nil
		}
	}
	k := turnKey{v, t.ID(v)}
	if id, ok := im.turns[k]; ok {
		if len(t) == 1 {
			im.steps[stepKey{t[0], v}] = id
		}
		return id, nil
	}
	im.nextTurn++
	if _, err := im.insTurn.Exec(im.nextTurn, v.String(), k.text); err != nil {
		return 0, err
	}
	im.turns[k] = im.nextTurn
	if len(t) == 1 {
		im.steps[stepKey{t[0], v}] = im.nextTurn
	}
	return im.nextTurn, nil
}

// post adds an occurrence of pos to the batch.
func (im *importer) post(pos *rules.Position, p posting) {
	key := im.l.keyFn(pos)
	im.encBuf = encodePosition(im.encBuf[:0], pos)
	im.batch.add(key, im.encBuf, p)
}
