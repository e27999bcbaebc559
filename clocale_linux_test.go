package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// mainArgsVar, when set, makes the test binary run main with these
// arguments (separated by spaces) instead of the tests, so that a test can
// run the program in a fresh process with the environment it chooses.
const mainArgsVar = "WORMWEAVE_TEST_MAIN_ARGS"

func TestMain(m *testing.M) {
	if args, ok := os.LookupEnv(mainArgsVar); ok {
		os.Args = append([]string{"wormweave"}, strings.Fields(args)...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runMain runs the program with args in a new process whose locale
// variables are env, and returns its stdout and stderr.
func runMain(t *testing.T, env []string, args string) (string, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	for _, kv := range os.Environ() {
		switch strings.SplitN(kv, "=", 2)[0] {
		case "LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES":
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	cmd.Env = append(cmd.Env, env...)
	cmd.Env = append(cmd.Env, mainArgsVar+"="+args)
	var out, errOut strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v %s: %v (stderr %q)", env, args, err, errOut.String())
	}
	return out.String(), errOut.String()
}

// A C or POSIX locale means English, silently: Fyne's translations, loaded
// before main, must not complain about it.
func TestCLocaleIsEnglishSilently(t *testing.T) {
	for _, env := range [][]string{
		{"LANG=C.UTF-8"},
		{"LANG=C"},
		{"LC_ALL=C.UTF-8", "LANG=fr_FR.UTF-8"},
		{"LC_MESSAGES=POSIX.UTF-8"},
		{"LANG=C.UTF-8", "LANGUAGE=en"},
	} {
		out, errOut := runMain(t, env, "perft -variant wormhole -depth 2")
		// A locale the system lacks (POSIX.UTF-8 here) may still draw
		// GTK's warning, as in every GTK program; Fyne must say nothing.
		if out != "959\n" || strings.Contains(errOut, "Fyne error") {
			t.Errorf("%v: stdout %q, stderr %q", env, out, errOut)
		}
	}
}
