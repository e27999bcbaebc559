package study

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"time"

	"wormweave/notation"
)

// While a game has unsaved changes, the window writes it every few seconds
// to a recovery file in the application's storage, so that a crash or a
// kill loses at most those seconds; the next start offers it back. Saving
// or discarding the changes removes it. Recovery is that storage: what is
// written, when it need not be written again, and reading it back.

// The files of the recovery storage, in its folder.
const (
	RecoveryGame = "recovery.pgn" // the game, as PGN
	RecoveryInfo = "recovery.json"
)

// Meta says where the recovered game belongs. It is written as JSON
// beside the game.
type Meta struct {
	Path      string    `json:"path"`      // the file it came from or was saved to, or ""
	GameIndex int       `json:"gameIndex"` // its place in that file
	Written   time.Time `json:"written"`
	// Opponent is the game against the engine going on in the game, or
	// nil.
	Opponent *Opponent `json:"opponent,omitempty"`
}

// Opponent is a game against the engine as the recovery file keeps it: a
// game has no clock, so the user's side and the engine's strength are all
// it takes to go on with it. The window checks the values it reads back.
type Opponent struct {
	User  string `json:"user"`            // "white" or "black"
	Level int    `json:"level,omitempty"` // the engine's level, or 0
	// Levels is the number of levels of the ladder Level counts on (21:
	// 0 weakest to 20 full strength); files of earlier versions have
	// none, and their levels went from 1 (weakest) to 8.
	Levels   int `json:"levels,omitempty"`
	MoveTime int `json:"moveTime,omitempty"` // seconds a move at full strength, or 0
}

// Recovery is the recovery storage in the folder Dir, and what it holds:
// the document last written and the edit it was at.
type Recovery struct {
	Dir string

	written  int       // the document's State()+1 written last, or 0
	doc      *Document // the document it belongs to
	opponent *Opponent // the game against the engine written with it
}

// Tick writes d for recovery, with m (stamped with the time), if it has
// changes not yet written, and removes the recovery files once d has no
// unsaved changes. A game against the engine that starts or ends is a
// change.
func (r *Recovery) Tick(d *Document, m Meta) error {
	if !d.Dirty() {
		if r.written != 0 || r.Exists() {
			r.Clear()
		}
		return nil
	}
	stamp := d.State() + 1
	if stamp == r.written && r.doc == d && (m.Opponent == nil) == (r.opponent == nil) {
		return nil
	}
	if err := os.MkdirAll(r.Dir, 0o700); err != nil {
		return err
	}
	m.Written = time.Now()
	meta, _ := json.Marshal(m)
	if err := WriteFileAtomic(filepath.Join(r.Dir, RecoveryGame), notation.AppendGame(nil, d.Game())); err != nil {
		return err
	}
	if err := WriteFileAtomic(filepath.Join(r.Dir, RecoveryInfo), meta); err != nil {
		return err
	}
	r.written, r.doc, r.opponent = stamp, d, m.Opponent
	return nil
}

// Clear removes the recovery files.
func (r *Recovery) Clear() {
	os.Remove(filepath.Join(r.Dir, RecoveryGame))
	os.Remove(filepath.Join(r.Dir, RecoveryInfo))
	r.written, r.doc, r.opponent = 0, nil, nil
}

// Exists reports whether there is a recovery file.
func (r *Recovery) Exists() bool {
	_, err := os.Stat(filepath.Join(r.Dir, RecoveryGame))
	return err == nil
}

// Read reads back the game kept for recovery and where it belongs; ok is
// false when there is none. A recovery file with no game in it is removed.
func (r *Recovery) Read() (g *notation.Game, m Meta, ok bool) {
	data, err := os.ReadFile(filepath.Join(r.Dir, RecoveryGame))
	if err != nil {
		return nil, m, false
	}
	if b, err := os.ReadFile(filepath.Join(r.Dir, RecoveryInfo)); err == nil {
		_ = json.Unmarshal(b, &m)
	}
	games, _, _ := notation.ReadAll(bytes.NewReader(data), RecoveryGame)
	if len(games) == 0 || games[0].Root == nil {
		r.Clear()
		return nil, m, false
	}
	return games[0], m, true
}

// RestoreFile returns the file a recovered game belongs to, as it is now,
// and the game's place in it: nil and 0 if it has none, or if the file can
// no longer be read or no longer holds that game.
func RestoreFile(m Meta) (*File, int) {
	if m.Path == "" {
		return nil, 0
	}
	f, err := ReadFile(m.Path)
	if err != nil || m.GameIndex < 0 || m.GameIndex >= f.Len() {
		return nil, 0
	}
	return f, m.GameIndex
}
