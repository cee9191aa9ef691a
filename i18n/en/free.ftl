# The free board (src/tui/free.rs): any position, any move, and why a move is refused.
# Screen texts: no East-Asian-ambiguous characters (see the note in tui.ftl).

free-intro = The bar below says whose turn it is. Select one of that side's pieces: its legal points light up. Choose a lit point to complete the move. If nothing lights up, that piece cannot move now.
free-lit = The { $piece } on { $square } has { $count ->
        [one] 1 legal point
       *[other] { $count } legal points
    }, now lit. Choose one to complete the move.
free-lit-captures = { $count ->
        [one] One of them is a capture (marked > <).
       *[other] { $count } of them are captures (marked > <).
    }
free-nothing-lit = Nothing lights up: the { $piece } on { $square } cannot move now. Choose another piece.
free-moved = { $side } played { $move }.
free-captured = { $side } played { $move } and captured a { $piece }.
free-passed = { $side } passed.
free-illegal = { $move } is not legal:
free-fen-refused = This FEN cannot be used:
free-fen-loaded = Position set up.
free-fen-drill = It cannot occur in a game, so it is set up as a drill:
free-drill-position = (drill position)
free-rules-now = Rule set: { $rules }.
free-undone = { $move } taken back.
free-nothing-to-undo = There is no move to take back.
free-moves-none = No moves played yet.
free-moves-last = Moves played: { $count } (last: { $move })
free-menu = Commands
free-why-stuck = Why { $move } is refused: { $reason }
