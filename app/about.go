package app

import (
	"runtime/debug"
	"sort"
	"strings"
	"wormweave/app/text"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// moduleLicences names the licence of every module linked into the
// program on Linux and Windows, as each module's LICENSE (or COPYING) file
// states it.
// Tests check that the direct dependencies of go.mod and every module
// linked into the tests are listed, so that a new dependency is not
// shipped before its licence has been read.
var moduleLicences = map[string]string{
	"fyne.io/fyne/v2":                  "BSD-3-Clause",
	"fyne.io/systray":                  "Apache-2.0",
	"github.com/BurntSushi/toml":       "MIT",
	"github.com/TheTitanrain/w32":      "BSD-3-Clause",
	"github.com/davecgh/go-spew":       "ISC",
	"github.com/dustin/go-humanize":    "MIT",
	"github.com/fredbi/uri":            "MIT",
	"github.com/fsnotify/fsnotify":     "BSD-3-Clause",
	"github.com/fyne-io/image":         "BSD-3-Clause",
	"github.com/fyne-io/oksvg":         "BSD-3-Clause",
	"github.com/go-gl/gl":              "MIT",
	"github.com/go-gl/glfw/v3.3/glfw":  "BSD-3-Clause",
	"github.com/go-text/render":        "Unlicense OR BSD-3-Clause",
	"github.com/go-text/typesetting":   "Unlicense OR BSD-3-Clause",
	"github.com/godbus/dbus/v5":        "BSD-2-Clause",
	"github.com/google/uuid":           "BSD-3-Clause",
	"github.com/jeandeaual/go-locale":  "MIT",
	"github.com/jsummers/gobmp":        "MIT",
	"github.com/mattn/go-isatty":       "MIT",
	"github.com/ncruces/go-strftime":   "MIT",
	"github.com/nfnt/resize":           "ISC",
	"github.com/nicksnyder/go-i18n/v2": "MIT",
	"github.com/pmezard/go-difflib":    "BSD-3-Clause",
	"github.com/remyoudompheng/bigfft": "BSD-3-Clause",
	"github.com/rymdport/portal":       "Apache-2.0",
	"github.com/sqweek/dialog":         "ISC",
	"github.com/srwiley/oksvg":         "BSD-3-Clause",
	"github.com/srwiley/rasterx":       "BSD-3-Clause",
	"github.com/stretchr/testify":      "MIT",
	"github.com/yuin/goldmark":         "MIT",
	"golang.design/x/clipboard":        "MIT",
	"golang.org/x/image":               "BSD-3-Clause",
	"golang.org/x/net":                 "BSD-3-Clause",
	"golang.org/x/sys":                 "BSD-3-Clause",
	"golang.org/x/text":                "BSD-3-Clause",
	"gopkg.in/yaml.v3":                 "MIT AND Apache-2.0",
	"modernc.org/libc":                 "BSD-3-Clause",
	"modernc.org/mathutil":             "BSD-3-Clause",
	"modernc.org/memory":               "BSD-3-Clause",
	"modernc.org/sqlite":               "BSD-3-Clause",
}

// library is one module linked into the program.
type library struct{ path, version, licence string }

// linkedLibraries lists the modules in the running program, from the build
// information Go records in every binary, with their licences.
func linkedLibraries() []library {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return nil
	}
	return librariesOf(info)
}

// librariesOf lists the modules of a program's build information.
func librariesOf(info *debug.BuildInfo) []library {
	var out []library
	for _, m := range info.Deps {
		if m.Replace != nil {
			m = m.Replace
		}
		lic, ok := moduleLicences[m.Path]
		if !ok {
			lic = text.T("about.licenceUnknown")
		}
		out = append(out, library{m.Path, m.Version, lic})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out
}

// aboutText is the About box's heading: the program, its version, its
// licence and the notice of the rules texts it translates.
func aboutText(meta fyne.AppMetadata) string {
	version := meta.Version
	if version == "" {
		version = "?"
	}
	return strings.Join([]string{
		text.TF("about.version", map[string]any{"Version": version, "Build": meta.Build}),
		text.T("about.description"),
		text.T("about.licence"),
		text.T("about.rulesNotice"),
		text.T("about.libraries"),
	}, "\n\n")
}

// showAbout shows the version, the licence and the libraries used.
func (w *Window) showAbout() {
	libs := linkedLibraries()
	head := widget.NewLabel(aboutText(w.app.Metadata()))
	head.Wrapping = fyne.TextWrapWord
	list := widget.NewList(
		func() int { return len(libs) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			l := libs[i]
			o.(*widget.Label).SetText(l.path + " " + l.version + " — " + l.licence)
		},
	)
	body := container.NewBorder(head, nil, nil, nil, list)
	dlg := dialog.NewCustom(text.T("about.title"), text.T("dialog.close"), container.NewGridWrap(fyne.NewSize(640, 460), body), w.win)
	dlg.Show()
	w.withKeys(dlg.Hide, dlg.Hide)
}
