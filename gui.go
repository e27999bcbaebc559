package main

import (
	_ "embed"

	fyneapp "fyne.io/fyne/v2/app"

	"wormweave/app"
	"wormweave/app/nativeclip"
	"wormweave/app/nativedialog"
)

// appID identifies the application to the desktop and names its
// preferences folder.
const appID = "org.wormweave.app"

// fyneAppTOML is the packager's metadata: a plain go build does not
// compile it in, so it is embedded here for the About box's version.
//
//go:embed FyneApp.toml
var fyneAppTOML []byte

// runGUI opens the board window, with the file named in args if any.
func runGUI(args []string) int {
	a := fyneapp.NewWithID(appID)
	// Without the packager, Fyne reports a default version (0.0.1).
	if m, err := app.ParseFyneApp(fyneAppTOML); err == nil {
		fyneapp.SetMetadata(m)
	}
	app.Run(a, nativedialog.Chooser{Title: "Wormweave"}, nativeclip.Clipboard{}, args)
	return 0
}
