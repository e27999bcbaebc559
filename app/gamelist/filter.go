package gamelist

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The game list's filter finds a word where a word of a tag value starts
// with it, ignoring case and accents: "gomez" finds "Gómez", "eve" finds
// "Eve Adams" but not "Wormweave".

// foldedLetters are the letters that lose no accent in decomposition but
// that a user types without one.
var foldedLetters = map[rune]string{
	'ß': "ss", 'æ': "ae", 'œ': "oe", 'ø': "o", 'ł': "l", 'đ': "d", 'ð': "d", 'þ': "th", 'ı': "i",
}

// foldText returns s in lower case, without accents, for the filter.
func foldText(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		switch {
		case unicode.Is(unicode.Mn, r):
			// A combining accent, split off its letter by NFD.
		case foldedLetters[r] != "":
			b.WriteString(foldedLetters[r])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// filterWords splits a filter into its words, folded.
func filterWords(text string) []string { return strings.Fields(foldText(text)) }

// wordPrefixIn reports whether word, folded, starts a word of text,
// folded: where a letter or a digit follows no letter or digit. A word
// that starts with another sign ("-0", ".11") may start anywhere.
func wordPrefixIn(text, word string) bool {
	if word == "" {
		return true
	}
	first, _ := utf8.DecodeRuneInString(word)
	anywhere := !isWordRune(first)
	for from := 0; from <= len(text)-len(word); {
		i := strings.Index(text[from:], word)
		if i < 0 {
			return false
		}
		i += from
		if anywhere || i == 0 {
			return true
		}
		if before, _ := utf8.DecodeLastRuneInString(text[:i]); !isWordRune(before) {
			return true
		}
		_, size := utf8.DecodeRuneInString(text[i:])
		from = i + size
	}
	return false
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
