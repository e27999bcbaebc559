package cli

import (
	"os"
	"syscall"
)

// closedAtStart reports whether f, a standard stream, was closed when the
// program started (`wormweave replay x.pgn >&-`): the Go runtime then
// opens /dev/null in its place, for reading and writing, and every write
// would succeed and be lost. A shell's `>/dev/null` opens it for writing
// only, which is left alone.
func closedAtStart(f *os.File) bool {
	fd := int(f.Fd())
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, uintptr(fd), syscall.F_GETFL, 0)
	if errno != 0 || flags&syscall.O_ACCMODE != syscall.O_RDWR {
		return false
	}
	var st, null syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil || syscall.Stat(os.DevNull, &null) != nil {
		return false
	}
	return st.Mode&syscall.S_IFMT == syscall.S_IFCHR && st.Rdev == null.Rdev
}
