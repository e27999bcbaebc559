package uci

import (
	"fmt"
	"strconv"
	"strings"

	"wormweave/engine"
	"wormweave/rules"
)

// The limits of the spin options.
const (
	maxHashMB  = 4096
	maxThreads = engine.MaxThreads
	maxMultiPV = 64
)

// optionLines are the "option" lines of the reply to "uci".
func optionLines() []string {
	return []string{
		"option name UCI_Variant type combo default wormhole var wormhole var interweave",
		fmt.Sprintf("option name Hash type spin default 16 min 1 max %d", maxHashMB),
		fmt.Sprintf("option name Threads type spin default 1 min 1 max %d", maxThreads),
		fmt.Sprintf("option name MultiPV type spin default 1 min 1 max %d", maxMultiPV),
		// 0 is full strength: levels 1 to 8 are for people to play against.
		fmt.Sprintf("option name Skill Level type spin default 0 min 0 max %d", engine.MaxLevel),
	}
}

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
		}
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
	case "skill level":
		n, err := spin(name, value, 0, engine.MaxLevel)
		if err != nil {
			return err
		}
		s.opt.Level = n
	default:
		return fmt.Errorf("setoption: unknown option %s (UCI_Variant, Hash, Threads, MultiPV, Skill Level)", rules.Quote(name))
	}
	s.eng.SetOptions(s.opt)
	return nil
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
