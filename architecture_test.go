package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The layers docs/architecture.md draws, checked on every package's
// imports (tests may reach further, to check two pieces agree): nothing imports the shell, no feature
// imports another, a widget imports neither a feature nor another widget,
// and below the interface nothing imports Fyne.
func TestPackagesKeepTheirLayers(t *testing.T) {
	const module = "wormweave"
	features := map[string]bool{}
	for _, f := range []string{"analysis", "enginegame", "reviewdialog", "editor", "gamelist", "rulespage", "preferences", "boardclock", "explorer", "puzzles", "manualpage"} {
		features[module+"/app/"+f] = true
	}
	noFyne := []string{"rules", "notation", "engine", "book", "review", "study", "clock", "library", "puzzle"}
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
			case strings.HasPrefix(pkg, module+"/app/widgets/") && (features[imp] || strings.HasPrefix(imp, module+"/app/widgets/")):
				t.Errorf("the widget %s imports %s", pkg, imp)
			case strings.HasPrefix(imp, "fyne.io/"):
				for _, low := range noFyne {
					if pkg == module+"/"+low || strings.HasPrefix(pkg, module+"/"+low+"/") {
						t.Errorf("%s, below the interface, imports %s", pkg, imp)
					}
				}
			}
		}
	}
	for f := range features {
		if _, ok := imports[f]; !ok {
			t.Errorf("the feature %s is not in the module: the map and this test name it", f)
		}
	}
}

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
