package nnue

import (
	"bytes"
	"embed"
	"strings"

	"wormweave/rules"
)

// The networks of nets/ are in the program, so that each variant's
// default evaluation (engine.DefaultEval) needs no file, and UCI
// EvalFile <embedded> or a match player's eval=<embedded> can name it
// (docs/nnue.md).
//
//go:embed nets/*.nnue
var embedded embed.FS

// EmbeddedName is the value of EvalFile, and of a match player's eval=,
// that names the network of the variant kept in the program.
const EmbeddedName = "<embedded>"

// Embedded returns the network of variant v kept in the program.
func Embedded(v rules.Variant) (*Net, error) {
	data, err := embedded.ReadFile("nets/" + strings.ToLower(v.String()) + ".nnue")
	if err != nil {
		return nil, err
	}
	return ReadNet(bytes.NewReader(data), v)
}

// Load returns the network that name gives for variant v: the one kept in
// the program for EmbeddedName, else the net file of that name.
func Load(name string, v rules.Variant) (*Net, error) {
	if name == EmbeddedName {
		return Embedded(v)
	}
	return ReadNetFile(name, v)
}
