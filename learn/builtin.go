package learn

import (
	"embed"
	"fmt"

	"wormweave/rules"
)

//go:embed courses/*.course
var courseFiles embed.FS

// builtinFile is the embedded course file of variant v.
func builtinFile(v rules.Variant) string {
	if v == rules.Interweave {
		return "courses/interweave.course"
	}
	return "courses/wormhole.course"
}

// Builtin returns the built-in course of variant v, read anew.
func Builtin(v rules.Variant) (*Course, error) {
	name := builtinFile(v)
	data, err := courseFiles.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("learn: %v", err)
	}
	return Parse("learn/"+name, data)
}

// Builtins returns the built-in courses, in the order of rules.Variants.
func Builtins() ([]*Course, error) {
	var out []*Course
	for _, v := range rules.Variants {
		c, err := Builtin(v)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}
