## The board editor (TUI) and lesson skeletons (janggi-tutor new, the editor's export, game --to lesson)

screen-editor = Board editor
home-editor = Board editor
home-editor-desc = Set up any position for a lesson: place and remove pieces of either side, choose the side to move and the rule set, and see at once whether the rules accept the position and why not. Try moves on it, then export it as a FEN, a diagram or a lesson skeleton of any kind (copied to the clipboard where the terminal allows, and printed when you quit).
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
key-group-place = place
key-help-place-king = place a king
key-help-place-advisor = place an advisor
key-help-place-elephant = place an elephant
key-help-place-horse = place a horse
key-help-place-chariot = place a chariot
key-help-place-cannon = place a cannon
key-help-place-soldier = place a soldier
key-help-remove = remove
key-help-pen-side = switch sides
key-help-export = export
key-help-try-moves = try moves
key-help-turn = side to move
key-help-clear = clear the board
key-name-delete = Delete

skeleton-origin-game = Lesson skeleton from a game record (janggi-tutor game FILE --to lesson).
skeleton-origin-new = Lesson skeleton (janggi-tutor new).
skeleton-origin-editor = Lesson skeleton from the board editor.
skeleton-fill-in = Replace every TODO text in each language, then check with: janggi-tutor lint FILE
skeleton-todo-title = the lesson’s title
skeleton-todo-intro = what this lesson teaches
skeleton-todo-game-intro = what this game shows
skeleton-todo-prompt = the question
skeleton-todo-step-prompt = a question about this position
skeleton-todo-self-check = what the learner can now judge
skeleton-todo-explanation = why
skeleton-todo-option-right = a statement that is right (the claim below)
skeleton-todo-option-wrong = a statement that is wrong (the claim below)
skeleton-no-moves = A “{ $kind }” exercise needs a move to ask about, and the side to move has none.
skeleton-no-line-change = A “{ $kind }” exercise needs a move that opens or closes a cannon line, and no move here does.

new-bad-id = “{ $id }” cannot be a lesson id: use lower-case letters and digits, with words joined by “-”.
new-unknown-phase = Unknown phase “{ $name }”; the phases are: { $known }.
new-unknown-kind = Unknown exercise kind “{ $name }”; the kinds are: { $known }.
new-written = Lesson skeleton written to { $path }.
new-cannot-write = Cannot write { $path }: { $error }
