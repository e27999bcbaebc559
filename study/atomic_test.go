package study

import (
	"os"
	"path/filepath"
	"testing"
)

func TestSavedFilePermissions(t *testing.T) {
	dir := t.TempDir()
	// A file made the usual way shows what the umask gives a new file.
	ref := filepath.Join(dir, "ref")
	if err := os.WriteFile(ref, nil, 0o666); err != nil {
		t.Fatal(err)
	}
	usual, _ := os.Stat(ref)
	fresh := filepath.Join(dir, "new.pgn")
	if err := WriteFileAtomic(fresh, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(fresh); st.Mode().Perm() != usual.Mode().Perm() {
		t.Errorf("a new file gets %v, want %v", st.Mode().Perm(), usual.Mode().Perm())
	}
	old := filepath.Join(dir, "old.pgn")
	if err := os.WriteFile(old, nil, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(old, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(old, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(old); st.Mode().Perm() != 0o640 {
		t.Errorf("a replaced file gets %v, want 0640", st.Mode().Perm())
	}
}
