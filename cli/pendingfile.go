package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// pendingFile is the output file of a long command (annotate -o, match
// -pgn). It is opened before the work starts, so that a path the command
// cannot write is reported at once rather than after minutes of search,
// and it is filled whole at the end: the file at the path keeps its old
// content until the new one is complete, and a command that fails leaves
// it alone.
//
// A path that names a device or a pipe (/dev/stdout, /dev/null) is written
// directly: renaming a file over it would replace the device.
type pendingFile struct {
	path string
	f    *os.File
	// temporary is set when f is a file beside path, renamed to it by
	// commit; mode is then the mode path gets.
	temporary bool
	mode      fs.FileMode
	done      bool
}

// createPending opens the output for path, or says in a short sentence why
// path cannot be written: its folder does not exist, it is a folder, or
// the folder or the file may not be written.
func createPending(path string) (*pendingFile, error) {
	fail := func(format string, args ...any) (*pendingFile, error) {
		return nil, fmt.Errorf("cannot write %s: %s", pathText(path), fmt.Sprintf(format, args...))
	}
	target := path
	if real, err := filepath.EvalSymlinks(path); err == nil {
		target = real // the file a link names is the one to replace
	}
	dir := filepath.Dir(target)
	switch st, err := os.Stat(dir); {
	case errors.Is(err, fs.ErrNotExist):
		return fail("there is no folder %s", dir)
	case err != nil:
		return fail("%v", cause(err))
	case !st.IsDir():
		return fail("%s is not a folder", dir)
	}
	st, err := os.Stat(target)
	switch {
	case err == nil && st.IsDir():
		return fail("it is a folder")
	case err == nil && !st.Mode().IsRegular():
		f, err := os.OpenFile(target, os.O_WRONLY, 0)
		if err == nil {
			// A full device fails an empty write at once.
			_, err = f.Write(nil)
		}
		if err != nil {
			if f != nil {
				f.Close()
			}
			return fail("%v", cause(err))
		}
		return &pendingFile{path: path, f: f}, nil
	case err == nil:
		// Only a check: the file is opened for writing and left as it is.
		f, err := os.OpenFile(target, os.O_WRONLY, 0)
		if err != nil {
			return fail("%v", cause(err))
		}
		f.Close()
	case !errors.Is(err, fs.ErrNotExist):
		return fail("%v", cause(err))
	}
	mode := fs.FileMode(0o644)
	if st != nil {
		mode = st.Mode().Perm()
	}
	f, err := createTemp(dir, "."+filepath.Base(target)+".*.tmp")
	if err != nil {
		return fail("%v", cause(err))
	}
	return &pendingFile{path: target, f: f, temporary: true, mode: mode}, nil
}

// openOutput opens the file a command's flag names for its output, path,
// before the work starts (see createPending); there is none when path is
// empty. When path cannot be written it says why on stderr and reports
// false.
func openOutput(command, flag, path string, stderr io.Writer) (*pendingFile, bool) {
	if path == "" {
		return nil, true
	}
	f, err := createPending(path)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave %s: %s: %v\n", command, flag, err)
		return nil, false
	}
	return f, true
}

// cause is the system's reason in a path error ("permission denied"),
// whose path would name the temporary file rather than the user's.
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Write writes to the pending output.
func (p *pendingFile) Write(b []byte) (int, error) { return p.f.Write(b) }

// commit completes the output: the new content replaces the file at the
// path. After commit, discard does nothing.
func (p *pendingFile) commit() error {
	p.done = true
	if !p.temporary {
		return p.f.Close()
	}
	defer releaseTemp(p.f.Name(), func() error { return os.Remove(p.f.Name()) }) // when the rename fails
	if err := p.f.Chmod(p.mode); err != nil {
		p.f.Close()
		return err
	}
	if err := p.f.Close(); err != nil {
		return err
	}
	if err := releaseTemp(p.f.Name(), func() error { return os.Rename(p.f.Name(), p.path) }); err != nil {
		return fmt.Errorf("cannot write %s: %v", p.path, cause(err))
	}
	return nil
}

// discard drops what was written, leaving the file at the path as it was.
// It does nothing when there is no output file (p is nil).
func (p *pendingFile) discard() {
	if p == nil || p.done {
		return
	}
	p.done = true
	p.f.Close()
	if p.temporary {
		releaseTemp(p.f.Name(), func() error { return os.Remove(p.f.Name()) })
	}
}
