package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wormweave/learn"
)

// course is a small course file with one level of each line given.
func course(levels ...string) string {
	s := "course wormhole\ntitle en T\ntitle fr T\ntitle es T\nstage king\ntitle en K\ntitle fr R\ntitle es R\ntext en a\ntext fr b\ntext es c\n"
	for _, l := range levels {
		s += "level\n" + l + "text en x\ntext fr y\ntext es z\n"
	}
	return s
}

func TestLearnCheck(t *testing.T) {
	good := course("fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal stars\nstars e4\n", "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal game\n")
	for _, tc := range []struct {
		name   string
		files  map[string]string
		args   []string
		code   int
		stdout []string // the lines, whole
		stderr string
	}{
		{name: "a course", files: map[string]string{"c.course": good}, args: []string{"learn", "check", "$d/c.course"}, code: 0,
			stdout: []string{"wormhole king 1 stars 3 7k/8/8/8/8/8/8/4K3 w 0", "wormhole king 2 game - 7k/8/8/8/8/8/8/4K3 w 0"}},
		{name: "a level that cannot be met", files: map[string]string{"c.course": course("fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal stars\nstars e4\n", "fen 7k/8/8/8/8/8/8/4K3 w 0\ngoal escape\n")},
			args: []string{"learn", "check", "$d/c.course"}, code: 2, stdout: []string{"wormhole king 1 stars 3 7k/8/8/8/8/8/8/4K3 w 0"},
			stderr: "wormweave learn: $d/c.course:19: goal escape, but the learner's king is not in check\n"},
		{name: "a bad line", files: map[string]string{"c.course": strings.Replace(good, "goal game", "goal draw", 1)},
			args: []string{"learn", "check", "$d/c.course"}, code: 2, stderr: `wormweave learn: $d/c.course:21: unknown goal "draw"`},
		{name: "a missing file", args: []string{"learn", "check", "$d/none.course"}, code: 2, stderr: "wormweave learn: cannot read $d/none.course: no such file or directory\n"},
		{name: "a directory", args: []string{"learn", "check", "$d"}, code: 2, stderr: "wormweave learn: $d is a directory, not a course file\n"},
		{name: "binary garbage", files: map[string]string{"g.course": "\x7fELF\x02\x01\x01\x00\x00\x00"}, args: []string{"learn", "check", "$d/g.course"}, code: 2, stderr: "wormweave learn: $d/g.course:1: a control character"},
		{name: "a huge file", files: map[string]string{"h.course": strings.Repeat("# a comment line\n", 300_000)}, args: []string{"learn", "check", "$d/h.course"}, code: 2,
			stderr: "wormweave learn: $d/h.course: larger than 4194304 bytes"},
		{name: "an endless file", args: []string{"learn", "check", "/dev/zero"}, code: 2, stderr: "wormweave learn: /dev/zero: larger than"},
		{name: "two files", args: []string{"learn", "check", "a", "b"}, code: 2, stderr: `wormweave learn: unexpected argument "b": give one course file`},
		{name: "no action", args: []string{"learn"}, code: 2, stderr: "wormweave learn: give check, found nothing\nusage: wormweave learn check [FILE]\n"},
		{name: "an unknown action", args: []string{"learn", "play"}, code: 2, stderr: `wormweave learn: give check, found "play"`},
		{name: "a bad flag", args: []string{"learn", "check", "-x"}, code: 2, stderr: "wormweave learn: flag provided but not defined: \"-x\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, text := range tc.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			args := make([]string, len(tc.args))
			for i, a := range tc.args {
				args[i] = strings.ReplaceAll(a, "$d", dir)
			}
			var stdout, stderr bytes.Buffer
			start := time.Now()
			code := Run(args, &stdout, &stderr)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, stderr.String())
			}
			if got := strings.TrimSuffix(stdout.String(), "\n"); got != strings.Join(tc.stdout, "\n") {
				t.Errorf("stdout %q, want %q", got, tc.stdout)
			}
			if want := strings.ReplaceAll(tc.stderr, "$d", dir); !strings.HasPrefix(stderr.String(), want) || (want == "") != (stderr.Len() == 0) {
				t.Errorf("stderr %q, want %q", stderr.String(), want)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}

// Without a file, learn check checks the built-in courses: a line a
// level, in course order.
func TestLearnCheckBuiltins(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"learn", "check"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	courses, err := learn.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range courses {
		n += c.Levels()
	}
	lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if len(lines) != n {
		t.Fatalf("%d lines for %d levels", len(lines), n)
	}
	if f := strings.Fields(lines[0]); len(f) < 6 || f[0] != "wormhole" || f[1] != courses[0].Stages[0].ID || f[2] != "1" {
		t.Errorf("first line %q", lines[0])
	}
}
