# The board editor screen (src/tui/editor.rs): placing pieces, checking the position, exporting
# it. The lesson skeletons it exports are worded in skeleton.ftl.
# Screen texts: no East-Asian-ambiguous characters (see the note in tui.ftl).

editor-intro = Shift and a piece letter (K A E H R C P) places a piece of the side shown above the palette; s switches sides, x removes. Or click a piece in the palette, then points on the board.
editor-palette = Pieces (placing: { $side })
editor-legal = The rules accept this position.
editor-drill = Only a drill can use this position (relaxed: true in a lesson):
editor-illegal = This position cannot be used, not even as a drill:
editor-placed = { $side } { $piece } placed on { $square }.
editor-removed = { $side } { $piece } removed from { $square }.
editor-nothing-there = There is no piece on { $square }.
editor-no-pen = Choose a piece first: Shift and its letter, or a click in the palette.
editor-side-now = The piece keys now place { $side } pieces.
editor-cleared = The board is empty.
editor-started = The start position.
editor-cannot-export = Only the FEN can be exported until the rules accept the position:
editor-cannot-try = Moves can be tried once the rules accept the position:
editor-exported = { $what }: copied to the clipboard ({ $lines ->
    [one] one line
   *[other] { $lines } lines
}); it is printed when you quit.
editor-export-title = Export
editor-export-fen = FEN
editor-export-diagram = diagram block
editor-export-skeleton = skeleton: { $kind }
