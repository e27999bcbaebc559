package learn

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// progress is the stars earned in a course, by stage and level.
type progress struct{ m map[string]int }

func parseProgress(s string) *progress {
	p := &progress{m: map[string]int{}}
	for _, f := range strings.Fields(s) {
		k, v, _ := strings.Cut(f, "=")
		n, _ := strconv.Atoi(v)
		p.m[k] = n
	}
	return p
}

func (p *progress) Stars(stage string, level int) int { return p.m[fmt.Sprintf("%s/%d", stage, level)] }

func (p *progress) Record(stage string, level, stars int) {
	k := fmt.Sprintf("%s/%d", stage, level)
	p.m[k] = max(p.m[k], stars)
}

func (p *progress) String() string {
	var out []string
	for k, v := range p.m {
		out = append(out, fmt.Sprintf("%s=%d", k, v))
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}
