package main

import (
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"
)

// GLFW prints a line of its own ("PlatformError: X11: Failed to open
// display") when it cannot open the display, before the toolkit fails: so
// the window's command first checks that the X server DISPLAY names
// answers, and says so in one line of its own when it does not.

// xDisplayError returns why the X server of display (a DISPLAY value such
// as ":0", ":1.0", "host:10") cannot be reached, or nil when it can, or
// when display has a form this does not read (the toolkit then tries).
func xDisplayError(display string) error {
	host, rest, ok := strings.Cut(display, ":")
	if !ok || strings.Contains(host, "/") {
		return nil
	}
	number, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(number)
	if err != nil || n < 0 {
		return nil
	}
	var addrs [][2]string
	if host == "" || host == "unix" {
		// The abstract socket first, as Xlib tries it; either will do.
		path := "/tmp/.X11-unix/X" + number
		addrs = [][2]string{{"unix", "@" + path}, {"unix", path}}
	} else {
		addrs = [][2]string{{"tcp", net.JoinHostPort(host, strconv.Itoa(6000+n))}}
	}
	var last error
	for _, a := range addrs {
		c, err := net.DialTimeout(a[0], a[1], 3*time.Second)
		if err == nil {
			c.Close()
			return nil
		}
		last = err
	}
	return fmt.Errorf("no X server answers on %s: %v", display, last)
}
