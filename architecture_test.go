package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// belowTheInterface are the layers under the interface, from the bottom, as
// docs/architecture.md draws them: a package imports only from the layers
// under its own. A package not named takes its folder's layer
// (engine/match/mkopenings is engine/match's tool).
var belowTheInterface = [][]string{
	{"rules", "icons", "translations", "docs"},
	{"notation", "clock", "engine/eval"},
	{"engine", "study", "library"},
	{"engine/uci", "engine/tune", "review", "puzzle", "book", "learn"},
	{"engine/match"},
}

// layerOf returns the layer of pkg (a path inside the module) under the
// interface, or -1 if it is not under it.
func layerOf(pkg string) int {
	for p := pkg; p != "." && p != ""; p = path.Dir(p) {
		for i, layer := range belowTheInterface {
			for _, name := range layer {
				if p == name {
					return i
				}
			}
		}
	}
	return -1
}

// The layers docs/architecture.md draws, checked on every package's
// imports (tests may reach further, to check two pieces agree): nothing
// imports the shell, no feature imports another, a widget (boardview is
// one) imports neither a feature nor another widget nor the engine or the
// review, boardview knows nothing of the rules, below the interface
// nothing imports Fyne and a package imports only from the layers under
// its own, and the library imports only the rules and the notation.
func TestPackagesKeepTheirLayers(t *testing.T) {
	const module = "wormweave"
	features := map[string]bool{}
	for _, f := range []string{"analysis", "enginegame", "reviewdialog", "editor", "gamelist", "rulespage", "prefsdialog", "boardclock", "explorer", "puzzles", "moveinput", "drawing", "nags", "gamedetails", "manualpage", "learn"} {
		features[module+"/app/"+f] = true
	}
	noFyne := []string{"rules", "notation", "engine", "book", "review", "study", "clock", "library", "puzzle", "learn"}
	isWidget := func(pkg string) bool {
		return pkg == module+"/boardview" || strings.HasPrefix(pkg, module+"/app/widgets/")
	}
	// What a package below the interface or the board may import from the
	// module, beyond the layers under its own.
	allowed := map[string][]string{
		module + "/library":   {"rules", "notation"},
		module + "/boardview": {"icons"},
	}
	imports := packageImports(t, module)
	if len(imports) < 20 {
		t.Fatalf("read the imports of %d packages, fewer than the module has", len(imports))
	}
	for pkg, imps := range imports {
		for _, imp := range imps {
			switch {
			case imp == module+"/app" && pkg != module:
				t.Errorf("%s imports the shell, %s", pkg, imp)
			case features[pkg] && features[imp] && imp != pkg:
				t.Errorf("the feature %s imports the feature %s", pkg, imp)
			case isWidget(pkg) && (features[imp] || isWidget(imp) && imp != pkg):
				t.Errorf("the widget %s imports %s", pkg, imp)
			case isWidget(pkg) && (underOne(imp, module+"/engine") || underOne(imp, module+"/review")):
				t.Errorf("the widget %s imports %s: what it draws comes from its owner", pkg, imp)
			case allowed[pkg] != nil && strings.HasPrefix(imp, module+"/") && !slices.Contains(allowed[pkg], strings.TrimPrefix(imp, module+"/")):
				t.Errorf("%s imports %s: it may import only %v of the module", pkg, imp, allowed[pkg])
			case strings.HasPrefix(imp, "fyne.io/"):
				for _, low := range noFyne {
					if pkg == module+"/"+low || strings.HasPrefix(pkg, module+"/"+low+"/") {
						t.Errorf("%s, below the interface, imports %s", pkg, imp)
					}
				}
			}
		}
	}
	for pkg, imps := range imports {
		from := layerOf(strings.TrimPrefix(pkg, module+"/"))
		if from < 0 {
			continue
		}
		for _, imp := range imps {
			if !strings.HasPrefix(imp, module+"/") {
				continue
			}
			if to := layerOf(strings.TrimPrefix(imp, module+"/")); to < 0 || to >= from && path.Dir(imp) != pkg && imp != path.Dir(pkg) {
				t.Errorf("%s (layer %d under the interface) imports %s (layer %d)", pkg, from, imp, to)
			}
		}
	}
	for _, layer := range belowTheInterface {
		for _, name := range layer {
			if _, ok := imports[module+"/"+name]; !ok {
				t.Errorf("the package %s is not in the module: the map and this test name it", name)
			}
		}
	}
	for f := range features {
		if _, ok := imports[f]; !ok {
			t.Errorf("the feature %s is not in the module: the map and this test name it", f)
		}
	}
}

// underOne reports whether package pkg is root or one of its packages.
func underOne(pkg, root string) bool { return pkg == root || strings.HasPrefix(pkg, root+"/") }

// packageImports returns the imports of every package of the module in
// this folder, by the package's import path, its tests left out.
func packageImports(t *testing.T, module string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); p != "." && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := path.Join(module, filepath.ToSlash(filepath.Dir(p)))
		for _, s := range f.Imports {
			imp, _ := strconv.Unquote(s.Path.Value)
			out[pkg] = append(out[pkg], imp)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
