//go:build e2e

package e2e

import (
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// Timeouts for each kind of wait: generous, so that a slow CI machine
// passes, but every wait ends.
const (
	commandTimeout = 20 * time.Second // one xdotool, xdpyinfo, import or replay call
	xvfbTimeout    = 10 * time.Second // an X server to answer
	windowTimeout  = 60 * time.Second // the window to map and draw the board: an app took more than 20 s to start at a load average of 28
	changeTimeout  = 10 * time.Second // the app to react to a gesture or a key
	stopTimeout    = 5 * time.Second  // a process to exit after SIGTERM
)

// proc is a process the test started and stops: in its own process group,
// so that a signal reaches anything it started too.
type proc struct {
	name   string
	cmd    *exec.Cmd
	done   chan struct{} // closed when the process has exited
	killed bool          // by the test, on purpose
}

func startProc(t *testing.T, name string, cmd *exec.Cmd) *proc {
	t.Helper()
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting %s: %v", name, err)
	}
	p := &proc{name: name, cmd: cmd, done: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		close(p.done)
	}()
	return p
}

func (p *proc) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// stop ends the process group politely, then by force.
func (p *proc) stop(t *testing.T) {
	pgid := p.cmd.Process.Pid
	_ = syscall.Kill(-pgid, syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(stopTimeout):
		t.Logf("%s did not stop on SIGTERM; killing it", p.name)
		_ = syscall.Kill(-pgid, syscall.SIGKILL)
		select {
		case <-p.done:
		case <-time.After(stopTimeout):
			t.Errorf("%s (pid %d) would not die", p.name, pgid)
		}
	}
}

// kill ends the process group at once, as a crash or an out-of-memory
// kill would, and waits until the process has gone.
func (p *proc) kill(t *testing.T) {
	t.Helper()
	p.killed = true
	_ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
	select {
	case <-p.done:
	case <-time.After(stopTimeout):
		t.Fatalf("%s (pid %d) would not die", p.name, p.cmd.Process.Pid)
	}
}
