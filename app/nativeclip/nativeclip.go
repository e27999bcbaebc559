// Package nativeclip puts images on the desktop's clipboard, which Fyne's
// own clipboard (text only) cannot do.
package nativeclip

import (
	"errors"
	"sync"

	"golang.design/x/clipboard"
)

// Clipboard puts images on the system clipboard.
type Clipboard struct{}

var (
	initOnce sync.Once
	initErr  error
)

// WritePNG puts a PNG image on the clipboard.
func (Clipboard) WritePNG(png []byte) error {
	initOnce.Do(func() { initErr = clipboard.Init() })
	if initErr != nil {
		return errors.Join(errors.New("the clipboard is not available"), initErr)
	}
	clipboard.Write(clipboard.FmtImage, png)
	return nil
}
