package main

import (
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The MIME type the package installs for game files, and its rules for
// the packager's Makefile (see scripts/package.sh).
const (
	mimeXML  = "packaging/org.wormweave.app.xml"
	mimeRule = "packaging/mime.mk"
)

// The MIME type definition names application/x-chess-pgn for *.pgn, with
// a comment in each of the program's languages.
func TestMIMETypeDefinition(t *testing.T) {
	data, err := os.ReadFile(mimeXML)
	if err != nil {
		t.Fatal(err)
	}
	var info struct {
		XMLName xml.Name `xml:"http://www.freedesktop.org/standards/shared-mime-info mime-info"`
		Types   []struct {
			Type     string `xml:"type,attr"`
			Comments []struct {
				Lang string `xml:"http://www.w3.org/XML/1998/namespace lang,attr"`
				Text string `xml:",chardata"`
			} `xml:"comment"`
			Globs []struct {
				Pattern string `xml:"pattern,attr"`
			} `xml:"glob"`
		} `xml:"mime-type"`
	}
	if err := xml.Unmarshal(data, &info); err != nil {
		t.Fatalf("%s: %v", mimeXML, err)
	}
	if len(info.Types) != 1 || info.Types[0].Type != "application/x-chess-pgn" {
		t.Fatalf("%s defines %+v, want application/x-chess-pgn only", mimeXML, info.Types)
	}
	typ := info.Types[0]
	if len(typ.Globs) != 1 || typ.Globs[0].Pattern != "*.pgn" {
		t.Errorf("globs %+v, want *.pgn", typ.Globs)
	}
	langs := map[string]string{}
	for _, c := range typ.Comments {
		langs[c.Lang] = c.Text
	}
	if langs[""] == "" || langs["fr"] == "" || langs["es"] == "" || langs["fr"] == langs[""] || langs["es"] == langs[""] {
		t.Errorf("comments %q: want English, French and Spanish ones", langs)
	}
}

// make install puts the MIME type where the system looks for it (and
// leaves the database of a staged install alone); make user-install
// makes the system know a .pgn file's type at once, and user-uninstall
// takes it away. The packager's Makefile is stood in for by its four
// targets, to which package.sh adds mime.mk.
func TestMIMETypeInstall(t *testing.T) {
	for _, tool := range []string{"make", "update-mime-database", "gio"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("no %s (scripts/install-deps.sh installs it)", tool)
		}
	}
	pkg := t.TempDir()
	rule, err := os.ReadFile(mimeRule)
	if err != nil {
		t.Fatal(err)
	}
	makefile := "default:\ninstall:\nuninstall:\nuser-install:\nuser-uninstall:\n" +
		strings.ReplaceAll(string(rule), "@SHARE@", "usr/local/share")
	xmlData, err := os.ReadFile(mimeXML)
	if err != nil {
		t.Fatal(err)
	}
	packaged := filepath.Join(pkg, "usr/local/share/mime/packages/org.wormweave.app.xml")
	if err := os.MkdirAll(filepath.Dir(packaged), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(packaged, xmlData, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pkg, "Makefile"), []byte(makefile), 0o644); err != nil {
		t.Fatal(err)
	}
	home, root, none := t.TempDir(), t.TempDir(), t.TempDir()
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command("make", append([]string{"-s", "-C", pkg}, args...)...)
		cmd.Env = append(os.Environ(), "XDG_DATA_DIRS="+none)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("make %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	game := filepath.Join(t.TempDir(), "game.pgn")
	if err := os.WriteFile(game, []byte("[Event \"?\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The type of game as the system tells it, from the user's database
	// only: this machine's own may know it already.
	fileType := func() string {
		t.Helper()
		cmd := exec.Command("gio", "info", "-a", "standard::content-type", game)
		cmd.Env = append(os.Environ(), "XDG_DATA_HOME="+filepath.Join(home, ".local/share"), "XDG_DATA_DIRS="+none)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("gio info: %v", err)
		}
		_, typ, _ := strings.Cut(string(out), "standard::content-type:")
		return strings.TrimSpace(typ)
	}

	run("install", "DESTDIR="+root, "PREFIX=/usr")
	if _, err := os.Stat(filepath.Join(root, "usr/share/mime/packages/org.wormweave.app.xml")); err != nil {
		t.Errorf("make install: %v", err)
	}
	if _, err := os.Stat(filepath.Join(root, "usr/share/mime/mime.cache")); err == nil {
		t.Error("a staged make install updated the MIME database")
	}

	run("user-install", "HOME="+home)
	if got := fileType(); got != "application/x-chess-pgn" {
		t.Errorf("after make user-install, a .pgn file is %q, want application/x-chess-pgn", got)
	}
	run("user-uninstall", "HOME="+home)
	if got := fileType(); got == "application/x-chess-pgn" {
		t.Errorf("after make user-uninstall, a .pgn file is still %q", got)
	}
}
