package app

import (
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

func TestParseFyneApp(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       fyne.AppMetadata
		err        string
	}{
		{"details", "# comment\n[Details]\nName = \"W\"\nID = \"org.w\"\nVersion = \"1.2.3\"\nBuild = 7\n[LinuxAndBSD]\nVersion = \"9\"\n",
			fyne.AppMetadata{Name: "W", ID: "org.w", Version: "1.2.3", Build: 7}, ""},
		{"other tables ignored", "[Other]\nVersion = \"9\"\n[Details]\nVersion = \"2.0\"\n", fyne.AppMetadata{Version: "2.0"}, ""},
		// TOML that the packager reads and a line parser did not.
		{"comment after a value", "[Details]\nVersion = \"1.0.2\" # the release\nBuild = 4 # bumped by the packager\n", fyne.AppMetadata{Version: "1.0.2", Build: 4}, ""},
		{"literal string", "[Details]\nVersion = '1.1'\n", fyne.AppMetadata{Version: "1.1"}, ""},
		{"inline table", "Details = { Version = \"3.0\", Build = 2 }\n", fyne.AppMetadata{Version: "3.0", Build: 2}, ""},
		{"CRLF lines", "[Details]\r\nVersion = \"1.4\"\r\n", fyne.AppMetadata{Version: "1.4"}, ""},
		{"no version", "[Details]\nName = \"W\"\n", fyne.AppMetadata{}, "no Version"},
		{"unquoted", "[Details]\nVersion = 1.0\n", fyne.AppMetadata{}, "FyneApp.toml: toml: line 2"},
		{"bad build", "[Details]\nVersion = \"1\"\nBuild = x\n", fyne.AppMetadata{}, "FyneApp.toml:3:"},
		{"no equals", "[Details]\nVersion\n", fyne.AppMetadata{}, "FyneApp.toml:2:"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := ParseFyneApp([]byte(c.text))
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("error %v, want %q", err, c.err)
				}
				return
			}
			if err != nil || m.Name != c.want.Name || m.ID != c.want.ID || m.Version != c.want.Version || m.Build != c.want.Build {
				t.Fatalf("got %+v, %v; want %+v", m, err, c.want)
			}
		})
	}
}

// The project's own FyneApp.toml reads, with the ID the app uses.
func TestTheProjectsFyneAppReads(t *testing.T) {
	skipInRaceRun(t)
	data, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseFyneApp(data)
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != "org.wormweave.app" || m.Version == "" {
		t.Errorf("FyneApp.toml reads as %+v", m)
	}
}

// Every direct dependency of go.mod has its licence recorded.
func TestEveryLibraryHasItsLicence(t *testing.T) {
	skipInRaceRun(t)
	data, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) != 2 || f[1] == "(" || f[0] == "module" || f[0] == "go" || f[0] == "tool" {
			continue
		}
		if _, ok := moduleLicences[f[0]]; !ok {
			t.Errorf("go.mod requires %s directly, and its licence is not recorded", f[0])
		}
	}
}

// The licence files at the root say what the About box says: MIT for the
// program with its copyright holder, and the ISC notice of the rules texts.
func TestLicenceFilesMatchTheAboutBox(t *testing.T) {
	skipInRaceRun(t)
	for _, c := range []struct{ file, want string }{
		{"../LICENSE", "MIT License"},
		{"../LICENSE", "Copyright (c) 2026 the Wormweave authors"},
		{"../NOTICE", "ISC License"},
		{"../NOTICE", "Copyright (c) 2018-2021, Benjamin Auder"},
		{"../NOTICE", "rules.wormhole.page"},
		{"../NOTICE", "rules.interweave.page"},
	} {
		data, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), c.want) {
			t.Errorf("%s does not say %q", c.file, c.want)
		}
	}
}

// Every module linked into the Windows program has its licence recorded
// too: its dependencies are not the Linux program's (sqweek/dialog uses a
// Windows API package there).
func TestEveryWindowsLibraryHasItsLicence(t *testing.T) {
	skipInRaceRun(t)
	if testing.Short() {
		t.Skip("lists the Windows program's packages with the go command")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	cmd := exec.Command("go", "list", "-deps", "-f", "{{with .Module}}{{.Path}}{{end}}", "..")
	cmd.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=1")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list for Windows: %v", err)
	}
	seen := map[string]bool{}
	for _, m := range strings.Fields(string(out)) {
		if m == "wormweave" || seen[m] {
			continue
		}
		seen[m] = true
		if _, ok := moduleLicences[m]; !ok {
			t.Errorf("the Windows program links %s, and its licence is not recorded", m)
		}
	}
	if len(seen) < 10 {
		t.Errorf("go list found only %d modules: %s", len(seen), out)
	}
}

func TestAboutShowsVersionLicenceAndLibraries(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	text := aboutText(fyne.AppMetadata{Version: "0.1.0", Build: 3})
	for _, want := range []string{"version 0.1.0 (build 3)", "Licence: MIT", "the Wormweave authors",
		"vchess", "ISC licence", "Copyright 2018-2021 Benjamin Auder", "Libraries"} {
		if !strings.Contains(text, want) {
			t.Errorf("About text lacks %q:\n%s", want, text)
		}
	}
	libs := librariesOf(&debug.BuildInfo{Deps: []*debug.Module{
		{Path: "golang.org/x/text", Version: "v0.1.0"},
		{Path: "example.com/new", Version: "v1.0.0"},
		{Path: "fyne.io/fyne/v2", Version: "v2.7.0", Replace: &debug.Module{Path: "fyne.io/fyne/v2", Version: "v2.7.1"}},
	}})
	want := []library{
		{"example.com/new", "v1.0.0", "licence not recorded: see the module's LICENSE file"},
		{"fyne.io/fyne/v2", "v2.7.1", "BSD-3-Clause"},
		{"golang.org/x/text", "v0.1.0", "BSD-3-Clause"},
	}
	if len(libs) != len(want) {
		t.Fatalf("libraries %v, want %v", libs, want)
	}
	for i := range want {
		if libs[i] != want[i] {
			t.Errorf("library %d is %v, want %v", i, libs[i], want[i])
		}
	}
	// A test binary records no modules: the box still opens, with its text.
	w.showAbout()
	top := topPopUp(t, w)
	if findList(top) == nil {
		t.Fatal("the About box has no list of libraries")
	}
	found := false
	for _, l := range collect[*widget.Label](top) {
		if strings.Contains(l.Text, "Licence") {
			found = true
		}
	}
	if !found {
		t.Error("the About box does not show the licence")
	}
}
