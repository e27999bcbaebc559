//go:build unix && !linux

package match

import "syscall"

func setDeathSignal(*syscall.SysProcAttr) {}
