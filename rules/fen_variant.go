package rules

import (
	"errors"
	"strings"
)

// ParsePlayableFENOfEither reads a FEN of a game without being told its
// variant, as ParsePlayableFEN does, and takes the variant the FEN shows:
// an Interweave FEN has up to five fields and its own pieces, a Wormhole
// one three and holes. A FEN that fits both (kings and pawns alone) is
// read in the variant where its game goes on, Wormhole if in both. One
// that fits neither gets the error of the variant it comes nearer to:
// the one whose reading goes further, else Interweave if it has more
// than three fields, else Wormhole.
func ParsePlayableFENOfEither(fen string) (*Position, error) {
	w, werr := ParsePlayableFEN(Wormhole, fen)
	i, ierr := ParsePlayableFEN(Interweave, fen)
	switch {
	case werr == nil && ierr == nil:
		if r, _ := w.Outcome(); r != Ongoing {
			if r, _ := i.Outcome(); r == Ongoing {
				return i, nil
			}
		}
		return w, nil
	case werr == nil:
		return w, nil
	case ierr == nil:
		return i, nil
	}
	_, wForm := ParseFEN(Wormhole, fen)
	_, iForm := ParseFEN(Interweave, fen)
	wFar, iFar := readFar(wForm), readFar(iForm)
	if iFar > wFar || (iFar == wFar && len(strings.Fields(fen)) > 3) {
		return nil, ierr
	}
	return nil, werr
}

// fenFields are the fields of a FEN in the order they are read.
var fenFields = []string{"board", "side to move", "ply count", "en passant", "captured pool"}

// readFar says how far reading a FEN went before err, ParseFEN's error:
// the field it stopped at, past all of them for none, before all of them
// for the whole FEN's (the count of its fields).
func readFar(err error) int {
	if err == nil {
		return len(fenFields)
	}
	var fe *FENError
	if errors.As(err, &fe) {
		for i, f := range fenFields {
			if fe.Field == f {
				return i
			}
		}
	}
	return -1
}
