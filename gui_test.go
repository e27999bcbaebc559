package main

import (
	"strings"
	"testing"

	"wormweave/app"
)

// The board asks for DISPLAY or WAYLAND_DISPLAY only where windows need
// them: on Windows and macOS the environment names no display.
func TestDisplayMissing(t *testing.T) {
	for _, c := range []struct {
		goos string
		env  map[string]string
		want bool
	}{
		{"linux", nil, true},
		{"linux", map[string]string{"DISPLAY": ":0"}, false},
		{"linux", map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, false},
		{"freebsd", nil, true},
		{"windows", nil, false},
		{"darwin", nil, false},
	} {
		got := displayMissing(c.goos, func(k string) string { return c.env[k] })
		if got != c.want {
			t.Errorf("displayMissing(%s, %v) = %v, want %v", c.goos, c.env, got, c.want)
		}
	}
}

// wormweave version gives the version FyneApp.toml holds, from the copy
// embedded in the program.
func TestEmbeddedVersionIsFyneAppTOMLs(t *testing.T) {
	keys := readKeys(t, "FyneApp.toml")
	m, err := app.ParseFyneApp(fyneAppTOML)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Trim(keys["Details.Version"], `"`) + " (build " + keys["Details.Build"] + ")"
	if got := versionText(m.Version, m.Build); got != want {
		t.Errorf("version %q, FyneApp.toml says %q", got, want)
	}
}
