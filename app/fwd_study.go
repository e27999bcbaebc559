package app

import (
	"os"

	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// The names the package used before the game, its files and its recovery
// storage became the study package, kept while the callers move.

// Document is one game being studied (study.Document).
type Document = study.Document

// NewDocument returns a document for g, with the cursor at its start.
func NewDocument(g *notation.Game) *Document { return study.NewDocument(g) }

func newGameDocument(v rules.Variant, start *rules.Position) *Document {
	return study.NewGameDocument(v, start)
}

func parseAnyFEN(fen string, first rules.Variant) (rules.Variant, *rules.Position, error) {
	return study.ParseAnyFEN(fen, first)
}

// gameFile is a PGN file as read (study.File).
type gameFile = study.File

func readGameFile(path string) (*gameFile, error) { return study.ReadFile(path) }

func indexGames(path, name string, data []byte) (*gameFile, error) {
	return study.IndexGames(path, name, data)
}

func writeFileAtomic(path string, data []byte) error { return study.WriteFileAtomic(path, data) }

type recoveryMeta = study.Meta

const (
	recoveryGame = study.RecoveryGame
	recoveryInfo = study.RecoveryInfo
)

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
