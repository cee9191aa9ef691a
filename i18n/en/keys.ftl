# Keys (src/tui/keys/table.rs: one table makes the hint bar and the ? help): what a key does
# (key-help-*), key groups (key-group-*) and key names (key-name-*).
# Screen texts: no East-Asian-ambiguous characters (see the note in tui.ftl).

## Keys: what they do (the hint bar and the ? help are made from the same table)

key-help-yes = yes
key-help-no = no
key-help-accept = accept
key-help-decline = decline
key-help-input-ok = confirm
key-help-input-cancel = cancel
key-help-close = close
key-help-submit = check
key-help-hint = hint
key-help-type-move = type a move
key-help-pick = choose an option by number
key-help-next = next exercise
key-help-retry = try again
key-help-fen = enter a FEN
key-help-rules = rule set
key-help-undo = take back
key-help-start = start position
key-help-left = left
key-help-down = down
key-help-up = up
key-help-right = right
key-help-page-up = page up
key-help-page-down = page down
key-help-select = select
key-help-cancel = cancel
key-help-next-panel = next panel
key-help-prev-panel = previous panel
key-help-help = keys
key-help-back = back
key-help-quit = quit
key-group-move = move

## Exercises and the course

key-help-earlier = earlier position
key-help-later = later position
key-help-next-step = next step
key-help-prev-step = previous step
key-help-lesson-text = lesson
key-help-show-answer = show answer
key-help-next-lesson = next lesson
key-help-start-game = start the game
key-help-change-value = change the value

## Free board

key-help-free-pass = pass the turn

## Game records

key-help-open-path = open a file by path
key-help-first-move = the start
key-help-last-move = the end
key-help-go-to = go to a move
key-help-run-review = run the review
key-help-next-moment = next moment
key-help-keep-findings = keep for review
key-help-learn-mistakes = learn from mistakes
key-help-learn-next = next
key-help-what-if = what if (free board)
key-help-review-side = whose moves the review looks at (both, Cho, Han)

## Game against the AI

key-help-game-hint = hint
key-help-game-undo = take back
key-help-pass = pass (asks)
key-help-draw = offer a draw
key-help-resign = resign
key-help-new-game = new game
key-help-claim = claim the ending

## Board editor

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
key-help-erratum = report error
key-help-export = export
key-help-try-moves = try moves
key-help-turn = side to move
key-help-clear = clear the board

## Key names

key-name-space = Space
key-name-enter = Enter
key-name-esc = Esc
key-name-tab = Tab
key-name-backtab = Shift-Tab
key-name-backspace = Backspace
key-name-up = Up
key-name-down = Down
key-name-left = Left
key-name-right = Right
key-name-page-up = PgUp
key-name-page-down = PgDn
key-name-ctrl = Ctrl-{ $key }
key-name-delete = Delete

# A room game whose connection is down (issue 66).
key-help-reconnect = connect again
key-help-new-address = new address

# A room game's clock paused by agreement (issue 66).
key-help-pause-clock = pause or resume the clock

# The first-game page's own keys (issue 65).
key-help-change-choices = edit choices
# Issue 65: the better move kept back until asked for
key-help-show-better = show the better move

# issue 65: lesson pointer
key-help-see-lesson = see the lesson
