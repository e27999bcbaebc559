package cli

import "io"

// output is a command's stdout that remembers the first write error, so
// that a command whose output is lost (a full disk, a closed pipe) fails
// instead of reporting success. After an error it writes nothing more.
type output struct {
	w   io.Writer
	err error
}

func (o *output) Write(b []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(b)
	if err != nil {
		o.err = err
	}
	return n, err
}

// failed reports whether a write has failed; a command checks it to stop
// early.
func (o *output) failed() bool { return o.err != nil }

// writable reports whether w, a command's stdout, can be written, by
// writing nothing to it: a full device or a descriptor opened only for
// reading fail at once, so that a long command stops before its work
// rather than after it. (A pipe whose reader has gone accepts the empty
// write; the first real one ends the program, as it ends any Unix tool.)
// Run reports the error.
func writable(w io.Writer) bool {
	_, err := w.Write(nil)
	return err == nil
}
