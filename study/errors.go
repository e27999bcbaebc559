package study

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Error is an error the user is shown, as a translation key with its
// arguments; the window words it in the user's language. Every Key is in
// the translations.
type Error struct {
	Key  string
	Args map[string]any
	Msg  string // in English, for logs and tests
}

func (e *Error) Error() string {
	if e.Msg != "" {
		return e.Msg
	}
	if len(e.Args) == 0 {
		return e.Key
	}
	var b strings.Builder
	b.WriteString(e.Key)
	for _, k := range slices.Sorted(maps.Keys(e.Args)) {
		fmt.Fprintf(&b, " %s=%v", k, e.Args[k])
	}
	return b.String()
}

// newError returns an *Error of key, in English msg, with args given as
// name, value pairs.
func newError(key, msg string, args ...any) *Error {
	e := &Error{Key: key, Msg: msg}
	if len(args) > 0 {
		e.Args = make(map[string]any, len(args)/2)
		for i := 0; i+1 < len(args); i += 2 {
			e.Args[args[i].(string)] = args[i+1]
		}
	}
	return e
}
