package main

import (
	fyneapp "fyne.io/fyne/v2/app"

	"wormweave/app"
	"wormweave/app/nativeclip"
	"wormweave/app/nativedialog"
)

// appID identifies the application to the desktop and names its
// preferences folder.
const appID = "org.wormweave.app"

// runGUI opens the board window, with the file named in args if any.
func runGUI(args []string) int {
	a := fyneapp.NewWithID(appID)
	app.Run(a, nativedialog.Chooser{Title: "Wormweave"}, nativeclip.Clipboard{}, args)
	return 0
}
