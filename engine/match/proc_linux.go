package match

import "syscall"

// setDeathSignal has Linux kill the engine when the match dies without a
// chance to clean up (killed with SIGKILL).
func setDeathSignal(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
