package main

// A standard stream closed by the caller (`wormweave replay x.pgn >&-`)
// is reopened by the Go runtime on /dev/null before any Go code runs,
// read-write, so that a write would succeed and be lost; and a caller
// that discards the output (Python's subprocess.DEVNULL) gives a
// read-write /dev/null too. Only before the runtime starts can the two be
// told apart: this C constructor notes which of the three streams were
// closed then, and main hands it to the commands.

/*
#include <errno.h>
#include <fcntl.h>

static int wormweaveClosedStreams[3];

__attribute__((constructor)) static void wormweaveNoteClosedStreams(void) {
	for (int fd = 0; fd < 3; fd++) {
		wormweaveClosedStreams[fd] = fcntl(fd, F_GETFD) == -1 && errno == EBADF;
	}
}

static int wormweaveClosedAtStart(int fd) {
	return wormweaveClosedStreams[fd];
}
*/
import "C"

// stdoutClosedAtStart reports whether the standard output was closed when
// the program started.
func stdoutClosedAtStart() bool { return C.wormweaveClosedAtStart(1) != 0 }
