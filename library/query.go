package library

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"slices"

	"wormweave/notation"
	"wormweave/rules"
)

// view is what queries read of the library besides its index, kept from
// one query to the next while the library's games stay the same: the
// games (their result, length and rating, for the explorer's figures and
// to leave out the postings of games removed since their run was written)
// and the turns' texts.
type view struct {
	stamp stamp
	// games[id-base] is the game id's, its result -1 when no game has
	// that id: ids are given in order and never reused, so that a slice
	// holds them with few holes, and is read much faster than a map.
	games []gameInfo
	base  int64
	turns map[int32]string
}

// stamp tells one state of the games and turns from another, in any
// process: a game row is never changed, only added (with an id above all
// before) or deleted, and turns are only added, so that the games' count
// and greatest id, and the turns' count, change whenever they do.
type stamp struct{ games, maxGame, turns int64 }

type gameInfo struct {
	result int8 // 1 White won, 2 Black won, 3 draw, 0 unfinished; -1 no game
	elo    int16
	plies  int32
}

// game returns the game id's information, and whether it is in the library.
func (v *view) game(id int64) (gameInfo, bool) {
	i := id - v.base
	if i < 0 || i >= int64(len(v.games)) || v.games[i].result < 0 {
		return gameInfo{}, false
	}
	return v.games[i], true
}

func resultCode(r string) int8 {
	switch r {
	case "1-0":
		return 1
	case "0-1":
		return 2
	case "1/2-1/2":
		return 3
	}
	return 0
}

// snapshot begins the read transaction a query runs in, so that it sees
// one state of the library whatever another connection or process
// commits meanwhile, and returns the view of that state and the index's
// runs in it.
func (l *Library) snapshot(ctx context.Context) (*sql.Tx, *view, []int64, error) {
	tx, err := l.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, nil, nil, err
	}
	v, runs, err := l.current(ctx, tx)
	if err != nil {
		tx.Rollback()
		return nil, nil, nil, err
	}
	return tx, v, runs, nil
}

// current returns the view of the library as tx sees it, and its runs.
func (l *Library) current(ctx context.Context, tx *sql.Tx) (*view, []int64, error) {
	var st stamp
	if err := tx.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM games), (SELECT coalesce(max(id), 0) FROM games), (SELECT count(*) FROM turns)`).
		Scan(&st.games, &st.maxGame, &st.turns); err != nil {
		return nil, nil, err
	}
	runs, err := runsOf(tx, `SELECT id FROM runs ORDER BY id`)
	if err != nil {
		return nil, nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.view != nil && l.view.stamp == st {
		return l.view, runs, nil
	}
	v := &view{stamp: st, turns: map[int32]string{}}
	rows, err := tx.QueryContext(ctx, `SELECT id, result, elo, plies FROM games ORDER BY id`)
	if err != nil {
		return nil, nil, err
	}
	for rows.Next() {
		var id int64
		var result string
		var elo, plies int
		if err := rows.Scan(&id, &result, &elo, &plies); err != nil {
			rows.Close()
			return nil, nil, err
		}
		if len(v.games) == 0 {
			v.base = id
		}
		for int64(len(v.games)) < id-v.base {
			v.games = append(v.games, gameInfo{result: -1})
		}
		v.games = append(v.games, gameInfo{resultCode(result), int16(elo), int32(plies)})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	rows, err = tx.QueryContext(ctx, `SELECT id, text FROM turns`)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int32
		var text string
		if err := rows.Scan(&id, &text); err != nil {
			return nil, nil, err
		}
		v.turns[id] = text
	}
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	l.view = v
	return v, runs, nil
}

// lookup returns the postings of pos in runs, of games in v, sorted by
// game and ply.
func (l *Library) lookup(ctx context.Context, tx *sql.Tx, v *view, runs []int64, pos *rules.Position) ([]posting, error) {
	key := l.keyFn(pos)
	enc := encodePosition(nil, pos)
	var out []posting
	var g group
	for _, run := range runs {
		var data []byte
		err := tx.QueryRowContext(ctx, `SELECT data FROM chunks WHERE run = ? AND first <= ? ORDER BY first DESC LIMIT 1`, run, key).Scan(&data)
		if errors.Is(err, sql.ErrNoRows) {
			continue // no key as small in the run
		}
		if err != nil {
			return nil, err
		}
		rd := newChunkReader(data)
		for rd.next(&g, true) && g.key <= key {
			if g.key == key && string(g.enc) == string(enc) {
				for _, p := range g.posts {
					if _, ok := v.game(p.game); ok {
						out = append(out, p)
					}
				}
				break
			}
		}
		if rd.err != nil {
			return nil, rd.err
		}
	}
	if !slices.IsSortedFunc(out, comparePostings) {
		slices.SortFunc(out, comparePostings)
	}
	return out, nil
}

// GameRef names a game of the library and says what it is.
type GameRef struct {
	File                              string
	Number                            int // 1-based, as `wormweave replay` names games: file#n
	White, Black, Result, Event, Date string
	Plies                             int // of its main line
}

// Hit is a game that reaches a position, and the ply where it first does
// (the plies of its main line played before it: 0 is its start).
type Hit struct {
	GameRef
	Ply int
}

// MoveStat is a move played from a position, over the library's games.
type MoveStat struct {
	ID   string // the canonical id, rules.Turn.ID
	Text string // as the record writes it: notation.TurnText
	// Games counts the games that played it from the position; the
	// others of them were drawn.
	Games, WhiteWins, BlackWins, Unfinished int
	AvgPlies                                float64 // the mean length of those games, in plies
	// Best is the best-known game with the move: the players' highest
	// mean rating (WhiteElo, BlackElo), then a win for the side that
	// played it, then the shortest game, then the first in the library.
	Best GameRef
}

// Explore returns the moves played from pos in the library's games, the
// most played first (then by id). A game that plays the same move from
// the position twice counts once.
func (l *Library) Explore(ctx context.Context, pos *rules.Position) ([]MoveStat, error) {
	out, err := l.explore(ctx, pos)
	return out, l.fail(err)
}

func (l *Library) explore(ctx context.Context, pos *rules.Position) ([]MoveStat, error) {
	tx, v, runs, err := l.snapshot(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	posts, err := l.lookup(ctx, tx, v, runs, pos)
	if err != nil {
		return nil, err
	}
	type acc struct {
		stat     MoveStat
		plies    int64
		best     int64
		bestInfo gameInfo
		lastGame int64
	}
	byMove := map[int32]*acc{}
	for _, p := range posts {
		if p.move == 0 {
			continue
		}
		a := byMove[p.move]
		if a == nil {
			a = &acc{}
			byMove[p.move] = a
		}
		if a.lastGame == p.game {
			continue
		}
		a.lastGame = p.game
		gi, _ := v.game(p.game)
		a.stat.Games++
		switch gi.result {
		case 1:
			a.stat.WhiteWins++
		case 2:
			a.stat.BlackWins++
		case 0:
			a.stat.Unfinished++
		}
		a.plies += int64(gi.plies)
		if a.best == 0 || better(gi, p.game, a.bestInfo, a.best, pos.Turn()) {
			a.best, a.bestInfo = p.game, gi
		}
	}
	turns := map[string]rules.Turn{}
	if len(byMove) > 0 {
		pos.WalkTurns(func(t rules.Turn) bool {
			turns[t.ID(pos.Variant())] = append(rules.Turn(nil), t...)
			return len(turns) < rules.MaxTurns
		})
	}
	out := make([]MoveStat, 0, len(byMove))
	for id, a := range byMove {
		a.stat.ID = v.turns[id]
		a.stat.Text = a.stat.ID
		if t, ok := turns[a.stat.ID]; ok {
			a.stat.Text = notation.TurnText(pos, t)
		}
		a.stat.AvgPlies = float64(a.plies) / float64(a.stat.Games)
		ref, err := ref(ctx, tx, a.best)
		if err != nil {
			return nil, err
		}
		a.stat.Best = ref
		out = append(out, a.stat)
	}
	slices.SortFunc(out, func(a, b MoveStat) int {
		if a.Games != b.Games {
			return b.Games - a.Games
		}
		if a.ID < b.ID {
			return -1
		}
		if a.ID > b.ID {
			return 1
		}
		return 0
	})
	return out, nil
}

// better reports whether game a (info ai) is a better example of a move
// played by side than game b: see MoveStat.Best.
func better(ai gameInfo, a int64, bi gameInfo, b int64, side rules.Color) bool {
	if ai.elo != bi.elo {
		return ai.elo > bi.elo
	}
	win := int8(1)
	if side == rules.Black {
		win = 2
	}
	if (ai.result == win) != (bi.result == win) {
		return ai.result == win
	}
	if ai.plies != bi.plies {
		return ai.plies < bi.plies
	}
	return a < b
}

// ref reads a game's GameRef.
func ref(ctx context.Context, tx *sql.Tx, game int64) (GameRef, error) {
	var r GameRef
	err := tx.QueryRowContext(ctx, `SELECT f.path, g.number, g.white, g.black, g.result, g.event, g.date, g.plies
		FROM games g JOIN files f ON f.id = g.file WHERE g.id = ?`, game).
		Scan(&r.File, &r.Number, &r.White, &r.Black, &r.Result, &r.Event, &r.Date, &r.Plies)
	return r, err
}

// Search returns the games that reach pos, by transposition too, in the
// library's order (files in the order they were added, games in file
// order), each with the first ply where it does; at most limit of them
// when limit is above 0.
func (l *Library) Search(ctx context.Context, pos *rules.Position, limit int) ([]Hit, error) {
	out, err := l.search(ctx, pos, limit)
	return out, l.fail(err)
}

func (l *Library) search(ctx context.Context, pos *rules.Position, limit int) ([]Hit, error) {
	tx, v, runs, err := l.snapshot(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	posts, err := l.lookup(ctx, tx, v, runs, pos)
	if err != nil {
		return nil, err
	}
	var out []Hit
	for i, p := range posts {
		if i > 0 && posts[i-1].game == p.game {
			continue
		}
		if limit > 0 && len(out) == limit {
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ref, err := ref(ctx, tx, p.game)
		if err != nil {
			return nil, err
		}
		out = append(out, Hit{ref, int(p.ply)})
	}
	return out, nil
}

// ErrChanged is what errors.Is finds in Game's error when the game's file
// changed since it was indexed (a file that is gone gives an error that
// is os.ErrNotExist).
var ErrChanged = errors.New("the file has changed since it was indexed")

// Game reads a game of the library back from its PGN file. A file that
// is gone, or changed since it was indexed, is an error saying so.
func (l *Library) Game(ctx context.Context, ref GameRef) (*notation.Game, error) {
	g, _, err := l.game(ctx, ref)
	return g, err
}

// GameBytes returns a game of the library as it stands in its PGN file:
// its bytes alone, read from the offset the library indexed, so that a
// window opens one game of a large file without reading the rest. It
// fails as Game does, on a file that is gone or changed since.
func (l *Library) GameBytes(ctx context.Context, ref GameRef) (notation.RawGame, error) {
	_, raw, err := l.game(ctx, ref)
	return raw, err
}

// game reads a game back from its file: its record and its bytes. The
// scanner at the game's offset keeps every reader's limits on lines and
// games, and the record must agree with what the library indexed.
func (l *Library) game(ctx context.Context, ref GameRef) (*notation.Game, notation.RawGame, error) {
	var none notation.RawGame
	var size, mtime, offset int64
	var line, plies int
	var white, black string
	err := l.db.QueryRowContext(ctx, `SELECT f.size, f.mtime, g.offset, g.line, g.plies, g.white, g.black
		FROM games g JOIN files f ON f.id = g.file WHERE f.path = ? AND g.number = ?`, ref.File, ref.Number).
		Scan(&size, &mtime, &offset, &line, &plies, &white, &black)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, none, fmt.Errorf("%s#%d is not in the library", ref.File, ref.Number)
	}
	if err != nil {
		return nil, none, l.fail(err)
	}
	f, err := os.Open(ref.File)
	if err != nil {
		return nil, none, fmt.Errorf("cannot read %s#%d: %w", ref.File, ref.Number, unwrapPath(err))
	}
	defer f.Close()
	changed := fmt.Errorf("%s has changed since it was indexed: add it to the library again (%w)", ref.File, ErrChanged)
	st, err := f.Stat()
	if err != nil {
		return nil, none, err
	}
	if st.Size() != size || st.ModTime().UnixNano() != mtime {
		return nil, none, changed
	}
	if _, err := f.Seek(offset, 0); err != nil {
		return nil, none, err
	}
	sc := notation.NewScannerAt(f, offset, line)
	if !sc.Scan() {
		return nil, none, changed
	}
	g, gerr := notation.Parse(sc.Game(), ref.File)
	if notation.InPart(gerr) || g.Root == nil || len(g.MainLine()) != plies || g.Tag("White") != white || g.Tag("Black") != black {
		return nil, none, changed
	}
	return g, sc.Game(), nil
}
