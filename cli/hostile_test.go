package cli

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"wormweave/notation"
)

// hostileCase is one input of the hostile-input suite: a command line
// (whose files the case writes first), what the run must give (exit
// status, the errors with their file:line:col, the games that survive),
// and what it may cost: processor time, and heap above what the test held
// before.
type hostileCase struct {
	name  string
	files map[string]string // file name -> content, written in a temporary folder
	args  []string          // "$d" stands for that folder
	// stdoutPath, if set, is the file the command writes its output to
	// ("/dev/full", or "$d/NAME" created for it); else the output is kept
	// for checking.
	stdoutPath string
	code       int
	stderr     []string // each must be in stderr, after "$d" is replaced
	games      []string // the first words of stdout's lines; nil: not checked
	lines      int      // stdout's lines, when games is nil and lines > 0
	cpu        time.Duration
	heapMB     int
	heavy      bool   // skipped in short mode (the race detector's run)
	stdin      string // the uci command's input
	// big lists files too large to keep in the test: each is written
	// piece by piece from its parts before the run, and after it the
	// file out (relative to the folder) must hold, game by game, the
	// same games, with the parts marked raw the same bytes.
	big []bigFile
}

// bigFile is a large game file made of parts: games to be reviewed or
// formatted, and games too large to read whole, made of a head, a body
// repeated, and a tail.
type bigFile struct {
	name, out string
	parts     []bigPart
}

type bigPart struct {
	head, body, tail string
	times            int
	raw              bool // the output must hold this game's bytes as they are
}

func (p bigPart) write(w *bufio.Writer) {
	w.WriteString(p.head)
	for range p.times {
		w.WriteString(p.body)
	}
	w.WriteString(p.tail)
}

// writeBig writes f's file in dir.
func writeBig(t *testing.T, dir string, f bigFile) {
	file, err := os.Create(filepath.Join(dir, f.name))
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(file)
	for i, p := range f.parts {
		if i > 0 {
			w.WriteString("\n")
		}
		p.write(w)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := file.Close(); err != nil {
		t.Fatal(err)
	}
}

// checkBig checks the output of f: as many games as f has parts, and
// each raw part's bytes where its game is. A raw game that ends the
// reading of the file (a line of more than MaxSkip) is the last the
// output can be cut into: the rest of the parts follow it byte for byte.
func checkBig(t *testing.T, dir string, f bigFile) {
	file, err := os.Open(filepath.Join(dir, f.out))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	sc := notation.NewScanner(file)
	i := 0
	for ; sc.Scan() && i < len(f.parts); i++ {
		g := sc.Game()
		if !f.parts[i].raw {
			continue
		}
		want := &strings.Builder{}
		bw := bufio.NewWriter(want)
		rest := f.parts[i : i+1]
		if g.RestUnread() {
			rest = f.parts[i:]
		}
		for k, p := range rest {
			if k > 0 {
				bw.WriteString("\n")
			}
			p.write(bw)
		}
		bw.Flush()
		end := g.End
		if g.RestUnread() {
			st, _ := file.Stat()
			end = st.Size()
		}
		got := make([]byte, end-g.Offset)
		if _, err := file.ReadAt(got, g.Offset); err != nil {
			t.Fatal(err)
		}
		if w := strings.TrimRight(want.String(), "\n"); strings.TrimRight(string(got), "\n") != w {
			t.Errorf("game %d of %s: %d bytes, not the %d of the input's", i+1, f.out, len(strings.TrimRight(string(got), "\n")), len(w))
		}
		if g.RestUnread() {
			return
		}
	}
	if i != len(f.parts) || sc.Scan() {
		t.Errorf("%s holds %d games or more, want %d", f.out, i, len(f.parts))
	}
}

// big is a command-line argument of 120 KB, which no message may echo whole.
var big = strings.Repeat("x", 120<<10)

// maxStderr bounds what any hostile case writes on stderr: a message quotes
// a short prefix of what was typed, whatever its length.
const maxStderr = 4096

const wormholeGame = "[Variant \"Wormhole\"]\n\n1. g2-g3 *\n"

// The hostile inputs of the hardening issue, on the command line and in
// files. The limits are several times what each case takes (the figures
// measured on a 2-core machine are in the comments), so that a regression
// to unbounded growth fails and a loaded machine does not.
var hostileCases = []hostileCase{
	{name: "unclosed comment swallows no game",
		files: map[string]string{"u.pgn": "[Variant \"Wormhole\"]\n\n1. g2-g3 {oops *\n\n" + wormholeGame},
		args:  []string{"replay", "$d/u.pgn"}, code: 1,
		stderr: []string{"$d/u.pgn:3:10: unclosed comment"},
		games:  []string{"$d/u.pgn#1", "$d/u.pgn#2"}, cpu: time.Second, heapMB: 8},
	{name: "escape line holding a brace",
		files: map[string]string{"e.pgn": wormholeGame + "% {\n\n[Variant \"Wormhole\"]\n\n1. d2-d3 *\n"},
		args:  []string{"replay", "$d/e.pgn"}, code: 0,
		games: []string{"$d/e.pgn#1", "$d/e.pgn#2"}, cpu: time.Second, heapMB: 8},
	{name: "byte-order mark",
		files: map[string]string{"b.pgn": "\xef\xbb\xbf[Event \"E\"]\n" + wormholeGame},
		args:  []string{"format", "$d/b.pgn"}, code: 0,
		games: []string{"[Event", "[Site", "[Date", "[Round", "[White", "[Black", "[Result", "[Variant", "", "1."}, cpu: time.Second, heapMB: 8},
	{name: "a line with no end (/dev/zero)",
		args: []string{"replay", "/dev/zero"}, code: 1,
		stderr: []string{"/dev/zero:1:1: line longer than 67108864 bytes"},
		games:  []string{"/dev/zero#1"}, cpu: 5 * time.Second, heapMB: 16}, // 0.8 s
	{name: "a line longer than the longest kept",
		files: map[string]string{"l.pgn": "[Variant \"Wormhole\"]\n\n1. g2-g3 " + strings.Repeat("a", 5<<20) + "\n\n" + wormholeGame},
		args:  []string{"replay", "$d/l.pgn"}, code: 1,
		stderr: []string{"$d/l.pgn:3:1: line longer than 4194304 bytes"},
		games:  []string{"$d/l.pgn#1", "$d/l.pgn#2"}, cpu: 2 * time.Second, heapMB: 16},
	{name: "half a million comments on one line",
		files: map[string]string{"c.pgn": "[Variant \"Wormhole\"]\n\n1. g2-g3 " + strings.Repeat("{}", 500000) + " *\n"},
		args:  []string{"replay", "$d/c.pgn"}, code: 0,
		games: []string{"$d/c.pgn#1"}, cpu: 3 * time.Second, heapMB: 64}, // 0.5 s
	{name: "a FEN tag of a megabyte",
		files: map[string]string{"f.pgn": "[Variant \"Wormhole\"]\n[FEN \"" + strings.Repeat("k", 1000000) + "\"]\n\n1. g2-g3 *\n\n" + wormholeGame},
		args:  []string{"replay", "$d/f.pgn"}, code: 1,
		stderr: []string{"$d/f.pgn:2:1: bad FEN"},
		games:  []string{"$d/f.pgn#1", "$d/f.pgn#2"}, cpu: time.Second, heapMB: 16},
	{name: "eighteen leapers in a FEN tag",
		files: map[string]string{"n.pgn": "[Variant \"Interweave\"]\n[FEN \"k1n1n1n1/1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/N1K1K1k1 w 0 - 000000\"]\n\n*\n"},
		args:  []string{"replay", "$d/n.pgn"}, code: 1,
		stderr: []string{"$d/n.pgn:2:1: bad FEN", "Black has 27 leapers"},
		games:  []string{"$d/n.pgn#1"}, cpu: time.Second, heapMB: 8},
	{name: "eighteen leapers on the command line",
		args: []string{"moves", "-variant", "interweave", "-fen", "k1n1n1n1/1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/N1K1K1k1 w 0 - 000000"},
		code: 2, stderr: []string{"-fen: Black has 27 leapers"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "the playable position with the most turns found",
		args: []string{"moves", "-variant", "interweave", "-fen", "3k4/2pBp1BK/1p3p2/k1P1n1rP/1p1p1pN1/2rPnRbP/3b1p2/1R3NK1 w 0 - 000000"},
		code: 0, lines: 1829147, cpu: 40 * time.Second, heapMB: 8, heavy: true}, // 5 s; Turns held 990 MB
	{name: "perft depth 100",
		args: []string{"perft", "-variant", "wormhole", "-depth", "100"},
		code: 2, stderr: []string{"-depth 100: give 1 to 16"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "output to a full disk",
		files:      map[string]string{"big.pgn": strings.Repeat(wormholeGame+"\n", 20000)},
		args:       []string{"replay", "$d/big.pgn"},
		stdoutPath: "/dev/full", code: 2,
		stderr: []string{"wormweave replay: cannot write the output: write /dev/full: no space left on device"},
		cpu:    time.Second, heapMB: 8},
	{name: "a mistyped command",
		args: []string{"replya", "x.pgn"}, code: 2,
		stderr: []string{`unknown command "replya" (did you mean replay?)`, "usage:"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "annotate copies a game with a line of 5 MiB, and one of 33 MiB, byte for byte",
		big: []bigFile{{name: "a.pgn", out: "a.out", parts: []bigPart{
			{head: wormholeGame},
			{head: "[Variant \"Wormhole\"]\n\n1. g2-g3 {", body: strings.Repeat("x", 1<<20), times: 5, tail: "} *\n", raw: true},
			{head: wormholeGame},
			{head: "[Variant \"Wormhole\"]\n\n1. g2-g3 ", body: "{" + strings.Repeat("x", 1<<20) + "}\n", times: 33, tail: "*\n", raw: true},
			{head: wormholeGame},
		}}},
		args: []string{"annotate", "-nodes", "200", "-o", "$d/a.out", "$d/a.pgn"}, code: 1,
		stderr: []string{"$d/a.pgn:7:1: line longer than 4194304 bytes", "(game 2 copied unchanged)", "$d/a.pgn:", "game longer than 33554432 bytes", "(game 4 copied unchanged)"},
		cpu:    5 * time.Second, heapMB: 256, heavy: true}, // 0.4 s, +161 MB: the 32 MiB kept of the game, and its tree
	{name: "annotate copies a line of 65 MiB and the games after it",
		big: []bigFile{{name: "z.pgn", out: "z.out", parts: []bigPart{
			{head: wormholeGame},
			{head: "[Variant \"Wormhole\"]\n\n1. g2-g3 {", body: strings.Repeat("x", 1<<20), times: 65, tail: "} *\n", raw: true},
			{head: wormholeGame},
			{head: wormholeGame},
		}}},
		args: []string{"annotate", "-nodes", "200", "-o", "$d/z.out", "$d/z.pgn"}, code: 1,
		stderr: []string{"$d/z.pgn:7:1: line longer than 67108864 bytes", "(game 2 and the rest of the file copied unchanged)"},
		cpu:    5 * time.Second, heapMB: 64, heavy: true}, // 0.1 s, +37 MB: the engine's hash table, and the 4 MiB kept of the line
	{name: "annotate /dev/zero",
		args: []string{"annotate", "-nodes", "200", "/dev/zero"}, code: 2,
		stderr: []string{"/dev/zero:1:1: line longer than 67108864 bytes", "it is not a regular file"},
		games:  []string{}, cpu: 5 * time.Second, heapMB: 16},
	{name: "format copies a game with a line of 5 MiB byte for byte",
		big: []bigFile{{name: "f.pgn", out: "f.out", parts: []bigPart{
			{head: wormholeGame},
			{head: "[Variant \"Wormhole\"]\n\n1. g2-g3 {", body: strings.Repeat("x", 1<<20), times: 5, tail: "} *\n", raw: true},
			{head: wormholeGame},
		}}},
		args: []string{"format", "$d/f.pgn"}, stdoutPath: "$d/f.out", code: 1,
		stderr: []string{"$d/f.pgn:7:1: line longer than 4194304 bytes"},
		cpu:    2 * time.Second, heapMB: 32, heavy: true},
	{name: "match with weights from /dev/zero",
		args: []string{"match", "-variant", "wormhole", "-a", "engine:eval=/dev/zero", "-b", "random", "-games", "2", "-quiet"}, code: 2,
		stderr: []string{"eval: /dev/zero: longer than 1048576 bytes"}, games: []string{}, cpu: time.Second, heapMB: 16},
	{name: "match with openings from /dev/zero",
		args: []string{"match", "-variant", "wormhole", "-a", "random", "-b", "random", "-games", "2", "-openings", "/dev/zero"}, code: 2,
		stderr: []string{"-openings: /dev/zero: line 1: longer than 4194304 bytes"}, games: []string{}, cpu: time.Second, heapMB: 32},
	{name: "match with openings after a byte-order mark, in CR lines",
		files: map[string]string{"o.txt": "\xef\xbb\xbf# two\rcnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0\rcnwmkwnc/pppppppp/8/8/4P3/8/PPPPxPPP/CNWMKWNC b 1\r"},
		args:  []string{"match", "-variant", "wormhole", "-a", "random", "-b", "random", "-games", "4", "-openings", "$d/o.txt", "-quiet"}, code: 0,
		lines: 12, cpu: 2 * time.Second, heapMB: 32}, // the report of 4 games from 2 openings
	{name: "line ends of a CR alone",
		files: map[string]string{"cr.pgn": strings.ReplaceAll(strings.Repeat(wormholeGame+"\n", 12), "\n", "\r")},
		args:  []string{"replay", "$d/cr.pgn"}, code: 0,
		games: []string{"$d/cr.pgn#1", "$d/cr.pgn#2", "$d/cr.pgn#3", "$d/cr.pgn#4", "$d/cr.pgn#5", "$d/cr.pgn#6", "$d/cr.pgn#7", "$d/cr.pgn#8", "$d/cr.pgn#9", "$d/cr.pgn#10", "$d/cr.pgn#11", "$d/cr.pgn#12"},
		cpu:   time.Second, heapMB: 8},
	{name: "an empty FEN",
		args: []string{"moves", "-variant", "wormhole", "-fen", ""}, code: 2,
		stderr: []string{"-fen: FEN: empty"}, games: []string{}, cpu: time.Second, heapMB: 8},

	// Positions no game can reach are refused.
	{name: "sixteen lions",
		args: []string{"moves", "-variant", "wormhole", "-fen", "k7/8/8/8/MMMMMMMM/MMMMMMMM/8/K7 w 0"}, code: 2,
		stderr: []string{"-fen: White has more pieces than the start position and promotion make: 15 beyond the start, 8 pawns gone to promote"},
		games:  []string{}, cpu: time.Second, heapMB: 8},
	{name: "an empty Interweave board",
		args: []string{"analyse", "-variant", "interweave", "-fen", "8/8/8/8/8/8/8/8 w 0 - 000000"}, code: 2,
		stderr: []string{"-fen: White has 0 kings; an Interweave game has one or two per side"},
		games:  []string{}, cpu: time.Second, heapMB: 8},
	// Limits must be positive, and are checked before any work.
	{name: "annotate -movetime 0", files: map[string]string{"g.pgn": wormholeGame},
		args: []string{"annotate", "-movetime", "0", "$d/g.pgn"}, code: 2,
		stderr: []string{"-movetime must be from 1 to"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "annotate -movetime -5", files: map[string]string{"g.pgn": wormholeGame},
		args: []string{"annotate", "-movetime", "-5", "$d/g.pgn"}, code: 2,
		stderr: []string{"-movetime must be from 1 to"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "annotate -nodes -5", files: map[string]string{"g.pgn": wormholeGame},
		args: []string{"annotate", "-nodes", "-5", "$d/g.pgn"}, code: 2,
		stderr: []string{"-nodes must be 1 or more"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "a match player searching no time",
		args: []string{"match", "-variant", "wormhole", "-a", "engine:movetime=0", "-b", "random", "-games", "2"}, code: 2,
		stderr: []string{"movetime=0: want 1 or more"}, games: []string{}, cpu: time.Second, heapMB: 8},
	// Threads are bounded as the UCI option is.
	{name: "analyse -threads 10000",
		args: []string{"analyse", "-variant", "wormhole", "-threads", "10000"}, code: 2,
		stderr: []string{"-threads must be from 1 to 256"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "annotate -threads 10000", files: map[string]string{"g.pgn": wormholeGame},
		args: []string{"annotate", "-threads", "10000", "$d/g.pgn"}, code: 2,
		stderr: []string{"-threads must be from 1 to 256"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "annotate -threads 0", files: map[string]string{"g.pgn": wormholeGame},
		args: []string{"annotate", "-threads", "0", "$d/g.pgn"}, code: 2,
		stderr: []string{"-threads must be from 1 to 256"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "tune -maxplies 0",
		args: []string{"tune", "-variant", "wormhole", "-maxplies", "0"}, code: 2,
		stderr: []string{"-maxplies must be from 1 to"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "analyse -multipv 1000000",
		args: []string{"analyse", "-variant", "wormhole", "-multipv", "1000000"}, code: 2,
		stderr: []string{"-multipv must be from 1 to 64"}, games: []string{}, cpu: time.Second, heapMB: 8},
	// A match's games and concurrency are bounded.
	{name: "match -games MaxInt64",
		args: []string{"match", "-variant", "wormhole", "-a", "random", "-b", "random", "-games", "9223372036854775807"}, code: 2,
		stderr: []string{"-games must be from 2 to 1000000"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "match -games 100000000",
		args: []string{"match", "-variant", "wormhole", "-a", "random", "-b", "random", "-games", "100000000"}, code: 2,
		stderr: []string{"-games must be from 2 to 1000000"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "match -games 3",
		args: []string{"match", "-variant", "wormhole", "-a", "random", "-b", "random", "-games", "3"}, code: 2,
		stderr: []string{"-games must be even"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "a match's games are streamed to its PGN",
		args: []string{"match", "-variant", "wormhole", "-a", "random", "-b", "random", "-games", "3000", "-maxplies", "100", "-quiet", "-pgn", "$d/m.pgn"}, code: 0,
		heavy: true, cpu: 10 * time.Second, heapMB: 36}, // 1.5 s, heap +15 to 20 MB, as for 1000 games; +62 MB when the games were all kept (+22.5 MB for 1000, +84 MB for 4000)
	{name: "match -concurrency 1000",
		args: []string{"match", "-variant", "wormhole", "-a", "engine", "-b", "engine", "-games", "2", "-concurrency", "1000"}, code: 2,
		stderr: []string{"-concurrency must be from 0 to 64"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "match players' hash tables",
		args: []string{"match", "-variant", "wormhole", "-a", "engine:hash=4096", "-b", "engine", "-games", "2", "-concurrency", "2"}, code: 2,
		stderr: []string{"would take 8224 MB of hash tables, at most 4096"}, games: []string{}, cpu: time.Second, heapMB: 8},
	// tune's numbers.
	{name: "tune -holdout NaN",
		args: []string{"tune", "-variant", "wormhole", "-holdout", "NaN"}, code: 2,
		stderr: []string{"-holdout must be at least 0 and below 1"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "tune -ridge NaN",
		args: []string{"tune", "-variant", "wormhole", "-ridge", "NaN"}, code: 2,
		stderr: []string{"-ridge must be at least 0"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "tune -deadline 2000000h",
		args: []string{"tune", "-variant", "wormhole", "-deadline", "2000000h"}, code: 2,
		stderr: []string{"-deadline must be more than 0 and at most 1000h0m0s"}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "tune -deadline within a game",
		args: []string{"tune", "-variant", "wormhole", "-games", "1", "-nodes", "1000000000", "-deadline", "300ms"}, code: 1,
		stderr: []string{"no positions to fit"}, lines: 1, cpu: 2 * time.Second, heapMB: 32},
	{name: "tune -out /dev/full",
		args: []string{"tune", "-variant", "wormhole", "-games", "2", "-out", "/dev/full"}, code: 2,
		stderr: []string{"wormweave tune: -out: cannot write /dev/full: no space left on device"}, games: []string{}, cpu: time.Second, heapMB: 8},
	// An output is checked before the work.
	{name: "annotate -o /dev/full", files: map[string]string{"g.pgn": "[Variant \"Wormhole\"]\n\n1. g2-g3 g7-g6 2. b2-b3 *\n"},
		args: []string{"annotate", "-movetime", "1000", "-o", "/dev/full", "$d/g.pgn"}, code: 2,
		stderr: []string{"wormweave annotate: -o: cannot write /dev/full: no space left on device"}, games: []string{}, cpu: time.Second, heapMB: 8},
	// A course file that is not one: endless, or binary.
	{name: "learn check /dev/zero",
		args: []string{"learn", "check", "/dev/zero"}, code: 2,
		stderr: []string{"wormweave learn: /dev/zero: larger than 4194304 bytes, the most a course file may have"}, games: []string{}, cpu: time.Second, heapMB: 24},
	{name: "learn check of binary garbage", files: map[string]string{"g.course": "\x7fELF\x02\x01\x01\x00" + strings.Repeat("\x00\xff", 1<<19)},
		args: []string{"learn", "check", "$d/g.course"}, code: 2,
		stderr: []string{"wormweave learn: $d/g.course:1: "}, games: []string{}, cpu: time.Second, heapMB: 8},
	// What was typed is quoted short.
	{name: "a command of 120 KB",
		args: []string{big}, code: 2,
		stderr: []string{`unknown command "xxxxxxxxxxxxxxxxxxxxxxxx"…`}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "a flag value of 120 KB",
		args: []string{"perft", "-variant", "wormhole", "-depth", big}, code: 2,
		stderr: []string{`invalid value "xxxxxxxxxxxxxxxxxxxxxxxx"…`}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "a variant of 120 KB",
		args: []string{"moves", "-variant", big}, code: 2,
		stderr: []string{`unknown variant "xxxxxxxxxxxxxxxxxxxxxxxx"…`}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "an argument of 120 KB",
		args: []string{"analyse", "-variant", "wormhole", big}, code: 2,
		stderr: []string{`unexpected argument "xxxxxxxxxxxxxxxxxxxxxxxx"…`}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "a player of 120 KB",
		args: []string{"match", "-variant", "wormhole", "-a", "engine:" + big, "-b", "random", "-games", "2"}, code: 2,
		stderr: []string{`-a: player "engine:xxxxxxxxxxxxxxxxx"…`}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "a flag of 120 KB",
		args: []string{"moves", "-" + big}, code: 2,
		stderr: []string{`flag provided but not defined: "-xxxxxxxxxxxxxxxxxxxxxxx"…`}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "a weight to fix of 120 KB",
		args: []string{"tune", "-variant", "wormhole", "-fix", big}, code: 2,
		stderr: []string{`-fix: WormholeParams has no weight "xxxxxxxxxxxxxxxxxxxxxxxx"…`}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "an openings file of 120 KB",
		args: []string{"match", "-variant", "wormhole", "-a", "random", "-b", "random", "-games", "2", "-openings", big}, code: 2,
		stderr: []string{`-openings: cannot read "xxxxxxxxxxxxxxxxxxxxxxxx"…: file name too long`}, games: []string{}, cpu: time.Second, heapMB: 8},
	{name: "a uci command and option value of a megabyte",
		args: []string{"uci"}, stdin: strings.Repeat("y", 1<<20-1) + "\nsetoption name Hash value " + strings.Repeat("9", 1<<20-100) +
			"\nposition startpos moves " + strings.Repeat("e", 1<<20-100) + "\nquit\n", code: 0,
		lines: 4, cpu: time.Second, heapMB: 64}, // three errors, and the variant said once
}

func TestHostileInputs(t *testing.T) {
	for _, c := range hostileCases {
		t.Run(c.name, func(t *testing.T) {
			if c.heavy && testing.Short() {
				t.Skip("takes seconds of processor time; skipped in short mode")
			}
			dir := t.TempDir()
			for name, text := range c.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			for _, f := range c.big {
				writeBig(t, dir, f)
			}
			subst := func(s string) string { return strings.ReplaceAll(s, "$d", dir) }
			args := make([]string, len(c.args))
			for i, a := range c.args {
				args[i] = subst(a)
			}
			out := &lineKeeper{keep: 1000}
			var stdout interface{ Write([]byte) (int, error) } = out
			if c.stdoutPath != "" {
				f, err := os.OpenFile(subst(c.stdoutPath), os.O_WRONLY|os.O_CREATE, 0o644)
				if err != nil {
					t.Skipf("%s: %v", c.stdoutPath, err)
				}
				defer f.Close()
				stdout = f
			}
			if c.stdin != "" {
				defer func(r io.Reader) { stdin = r }(stdin)
				stdin = strings.NewReader(c.stdin)
			}
			var errOut bytes.Buffer
			var code int
			cpu, heap := measure(func() { code = Run(args, stdout, &errOut) })
			if code != c.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, c.code, shorten(errOut.String()))
			}
			for _, s := range c.stderr {
				if !strings.Contains(errOut.String(), subst(s)) {
					t.Errorf("stderr %q lacks %q", shorten(errOut.String()), subst(s))
				}
			}
			if errOut.Len() > maxStderr {
				t.Errorf("stderr of %d bytes, at most %d", errOut.Len(), maxStderr)
			}
			if c.stdin != "" && out.longest > 200 {
				t.Errorf("a line of %d bytes on stdout echoes the input", out.longest)
			}
			if c.stderr == nil && errOut.Len() > 0 {
				t.Errorf("stderr %q, want none", shorten(errOut.String()))
			}
			if c.games != nil {
				var firsts []string
				for _, l := range out.lines {
					first, _, _ := strings.Cut(l, " ")
					firsts = append(firsts, first)
				}
				want := make([]string, len(c.games))
				for i, g := range c.games {
					want[i] = subst(g)
				}
				if strings.Join(firsts, "|") != strings.Join(want, "|") {
					t.Errorf("stdout's lines begin %q, want %q", firsts, want)
				}
			}
			if c.lines > 0 && out.count != c.lines {
				t.Errorf("%d lines, want %d", out.count, c.lines)
			}
			if cpu > c.cpu {
				t.Errorf("took %v of processor time, limit %v", cpu, c.cpu)
			}
			if heap > uint64(c.heapMB)<<20 {
				t.Errorf("the heap grew by %.1f MB, limit %d MB", float64(heap)/(1<<20), c.heapMB)
			}
			for _, f := range c.big {
				checkBig(t, dir, f)
			}
			t.Logf("%v of processor time, heap +%.1f MB", cpu.Round(time.Millisecond), float64(heap)/(1<<20))
		})
	}
}

// lineKeeper is a command's stdout: it keeps the first keep lines and
// counts them all, so that a command listing millions holds little.
type lineKeeper struct {
	keep    int
	lines   []string
	count   int
	longest int // the longest line's length
	partial []byte
}

func (w *lineKeeper) Write(b []byte) (int, error) {
	n := len(b)
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			if len(w.partial) < 4096 {
				w.partial = append(w.partial, b[:min(len(b), 4096)]...)
			}
			break
		}
		w.longest = max(w.longest, len(w.partial)+i)
		if w.count < w.keep {
			w.lines = append(w.lines, string(append(w.partial, b[:i]...)))
		}
		w.partial = w.partial[:0]
		w.count++
		b = b[i+1:]
	}
	return n, nil
}

// measure runs f and returns the processor time the process spent (every
// thread, the collector's too) and how far the heap grew above what it
// held before, sampled every few milliseconds.
func measure(f func()) (time.Duration, uint64) {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base := ms.HeapAlloc
	var peak uint64
	var mu sync.Mutex
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			var s runtime.MemStats
			runtime.ReadMemStats(&s)
			mu.Lock()
			peak = max(peak, s.HeapAlloc)
			mu.Unlock()
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	before := cpuTime()
	f()
	spent := cpuTime() - before
	close(done)
	wg.Wait()
	if peak < base {
		return spent, 0
	}
	return spent, peak - base
}

func shorten(s string) string {
	if len(s) > 500 {
		return s[:500] + "…"
	}
	return s
}
