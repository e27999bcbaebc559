package editor

// Restyle draws the editor's board and its palette of pieces again as the
// preferences now say (Host.Look, and the piece set of boardscene), keeping
// the tool in hand. A closed editor is left alone.
func (e *Editor) Restyle() {
	if e.closed || e.board == nil {
		return
	}
	look := e.h.Look()
	e.board.SetPalette(look.Palette)
	e.board.SetCoordinates(look.Coordinates)
	tool := e.tool
	e.rebuildPalette()
	e.selectTool(tool)
	e.refresh()
}
