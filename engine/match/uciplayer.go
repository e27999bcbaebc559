package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"wormweave/engine/uci"
	"wormweave/rules"
)

// UCIOption is an option a uci player's spec sets on its engine.
type UCIOption struct {
	Name, Value string
}

// The times a uci player waits for its engine; variables, so that the
// tests of hostile engines need not wait for long.
var (
	// uciHandshakeTimeout bounds the wait for "uciok" and "readyok".
	uciHandshakeTimeout = 10 * time.Second
	// uciMoveMargin is added to the time a move may take (its move time,
	// or the clock left) before the engine counts as hung.
	uciMoveMargin = time.Second
	// uciUnboundedMoveTimeout bounds a move limited by nodes or depth
	// only, whose time has no natural bound.
	uciUnboundedMoveTimeout = 5 * time.Minute
)

// uciPlayer plays the turns an external UCI engine chooses. It runs the
// engine as a process of its own, started at the first game and started
// again at the next game after it died or hung.
type uciPlayer struct {
	spec     Spec
	variant  rules.Variant
	moveTime time.Duration // when the spec sets no limit and no clock runs
	proc     *uciProcess
	err      error // why the current game cannot be played
}

func newUCIPlayer(s Spec, v rules.Variant, moveTime time.Duration) (*uciPlayer, error) {
	// A wrong path fails the match before any game, rather than every
	// game by forfeit.
	if _, err := exec.LookPath(s.Path); err != nil {
		return nil, fmt.Errorf("player %s: cannot run %s: %v", rules.Quote(s.text), s.Path, unwrapExec(err))
	}
	return &uciPlayer{spec: s, variant: v, moveTime: moveTime}, nil
}

// unwrapExec keeps the cause of an exec error, without the path it
// repeats.
func unwrapExec(err error) error {
	var ee *exec.Error
	if errors.As(err, &ee) {
		err = ee.Err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return err
}

// NewGame makes sure a process runs and has forgotten the last game; an
// error is kept for the game's first Play, which forfeits with it.
func (p *uciPlayer) NewGame(int64) {
	p.err = nil
	if p.proc != nil && p.proc.dead() {
		p.proc.kill()
		p.proc = nil
	}
	if p.proc == nil {
		proc, err := startUCI(p.spec, p.variant)
		if err != nil {
			p.err = err
			return
		}
		p.proc = proc
	}
	if err := p.proc.send("ucinewgame"); err != nil {
		p.fail(err)
		return
	}
	if err := p.proc.sync(); err != nil {
		p.fail(err)
	}
}

// fail keeps err for the game and kills the process, whose state is no
// longer known; the next game starts another.
func (p *uciPlayer) fail(err error) {
	p.err = err
	if p.proc != nil {
		p.proc.kill()
		p.proc = nil
	}
}

// Play has no game to send: the match calls playRequest.
func (p *uciPlayer) Play(pos *rules.Position, history []uint64) (rules.Turn, error) {
	return p.playRequest(pos, history, moveRequest{start: pos})
}

func (p *uciPlayer) playRequest(pos *rules.Position, _ []uint64, req moveRequest) (rules.Turn, error) {
	if p.err != nil {
		return nil, p.err
	}
	if p.proc == nil || p.proc.dead() {
		p.fail(p.procGone())
		return nil, p.err
	}
	var b strings.Builder
	b.WriteString("position fen ")
	b.WriteString(req.start.FEN())
	if len(req.turns) > 0 {
		b.WriteString(" moves")
		for _, t := range req.turns {
			b.WriteByte(' ')
			b.WriteString(t.ID(p.variant))
		}
	}
	goCmd, wait := p.goCommand(req.clock)
	if err := p.proc.send(b.String()); err != nil {
		p.fail(err)
		return nil, err
	}
	if err := p.proc.send(goCmd); err != nil {
		p.fail(err)
		return nil, err
	}
	line, err := p.proc.waitFor("bestmove", wait)
	if err != nil {
		p.fail(fmt.Errorf("after %q: %v", goCmd, err))
		return nil, p.err
	}
	fields := strings.Fields(line)
	if len(fields) < 2 || fields[1] == "(none)" || fields[1] == "0000" {
		return nil, fmt.Errorf("the engine answered %q: no move in a position that has one", line)
	}
	t, err := uci.ParseTurn(pos, fields[1])
	if err != nil {
		return nil, fmt.Errorf("the engine answered %q: %v", line, err)
	}
	return t, nil
}

// procGone says why the process is not there to play.
func (p *uciPlayer) procGone() error {
	if p.proc == nil {
		return fmt.Errorf("the engine is not running")
	}
	return p.proc.exitError()
}

// goCommand returns the go command of the next move and how long its
// bestmove may take to come.
func (p *uciPlayer) goCommand(c *clockView) (string, time.Duration) {
	s := p.spec
	switch {
	case s.MoveTime > 0:
		return fmt.Sprintf("go movetime %d", s.MoveTime.Milliseconds()), s.MoveTime + uciMoveMargin
	case s.Nodes > 0:
		return fmt.Sprintf("go nodes %d", s.Nodes), uciUnboundedMoveTimeout
	case s.Depth > 0:
		return fmt.Sprintf("go depth %d", s.Depth), uciUnboundedMoveTimeout
	case c != nil:
		return fmt.Sprintf("go wtime %d btime %d winc %d binc %d",
				max(c.left[0].Milliseconds(), 1), max(c.left[1].Milliseconds(), 1), c.inc.Milliseconds(), c.inc.Milliseconds()),
			max(c.left[c.mover], 0) + uciMoveMargin
	}
	return fmt.Sprintf("go movetime %d", p.moveTime.Milliseconds()), p.moveTime + uciMoveMargin
}

// close ends the process.
func (p *uciPlayer) close() {
	if p.proc != nil {
		p.proc.quit()
		p.proc = nil
	}
}

// uciProcess is a running UCI engine: its input, and its output read line
// by line in the background.
type uciProcess struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	out   *os.File
	lines chan string   // the output's lines; closed at its end
	done  chan struct{} // closed once the process has exited
	werr  error         // the process's exit, once done is closed
	stop  chan struct{} // closed by kill, to end the reader
	tail  *tailBuffer   // the last bytes of its stderr, for the messages
	once  sync.Once
}

// startUCI starts the engine of s and runs the handshake: uci, the
// options, the variant, isready.
func startUCI(s Spec, v rules.Variant) (*uciProcess, error) {
	cmd := exec.Command(s.Path, s.Args...)
	setProcAttr(cmd)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	// The output is a pipe of our own rather than cmd.StdoutPipe, so that
	// its lines are read to the end whenever the process exits, and so
	// that closing it unblocks the reader when a process the engine left
	// behind holds it open.
	out, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd.Stdout = w
	tail := &tailBuffer{}
	cmd.Stderr = tail
	err = startTracked(cmd)
	w.Close()
	if err != nil {
		out.Close()
		return nil, fmt.Errorf("cannot start %s: %v", s.Path, unwrapExec(err))
	}
	p := &uciProcess{cmd: cmd, in: in, out: out, lines: make(chan string, 64), done: make(chan struct{}), stop: make(chan struct{}), tail: tail}
	go func() {
		defer close(p.lines)
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 0, 4096), 1<<20)
		for sc.Scan() {
			select {
			case p.lines <- sc.Text():
			case <-p.stop:
				return
			}
		}
	}()
	go func() {
		p.werr = cmd.Wait()
		untrack(cmd)
		close(p.done)
	}()
	fail := func(err error) (*uciProcess, error) {
		p.kill()
		return nil, err
	}
	if err := p.send("uci"); err != nil {
		return fail(fmt.Errorf("after \"uci\": no uciok: %v", err))
	}
	var variantOption bool
	deadline := time.Now().Add(uciHandshakeTimeout)
	for {
		line, err := p.next(deadline, uciHandshakeTimeout, "uciok")
		if err != nil {
			return fail(fmt.Errorf("after \"uci\": %v", err))
		}
		f := strings.Fields(line)
		if len(f) == 1 && f[0] == "uciok" {
			break
		}
		if len(f) >= 4 && f[0] == "option" && f[1] == "name" && strings.EqualFold(f[2], "UCI_Variant") && f[3] == "type" {
			variantOption = true
		}
	}
	for _, o := range s.Options {
		if err := p.send(fmt.Sprintf("setoption name %s value %s", o.Name, o.Value)); err != nil {
			return fail(err)
		}
	}
	if variantOption {
		if err := p.send("setoption name UCI_Variant value " + strings.ToLower(v.String())); err != nil {
			return fail(err)
		}
	}
	if err := p.sync(); err != nil {
		return fail(err)
	}
	return p, nil
}

// exitGrace is how long an ended output or a failed write waits for the
// engine's exit to be reaped: both come as the engine exits, a moment
// before its exit status is known, which says more.
const exitGrace = time.Second

// awaitExit waits up to exitGrace for the process's exit and reports
// whether it came.
func (p *uciProcess) awaitExit() bool {
	select {
	case <-p.done:
		return true
	case <-time.After(exitGrace):
		return false
	}
}

// send writes a command line.
func (p *uciProcess) send(line string) error {
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		if p.awaitExit() {
			return p.exitError()
		}
		return fmt.Errorf("cannot write to the engine: %v", err)
	}
	return nil
}

// sync sends isready and waits for readyok, skipping what comes before
// it.
func (p *uciProcess) sync() error {
	if err := p.send("isready"); err != nil {
		return err
	}
	deadline := time.Now().Add(uciHandshakeTimeout)
	for {
		line, err := p.next(deadline, uciHandshakeTimeout, "readyok")
		if err != nil {
			return fmt.Errorf("after \"isready\": %v", err)
		}
		if strings.TrimSpace(line) == "readyok" {
			return nil
		}
	}
}

// waitFor returns the first line whose first word is word, within d.
func (p *uciProcess) waitFor(word string, d time.Duration) (string, error) {
	deadline := time.Now().Add(d)
	for {
		line, err := p.next(deadline, d, word)
		if err != nil {
			return "", err
		}
		if f := strings.Fields(line); len(f) > 0 && f[0] == word {
			return line, nil
		}
	}
}

// next returns the next line of output, or an error when the output ends
// or deadline passes; want names what was awaited, for the message.
func (p *uciProcess) next(deadline time.Time, wait time.Duration, want string) (string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case line, ok := <-p.lines:
		if !ok {
			p.awaitExit()
			return "", fmt.Errorf("no %s: %v", want, p.exitError())
		}
		return line, nil
	case <-timer.C:
		return "", fmt.Errorf("no %s within %s: the engine does not answer", want, roundDuration(wait))
	}
}

// roundDuration writes a wait short.
func roundDuration(d time.Duration) time.Duration {
	if d >= time.Second {
		return d.Round(100 * time.Millisecond)
	}
	return d.Round(time.Millisecond)
}

// dead reports whether the process has exited.
func (p *uciProcess) dead() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// exitError says how the process ended, with the end of its stderr.
func (p *uciProcess) exitError() error {
	what := "the engine closed its output"
	if p.dead() {
		what = "the engine exited"
		if p.werr != nil {
			what = fmt.Sprintf("the engine exited (%v)", p.werr)
		}
	}
	if t := p.tail.text(); t != "" {
		what += "; its last error output: " + t
	}
	return errors.New(what)
}

// kill ends the process (and any process it started) at once, waits
// for it, and ends the reading of its output.
func (p *uciProcess) kill() {
	p.once.Do(func() {
		killGroup(p.cmd)
		p.in.Close()
		<-p.done
		close(p.stop)
		p.out.Close()
	})
}

// quit asks the engine to quit, then kills what is left of it (itself
// if it did not quit within a moment, what it started) and ends the
// reading of its output.
func (p *uciProcess) quit() {
	if !p.dead() {
		p.send("quit")
		p.in.Close()
		select {
		case <-p.done:
		case <-time.After(500 * time.Millisecond):
		}
	}
	p.kill()
}

// tailBuffer keeps the last bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
}

const tailSize = 300

func (t *tailBuffer) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > tailSize {
		t.buf = t.buf[len(t.buf)-tailSize:]
	}
	return len(b), nil
}

// text returns the kept bytes on one line.
func (t *tailBuffer) text() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.Join(strings.Fields(strings.ToValidUTF8(string(t.buf), "?")), " ")
}

// The processes of the uci players running now, so that KillEngines can
// end them when the program is interrupted.
var (
	trackMu sync.Mutex
	tracked = map[*exec.Cmd]bool{}
	killed  bool
)

// startTracked starts cmd and records it; after KillEngines it starts
// nothing.
func startTracked(cmd *exec.Cmd) error {
	trackMu.Lock()
	defer trackMu.Unlock()
	if killed {
		return fmt.Errorf("the program is ending")
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	tracked[cmd] = true
	return nil
}

func untrack(cmd *exec.Cmd) {
	trackMu.Lock()
	delete(tracked, cmd)
	trackMu.Unlock()
}

// KillEngines kills the processes of the uci players that are running,
// and keeps any more from starting: a program that is interrupted calls
// it before it ends, so that no engine is left running.
func KillEngines() {
	trackMu.Lock()
	defer trackMu.Unlock()
	killed = true
	for cmd := range tracked {
		killGroup(cmd)
	}
}
