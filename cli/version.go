package cli

import (
	"fmt"
	"io"
	"runtime"
)

// Version is the program's version and build, as FyneApp.toml gives them
// ("0.1.0 (build 1)"). The main package sets it before Run: the file is
// the one place the version is written, and only the main package, at the
// repository's root beside it, can embed it.
var Version = "unknown"

// runVersion prints the version, and the system and processor the program
// was built for, as a bug report needs them.
func runVersion(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "wormweave version: takes no arguments, got %q\n", args[0])
		return 2
	}
	fmt.Fprintf(stdout, "wormweave %s %s/%s\n", Version, runtime.GOOS, runtime.GOARCH)
	return 0
}
