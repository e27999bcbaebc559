package uci

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"wormweave/engine"
	"wormweave/rules"
)

// goKeywords are the words of the go command; searchmoves takes the ids
// up to the next of them.
var goKeywords = map[string]bool{
	"depth": true, "nodes": true, "movetime": true, "wtime": true, "btime": true,
	"winc": true, "binc": true, "movestogo": true, "infinite": true, "searchmoves": true,
	"ponder": true, "mate": true,
}

// parseGo reads the words after "go" into the search limits for position
// p. It refuses what it does not understand rather than search with
// limits the caller did not ask for. A clock missing for the side to move,
// when the other side's or an increment is given, is taken as that side's
// zero (the engine then moves at once, where no limit at all would never
// move); a negative clock or increment (a GUI's once time is up) is read
// as zero too. The warnings say so.
func parseGo(args []string, p *rules.Position) (lim engine.Limits, warnings []string, err error) {
	lim, warnings, err = parseGoWords(args, p)
	if err != nil {
		return lim, nil, err
	}
	clock := slices.ContainsFunc(args, func(a string) bool {
		switch strings.ToLower(a) {
		case "wtime", "btime", "winc", "binc", "movestogo":
			return true
		}
		return false
	})
	left, word := &lim.WTime, "wtime"
	if p.Turn() == rules.Black {
		left, word = &lim.BTime, "btime"
	}
	if clock && *left == 0 {
		*left = time.Millisecond // as "wtime 0" or "btime 0"
		warnings = append(warnings, fmt.Sprintf("go: no %s for %v, the side to move: searching as if its clock were at 0", word, p.Turn()))
	}
	return lim, warnings, nil
}

// parseGoWords reads the words of a go command, as parseGo says.
func parseGoWords(args []string, p *rules.Position) (lim engine.Limits, warnings []string, err error) {
	for i := 0; i < len(args); i++ {
		word := strings.ToLower(args[i])
		switch word {
		case "infinite":
			lim.Infinite = true
			continue
		case "searchmoves":
			for i+1 < len(args) && !goKeywords[strings.ToLower(args[i+1])] {
				i++
				t, err := ParseTurn(p, args[i])
				if err != nil {
					return lim, nil, fmt.Errorf("go searchmoves: %v", err)
				}
				lim.SearchMoves = append(lim.SearchMoves, t)
			}
			if len(lim.SearchMoves) == 0 {
				return lim, nil, fmt.Errorf("go searchmoves: no move given")
			}
			continue
		case "ponder":
			lim.Ponder = true
			continue
		}
		if !goKeywords[word] {
			return lim, nil, fmt.Errorf("go: unknown parameter %s", rules.Quote(args[i]))
		}
		if i+1 >= len(args) {
			return lim, nil, fmt.Errorf("go %s: a number must follow", word)
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil {
			return lim, nil, fmt.Errorf("go %s: %s is not a whole number", word, rules.Quote(args[i]))
		}
		// A GUI may send a negative clock once time is up: it is read as
		// zero, and said. A year bounds the rest, so that the product
		// cannot overflow.
		if n < 0 && (word == "wtime" || word == "btime" || word == "winc" || word == "binc") {
			warnings = append(warnings, fmt.Sprintf("go %s %d: a negative time, read as 0", word, n))
		}
		ms := time.Duration(min(max(n, 0), 366*24*3600*1000)) * time.Millisecond
		switch word {
		case "depth":
			if n < 1 {
				return lim, nil, fmt.Errorf("go depth: %d, want 1 or more", n)
			}
			lim.Depth = int(min(n, 1000))
		case "nodes":
			if n < 1 {
				return lim, nil, fmt.Errorf("go nodes: %d, want 1 or more", n)
			}
			lim.Nodes = n
		case "mate":
			if n < 1 {
				return lim, nil, fmt.Errorf("go mate: %d, want 1 or more", n)
			}
			lim.Mate = int(min(n, 32))
		case "movetime":
			if n < 1 {
				return lim, nil, fmt.Errorf("go movetime: %d, want 1 or more", n)
			}
			lim.MoveTime = ms
		case "wtime":
			lim.WTime = max(ms, time.Millisecond)
		case "btime":
			lim.BTime = max(ms, time.Millisecond)
		case "winc":
			lim.WInc = ms
		case "binc":
			lim.BInc = ms
		case "movestogo":
			lim.MovesToGo = int(min(max(n, 0), 1000))
		}
	}
	return lim, warnings, nil
}
