//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// gameName is the file the test opens and saves. The app opens a game at
// the end of its main line, so the game is unfinished: White is to move
// and has legal moves there.
const gameName = "e2e.pgn"

const gameText = `[Event "End-to-end test"]
[Site "?"]
[Date "????.??.??"]
[Round "1"]
[White "?"]
[Black "?"]
[Result "*"]
[Variant "Wormhole"]

1. d2-d3 e7-e6 *
`

// The test plays moveFrom-moveTo for White (a legal move at the end of the
// game), and the writer must then produce wantMovetext.
const (
	moveFrom     = "e2"
	moveTo       = "e3"
	wantMovetext = "1. d2-d3 e7-e6 2. e2-e3 *"
)

// The board's default colours (the "wood" palette): the test finds the
// board on the screen by them.
var (
	lightSquare = color.RGBA{0xf0, 0xd9, 0xb5, 0xff}
	darkSquare  = color.RGBA{0xb5, 0x88, 0x63, 0xff}
)

// Timeouts for each kind of wait: generous, so that a slow CI machine
// passes, but every wait ends.
const (
	commandTimeout = 20 * time.Second // one xdotool, xdpyinfo, import or replay call
	xvfbTimeout    = 10 * time.Second // an X server to answer
	windowTimeout  = 20 * time.Second // the window to map and draw the board
	changeTimeout  = 10 * time.Second // the app to react to a gesture or a key
	stopTimeout    = 5 * time.Second  // a process to exit after SIGTERM
)

// TestDragAndSave opens a game in the real binary, drags a White pawn from
// moveFrom to moveTo, saves with Ctrl+S, and checks the saved file.
func TestDragAndSave(t *testing.T) {
	s := newSession(t)
	app, win := s.launch("app")
	geom := s.x.windowGeometry(t, win)
	t.Logf("window %s at %v", win, geom)

	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))
	t.Logf("board at %v, squares of %.2f px", b.origin, b.side)

	s.x.drag(t, b.centre(moveFrom), b.centre(moveTo))
	s.x.waitTitle(t, app, win, dirtyTitle, "the drag from "+moveFrom+" to "+moveTo+" did not play a move")

	s.saveAndCheck(app, win)

	if err := s.x.screenshot(filepath.Join(s.work, "final.png")); err != nil {
		t.Errorf("final screenshot: %v", err)
	}
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}

// The window's title while the game is saved and while it has changes.
const (
	cleanTitle = gameName + " — Wormweave"
	dirtyTitle = "*" + cleanTitle
)

// session is one test's set-up: the binary, the game file, a home folder
// and an X server of its own.
type session struct {
	t    *testing.T
	work string // the game, screenshots and logs
	bin  string
	game string
	home string
	x    *xserver
}

// newSession writes the test game, checks it with the binary's replay
// command and starts an X server. Everything stops when the test ends.
func newSession(t *testing.T) *session {
	t.Helper()
	importCmd := requireTools(t)
	root := repoRoot(t)
	s := &session{t: t, work: t.TempDir()}
	keepOnFailure(t, s.work)

	s.bin = sharedBinary(t, root)

	s.game = filepath.Join(s.work, gameName)
	if err := os.WriteFile(s.game, []byte(gameText), 0o644); err != nil {
		t.Fatal(err)
	}
	plies, _ := replay(t, s.bin, s.game)
	if plies != 2 {
		t.Fatalf("replay of the test game before the run: %d plies, want 2", plies)
	}

	s.x = startXvfb(t, s.work)
	s.x.importCmd = importCmd
	s.home = newHome(t)
	return s
}

// launch starts the app on the game file, logging to name.log, and waits
// for its window to show the opened game, saved.
func (s *session) launch(name string) (app *proc, win string) {
	t := s.t
	t.Helper()
	app = startApp(t, s.bin, s.x.display, s.home, s.game, filepath.Join(s.work, name+".log"))
	t.Cleanup(func() {
		// Runs before the app and the X server stop: show the failure,
		// unless the test killed this app on purpose.
		if t.Failed() && !app.killed {
			if err := s.x.screenshot(filepath.Join(s.work, name+"-failure.png")); err != nil {
				t.Logf("no failure screenshot: %v", err)
			}
		}
	})
	win = s.x.findWindow(t, app)
	// The app may read the file in the background: wait for its name.
	s.x.waitTitle(t, app, win, cleanTitle, "the game file did not open")
	return app, win
}

// saveAndCheck presses Ctrl+S and checks that the game file on disk now
// holds the test game followed by the test move, and that the title no
// longer shows unsaved changes.
func (s *session) saveAndCheck(app *proc, win string) {
	t := s.t
	t.Helper()
	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+s")
	saved := waitFileChange(t, app, s.game, []byte(gameText))
	if !strings.Contains(string(saved), wantMovetext) {
		t.Fatalf("saved file lacks %q:\n%s", wantMovetext, saved)
	}
	if !strings.HasPrefix(string(saved), gameText[:strings.Index(gameText, "\n\n")]) {
		t.Errorf("saved file changed the tags:\n%s", saved)
	}
	plies, fen := replay(t, s.bin, s.game)
	if plies != 3 {
		t.Errorf("replay of the saved file: %d plies, want 3", plies)
	}
	if !strings.Contains(fen, " b ") {
		t.Errorf("replay of the saved file ends at %q, want Black to move", fen)
	}
	s.x.waitTitle(t, app, win, cleanTitle, "the title still shows unsaved changes after Ctrl+S")
}

// requireTools fails the test early, with the missing tool named, rather
// than late with an obscure exec error. It returns ImageMagick's import.
func requireTools(t *testing.T) string {
	t.Helper()
	for _, tool := range []string{"go", "Xvfb", "xdpyinfo", "xdotool"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not found: scripts/install-deps.sh installs what the end-to-end test needs", tool)
		}
	}
	// Prefer ImageMagick's own import: another program of that name may
	// come first on PATH.
	if _, err := os.Stat("/usr/bin/import"); err == nil {
		return "/usr/bin/import"
	}
	p, err := exec.LookPath("import")
	if err != nil {
		t.Fatal("ImageMagick's import not found: scripts/install-deps.sh installs what the end-to-end test needs")
	}
	return p
}

// repoRoot returns the module's root: go test runs a test in its package's
// folder.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("no go.mod in %s: run the test from the e2e package", root)
	}
	return root
}

// keepOnFailure copies the screenshots and the app's log of a failed run
// (or of any run, with WORMWEAVE_E2E_KEEP=1 in the environment) out of the
// test's temporary folder, which is removed, and names the copy.
func keepOnFailure(t *testing.T, work string) {
	t.Cleanup(func() {
		if !t.Failed() && os.Getenv("WORMWEAVE_E2E_KEEP") != "1" {
			return
		}
		keep, err := os.MkdirTemp("", "wormweave-e2e-")
		if err != nil {
			t.Logf("cannot keep the screenshots: %v", err)
			return
		}
		for _, pattern := range []string{"*.png", "*.log", gameName} {
			names, _ := filepath.Glob(filepath.Join(work, pattern))
			for _, name := range names {
				if data, err := os.ReadFile(name); err == nil {
					_ = os.WriteFile(filepath.Join(keep, filepath.Base(name)), data, 0o644)
				}
			}
		}
		t.Logf("screenshots, app log and game file kept in %s", keep)
		if t.Failed() {
			t.Logf("app log:\n%s", readLog(work))
		}
	})
}

// readLog returns the logs of the app's runs in the test, each headed by
// its name.
func readLog(work string) string {
	names, _ := filepath.Glob(filepath.Join(work, "*.log"))
	var b strings.Builder
	for _, name := range names {
		base := filepath.Base(name)
		if strings.HasPrefix(base, "xvfb") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			data = []byte(err.Error())
		}
		fmt.Fprintf(&b, "--- %s\n%s", base, data)
	}
	if b.Len() == 0 {
		return "no app log"
	}
	return b.String()
}

// The binary is built once for all the tests, into a folder TestMain
// removes.
var binary struct {
	once sync.Once
	dir  string
	path string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binary.dir != "" {
		os.RemoveAll(binary.dir)
	}
	os.Exit(code)
}

// sharedBinary builds the binary for the first test that needs it and
// returns it to every test; a failed build fails each of them.
func sharedBinary(t *testing.T, root string) string {
	t.Helper()
	binary.once.Do(func() {
		binary.dir, binary.err = os.MkdirTemp("", "wormweave-e2e-bin-")
		if binary.err == nil {
			binary.path, binary.err = buildBinary(t, root, binary.dir)
		}
	})
	if binary.err != nil {
		t.Fatal(binary.err)
	}
	return binary.path
}

// buildBinary builds the app as CI would. A cold build compiles Fyne's cgo
// (several minutes); a warm one takes seconds.
func buildBinary(t *testing.T, root, dir string) (string, error) {
	t.Helper()
	timeout := 15 * time.Minute
	if d, ok := t.Deadline(); ok {
		timeout = time.Until(d) - time.Minute
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	bin := filepath.Join(dir, "wormweave")
	start := time.Now()
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, ".")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	t.Logf("built the binary in %v", time.Since(start).Round(100*time.Millisecond))
	return bin, nil
}

// replay runs the binary's replay command on a one-game file and returns
// the plies of its main line and the FEN it ends at.
func replay(t *testing.T, bin, file string) (plies int, fen string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), commandTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "replay", file)
	cmd.Env = append(os.Environ(), "LANG=C.UTF-8")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("wormweave replay %s: %v\nstdout: %s\nstderr: %s", file, err, stdout.Bytes(), stderr.Bytes())
	}
	// One line: FILE#1 VARIANT PLIES RESULT FEN.
	line := strings.TrimSpace(stdout.String())
	rest, ok := strings.CutPrefix(line, file+"#1 ")
	f := strings.SplitN(rest, " ", 4)
	if !ok || strings.Contains(line, "\n") || len(f) != 4 {
		t.Fatalf("wormweave replay %s: want one line for one game, got %q", file, line)
	}
	if f[0] != "Wormhole" {
		t.Fatalf("wormweave replay %s: variant %q, want Wormhole", file, f[0])
	}
	n, err := strconv.Atoi(f[1])
	if err != nil {
		t.Fatalf("wormweave replay %s: ply count %q: %v", file, f[1], err)
	}
	return n, f[3]
}

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

// xserver is the test's own X server and the commands that talk to it.
type xserver struct {
	display   string
	importCmd string
}

// startXvfb starts Xvfb on the first free display from :91 to :99.
func startXvfb(t *testing.T, work string) *xserver {
	t.Helper()
	for n := 91; n <= 99; n++ {
		// A lock file or socket means another server has the display; its
		// xdpyinfo answer would fool the wait below.
		if exists(fmt.Sprintf("/tmp/.X%d-lock", n)) || exists(fmt.Sprintf("/tmp/.X11-unix/X%d", n)) {
			continue
		}
		display := fmt.Sprintf(":%d", n)
		logf, err := os.Create(filepath.Join(work, fmt.Sprintf("xvfb%d.log", n)))
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("Xvfb", display, "-screen", "0", "1280x900x24", "-nolisten", "tcp")
		cmd.Stdout, cmd.Stderr = logf, logf
		p := startProc(t, "Xvfb "+display, cmd)
		logf.Close()
		if waitXvfb(p, display) {
			t.Cleanup(func() { p.stop(t) })
			t.Logf("Xvfb on %s", display)
			return &xserver{display: display}
		}
		p.stop(t) // lost a race for the display, or too slow: try the next
	}
	t.Fatal("no free X display from :91 to :99, or Xvfb would not start (see xvfb*.log)")
	return nil
}

// waitXvfb waits until the server answers, or exits, or the time is up.
func waitXvfb(p *proc, display string) bool {
	deadline := time.Now().Add(xvfbTimeout)
	for time.Now().Before(deadline) {
		if p.exited() {
			return false
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		err := exec.CommandContext(ctx, "xdpyinfo", "-display", display).Run()
		cancel()
		if err == nil {
			// Still ours: a server that lost the display exits at once.
			time.Sleep(100 * time.Millisecond)
			return !p.exited()
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// newHome makes an empty home folder, so that the app starts with default
// preferences. It is removed after the app has stopped: a running app's
// preference watcher could recreate it.
func newHome(t *testing.T) string {
	t.Helper()
	home, err := os.MkdirTemp("", "wormweave-e2e-home-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(home) })
	return home
}

// environ returns the environment with the display, home and locale
// variables replaced.
func environ(display, home string) []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch {
		case name == "DISPLAY", name == "WAYLAND_DISPLAY", name == "XAUTHORITY",
			name == "HOME", strings.HasPrefix(name, "XDG_"),
			name == "LANG", name == "LANGUAGE", strings.HasPrefix(name, "LC_"):
			continue
		}
		env = append(env, kv)
	}
	env = append(env, "DISPLAY="+display, "LANG=C.UTF-8")
	if home != "" {
		env = append(env, "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	}
	return env
}

// startApp starts the binary on the game file.
func startApp(t *testing.T, bin, display, home, game, logName string) *proc {
	t.Helper()
	logf, err := os.Create(logName)
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	cmd := exec.Command(bin, game)
	cmd.Dir = home
	cmd.Env = environ(display, home)
	cmd.Stdout, cmd.Stderr = logf, logf
	p := startProc(t, "wormweave", cmd)
	t.Cleanup(func() { p.stop(t) })
	return p
}

// output runs a command against the X server, with a timeout.
func (x *xserver) output(name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), commandTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = environ(x.display, "")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		err = fmt.Errorf("timed out after %v", commandTimeout)
	}
	if err != nil {
		return "", fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return stdout.String(), nil
}

func (x *xserver) run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := x.output(name, args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// findWindow waits until the app's window is visible and returns its id.
// The native dialogs' toolkit makes a hidden helper window with the same
// name, hence --onlyvisible.
func (x *xserver) findWindow(t *testing.T, app *proc) string {
	t.Helper()
	deadline := time.Now().Add(windowTimeout)
	for {
		ids, err := x.searchWindows()
		if len(ids) == 1 {
			return ids[0]
		}
		if app.exited() {
			t.Fatal("the app exited before showing its window")
		}
		if time.Now().After(deadline) {
			if err != nil {
				t.Fatalf("no visible Wormweave window within %v: %v", windowTimeout, err)
			}
			t.Fatalf("want one visible Wormweave window within %v, found %q", windowTimeout, ids)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// searchWindows returns the ids of the visible Wormweave windows. xdotool
// exits with 1 and says nothing when it finds none; it also fails, with
// an X error, when a window goes while it searches, as a starting or a
// killed app's windows do: that is an error, not "none".
func (x *xserver) searchWindows() ([]string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), commandTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "xdotool", "search", "--onlyvisible", "--name", "Wormweave")
	cmd.Env = environ(x.display, "")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	ids := strings.Fields(stdout.String())
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return nil, fmt.Errorf("xdotool search timed out after %v", commandTimeout)
	case err == nil:
		return ids, nil
	case errors.As(err, &exit) && exit.ExitCode() == 1 && len(ids) == 0 && stderr.Len() == 0:
		return nil, nil
	default:
		return nil, fmt.Errorf("xdotool search: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
}

func (x *xserver) windowName(t *testing.T, win string) string {
	t.Helper()
	return strings.TrimSpace(x.run(t, "xdotool", "getwindowname", win))
}

// waitTitle waits until the window's title is want, which is how the app
// shows whether the game has unsaved changes.
func (x *xserver) waitTitle(t *testing.T, app *proc, win, want, why string) {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		if app.exited() {
			t.Fatalf("%s: the app exited", why)
		}
		title := x.windowName(t, win)
		if title == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: window title %q, want %q", why, title, want)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// windowGeometry returns the window's place on the screen.
func (x *xserver) windowGeometry(t *testing.T, win string) image.Rectangle {
	t.Helper()
	out := x.run(t, "xdotool", "getwindowgeometry", "--shell", win)
	v := map[string]int{}
	for _, line := range strings.Fields(out) {
		name, val, ok := strings.Cut(line, "=")
		if n, err := strconv.Atoi(val); ok && err == nil {
			v[name] = n
		}
	}
	r := image.Rect(v["X"], v["Y"], v["X"]+v["WIDTH"], v["Y"]+v["HEIGHT"])
	if r.Dx() < 100 || r.Dy() < 100 {
		t.Fatalf("window geometry %v from %q is too small", r, out)
	}
	return r
}

// screenshot saves the whole screen as a PNG.
func (x *xserver) screenshot(name string) error {
	_, err := x.output(x.importCmd, "-window", "root", name)
	return err
}

// board is where the board lies on the screen.
type board struct {
	origin image.Point // top-left corner of the top-left square
	side   float64     // a square's side: the app's layout makes it fractional
}

// centre returns the screen position of a square's centre, such as "e2",
// with White at the bottom.
func (b board) centre(square string) image.Point {
	col := int(square[0] - 'a')
	row := 7 - int(square[1]-'1')
	return image.Pt(
		b.origin.X+int(math.Round((float64(col)+0.5)*b.side)),
		b.origin.Y+int(math.Round((float64(row)+0.5)*b.side)))
}

// findBoard takes screenshots until the board shows, and finds it from its
// square colours rather than from the window's layout, which changes with
// the theme, the fonts and the split.
func (x *xserver) findBoard(t *testing.T, app *proc, win image.Rectangle, shot string) board {
	t.Helper()
	return waitOnScreen(t, x, app, shot, "its board", func(img image.Image) (board, error) {
		return locateBoard(img, win)
	})
}

// waitOnScreen takes screenshots until locate finds what it looks for in
// one, and fails the test if the app exits or the time runs out first.
func waitOnScreen[T any](t *testing.T, x *xserver, app *proc, shot, what string, locate func(image.Image) (T, error)) T {
	t.Helper()
	deadline := time.Now().Add(windowTimeout)
	var why error
	for {
		if err := x.screenshot(shot); err != nil {
			t.Fatal(err)
		}
		img, err := readPNG(shot)
		if err != nil {
			t.Fatal(err)
		}
		found, err := locate(img)
		if err == nil {
			return found
		}
		why = err
		if app.exited() {
			t.Fatalf("the app exited before showing %s", what)
		}
		if time.Now().After(deadline) {
			break
		}
		time.Sleep(300 * time.Millisecond)
	}
	var zero T
	t.Fatalf("%s not found on the screen (see %s): %v", what, filepath.Base(shot), why)
	return zero
}

func readPNG(name string) (image.Image, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

// locateBoard finds the board in a screenshot: the bounding box of the
// pixels of the two square colours inside the window. It then checks that
// the box is square, on the left of the window, that the empty middle
// ranks alternate as a board's squares do, and that White is at the bottom.
func locateBoard(img image.Image, win image.Rectangle) (board, error) {
	area := win.Intersect(img.Bounds())
	box := image.Rectangle{}
	found := false
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			c := img.At(x, y)
			if near(c, lightSquare) || near(c, darkSquare) {
				px := image.Rect(x, y, x+1, y+1)
				if !found {
					box, found = px, true
				} else {
					box = box.Union(px)
				}
			}
		}
	}
	if !found {
		return board{}, errors.New("no pixel of the square colours")
	}
	w, h := box.Dx(), box.Dy()
	if w < 8*16 || h < 8*16 || abs(w-h) > 2 {
		return board{}, fmt.Errorf("the square colours span %v, not a board", box)
	}
	if box.Min.X+w/2 > win.Min.X+win.Dx()/2 {
		return board{}, fmt.Errorf("the board at %v is not on the window's left", box)
	}
	b := board{origin: box.Min, side: float64(w+h) / 16}
	// Ranks 4 and 5 are empty in the test game: each square shows its colour
	// at its centre, light where file+rank is odd (h1 is light).
	for _, rank := range "45" {
		for file := 'a'; file <= 'h'; file++ {
			sq := string(file) + string(rank)
			p := b.centre(sq)
			want, name := darkSquare, "dark"
			if (file-'a'+rank-'1')%2 == 1 {
				want, name = lightSquare, "light"
			}
			if !near(img.At(p.X, p.Y), want) {
				return board{}, fmt.Errorf("%s at %v is %v, want %s: the grid from %v is off", sq, p, img.At(p.X, p.Y), name, box)
			}
		}
	}
	// White's pieces are white, Black's black: the two bottom ranks hold
	// far more near-white pixels than the two top ones unless the board is
	// flipped.
	top := whitePixels(img, image.Rect(box.Min.X, box.Min.Y, box.Max.X, box.Min.Y+int(2*b.side)))
	bottom := whitePixels(img, image.Rect(box.Min.X, box.Max.Y-int(2*b.side), box.Max.X, box.Max.Y))
	if bottom < 2*top || bottom == 0 {
		return board{}, fmt.Errorf("White does not seem to be at the bottom (%d white pixels at the bottom, %d at the top)", bottom, top)
	}
	return b, nil
}

func whitePixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if cr>>8 >= 0xf8 && cg>>8 >= 0xf8 && cb>>8 >= 0xf8 {
				n++
			}
		}
	}
	return n
}

// near reports whether c is want within a little rounding.
func near(c color.Color, want color.RGBA) bool {
	r, g, b, _ := c.RGBA()
	return abs(int(r>>8)-int(want.R)) <= 2 && abs(int(g>>8)-int(want.G)) <= 2 && abs(int(b>>8)-int(want.B)) <= 2
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// drag moves a piece the way a hand does: press, move in steps with the
// button held (the driver starts a drag after a couple of pixels), release.
func (x *xserver) drag(t *testing.T, from, to image.Point) {
	t.Helper()
	args := []string{"mousemove", pt(from.X), pt(from.Y), "sleep", "0.1", "mousedown", "1", "sleep", "0.1"}
	for _, f := range []float64{0.05, 0.25, 0.5, 0.75, 0.95} {
		p := image.Pt(from.X+int(f*float64(to.X-from.X)), from.Y+int(f*float64(to.Y-from.Y)))
		args = append(args, "mousemove", pt(p.X), pt(p.Y), "sleep", "0.05")
	}
	args = append(args, "mousemove", pt(to.X), pt(to.Y), "sleep", "0.1", "mouseup", "1")
	x.run(t, "xdotool", args...)
}

func pt(n int) string { return strconv.Itoa(n) }

// waitFileChange waits until the file's content differs from old and
// returns it. The app saves by renaming a new file over the old one, so a
// changed file is a complete one.
func waitFileChange(t *testing.T, app *proc, name string, old []byte) []byte {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		data, err := os.ReadFile(name)
		if err == nil && !bytes.Equal(data, old) {
			return data
		}
		if app.exited() || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if app.exited() {
		t.Fatal("the app exited after Ctrl+S")
	}
	t.Fatalf("Ctrl+S did not change %s within %v", filepath.Base(name), changeTimeout)
	return nil
}
