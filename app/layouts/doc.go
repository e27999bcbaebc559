// Package layouts holds the small Fyne layouts that keep the window still:
// rows and slots whose size does not follow the text they hold, so that a
// changing message or evaluation never moves the board or the split. It
// knows nothing of the game or of the window; any package of the interface
// may import it.
package layouts
