package main

// A C or POSIX locale means English. With a codeset ("C.UTF-8", the
// default of many containers and minimal systems) it reaches Fyne's lang
// package as a language tag "C", which it cannot parse: it says so on
// stderr, three lines each time, from its package initialisation, that is
// before main runs, for commands as for the window. Nothing in Go runs
// earlier, so this C constructor, which runs before the Go runtime starts,
// points the message language at English (LANGUAGE=en, which Fyne then
// reads and C programs ignore under a C locale) and starts the program
// again with it. An explicit LANGUAGE is left alone, and if the program
// cannot be started again it goes on: the messages are only noise.

/*
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// isCodesetCLocale reports whether v is the C or POSIX locale with a
// codeset or modifier ("C.UTF-8", "POSIX@x"): a plain "C" or "POSIX"
// does not trouble Fyne.
static int isCodesetCLocale(const char *v) {
	size_t n = 0;
	if (strncmp(v, "C", 1) == 0) {
		n = 1;
	} else if (strncmp(v, "POSIX", 5) == 0) {
		n = 5;
	} else {
		return 0;
	}
	return v[n] == '.' || v[n] == '@';
}

__attribute__((constructor)) static void wormweaveEnglishForCLocale(int argc, char **argv, char **envp) {
	// The locale of messages is the first of these that is set.
	const char *names[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
	const char *v = NULL;
	for (int i = 0; i < 3 && v == NULL; i++) {
		v = getenv(names[i]);
		if (v != NULL && *v == '\0') {
			v = NULL;
		}
	}
	const char *language = getenv("LANGUAGE");
	if (argv == NULL || v == NULL || !isCodesetCLocale(v) || (language != NULL && *language != '\0')) {
		return;
	}
	if (setenv("LANGUAGE", "en", 1) == 0) {
		execv("/proc/self/exe", argv);
	}
}
*/
import "C"
