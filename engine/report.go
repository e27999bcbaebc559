package engine

import (
	"time"

	"wormweave/rules"
)

// The search's reports: the lines of each iteration and the bounds of its
// aspiration windows (Info), where a long search is (Progress), and the
// grouping of a line's steps into the whole turns they are reported as.

// report sends the lines of an iteration to the caller.
func (w *worker) report(depth, multiPV int) {
	if w.j.onInfo == nil {
		return
	}
	w.flush()
	elapsed := time.Since(w.j.start)
	nodes := w.j.nodes.Load()
	nps := int64(0)
	if elapsed > 0 {
		nps = int64(float64(nodes) / elapsed.Seconds())
	}
	for i := 0; i < multiPV; i++ {
		rm := w.root[i]
		if rm.score == -infinity {
			continue
		}
		w.send(Info{
			Depth: depth, SelDepth: max(w.seldepth, depth), MultiPV: i + 1,
			Score: rm.score, Bound: rm.bound,
			Nodes: nodes, NPS: nps, Time: elapsed,
			HashFull: w.j.tt.hashfull(),
			PV:       turnsOf(w.j.root, rm.pv),
		})
	}
}

// reportBound reports, when the caller asked for it, the first search of
// line pv at depth whose score s fell outside the aspiration window: bound
// is Upper for a fail low, Lower for a fail high.
func (w *worker) reportBound(depth, pv int, s Score, bound Bound) {
	j := w.j
	if w.id != 0 || !j.lim.ReportBounds || j.onInfo == nil {
		return
	}
	w.flush()
	elapsed := time.Since(j.start)
	nodes := j.nodes.Load()
	nps := int64(0)
	if elapsed > 0 {
		nps = int64(float64(nodes) / elapsed.Seconds())
	}
	w.send(Info{
		Depth: depth, SelDepth: max(w.seldepth, depth), MultiPV: pv + 1,
		Score: s, Bound: bound, Nodes: nodes, NPS: nps, Time: elapsed,
		HashFull: j.tt.hashfull(), PV: turnsOf(j.root, w.root[pv].pv),
	})
}

// send reports a line, remembering the first turn of a first line.
func (w *worker) send(in Info) {
	if in.MultiPV == 1 && len(in.PV) > 0 {
		w.lastFirst = in.PV[0].ID(w.j.root.Variant())
	}
	w.j.onInfo(in)
}

// finalReport reports res as a last line when the turn it plays is not the
// first of the last first line reported (none was, or the search was
// stopped where a line reported last, a fail low's or a fail high's, was
// not the result), so that the bestmove is always the first turn of the
// last line a GUI saw. Depth 0 says that no iteration finished: the turn
// was not searched, and the score means nothing.
func (w *worker) finalReport(res Result) {
	if w.j.onInfo == nil || len(res.Best) == 0 || w.lastFirst == res.Best.ID(w.j.root.Variant()) {
		return
	}
	w.flush()
	elapsed := time.Since(w.j.start)
	nodes := w.j.nodes.Load()
	nps := int64(0)
	if elapsed > 0 {
		nps = int64(float64(nodes) / elapsed.Seconds())
	}
	pv := res.PV
	if len(pv) == 0 || pv[0].ID(w.j.root.Variant()) != res.Best.ID(w.j.root.Variant()) {
		pv = []rules.Turn{res.Best}
	}
	w.send(Info{
		Depth: res.Depth, SelDepth: max(w.seldepth, res.Depth), MultiPV: 1,
		Score: res.Score, Nodes: nodes, NPS: nps, Time: elapsed,
		HashFull: w.j.tt.hashfull(), PV: pv, Final: true,
	})
}

// searching records the root turn the main thread starts to search, the
// number-th of the iteration of depth, for the progress reports.
func (j *job) searching(depth int, t rules.Turn, number int) {
	j.curMu.Lock()
	j.cur.Depth, j.cur.CurrMove, j.cur.CurrMoveNumber = depth, t, number
	j.curMu.Unlock()
}

// progressInterval is how often a long search reports its progress, and
// how long it runs before the first report: short searches stay quiet.
const progressInterval = time.Second

// progressEverySecond starts the progress reports of the job, and returns
// the function that ends them; once it returns, none is sent any more.
func (j *job) progressEverySecond() (stop func()) {
	quit, ended := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(ended)
		// A timer set again after each report, rather than a ticker: a
		// report late on a loaded machine does not bring the next closer.
		t := time.NewTimer(progressInterval)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-t.C:
				t.Reset(progressInterval)
			}
			j.curMu.Lock()
			p := j.cur
			j.curMu.Unlock()
			if p.CurrMove == nil {
				continue // the root's turns are still being listed
			}
			p.Time = time.Since(j.start)
			p.Nodes = j.nodes.Load()
			if p.Time > 0 {
				p.NPS = int64(float64(p.Nodes) / p.Time.Seconds())
			}
			p.HashFull = j.tt.hashfull()
			j.lim.Progress(p)
		}
	}()
	return func() {
		close(quit)
		<-ended
	}
}

// turnsOf groups the steps of a line into whole turns, replaying them from
// root; a turn the line leaves unfinished is dropped.
func turnsOf(root rules.Position, steps []rules.Move) []rules.Turn {
	var out []rules.Turn
	var cur rules.Turn
	q := root
	for _, m := range steps {
		u, err := q.Play(m)
		if err != nil {
			break
		}
		cur = append(cur, m)
		if u.TurnEnded() {
			out = append(out, cur)
			cur = nil
		}
	}
	return out
}
