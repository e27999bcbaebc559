package commentview

import (
	"strings"
	"testing"
)

func TestCommentLines(t *testing.T) {
	tests := []struct {
		in    string
		width int
		want  []string
	}{
		{"", 10, []string{""}},
		{"one two three", 7, []string{"one two", "three"}},
		{"abcdefghij", 4, []string{"abcd", "efgh", "ij"}},
		{"a\nb", 10, []string{"a", "b"}},
		{"éé éé", 2, []string{"éé", "éé"}},
	}
	for _, tt := range tests {
		if got := Lines(tt.in, tt.width); strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("Lines(%q, %d) = %q, want %q", tt.in, tt.width, got, tt.want)
		}
	}
}
