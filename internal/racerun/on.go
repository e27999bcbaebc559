//go:build race

package racerun

// Enabled is whether the program was built with the race detector.
const Enabled = true
