package learn

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

// The example of docs/course-format.md is a course, and the lines the
// page says learn check prints for it are the pars the search finds.
func TestFormatDocExample(t *testing.T) {
	data, err := os.ReadFile("../docs/course-format.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```course\n(.*?)```\n.*?prints for it:\n\n((?:    .*\n)+)").FindSubmatch(data)
	if m == nil {
		t.Fatal("no example course with its output in docs/course-format.md")
	}
	c, err := Parse("course-format.md", m[1])
	if err != nil {
		t.Fatal(err)
	}
	checked, err := Check(c)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, ch := range checked {
		got = append(got, fmt.Sprintf("    %s %s %d %s %d %s", strings.ToLower(c.Variant.String()), ch.Stage.ID, ch.Level.Number, ch.Level.Goal, ch.Solution.Par, ch.Level.FEN))
	}
	if want := strings.TrimSuffix(string(m[2]), "\n"); strings.Join(got, "\n") != want {
		t.Errorf("the example checks as\n%s\nthe page says\n%s", strings.Join(got, "\n"), want)
	}
}
