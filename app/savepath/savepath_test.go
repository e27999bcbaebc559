package savepath

import "testing"

func TestExtension(t *testing.T) {
	tests := []struct{ suggested, want string }{
		{"game.pgn", ".pgn"}, {"board.PNG", ".png"}, {"game", ".pgn"}, {"", ".pgn"}, {"dir.d/game", ".pgn"},
	}
	for _, tt := range tests {
		if got := Extension(tt.suggested); got != tt.want {
			t.Errorf("Extension(%q) = %q, want %q", tt.suggested, got, tt.want)
		}
	}
}

func TestWithExtension(t *testing.T) {
	tests := []struct{ path, ext, want string }{
		{"/a/game", ".pgn", "/a/game.pgn"}, {"/a/game.pgn", ".pgn", "/a/game.pgn"}, {"/a/GAME.PGN", ".pgn", "/a/GAME.PGN"}, {"/a/b.png", ".pgn", "/a/b.png.pgn"},
	}
	for _, tt := range tests {
		if got := WithExtension(tt.path, tt.ext); got != tt.want {
			t.Errorf("WithExtension(%q, %q) = %q, want %q", tt.path, tt.ext, got, tt.want)
		}
	}
}
