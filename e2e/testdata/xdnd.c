/* xdnd drops a list of URIs on an X window as a file manager does, by the
 * XDND protocol (version 5): it owns the XdndSelection, sends XdndEnter,
 * XdndPosition and, once the target accepts, XdndDrop, answers the
 * target's request for the text/uri-list, and waits for XdndFinished.
 * xdotool cannot do this; the end-to-end test builds this program with
 * gcc and -lX11, which the build of the app needs anyway.
 *
 * usage: xdnd WINDOW X Y URI-LIST
 *   WINDOW is the target's id, X and Y the drop point in root
 *   coordinates, URI-LIST the text dropped (file:///... lines ending in
 *   \r\n). It exits 0 when the target has finished, 1 on refusal or after
 *   ten seconds. */
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>

static Display *dpy;
static Atom aEnter, aPosition, aStatus, aDrop, aFinished, aSelection, aActionCopy, aUriList, aAware;

static void send(Window target, Window source, Atom type, long l1, long l2, long l3, long l4) {
	XEvent ev;
	memset(&ev, 0, sizeof ev);
	ev.xclient.type = ClientMessage;
	ev.xclient.display = dpy;
	ev.xclient.window = target;
	ev.xclient.message_type = type;
	ev.xclient.format = 32;
	ev.xclient.data.l[0] = (long)source;
	ev.xclient.data.l[1] = l1;
	ev.xclient.data.l[2] = l2;
	ev.xclient.data.l[3] = l3;
	ev.xclient.data.l[4] = l4;
	XSendEvent(dpy, target, False, NoEventMask, &ev);
	XFlush(dpy);
}

/* next waits up to the deadline for an event. */
static int next(XEvent *ev, time_t deadline) {
	int fd = ConnectionNumber(dpy);
	while (!XPending(dpy)) {
		if (time(NULL) >= deadline) return 0;
		fd_set set;
		FD_ZERO(&set);
		FD_SET(fd, &set);
		struct timeval tv = {0, 100000};
		select(fd + 1, &set, NULL, NULL, &tv);
	}
	XNextEvent(dpy, ev);
	return 1;
}

int main(int argc, char **argv) {
	if (argc != 5) {
		fprintf(stderr, "usage: xdnd WINDOW X Y URI-LIST\n");
		return 2;
	}
	dpy = XOpenDisplay(NULL);
	if (!dpy) {
		fprintf(stderr, "xdnd: cannot open the display\n");
		return 1;
	}
	Window target = (Window)strtoul(argv[1], NULL, 0);
	int x = atoi(argv[2]), y = atoi(argv[3]);
	const char *uris = argv[4];
	aEnter = XInternAtom(dpy, "XdndEnter", False);
	aPosition = XInternAtom(dpy, "XdndPosition", False);
	aStatus = XInternAtom(dpy, "XdndStatus", False);
	aDrop = XInternAtom(dpy, "XdndDrop", False);
	aFinished = XInternAtom(dpy, "XdndFinished", False);
	aSelection = XInternAtom(dpy, "XdndSelection", False);
	aActionCopy = XInternAtom(dpy, "XdndActionCopy", False);
	aUriList = XInternAtom(dpy, "text/uri-list", False);
	aAware = XInternAtom(dpy, "XdndAware", False);

	/* The target must say it takes drops, and which version. */
	Atom type;
	int format;
	unsigned long n, after;
	unsigned char *data = NULL;
	if (XGetWindowProperty(dpy, target, aAware, 0, 1, False, AnyPropertyType, &type, &format, &n, &after, &data) != Success || n == 0) {
		fprintf(stderr, "xdnd: window 0x%lx is not XdndAware\n", target);
		return 1;
	}
	long version = *(long *)data;
	XFree(data);
	if (version > 5) version = 5;

	Window source = XCreateSimpleWindow(dpy, DefaultRootWindow(dpy), 0, 0, 1, 1, 0, 0, 0);
	XSetSelectionOwner(dpy, aSelection, source, CurrentTime);
	send(target, source, aEnter, version << 24, (long)aUriList, None, None);
	send(target, source, aPosition, 0, ((long)x << 16) | (y & 0xffff), CurrentTime, (long)aActionCopy);

	time_t deadline = time(NULL) + 10;
	int dropped = 0;
	XEvent ev;
	while (next(&ev, deadline)) {
		if (ev.type == ClientMessage && ev.xclient.message_type == aStatus) {
			if (!(ev.xclient.data.l[1] & 1)) {
				fprintf(stderr, "xdnd: the target refuses the drop\n");
				return 1;
			}
			if (!dropped) {
				send(target, source, aDrop, 0, CurrentTime, 0, 0);
				dropped = 1;
			}
		} else if (ev.type == SelectionRequest) {
			XSelectionRequestEvent *req = &ev.xselectionrequest;
			XEvent reply;
			memset(&reply, 0, sizeof reply);
			reply.xselection.type = SelectionNotify;
			reply.xselection.display = dpy;
			reply.xselection.requestor = req->requestor;
			reply.xselection.selection = req->selection;
			reply.xselection.target = req->target;
			reply.xselection.time = req->time;
			reply.xselection.property = None;
			if (req->target == aUriList) {
				Atom prop = req->property != None ? req->property : req->target;
				XChangeProperty(dpy, req->requestor, prop, aUriList, 8, PropModeReplace, (const unsigned char *)uris, strlen(uris));
				reply.xselection.property = prop;
			}
			XSendEvent(dpy, req->requestor, False, NoEventMask, &reply);
			XFlush(dpy);
		} else if (ev.type == ClientMessage && ev.xclient.message_type == aFinished) {
			return 0;
		}
	}
	fprintf(stderr, "xdnd: no %s within ten seconds\n", dropped ? "XdndFinished" : "XdndStatus");
	return 1;
}
