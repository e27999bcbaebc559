package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"

	"fyne.io/fyne/v2"

	fyneapp "fyne.io/fyne/v2/app"

	"wormweave/app"
	"wormweave/app/nativeclip"
	"wormweave/app/nativedialog"
	"wormweave/app/prefsfile"
	"wormweave/app/text"
)

// appID identifies the application to the desktop and names its
// preferences folder.
const appID = "org.wormweave.app"

// The native adapters do not import the app; what it needs of them is
// checked here.
var (
	_ app.FileChooser    = nativedialog.Chooser{}
	_ app.ImageClipboard = nativeclip.Clipboard{}
)

// displayMissing reports whether the board cannot open for want of a
// display server: on Linux and the BSDs a window needs DISPLAY (X11) or
// WAYLAND_DISPLAY. Windows and macOS have their desktop whatever the
// environment, which names no display.
func displayMissing(goos string, getenv func(string) string) bool {
	switch goos {
	case "windows", "darwin":
		return false
	}
	return getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == ""
}

// runGUI opens the board window, with the file named in args if any. It
// needs a display: without one, or when the display cannot be opened, it
// says so in one line and returns a failure status.
func runGUI(args []string) (code int) {
	if displayMissing(runtime.GOOS, os.Getenv) {
		fmt.Fprintln(os.Stderr, "wormweave: the board needs a graphical display (DISPLAY and WAYLAND_DISPLAY are not set); commands run without one: wormweave help")
		return 1
	}
	if d := os.Getenv("DISPLAY"); d != "" {
		if err := xDisplayError(d); err != nil {
			fmt.Fprintf(os.Stderr, "wormweave: cannot open a window on the display: %v\n", err)
			return 1
		}
	}
	// The toolkit panics when the display it was given cannot be opened.
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "wormweave: cannot open a window on the display: %v\n", r)
			code = 1
		}
	}()
	a := fyneapp.NewWithID(appID)
	// Without the packager, Fyne reports a default version (0.0.1).
	if m, err := app.ParseFyneApp(fyneAppTOML); err == nil {
		fyneapp.SetMetadata(m)
	}
	usePreferencesFile(a)
	chooser := nativedialog.Chooser{Words: chooserWords, Cancelled: app.ErrCancelled, Fallback: app.FyneChooser{}}
	app.Run(a, chooser, nativeclip.Clipboard{}, args)
	return 0
}

// usePreferencesFile puts a store that replaces its file whole in the
// place of Fyne's, which rewrites it in place and so leaves it empty when
// the program is killed at the wrong moment. The file is the one Fyne
// reads and writes, so that settings carry over both ways.
func usePreferencesFile(a fyne.App) {
	root := a.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return
	}
	store, err := prefsfile.Open(filepath.Join(root.Path(), "preferences.json"))
	if err != nil {
		fmt.Fprintf(os.Stderr, "wormweave: %v\n", err)
	}
	store.OnError = func(err error) { fmt.Fprintf(os.Stderr, "wormweave: saving the preferences: %v\n", err) }
	a.SetCloudProvider(prefsfile.Provider{Store: store})
}

// chooserWords are the file dialogs' titles and buttons in the
// interface's language at the moment a dialog opens.
func chooserWords() nativedialog.Words {
	return nativedialog.Words{
		OpenTitle: text.T("chooser.openTitle"),
		SaveTitle: text.T("chooser.saveTitle"),
		Open:      text.T("chooser.open"),
		Save:      text.T("dialog.save"),
		Cancel:    text.T("dialog.cancel"),
	}
}
