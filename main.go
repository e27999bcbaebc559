// Command wormweave is a desktop analysis board for the chess variants
// Wormhole and Interweave. With a subcommand it answers on the command line
// instead (wormweave help lists them).
package main

import (
	_ "embed"
	"fmt"
	"os"

	"wormweave/app"
	"wormweave/cli"
)

// fyneAppTOML is the packager's metadata, the one place the version is
// written: a plain go build does not compile it in, so it is embedded here
// for the About box and `wormweave version`.
//
//go:embed FyneApp.toml
var fyneAppTOML []byte

func main() {
	if m, err := app.ParseFyneApp(fyneAppTOML); err == nil {
		cli.Version = versionText(m.Version, m.Build)
	}
	if !cli.OpensWindow(os.Args[1:]) {
		attachConsole()
		cli.StdoutClosedAtStart = stdoutClosedAtStart()
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(runGUI(os.Args[1:]))
}

// versionText is how `wormweave version` gives the version and the build
// of FyneApp.toml, as the About box does.
func versionText(version string, build int) string {
	return fmt.Sprintf("%s (build %d)", version, build)
}
