package moveinput

import (
	"errors"
	"maps"
	"strings"

	"wormweave/app/text"
	"wormweave/notation"
)

// maxShownCandidates is how many candidates the entry names.
const maxShownCandidates = 6

// hintFor words what the completion of a typed text found: the one move
// Enter plays, the moves it fits, or why it fits none (a problem).
func hintFor(c notation.Completion) (string, bool) {
	switch {
	case c.Count == 0:
		return moveProblem(c.Err), true
	case c.Count == 1:
		return text.TF("moveEntry.play", map[string]any{"Move": c.Candidates[0].Text}), false
	}
	names := make([]string, len(c.Candidates))
	for i, cand := range c.Candidates {
		names[i] = cand.Text
	}
	list := strings.Join(names, ", ")
	if more := c.Count - len(c.Candidates); more > 0 {
		list += " " + text.TF("moveEntry.more", map[string]any{"Count": more})
	}
	return text.TF("moveEntry.choose", map[string]any{"Count": c.Count}) + " " + list, false
}

// moveProblem words why a typed move fits no legal move, as a record's
// move is worded, without a file and a line.
func moveProblem(err error) string {
	var ne *notation.Error
	if errors.As(err, &ne) {
		short := *ne
		short.Args = maps.Clone(ne.Args)
		if moves, ok := ne.Args["Moves"].(string); ok {
			// Two lines beside the box: the first legal moves say enough.
			if names := strings.Split(moves, ", "); len(names) > maxShownCandidates {
				short.Args["Moves"] = strings.Join(names[:maxShownCandidates], ", ") + ", …"
			}
		}
		return text.RecordDetail(&short)
	}
	if err != nil {
		return text.ErrorText(err)
	}
	return ""
}
