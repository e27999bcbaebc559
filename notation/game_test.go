package notation

import (
	"strings"
	"testing"
)

// WithTags replaces a tag's value by its name without case, appends a new
// one, and leaves the slice it was given as it was (an edit keeps it for
// undo).
func TestWithTags(t *testing.T) {
	tests := []struct {
		name string
		set  []Tag
		want string
	}{
		{"replace", []Tag{{"Result", "1-0"}}, "Event=E Result=1-0"},
		{"replace without case", []Tag{{"result", "0-1"}}, "Event=E Result=0-1"},
		{"append", []Tag{{"Termination", "normal"}}, "Event=E Result=* Termination=normal"},
		{"both", []Tag{{"Result", "1-0"}, {"Termination", "time forfeit"}}, "Event=E Result=1-0 Termination=time forfeit"},
		{"none", nil, "Event=E Result=*"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tags := []Tag{{"Event", "E"}, {"Result", "*"}}
			got := WithTags(tags, tt.set...)
			var parts []string
			for _, g := range got {
				parts = append(parts, g.Name+"="+g.Value)
			}
			if s := strings.Join(parts, " "); s != tt.want {
				t.Errorf("got %q, want %q", s, tt.want)
			}
			if tags[1].Value != "*" || len(tags) != 2 {
				t.Errorf("the slice given changed: %v", tags)
			}
		})
	}
}
