package uci

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"wormweave/engine"
	"wormweave/engine/eval"
	"wormweave/engine/nnue"
	"wormweave/rules"
)

// The limits and defaults of the spin options.
const (
	maxHashMB  = 4096
	maxThreads = engine.MaxThreads
	maxMultiPV = 64
	// defaultMoveOverhead and maxMoveOverhead are in milliseconds.
	defaultMoveOverhead = 10
	maxMoveOverhead     = 5000
)

// optionLines are the "option" lines of the reply to "uci".
func optionLines() []string {
	lo, hi := engine.EloRange()
	return []string{
		"option name UCI_Variant type combo default wormhole var wormhole var interweave",
		fmt.Sprintf("option name Hash type spin default 16 min 1 max %d", maxHashMB),
		"option name Clear Hash type button",
		fmt.Sprintf("option name Threads type spin default 1 min 1 max %d", maxThreads),
		fmt.Sprintf("option name MultiPV type spin default 1 min 1 max %d", maxMultiPV),
		"option name Ponder type check default false",
		fmt.Sprintf("option name Move Overhead type spin default %d min 0 max %d", defaultMoveOverhead, maxMoveOverhead),
		// 0 is the weakest and MaxLevel full strength, as in other engines.
		fmt.Sprintf("option name Skill Level type spin default %d min 0 max %d", engine.MaxLevel, engine.MaxLevel),
		"option name UCI_LimitStrength type check default false",
		"option name EvalFile type string default " + nnue.EmbeddedName,
		"option name OwnBook type check default false",
		fmt.Sprintf("option name UCI_Elo type spin default %d min %d max %d", lo, lo, hi),
	}
}

// optionNames lists the options for the message on an unknown one.
const optionNames = "UCI_Variant, Hash, Clear Hash, Threads, MultiPV, Ponder, Move Overhead, Skill Level, UCI_LimitStrength, UCI_Elo, EvalFile, OwnBook"

// setOption applies "setoption name NAME [value VALUE]" (args are the
// words after "setoption"). Option names are read without case.
func (s *Session) setOption(args []string) error {
	if len(args) == 0 || !strings.EqualFold(args[0], "name") {
		return fmt.Errorf("setoption: want \"setoption name NAME value VALUE\"")
	}
	var nameWords, valueWords []string
	inValue := false
	for _, w := range args[1:] {
		if !inValue && strings.EqualFold(w, "value") {
			inValue = true
			continue
		}
		if inValue {
			valueWords = append(valueWords, w)
		} else {
			nameWords = append(nameWords, w)
		}
	}
	name := strings.Join(nameWords, " ")
	value := strings.Join(valueWords, " ")
	if name == "" {
		return fmt.Errorf("setoption: no option name")
	}
	switch strings.ToLower(name) {
	case "uci_variant":
		v, err := rules.ParseVariant(value)
		if err != nil {
			return fmt.Errorf("setoption UCI_Variant: %v", err)
		}
		if v != s.variant {
			s.variant = v
			s.setPosition(*rules.NewPosition(v), nil)
			if s.opt.Eval != nil {
				// A network file is of one variant: the other plays its
				// default (or the linear evaluation, which LinearEval
				// gives every variant).
				s.opt.Eval = nil
				s.eng.SetOptions(s.opt)
			}
		}
		return nil
	case "evalfile":
		// A file that does not load leaves the evaluation as it was.
		var ev eval.Evaluator
		switch value {
		case "", "<empty>", nnue.EmbeddedName, engine.LinearEvalName:
			// The variant's network in the program (the default), or
			// the linear evaluation.
		default:
			net, err := nnue.Load(value, s.variant)
			if err != nil {
				return fmt.Errorf("setoption EvalFile: %v", err)
			}
			ev = net.NewEvaluator()
		}
		s.opt.Eval, s.opt.LinearEval = ev, value == engine.LinearEvalName
	case "clear hash":
		if inValue {
			return fmt.Errorf("setoption Clear Hash: a button takes no value")
		}
		s.eng.ClearHash()
		return nil
	case "hash":
		n, err := spin(name, value, 1, s.maxHashMB)
		if err != nil {
			return err
		}
		s.opt.HashMB = n
	case "threads":
		n, err := spin(name, value, 1, s.maxThreads)
		if err != nil {
			return err
		}
		s.opt.Threads = n
	case "multipv":
		n, err := spin(name, value, 1, maxMultiPV)
		if err != nil {
			return err
		}
		s.multiPV = n
		return nil
	case "ponder":
		// The GUI says whether it will send "go ponder"; the engine
		// ponders only when told to, so there is nothing to change.
		_, err := check(name, value)
		return err
	case "move overhead":
		n, err := spin(name, value, 0, maxMoveOverhead)
		if err != nil {
			return err
		}
		s.opt.MoveOverhead = time.Duration(n) * time.Millisecond
	case "skill level":
		n, err := spin(name, value, 0, engine.MaxLevel)
		if err != nil {
			return err
		}
		s.opt.Level = n
	case "ownbook":
		on, err := check(name, value)
		if err != nil {
			return err
		}
		s.ownBook = on
	case "uci_limitstrength":
		on, err := check(name, value)
		if err != nil {
			return err
		}
		s.limitStrength = on
	case "uci_elo":
		lo, hi := engine.EloRange()
		n, err := spin(name, value, lo, hi)
		if err != nil {
			return err
		}
		s.elo = n
	default:
		return fmt.Errorf("setoption: unknown option %s (%s)", rules.Quote(name), optionNames)
	}
	s.opt.Elo = 0
	if s.limitStrength {
		s.opt.Elo = s.elo // UCI_Elo takes over from Skill Level
	}
	s.eng.SetOptions(s.opt)
	return nil
}

// check reads the value of a check option.
func check(name, value string) (bool, error) {
	switch strings.ToLower(value) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("setoption %s: value %s, want true or false", name, rules.Quote(value))
}

// spin reads the value of a spin option and checks its range.
func spin(name, value string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(value)
	if err != nil {
		return 0, fmt.Errorf("setoption %s: value %s is not a whole number", name, rules.Quote(value))
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("setoption %s: value %d is out of range (%d to %d)", name, n, lo, hi)
	}
	return n, nil
}
