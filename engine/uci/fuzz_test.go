package uci

import (
	"strings"
	"testing"
	"time"
)

// The session survives any stream of commands: it never panics or hangs,
// Run returns no error, and every line it writes is one of the protocol's.
func FuzzSession(f *testing.F) {
	for _, seed := range []string{
		"uci\nisready\nposition startpos moves e2e3 e7e6\ngo depth 2\nquit\n",
		"setoption name UCI_Variant value interweave\nucinewgame\nposition startpos moves c1a5 c8e4\ngo nodes 500\n",
		"setoption name MultiPV value 2\nposition fen rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000\ngo movetime 5 searchmoves a2b3\nstop\n",
		"go infinite\nisready\nstop\nsetoption name Skill Level value 3\ngo wtime 100 btime 100 winc 5 binc 5 movestogo 3\n",
		"position fen 8/8 w\ngo mate 3\nsetoption name Hash value 99999\nsetoption name Threads value 2\n\x00\xff go depth -1\n",
		"setoption name UCI_Variant value interweave\nposition fen 1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120\ngo depth 3\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, stream string) {
		var out syncBuffer
		s := NewSession(&out)
		s.maxHashMB, s.maxThreads = 8, 2
		done := make(chan error, 1)
		go func() { done <- s.Run(strings.NewReader(stream)) }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("the session hangs on %q", stream)
		}
		for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			if !protocolLine(l) {
				t.Fatalf("line %q is not a UCI answer (input %q)", l, stream)
			}
		}
	})
}

// protocolLine reports whether l is a line a UCI engine may write.
func protocolLine(l string) bool {
	if l == "" || l == "uciok" || l == "readyok" || l == "bestmove (none)" {
		return true
	}
	for _, p := range []string{"id name ", "id author ", "option name ", "info string ", "bestmove "} {
		if strings.HasPrefix(l, p) {
			return !strings.ContainsAny(l, "\r\n")
		}
	}
	return infoPattern.MatchString(l)
}
