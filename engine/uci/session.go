package uci

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"strings"
	"sync"
	"time"

	"wormweave/engine"
	"wormweave/rules"
)

// Name and Author are the engine's "id" lines.
const (
	Name   = "Wormweave"
	Author = "the Wormweave authors"
)

// maxLine bounds a command line; a longer one is refused (and skipped)
// instead of being held in memory.
const maxLine = 1 << 20

// Session is one UCI conversation: the engine, its options and the
// position the next "go" searches.
type Session struct {
	out     *lineWriter
	eng     *engine.Engine
	opt     engine.Options
	multiPV int
	// limitStrength and elo are UCI_LimitStrength and UCI_Elo: with the
	// first on, the second sets the strength instead of Skill Level.
	limitStrength bool
	elo           int
	// ownBook is OwnBook: a go of a game answers from Book when it has
	// the position (see bookMove). Off by default, as in other engines: a
	// GUI or a tournament manager brings its own.
	ownBook  bool
	bookRand *rand.Rand
	// Book is the session's own opening book: nil for none. The command
	// line gives it the built-in one; the book package lies beside this
	// one, not under it.
	Book    Book
	variant rules.Variant
	pos     rules.Position
	history []uint64 // keys of the game's positions before pos, oldest first
	// refused is the error of the last position command when it was
	// refused: the GUI's game is then not pos, and a move searched there
	// could be for the wrong side, so go plays none until a position is
	// set again.
	refused error

	search   *engine.Search
	reported chan struct{} // closed once the running search's bestmove is written
	// release is closed by ponderhit or stop: a ponder search's bestmove
	// waits for it, even when the search has ended.
	release     chan struct{}
	releaseOnce *sync.Once

	// announced is the variant the last "info string variant" named;
	// announcedAny is false before the first.
	announced    rules.Variant
	announcedAny bool

	// now is the clock a go's time counts from: time.Now, which a test
	// sets back to see how much of a long clock a search would use
	// without waiting for it.
	now func() time.Time

	// maxHashMB and maxThreads bound the options; tests that feed random
	// commands lower them, so that no stream can ask for gigabytes.
	maxHashMB, maxThreads int
}

// NewSession returns a session writing to w, with the engine at its
// defaults and the Wormhole start position.
func NewSession(w io.Writer) *Session {
	s := &Session{out: &lineWriter{w: w}, multiPV: 1, variant: rules.Wormhole, now: time.Now, maxHashMB: maxHashMB, maxThreads: maxThreads}
	// LimitStrength lets Skill Level 0, the weakest, count; the default
	// level is full strength.
	s.opt = engine.Options{Level: engine.MaxLevel, LimitStrength: true, MoveOverhead: defaultMoveOverhead * time.Millisecond}
	s.elo, _ = engine.EloRange()
	s.bookRand = rand.New(rand.NewSource(time.Now().UnixNano()))
	s.eng = engine.New(s.opt)
	s.setPosition(*rules.NewPosition(rules.Wormhole), nil)
	return s
}

// Run reads commands from r until "quit" or the end of r, answering on w.
// It returns only an error of r or w; bad commands are answered and
// skipped.
func Run(r io.Reader, w io.Writer) error {
	return NewSession(w).Run(r)
}

// Run reads commands from r until "quit" or the end of r, as the function
// Run does.
func (s *Session) Run(r io.Reader) error {
	defer s.stop()
	br := bufio.NewReader(r)
	for {
		line, err := readLine(br)
		if errors.Is(err, errLineTooLong) {
			s.out.printf("info string error: a line longer than %d bytes, skipped", maxLine)
			continue
		}
		if line != "" && !s.Execute(line) {
			return s.out.err()
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return s.out.err()
			}
			return err
		}
		if s.out.err() != nil {
			return s.out.err()
		}
	}
}

var errLineTooLong = errors.New("line too long")

// readLine returns the next line without its end, or errLineTooLong after
// skipping the rest of a line longer than maxLine.
func readLine(br *bufio.Reader) (string, error) {
	var b []byte
	tooLong := false
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			b = append(b, chunk...)
			if len(b) > maxLine {
				tooLong, b = true, nil
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if tooLong {
			if err == nil {
				err = errLineTooLong
			}
			return "", err
		}
		return strings.TrimRight(string(b), "\r\n"), err
	}
}

// Execute runs one command line and reports whether the session goes on
// (false after "quit").
func (s *Session) Execute(line string) bool {
	arrived := s.now() // a go's time counts from here
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return true
	}
	cmd, args := strings.ToLower(fields[0]), fields[1:]
	var err error
	switch cmd {
	case "uci":
		s.out.printf("id name %s", Name)
		s.out.printf("id author %s", Author)
		for _, l := range optionLines() {
			s.out.printf("%s", l)
		}
		s.out.printf("uciok")
	case "isready":
		s.announceVariant()
		s.out.printf("readyok")
	case "debug":
		// Nothing to do: there is no debug output.
	case "ponderhit":
		s.ponderHit()
	case "ucinewgame":
		s.stop()
		s.eng.NewGame()
		s.setPosition(*rules.NewPosition(s.variant), nil)
		s.announceVariant()
	case "setoption":
		s.stop()
		err = s.setOption(args)
	case "position":
		s.stop()
		err = s.position(args)
		if err != nil {
			s.refused = err
		}
		s.announceVariant()
	case "go":
		s.stop()
		if err = s.goSearch(args, arrived); err != nil {
			// A GUI waits for the bestmove of every go: a refused one
			// still answers, after the error.
			s.out.printf("info string error: %s", oneLine(err.Error()))
			s.out.printf("bestmove (none)")
			err = nil
		}
	case "stop":
		s.stop()
	case "quit":
		s.stop()
		return false
	default:
		err = fmt.Errorf("unknown command %s", rules.Quote(fields[0]))
	}
	if err != nil {
		s.out.printf("info string error: %s", oneLine(err.Error()))
	}
	return true
}

// oneLine keeps a message on one line, whatever the input echoed in it.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// announceVariant says which variant the game is in, once for each
// change: a GUI that knows only chess learns why the moves look odd, and
// one that set UCI_Variant sees it taken.
func (s *Session) announceVariant() {
	if s.announcedAny && s.announced == s.variant {
		return
	}
	s.announced, s.announcedAny = s.variant, true
	s.out.printf("info string variant %s", strings.ToLower(s.variant.String()))
}

// setPosition makes p the position to search, history the keys before it.
func (s *Session) setPosition(p rules.Position, history []uint64) {
	s.pos, s.history, s.refused = p, history, nil
}

// position applies "position startpos|fen FEN [moves ID ...]". On an error
// the position is left as it was, and go plays no move until the next
// position.
func (s *Session) position(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("position: want startpos or fen FEN, and moves ID ... after it")
	}
	var p *rules.Position
	rest := args[1:]
	switch strings.ToLower(args[0]) {
	case "startpos":
		p = rules.NewPosition(s.variant)
	case "fen":
		end := len(rest)
		for i, w := range rest {
			if strings.EqualFold(w, "moves") {
				end = i
				break
			}
		}
		var err error
		p, err = rules.ParsePlayableFEN(s.variant, strings.Join(rest[:end], " "))
		if err != nil {
			return fmt.Errorf("position fen (%s): %v", s.variant, err)
		}
		rest = rest[end:]
	default:
		return fmt.Errorf("position: %s, want startpos or fen", rules.Quote(args[0]))
	}
	var history []uint64
	if len(rest) > 0 {
		if !strings.EqualFold(rest[0], "moves") {
			return fmt.Errorf("position: %s after the position, want moves", rules.Quote(rest[0]))
		}
		for i, id := range rest[1:] {
			t, err := ParseTurn(p, id)
			if err != nil {
				return fmt.Errorf("position: move %d: %v; position refused, go plays no move until the next position", i+1, err)
			}
			history = append(history, p.Hash())
			if err := p.PlayTurn(t); err != nil {
				return fmt.Errorf("position: move %d: %v; position refused, go plays no move until the next position", i+1, err)
			}
		}
	}
	s.setPosition(*p, history)
	return nil
}

// goSearch starts a search of the position in the background; its info
// lines and last its bestmove are written as they come. Its time limits
// count from arrived, when the command was read.
func (s *Session) goSearch(args []string, arrived time.Time) error {
	if s.refused != nil {
		s.out.printf("info string error: go: the last position was refused (%s): no move", oneLine(s.refused.Error()))
		s.out.printf("bestmove (none)")
		return nil
	}
	lim, warnings, err := parseGo(args, &s.pos)
	if err != nil {
		return err
	}
	v := s.variant
	if r, _ := s.pos.Outcome(); r != rules.Ongoing {
		s.out.printf("%s", GameOverLine(&s.pos))
		if !lim.Infinite && !lim.Ponder {
			s.out.printf("bestmove (none)")
			return nil
		}
		// infinite and ponder hold their bestmove (none) until stop or
		// ponderhit, as UCI asks: the engine's search of a finished
		// position waits for them.
	}
	for _, w := range warnings {
		s.out.printf("info string error: %s", w)
	}
	if s.bookMove(&lim) {
		return nil
	}
	lim.MultiPV = s.multiPV
	lim.Since = arrived
	lim.ReportBounds = true
	out := s.out
	lim.Progress = func(p engine.Progress) { out.printf("%s", ProgressLine(p, v)) }
	s.search = s.eng.Start(&s.pos, s.history, lim, func(in engine.Info) {
		out.printf("%s", InfoLine(in, v))
	})
	s.reported = make(chan struct{})
	s.release, s.releaseOnce = make(chan struct{}), new(sync.Once)
	if !lim.Ponder {
		s.releaseOnce.Do(func() { close(s.release) })
	}
	search, reported, release := s.search, s.reported, s.release
	go func() {
		res := search.Wait()
		// UCI: the bestmove of a ponder search waits for ponderhit or
		// stop, even when the search has nothing left to do.
		<-release
		if l := LeftOutLine(res); l != "" {
			out.printf("%s", l)
		}
		out.printf("%s", BestMoveLine(res, v))
		close(reported)
	}()
	return nil
}

// Book picks a move for the side to move in p from an opening book, with
// rnd for its random choice; note says in a few words what the book knows
// of it (its games, its evaluation). ok is false when the book has no
// move worth playing there.
type Book func(p *rules.Position, rnd *rand.Rand) (t rules.Turn, note string, ok bool)

// bookMove answers a go from the session's book, when OwnBook is on and
// the book has a move worth playing in the position (book.Pick), and
// reports whether it did. Only a go of a game does: an analysis
// (infinite), a ponder search, a mate search and a search among chosen
// moves want the engine's own answer. The info string says where the
// move comes from, since no search line precedes it.
func (s *Session) bookMove(lim *engine.Limits) bool {
	if !s.ownBook || s.Book == nil || lim.Infinite || lim.Ponder || lim.Mate > 0 || lim.SearchMoves != nil {
		return false
	}
	t, note, ok := s.Book(&s.pos, s.bookRand)
	if !ok {
		return false
	}
	id := t.ID(s.variant)
	s.out.printf("info string book move %s: %s", id, note)
	s.out.printf("bestmove %s", id)
	return true
}

// ponderHit turns a ponder search into the game's own: its time limits
// apply from now on (counted from its go), and its bestmove is written
// once it ends.
func (s *Session) ponderHit() {
	if s.search == nil {
		return
	}
	s.search.PonderHit()
	s.releaseOnce.Do(func() { close(s.release) })
}

// stop ends a running search and waits until its bestmove is written.
func (s *Session) stop() {
	if s.search == nil {
		return
	}
	s.search.Stop()
	s.releaseOnce.Do(func() { close(s.release) })
	<-s.reported
	s.search, s.reported, s.release, s.releaseOnce = nil, nil, nil, nil
}

// lineWriter writes whole lines from several goroutines (the session and
// the search's reports), keeping the first write error.
type lineWriter struct {
	mu  sync.Mutex
	w   io.Writer
	bad error
}

func (l *lineWriter) printf(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.bad != nil {
		return
	}
	_, l.bad = fmt.Fprintf(l.w, format+"\n", args...)
}

func (l *lineWriter) err() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.bad
}
