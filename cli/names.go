package cli

import (
	"strconv"
	"strings"
	"unicode"
)

// nameField is a file name as the commands print it in their lines of
// output (replay, library list, explore, search): as it is, unless it
// holds a character that is not printable (a newline, a tab, a byte that
// is not UTF-8) or starts with a double quote; then quoted as Go's %q
// quotes, so that a name cannot forge a line, and a quoted name is told
// from a plain one by its first character.
func nameField(name string) string {
	if strings.HasPrefix(name, `"`) || strings.IndexFunc(name, func(r rune) bool {
		return r == unicode.ReplacementChar || !unicode.IsPrint(r)
	}) >= 0 {
		return strconv.Quote(name)
	}
	return name
}
