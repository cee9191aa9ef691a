# The trainer screen's frame (src/tui): the header, screen titles, the terminal, dialogs and input
# prompts, the board's legend. Each screen's own texts are in its file (home, exercise, free, ...).
# Screen texts avoid East-Asian-ambiguous characters (curly quotes, dashes, ellipsis, middle
# dot, arrows): CJK terminals draw them two columns wide and the layout would shift.

app-name = janggi-tutor
label-value = { $label }: { $value }
header-stars = Stars: { $stars }
page-exercises = Exercises

## Screens

screen-home = Home
screen-free = Free board
screen-settings = Settings
screen-rules = Rules reference
screen-faq = Questions
screen-lesson = Lesson
screen-exercise = Exercise
screen-phase = Phase
screen-lesson-end = End of the lesson
screen-mistakes = My mistakes
screen-games = Game records
screen-play = Game
screen-play-setup = New game
screen-play-friend = Game with a friend
screen-play-friend-setup = New game with a friend
screen-closing = Your first real game
screen-editor = Board editor

## Terminal

tui-too-small = The terminal is too small ({ $width } x { $height }). Please enlarge it to at least { $min_width } x { $min_height }.
tui-no-terminal = the trainer screen needs an interactive terminal. Run it in a terminal, or use a subcommand (see --help).
tui-no-terminal-editor = the board editor needs an interactive terminal. Run it in a terminal; its exports can go to a file, as in `janggi-tutor edit > position.txt`.
tui-terminal-error = the terminal failed: { $error }
tui-dumb-terminal = this terminal (TERM=dumb) cannot draw the trainer screen. Use a terminal that supports cursor movement, or a subcommand (see --help).
tui-lesson-problem = Lesson file { $path }:{ $line }:{ $col }: { $message }
tui-lessons-unreadable = The lesson folder { $path } cannot be read ({ $error }). Only the built-in lessons are shown.

## Dialogs

confirm-title = Reset progress
confirm-reset = Forget all stars earned so far? Your settings stay. This cannot be undone.
confirm-yes-no = y: reset    n or Esc: keep everything
notice-title = Please note
notice-continue = Press Enter or Esc to continue.
input-move = Move (e.g. b1c3)
input-fen = FEN
confirm-quit = You left an exercise unsolved. Quit anyway? Your stars are saved; Continue brings you back to it.
confirm-quit-title = Quit
confirm-quit-yes-no = y: quit    n or Esc: stay
input-path = File
input-move-number = Go to move
input-engine = Engine command (empty: built-in AI)
input-player-name = Player name
input-server-address = Server address (ws://HOST:PORT/ws)
input-room-code = Room code

## The board: its legend and styles

board-legend = Marks: [ ] cursor  ( ) selected  { $lit } legal point  > < capture  * * named by the explanation  ! ! king in check
board-legend-letters = Letters: K king, A advisor, B elephant, N horse, R chariot, C cannon, P soldier; upper case Cho, lower case Han.
board-style-glyphs = Chinese characters
board-style-letters = letters
# Join a class (issue 67, branch class)
screen-class-join = Join a class
input-class-code = Class code
