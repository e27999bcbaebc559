package library

import (
	"bytes"
	"slices"
)

// flush writes the batch as a run, the file's progress with it, and
// commits.
func (im *importer) flush(file int64, read, games, skipped int, complete bool) error {
	if b := &im.batch; len(b.groups) > 0 {
		order := make([]int32, len(b.groups))
		for i := range order {
			order[i] = int32(i)
		}
		encOf := func(g *batchGroup) []byte { return b.arena[g.enc : g.enc+g.encLen] }
		slices.SortFunc(order, func(i, j int32) int {
			gi, gj := &b.groups[i], &b.groups[j]
			if gi.key != gj.key {
				if gi.key < gj.key {
					return -1
				}
				return 1
			}
			return bytes.Compare(encOf(gi), encOf(gj))
		})
		run, err := im.newRun(0)
		if err != nil {
			return err
		}
		w, err := im.chunkWriter(run)
		if err != nil {
			return err
		}
		var g group
		for _, i := range order {
			bg := &b.groups[i]
			g.key, g.enc = bg.key, encOf(bg)
			g.posts = append(append(g.posts[:0], bg.post), bg.more...)
			if err := w.add(&g); err != nil {
				return err
			}
		}
		if err := im.endRun(run, w); err != nil {
			return err
		}
		b.reset()
	}
	if _, err := im.tx.Exec(`UPDATE files SET games_read = ?, games = ?, skipped = ?, complete = ? WHERE id = ?`,
		read, games, skipped, complete, file); err != nil {
		return err
	}
	return im.commit()
}

func (im *importer) newRun(level int) (int64, error) {
	res, err := im.tx.Exec(`INSERT INTO runs(level, positions, postings) VALUES(?, 0, 0)`, level)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

func (im *importer) chunkWriter(run int64) (*chunkWriter, error) {
	ins, err := im.tx.Prepare(`INSERT INTO chunks(run, first, data) VALUES(?, ?, ?)`)
	if err != nil {
		return nil, err
	}
	return &chunkWriter{emit: func(first int64, data []byte) error {
		_, err := ins.Exec(run, first, data)
		return err
	}}, nil
}

func (im *importer) endRun(run int64, w *chunkWriter) error {
	if err := w.flush(); err != nil {
		return err
	}
	_, err := im.tx.Exec(`UPDATE runs SET positions = ?, postings = ? WHERE id = ?`, w.groups, w.posts, run)
	return err
}
