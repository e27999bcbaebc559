package app

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"github.com/BurntSushi/toml"
)

// fyneAppFile is the part of a FyneApp.toml the program reads: its
// [Details] table, as Fyne's packager writes it.
type fyneAppFile struct {
	Details struct {
		Name    string
		ID      string
		Version string
		Build   int
	}
}

// ParseFyneApp reads the [Details] table of a FyneApp.toml: the name, the
// application ID, the version and the build. FyneApp.toml is the one place
// the version is written: a plain go build does not compile the file in
// (Fyne then reports its default, 0.0.1), so the main package embeds it
// and hands it to Fyne, the About box and `wormweave version`.
//
// The file is read as TOML, with the TOML library Fyne's packager uses, so
// that whatever the packager accepts (a comment after a value, a literal
// string, an inline table) reads the same here.
func ParseFyneApp(data []byte) (fyne.AppMetadata, error) {
	var f fyneAppFile
	if _, err := toml.Decode(string(data), &f); err != nil {
		var perr toml.ParseError
		if errors.As(err, &perr) {
			return fyne.AppMetadata{}, fmt.Errorf("FyneApp.toml:%d: %s", perr.Position.Line, perr.Message)
		}
		return fyne.AppMetadata{}, fmt.Errorf("FyneApp.toml: %w", err)
	}
	d := f.Details
	if d.Version == "" {
		return fyne.AppMetadata{}, errors.New("FyneApp.toml: no Version in [Details]")
	}
	return fyne.AppMetadata{Name: d.Name, ID: d.ID, Version: d.Version, Build: d.Build}, nil
}
