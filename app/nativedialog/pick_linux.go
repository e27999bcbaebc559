//go:build linux

package nativedialog

/*
#cgo pkg-config: gtk+-3.0
#include <gtk/gtk.h>
#include <stdlib.h>

static GtkWidget* wwFileDialog(const char *title, GtkFileChooserAction action, const char *cancel, const char *accept) {
	return gtk_file_chooser_dialog_new(title, NULL, action, cancel, GTK_RESPONSE_CANCEL, accept, GTK_RESPONSE_ACCEPT, NULL);
}
*/
import "C"

import (
	"errors"
	"runtime"
	"unsafe"

	"github.com/sqweek/dialog"
)

// pick shows GTK's file chooser. sqweek/dialog, which starts GTK as the
// program starts, titles its file dialogs "Open File" and "Save File"
// whatever it is given, and labels their buttons in English: on Linux the
// dialog is built here instead, with the interface's words. A word left
// empty is GTK's or sqweek's own.
func pick(r request) (string, error) {
	// A GTK dialog runs its loop on the calling thread, to its end.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if C.gtk_init_check(nil, nil) != C.TRUE {
		panic(errors.New("gtk initialisation failed; presumably no X server is available"))
	}
	title, accept, action := "Open File", "Open", C.GtkFileChooserAction(C.GTK_FILE_CHOOSER_ACTION_OPEN)
	if r.save {
		title, accept, action = "Save File", "Save", C.GTK_FILE_CHOOSER_ACTION_SAVE
	}
	cancel := "Cancel"
	for _, w := range []struct {
		to   *string
		from string
	}{{&title, r.title}, {&accept, r.accept}, {&cancel, r.cancel}} {
		if w.from != "" {
			*w.to = w.from
		}
	}
	var freed []unsafe.Pointer
	cstr := func(s string) *C.char {
		p := C.CString(s)
		freed = append(freed, unsafe.Pointer(p))
		return p
	}
	defer func() {
		for _, p := range freed {
			C.free(p)
		}
	}()
	dlg := C.wwFileDialog(cstr(title), action, cstr(cancel), cstr(accept))
	fc := (*C.GtkFileChooser)(unsafe.Pointer(dlg))
	if r.ext != "" {
		f := C.gtk_file_filter_new()
		C.gtk_file_filter_set_name(f, cstr(r.filterName))
		C.gtk_file_filter_add_pattern(f, cstr("*."+r.ext))
		C.gtk_file_chooser_add_filter(fc, f)
	}
	if r.startDir != "" {
		C.gtk_file_chooser_set_current_folder(fc, cstr(r.startDir))
	}
	if r.startFile != "" {
		C.gtk_file_chooser_set_current_name(fc, cstr(r.startFile))
	}
	C.gtk_file_chooser_set_do_overwrite_confirmation(fc, C.TRUE)
	answer := C.gtk_dialog_run((*C.GtkDialog)(unsafe.Pointer(dlg)))
	path := ""
	if answer == C.GTK_RESPONSE_ACCEPT {
		if name := C.gtk_file_chooser_get_filename(fc); name != nil {
			path = C.GoString(name)
			C.g_free(C.gpointer(name))
		}
	}
	C.gtk_widget_destroy(dlg)
	// Without a GTK main loop of the program's, the dialog leaves the
	// screen only once the pending events are handled.
	for C.gtk_events_pending() != 0 {
		C.gtk_main_iteration()
	}
	if answer != C.GTK_RESPONSE_ACCEPT || path == "" {
		return "", dialog.ErrCancelled
	}
	return path, nil
}
