package match

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"wormweave/engine"
	"wormweave/rules"
)

// Player chooses the turns of one side. A player plays one game at a time;
// a match gives each of its parallel games players of their own.
type Player interface {
	// NewGame starts a new game: the player forgets the last one and
	// seeds its randomness with seed, so that a match can be replayed.
	NewGame(seed int64)
	// Play returns the whole turn to play in p. history holds the
	// position keys of the game before p, oldest first, for players that
	// detect repetitions. p must be left as it was.
	Play(p *rules.Position, history []uint64) (rules.Turn, error)
}

var errNoMove = errors.New("no legal move")

// Spec describes a player: its kind and, for the engine, its settings.
type Spec struct {
	// Kind is "random", "twoply", "engine" or "uci".
	Kind string
	// The engine's settings; zero (not set) means the default. MoveTime, Depth and
	// Nodes limit each search (of an engine or a uci player); with none
	// of them set the match's clock or move time applies.
	MoveTime               time.Duration
	Depth                  int
	Nodes                  int64
	Level, Threads, HashMB int
	// HasLevel says that Level was set: level 0 is the weakest, not
	// "no level".
	HasLevel                      bool
	NoNullMove, NoLMR, NoFutility bool
	// EvalFile names a JSON file of evaluation weights (see
	// evalFromFile); empty means the variant's own evaluation.
	EvalFile string
	// Path is the program of a uci player, Args its command-line
	// arguments, and Options the UCI options its spec sets, in order.
	Path    string
	Args    []string
	Options []UCIOption
	text    string
}

// HasLimit reports whether the spec limits each move itself, so that the
// match's clock does not apply to it.
func (s Spec) HasLimit() bool { return s.MoveTime > 0 || s.Depth > 0 || s.Nodes > 0 }

// String returns the spec as it was written.
func (s Spec) String() string { return s.text }

// ParseSpec reads a player spec: "random", "twoply", "engine" followed
// by ":" and comma-separated settings: movetime=MS, depth=N, nodes=N,
// level=0..20 (0 the weakest, 20 full strength), threads=N, hash=MB,
// eval=FILE (a network file, or a JSON file of the linear evaluation's
// weights to try, the others keeping their defaults; <embedded> and
// <linear> name the default network and the linear evaluation), and the switches
// nonull, nolmr and nofutility that turn a pruning off. For example
// "engine:movetime=100,level=3,nonull".
//
// "uci:PATH" followed by ",NAME=VALUE" items is an external UCI engine,
// run from PATH (a program, not a shell command line; no comma in the
// path). The items movetime=MS, nodes=N and depth=N, written in lower
// case, limit its moves as they do the engine's; arg=WORD adds WORD to
// the program's arguments (once for each argument); any other item sets
// the UCI option NAME, written as the engine names it, to VALUE:
// "uci:/usr/bin/wormweave,arg=uci,Hash=64,Skill Level=5,nodes=20000".
func ParseSpec(text string) (Spec, error) {
	s := Spec{text: text}
	kind, settings, hasSettings := strings.Cut(strings.TrimSpace(text), ":")
	s.Kind = strings.ToLower(kind)
	switch s.Kind {
	case "random", "twoply":
		if hasSettings {
			return s, fmt.Errorf("player %s: %s takes no settings", rules.Quote(text), s.Kind)
		}
		return s, nil
	case "uci":
		if err := s.parseUCI(settings); err != nil {
			return s, fmt.Errorf("player %s: %v", rules.Quote(text), err)
		}
		return s, nil
	case "engine":
	default:
		return s, fmt.Errorf("player %s: unknown kind %s (random, twoply, engine or uci)", rules.Quote(text), rules.Quote(kind))
	}
	if !hasSettings {
		return s, nil
	}
	for _, item := range strings.Split(settings, ",") {
		if err := s.set(strings.TrimSpace(item)); err != nil {
			return s, fmt.Errorf("player %s: %v", rules.Quote(text), err)
		}
	}
	return s, nil
}

// parseUCI reads what follows "uci:": the path and the items after it.
func (s *Spec) parseUCI(settings string) error {
	items := strings.Split(settings, ",")
	s.Path = strings.TrimSpace(items[0])
	if s.Path == "" {
		return fmt.Errorf("uci needs the path of the engine's program: uci:PATH[,NAME=VALUE...]")
	}
	for _, item := range items[1:] {
		item = strings.TrimSpace(item)
		name, value, ok := strings.Cut(item, "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if !ok || name == "" {
			return fmt.Errorf("%s: want NAME=VALUE (a UCI option, or movetime, nodes, depth or arg)", rules.Quote(item))
		}
		switch name {
		case "movetime", "nodes", "depth":
			if err := s.set(item); err != nil {
				return err
			}
			continue
		case "arg":
			s.Args = append(s.Args, value)
			continue
		}
		if strings.ContainsAny(name+value, "\n\r") {
			return fmt.Errorf("%s: an option cannot hold a line break", rules.Quote(item))
		}
		if strings.EqualFold(name, "UCI_Variant") {
			return fmt.Errorf("%s: the match sets the variant itself", rules.Quote(item))
		}
		s.Options = append(s.Options, UCIOption{Name: name, Value: value})
	}
	if n := btoi(s.MoveTime > 0) + btoi(s.Nodes > 0) + btoi(s.Depth > 0); n > 1 {
		return fmt.Errorf("set one of movetime, nodes and depth: the go command takes one limit")
	}
	return nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// set applies one engine setting, "name" or "name=value".
func (s *Spec) set(item string) error {
	name, value, hasValue := strings.Cut(item, "=")
	name = strings.ToLower(name)
	switches := map[string]*bool{"nonull": &s.NoNullMove, "nolmr": &s.NoLMR, "nofutility": &s.NoFutility}
	if sw, ok := switches[name]; ok {
		if hasValue {
			return fmt.Errorf("%s is a switch and takes no value", name)
		}
		*sw = true
		return nil
	}
	if !hasValue || value == "" {
		return fmt.Errorf("setting %s needs a value (name=value)", rules.Quote(item))
	}
	if name == "eval" {
		s.EvalFile = value
		return nil
	}
	n, err := strconv.ParseInt(value, 10, 64)
	if err != nil || n < 0 || n > 1<<40 { // 1<<40 ms is 35 years: no limit overflows a Duration
		return fmt.Errorf("%s: want a whole number, 0 or more", rules.Quote(item))
	}
	// A limit of nothing (a search of no time, depth or nodes), no thread
	// or no table means nothing; only the level has a meaning at 0.
	if n == 0 && slices.Contains([]string{"movetime", "depth", "nodes", "threads", "hash"}, name) {
		return fmt.Errorf("%s=0: want 1 or more", name)
	}
	switch name {
	case "movetime":
		s.MoveTime = time.Duration(n) * time.Millisecond
	case "depth":
		s.Depth = int(n)
	case "nodes":
		s.Nodes = n
	case "level":
		if n > engine.MaxLevel {
			return fmt.Errorf("level=%d: levels go from 0 (the weakest) to %d (full strength)", n, engine.MaxLevel)
		}
		s.Level, s.HasLevel = int(n), true
	case "threads":
		if n > engine.MaxThreads {
			return fmt.Errorf("threads=%d: at most %d", n, engine.MaxThreads)
		}
		s.Threads = int(n)
	case "hash":
		if n > 4096 {
			return fmt.Errorf("hash=%d: at most 4096 MB", n)
		}
		s.HashMB = int(n)
	default:
		return fmt.Errorf("unknown setting %s (movetime, depth, nodes, level, threads, hash, eval, nonull, nolmr, nofutility)", rules.Quote(name))
	}
	return nil
}

// newPlayer returns a player as s describes; moveTime is the time a move
// of an engine whose spec sets no limit.
func (s Spec) newPlayer(v rules.Variant, moveTime time.Duration) (Player, error) {
	switch s.Kind {
	case "random":
		return newRandomPlayer(0), nil
	case "twoply":
		return newTwoPlyPlayer(0), nil
	case "uci":
		return newUCIPlayer(s, v, moveTime)
	}
	return newEnginePlayer(s, v, moveTime)
}
