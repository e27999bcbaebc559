package library

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"os"
)

// fingerprint is what tells that a file is as it was: size, time, and the
// SHA-256 of its bytes.
type fingerprint struct {
	size  int64
	mtime int64
	hash  string
}

// errFolder and errNotRegular are fingerprintOf's errors for what is not
// a file of games.
var (
	errFolder     = errors.New("is a folder")
	errNotRegular = errors.New("is not a regular file")
)

// fingerprintOf reads a file's fingerprint; cancelling ctx stops the
// reading of a large file.
func fingerprintOf(ctx context.Context, path string) (fingerprint, error) {
	// Look before opening: opening a FIFO waits for a writer, for ever.
	st, err := os.Stat(path)
	if err != nil {
		return fingerprint{}, err
	}
	if st.IsDir() {
		return fingerprint{}, errFolder
	}
	if !st.Mode().IsRegular() {
		// A device or a pipe: its bytes could go on for ever, and could
		// not be read again to open a game.
		return fingerprint{}, errNotRegular
	}
	f, err := os.Open(path)
	if err != nil {
		return fingerprint{}, err
	}
	defer f.Close()
	if st, err = f.Stat(); err != nil {
		return fingerprint{}, err
	}
	if !st.Mode().IsRegular() {
		return fingerprint{}, errNotRegular // replaced since the look
	}
	h := sha256.New()
	buf := make([]byte, 1<<20)
	for {
		if err := ctx.Err(); err != nil {
			return fingerprint{}, err
		}
		n, err := f.Read(buf)
		h.Write(buf[:n])
		if err == io.EOF {
			break
		}
		if err != nil {
			return fingerprint{}, err
		}
	}
	return fingerprint{st.Size(), st.ModTime().UnixNano(), hex.EncodeToString(h.Sum(nil))}, nil
}
