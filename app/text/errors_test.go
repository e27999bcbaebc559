package text_test

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"wormweave/app/internal/uitest"
	"wormweave/app/text"
	"wormweave/library"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

func TestErrorsInTheUsersLanguage(t *testing.T) {
	test.NewTempApp(t)
	uitest.UseLanguage(t, "fr")
	_, fenErr := rules.ParseFEN(rules.Wormhole, "8/8 w")
	_, fileErr := os.Open("/nonexistent/game.pgn")
	p, _ := rules.ParseFEN(rules.Wormhole, "8/8/8/8/8/8/8/8")
	_, recErrs, _ := notation.ReadAll(strings.NewReader("[Variant \"Wormhole\"]\n\n1. e2-e3 e7-e6 2. e3-e1 *\n"), "/dir/game.pgn")
	_, fenErrs, _ := notation.ReadAll(strings.NewReader("[Variant \"Wormhole\"]\n[FEN \"8/8/8/8/8/8/8/8 w 0\"]\n\n*\n"), "/dir/game.pgn")
	// The game's own errors carry their keys, worded here.
	tagErr := study.NewDocument(notation.NewGame(rules.Wormhole, nil)).SetTags([]notation.Tag{{Name: "Result", Value: "2-0"}})
	for _, c := range []struct {
		err  error
		want string
	}{
		{fenErr, "Dans la FEN (échiquier) : 2 rangées séparées par « / », il en faut 8"},
		{fileErr, "/nonexistent/game.pgn : fichier introuvable"},
		{p.Playable(), "Les Blancs ont 0 rois"},
		{recErrs[0], "game.pgn, ligne 3, colonne 19 : coup \"e3-e1\" : illégal (les Blancs ont le trait) ; coups légaux : "},
		{fenErrs[0], "game.pgn, ligne 2, colonne 1 : FEN incorrecte \"8/8/8/8/8/8/8/8 w 0\" : Les Blancs ont 0 rois"},
		{tagErr, "« 2-0 » n’est pas un résultat : utilisez 1-0, 0-1, 1/2-1/2 ou *."},
		{&library.LibraryError{Path: "/d/j.db", Kind: library.ErrBusy}, "Un autre programme utilise la bibliothèque /d/j.db : réessayez"},
		{&library.LibraryError{Path: "/d/j.db", Kind: library.ErrDamaged, Detail: "page 2"}, "La bibliothèque /d/j.db est endommagée (page 2). Reconstruisez-la"},
		{&library.LibraryError{Path: "/d/j.db", Kind: library.ErrReadOnlyLibrary}, "Impossible d’écrire dans la bibliothèque /d/j.db"},
	} {
		if got := text.ErrorText(c.err); !strings.HasPrefix(got, c.want) {
			t.Errorf("%v is shown as %q, want it to start %q", c.err, got, c.want)
		}
	}
}
