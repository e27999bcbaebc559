package library

import (
	"database/sql"
	"errors"
	"math"
	"slices"
)

// merge merges runs while a level holds mergeFan of them, the lowest
// level first, each merge in a transaction of its own: a crash leaves the
// runs before or after it, both whole.
func (im *importer) merge() error {
	for {
		var level int
		err := im.l.db.QueryRow(`SELECT level FROM runs GROUP BY level HAVING count(*) >= ? ORDER BY level LIMIT 1`, mergeFan).Scan(&level)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		im.prog.Phase = Merging
		im.tell()
		im.prog.Phase = Indexing
		if err := im.begin(); err != nil {
			return err
		}
		ids, err := runsOf(im.tx, `SELECT id FROM runs WHERE level = ? ORDER BY id`, level)
		if err != nil {
			return err
		}
		if err := im.mergeRuns(ids, level+1); err != nil {
			return err
		}
		if err := im.commit(); err != nil {
			return err
		}
	}
}

func runsOf(tx *sql.Tx, query string, args ...any) ([]int64, error) {
	rows, err := tx.Query(query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// liveGames returns the ids of the library's games, sorted.
func liveGames(tx *sql.Tx) ([]int64, error) {
	return runsOf(tx, `SELECT id FROM games ORDER BY id`)
}

// runIter reads a run's groups in order, a chunk at a time.
type runIter struct {
	first *sql.Stmt // the run's first chunk
	after *sql.Stmt // the run's first chunk whose first key is above a key
	run   int64
	last  int64 // the first key of the chunk read last
	read  bool  // whether a chunk was read
	done  bool
	rd    *chunkReader
	cur   group
}

// advance moves to the run's next group; it sets done at the end.
func (it *runIter) advance() error {
	for {
		if it.rd != nil {
			if it.rd.next(&it.cur, true) {
				return nil
			}
			if it.rd.err != nil {
				return it.rd.err
			}
		}
		if it.read && it.last == math.MaxInt64 {
			it.done = true
			return nil
		}
		var first int64
		var data []byte
		var err error
		if it.read {
			err = it.after.QueryRow(it.run, it.last).Scan(&first, &data)
		} else {
			err = it.first.QueryRow(it.run).Scan(&first, &data)
		}
		if errors.Is(err, sql.ErrNoRows) {
			it.done = true
			return nil
		}
		if err != nil {
			return err
		}
		it.rd, it.last, it.read = newChunkReader(data), first, true
	}
}

// mergeRuns merges the runs ids into one run of level, in im.tx: the
// postings of one position in several runs come together, those of games
// no longer in the library are dropped, and so are positions left with
// none.
func (im *importer) mergeRuns(ids []int64, level int) error {
	live, err := liveGames(im.tx)
	if err != nil {
		return err
	}
	first, err := im.tx.Prepare(`SELECT first, data FROM chunks WHERE run = ? ORDER BY first LIMIT 1`)
	if err != nil {
		return err
	}
	after, err := im.tx.Prepare(`SELECT first, data FROM chunks WHERE run = ? AND first > ? ORDER BY first LIMIT 1`)
	if err != nil {
		return err
	}
	its := make([]*runIter, len(ids))
	for i, id := range ids {
		its[i] = &runIter{first: first, after: after, run: id}
		if err := its[i].advance(); err != nil {
			return err
		}
	}
	run, err := im.newRun(level)
	if err != nil {
		return err
	}
	w, err := im.chunkWriter(run)
	if err != nil {
		return err
	}
	var out group
	var take []*runIter
	for n := 0; ; n++ {
		// A merge of large runs takes seconds: a cancel rolls it back.
		if n%4096 == 0 && im.ctx != nil {
			if err := im.ctx.Err(); err != nil {
				return err
			}
		}
		var least *group
		for _, it := range its {
			if !it.done && (least == nil || compareGroups(&it.cur, least) < 0) {
				least = &it.cur
			}
		}
		if least == nil {
			break
		}
		out.key, out.enc, out.posts = least.key, append(out.enc[:0], least.enc...), out.posts[:0]
		take = take[:0]
		for _, it := range its {
			if !it.done && compareGroups(&it.cur, &out) == 0 {
				take = append(take, it)
				for _, p := range it.cur.posts {
					if _, ok := slices.BinarySearch(live, p.game); ok {
						out.posts = append(out.posts, p)
					}
				}
			}
		}
		if len(take) > 1 {
			slices.SortFunc(out.posts, comparePostings)
		}
		if len(out.posts) > 0 {
			if err := w.add(&out); err != nil {
				return err
			}
		}
		for _, it := range take {
			if err := it.advance(); err != nil {
				return err
			}
		}
	}
	if err := im.endRun(run, w); err != nil {
		return err
	}
	for _, id := range ids {
		if _, err := im.tx.Exec(`DELETE FROM chunks WHERE run = ?`, id); err != nil {
			return err
		}
		if _, err := im.tx.Exec(`DELETE FROM runs WHERE id = ?`, id); err != nil {
			return err
		}
	}
	return nil
}
