package nnue

import (
	"fmt"
	"os"

	"wormweave/rules"
)

// maxNetFile is the size of the largest net file, of MaxHidden units: a
// file past it is refused before it is read (/dev/zero must not fill the
// memory).
var maxNetFile = int64(netSize(rules.Wormhole, MaxHidden))

// ReadNetFile reads the net file name, which must be a net of variant v.
// An error names the file.
func ReadNetFile(name string, v rules.Variant) (*Net, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > maxNetFile {
		return nil, fmt.Errorf("%s: %d bytes, more than the %d of the largest network", name, st.Size(), maxNetFile)
	}
	n, err := ReadNet(f, v)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return n, nil
}

// IsNetFile reports whether data starts as a net file does, for readers
// that take a net or another kind of evaluation file.
func IsNetFile(data []byte) bool {
	return len(data) >= len(netMagic) && string(data[:len(netMagic)]) == string(netMagic[:])
}
