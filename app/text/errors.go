package text

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"

	"wormweave/library"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// libraryErrorKeys word the library-wide errors of a library of games.
var libraryErrorKeys = map[error]string{
	library.ErrBusy:            "error.libraryBusy",
	library.ErrDamaged:         "error.libraryDamaged",
	library.ErrReadOnlyLibrary: "error.libraryReadOnly",
}

// fenFieldKeys name the fields of a FEN in the translations.
var fenFieldKeys = map[string]string{
	"FEN": "fen.whole", "board": "fen.board", "side to move": "fen.side", "ply count": "fen.plies",
	"en passant": "fen.enPassant", "captured pool": "fen.pool",
}

// ErrorText words an error for the user: where it is (the file, line and
// column of a record, the field of a FEN) in the user's language, and the
// rules' or the reader's detail after it. Problems of a position are
// worded entirely in the user's language.
func ErrorText(err error) string {
	var fe *rules.FENError
	var ne *notation.Error
	var pr rules.Problem
	var pe *fs.PathError
	var se *study.Error
	var le *library.LibraryError
	switch {
	case errors.As(err, &le) && libraryErrorKeys[le.Kind] != "":
		return TF(libraryErrorKeys[le.Kind], map[string]any{"File": le.Path, "Detail": le.Detail})
	case errors.As(err, &ne):
		// First: a record's error may report a FEN's problem, which is
		// worded in its detail.
		return TF("error.record", map[string]any{"File": filepath.Base(ne.File), "Line": ne.Line, "Col": ne.Col, "Detail": RecordDetail(ne)})
	case errors.As(err, &pr):
		return ProblemWords(pr)
	case errors.As(err, &fe):
		field := fe.Field
		if key, ok := fenFieldKeys[fe.Field]; ok {
			field = T(key)
		}
		detail := fe.Msg
		if fe.Key != "" {
			detail = TF(fe.Key, fe.Args)
		}
		return TF("error.fen", map[string]any{"Field": field, "Detail": detail})
	case errors.As(err, &pe):
		detail := pe.Err.Error()
		if errors.Is(err, fs.ErrNotExist) {
			detail = T("error.notExist")
		}
		return TF("error.file", map[string]any{"File": pe.Path, "Detail": detail})
	case errors.As(err, &se):
		// The model's own errors carry their keys.
		return TF(se.Key, se.Args)
	}
	return strings.TrimSpace(err.Error())
}

// RecordDetail words what is wrong in a record, in the user's language:
// its message key with its arguments, the error it reports (a FEN's) as
// ErrorText words it.
func RecordDetail(ne *notation.Error) string {
	if ne.Key == "" {
		return ne.Msg
	}
	args := make(map[string]any, len(ne.Args)+1)
	for k, v := range ne.Args {
		args[k] = v
	}
	if ne.Err != nil {
		args["Detail"] = ErrorText(ne.Err)
	}
	return TF(ne.Key, args)
}
