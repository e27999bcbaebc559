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
