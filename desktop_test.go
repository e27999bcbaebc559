package main

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// desktopEntry is the desktop entry the package installs in place of the
// packager's own (see scripts/package.sh).
const desktopEntry = "packaging/org.wormweave.app.desktop"

// readKeys reads the key = value lines of an INI-like file (the desktop
// entry, FyneApp.toml), by "group.key".
func readKeys(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	keys := map[string]string{}
	group := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "["):
			group = strings.Trim(line, "[]")
		default:
			k, v, _ := strings.Cut(line, "=")
			keys[group+"."+strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	return keys
}

// tomlList turns a TOML list of strings into a desktop entry's list.
func tomlList(v string) string {
	var out strings.Builder
	for _, s := range strings.Split(strings.Trim(v, "[]"), ",") {
		out.WriteString(strings.Trim(strings.TrimSpace(s), `"`) + ";")
	}
	return out.String()
}

// The desktop entry opens PGN files (the file manager passes them as %F),
// says what FyneApp.toml says, and passes desktop-file-validate.
func TestDesktopEntry(t *testing.T) {
	d := readKeys(t, desktopEntry)
	toml := readKeys(t, "FyneApp.toml")
	unquote := func(k string) string { return strings.Trim(toml[k], `"`) }
	for _, c := range []struct{ key, want string }{
		{"Desktop Entry.Exec", "wormweave %F"},
		{"Desktop Entry.MimeType", "application/vnd.chess-pgn;application/x-chess-pgn;"},
		{"Desktop Entry.Name", unquote("Details.Name")},
		{"Desktop Entry.Icon", unquote("Details.ID")},
		{"Desktop Entry.StartupWMClass", unquote("Details.Name")},
		{"Desktop Entry.GenericName", unquote("LinuxAndBSD.GenericName")},
		{"Desktop Entry.Comment", unquote("LinuxAndBSD.Comment")},
		{"Desktop Entry.Categories", tomlList(toml["LinuxAndBSD.Categories"])},
		{"Desktop Entry.Keywords", tomlList(toml["LinuxAndBSD.Keywords"])},
	} {
		if got := d[c.key]; got != c.want {
			t.Errorf("%s = %q, want %q", c.key, got, c.want)
		}
	}
	if unquote("Details.ID") != appID {
		t.Errorf("FyneApp.toml's ID %q is not the program's %q", unquote("Details.ID"), appID)
	}
	validate, err := exec.LookPath("desktop-file-validate")
	if err != nil {
		t.Skip("desktop-file-validate is not installed (scripts/install-deps.sh installs it)")
	}
	if out, err := exec.Command(validate, desktopEntry).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("desktop-file-validate: %v\n%s", err, out)
	}
}
