package explorer

import (
	"context"

	"wormweave/notation"

	"wormweave/rules"
)

// Library is what the explorer needs of a library of games.
type Library interface {
	// Explore returns the moves played from p in the library's games,
	// most played first.
	Explore(ctx context.Context, p *rules.Position) ([]Move, error)
	// Search returns up to limit games that reach p, by transposition
	// too.
	Search(ctx context.Context, p *rules.Position, limit int) ([]Game, error)
	// ReadGame reads game g alone from its file, from where the library
	// found it: its bytes as they stand in the file. A file gone, or
	// changed since the library read it, is an error.
	ReadGame(ctx context.Context, g Game) (notation.RawGame, error)
	// Games returns how many games the library holds.
	Games() (int, error)
	// Add adds the games of PGN files, reporting its progress; the games
	// it could not read come back as problems (each naming its file and
	// line), the failure that stopped it as err. A cancelled ctx stops it
	// with the games added so far kept.
	Add(ctx context.Context, files []string, progress func(Progress)) (problems []error, err error)
	// Close closes the library.
	Close() error
}

// Move is a move played from a position in the library's games.
type Move struct {
	ID   string // the turn's canonical id (rules.Turn.ID)
	Text string // the turn as the record writes it
	// Games counts the games that played it; WhiteWins, BlackWins and
	// Unfinished how they ended.
	Games, WhiteWins, BlackWins, Unfinished int
}

// Game is a game of the library that reaches a position.
type Game struct {
	File                       string // the PGN file's path
	Number                     int    // the game's number in its file, from 1
	White, Black, Result, Date string
	Ply                        int // the turns played in the game before it reaches the position
}

// Progress is how far an import has gone.
type Progress struct {
	File                  string // the file being read
	FilesDone, FilesTotal int
	Games                 int64 // games added so far
	Bytes, TotalBytes     int64 // bytes read so far, of all the files
}

// BookMove is the built-in book's verdict on a move.
type BookMove struct {
	Turn rules.Turn
	ID   string
	// Games, WhiteWins and BlackWins are the book's games through the
	// move; Eval is the engine's evaluation in centipawns, for the side to
	// move in the position the move is played from; Won and Lost say the
	// move wins or loses by force for that side, whatever Eval says.
	Games, WhiteWins, BlackWins, Eval int
	Won, Lost                         bool
}

// Book gives the built-in book's moves from a position; it is fast
// enough to ask from any goroutine.
type Book func(p *rules.Position) []BookMove
