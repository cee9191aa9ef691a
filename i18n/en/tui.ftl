# The trainer screen (src/tui) and the progress file (src/trainer/progress.rs).
# Screen texts avoid East-Asian-ambiguous characters (curly quotes, dashes, ellipsis, middle
# dot, arrows): CJK terminals draw them two columns wide and the layout would shift.

app-name = janggi-tutor
label-value = { $label }: { $value }
header-stars = Stars: { $stars }

## Screens

screen-home = Home
screen-free = Free board
screen-settings = Settings
screen-rules = Rules reference
screen-faq = Questions
screen-lesson = Lesson
screen-exercise = Exercise

## Terminal

tui-too-small = The terminal is too small ({ $width } x { $height }). Please enlarge it to at least { $min_width } x { $min_height }.
tui-no-terminal = the trainer screen needs an interactive terminal. Run it in a terminal, or use a subcommand (see --help).
tui-terminal-error = the terminal failed: { $error }

## Keys: what they do (the hint bar and the ? help are made from the same table)

key-help-yes = yes
key-help-no = no
key-help-input-ok = confirm
key-help-input-cancel = cancel
key-help-close = close
key-help-submit = check the answer
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

## Dialogs

help-title = Keys
help-close = Esc, ? or Enter closes this help. The mouse works too: click a point or a list entry.
confirm-title = Reset progress
confirm-reset = Forget all stars earned so far? Your settings stay. This cannot be undone.
confirm-yes-no = y: reset    n or Esc: keep everything
notice-title = Please note
notice-continue = Press Enter or Esc to continue.
input-move = Move (e.g. b1c3)
input-fen = FEN

## Progress file

progress-no-data-dir = No user data folder was found, so progress is kept for this session only. Use --progress PATH to keep it.
progress-unreadable = The progress file { $path } cannot be read ({ $error }). It is left untouched and nothing will be saved in this session.
progress-newer = The progress file { $path } was written by a newer version of janggi-tutor (format { $version }). It is left untouched and nothing will be saved in this session.
progress-corrupt = The progress file { $path } is damaged ({ $detail }). It was moved to { $moved }, and a new one is started.
progress-corrupt-kept = The progress file { $path } is damaged ({ $detail }) and could not be moved aside ({ $error }). It is left untouched and nothing will be saved in this session.
progress-save-failed = Progress could not be saved to { $path }: { $error }

## Home

home-title = Lessons
home-no-lessons = (no lessons yet)
home-rules = Rules reference
home-faq = Questions and answers
home-free = Free board
home-settings = Settings
home-rules-desc = The rules of Janggi in short: the board, every piece, the cannon and the soldier, how to complete a move, the illegal moves, how a game ends, and the rule versions used online.
home-faq-desc = Common questions and easily confused judgements, each answered and checked by the rules engine under every rule version.
home-free-desc = Any position, any rule set: select a piece to light up its legal points, try any move and see whether it is legal, and why not.
home-settings-desc = Language, board style, the free board's rule set, and resetting your progress.
home-welcome = Work through the three phases in order. Each exercise is judged by a real rules engine; you earn up to 3 stars, fewer with retries and hints.
home-exercises = Exercises solved: { $solved } of { $count }. Stars: { $stars }
page-exercises = Exercises
home-more = ... Enter opens the lesson.

## Exercises

ex-missing = This exercise does not exist.
ex-step = Step { $step } of { $count }
ex-hint = Hint { $n }:
ex-help-destinations = Mark every legal point: Enter or a click marks and unmarks it, s checks. Marked: { $marked }
ex-help-play = Select a piece and choose a lit point, or type the move with m.
ex-help-choice = Tick every right option (Enter or its number), then check with s.
ex-help-lines = For each cannon line, say whether it opened, closed or stayed the same (Enter changes it), then check with s.
ex-help-pick = Choose an answer: Enter or its number.
ex-view = Board after move { $n } of { $count } (, and . step through the moves).
ex-judge-legal = Legal
ex-judge-illegal = Illegal
ex-judge-because = Illegal: { $reason }
ex-claim-true = True
ex-claim-false = False
ex-line = cannon on { $square }, { $direction }
ex-dir-up = up
ex-dir-down = down
ex-dir-left = left
ex-dir-right = right
ex-dir-palace = palace line
ex-line-unchanged = no change
ex-line-opened = opened
ex-line-closed = closed
ex-right = Right!
ex-wrong = Not right yet.
ex-stars = Stars: { $stars }
ex-next-step = Press n for the next step.
ex-try-again = Change your answer and check again, or press r to start over. t shows a hint.
ex-explanation = Explanation
ex-self-check = Self-check
ex-next = Press n for the next exercise, or r to practise this one again.
ex-choose-move = Choose a move on the board first.
ex-choose-row = Choose an answer first.
ex-no-hints = There are no more hints.
ex-lesson-done = Lesson finished: { $lesson }. Stars: { $stars } of { $max }.
key-help-earlier = earlier position
key-help-later = later position
tui-lesson-problem = Lesson file { $path }:{ $line }:{ $col }: { $message }
tui-lessons-unreadable = The lesson folder { $path } cannot be read ({ $error }). Only the built-in lessons are shown.

## Free board

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
board-legend = Marks: [ ] cursor  ( ) selected  { $lit } legal point  > < capture  * * named by the explanation  ! ! king in check
board-legend-letters = Letters: K king, A advisor, B elephant, N horse, R chariot, C cannon, P soldier; upper case Cho, lower case Han.

## Settings

settings-title = Settings
settings-about = About this setting
settings-language = Language
settings-language-auto = as the system (LANG)
settings-language-desc = The language of the whole program, lesson texts included. It changes at once. "As the system" follows LANG, LC_ALL and LC_MESSAGES.
settings-board = Board
board-style-glyphs = Chinese characters
board-style-letters = letters
settings-board-desc = Pieces as the Chinese characters of a real set (楚 and 漢 for the kings), or as letters for terminals without CJK fonts. Cho pieces are blue, Han pieces red.
settings-free-rules = Free board rules
settings-free-rules-desc = The rule set the free board starts with. The lessons say which rules they use.
settings-reset = Reset progress...
settings-reset-desc = Forget every star earned so far. You will be asked to confirm.
settings-reset-done = Progress reset.
settings-saved-in = Progress and settings are saved in { $path }.
settings-not-saved-file = Nothing is saved in this session (see the warning at start): { $path }.
settings-not-saved = Progress is kept for this session only.
settings-stars = Stars earned: { $stars }

## Rules reference

rules-ref-title = Sections
rules-ref-board-title = Board and setup
rules-ref-board-body =
    - The board has 9 vertical lines (files a to i) and 10 horizontal lines (ranks 1 to 10); pieces stand on the points where they cross. There is no river.
    - Cho sits at the bottom and always moves first; Han sits at the top.
    - Each side has a palace of 3 x 3 points (d1 to f3 for Cho, d8 to f10 for Han) crossed by two diagonals, the palace lines. The king and the advisors never leave their palace.
    - The default layout, back rank from left to right: chariot, horse, elephant, advisor, empty, advisor, elephant, horse, chariot. The king stands in the centre of the palace, the cannons on the third rank in front of the horses, the soldiers on every other point of the fourth rank.
    - In other traditional layouts a side swaps horse and elephant on one or both wings before the game.
rules-ref-pieces-title = Chariot, horse, elephant, advisor, king
rules-ref-pieces-body =
    - Chariot 車: any distance along a rank or file, never jumping; inside a palace also along the palace lines.
    - Horse 馬: one point straight, then one diagonally outward. If the first point is occupied, the horse is blocked there (its leg).
    - Elephant 象: one point straight, then two diagonally outward. Either point on the way blocks it. It may cross the whole board.
    - Advisor 士 and king 楚/漢: one point along a line of their own palace: straight, or diagonally only along a palace line.
    - A piece captures by moving onto an enemy piece with a legal move. Two pieces of one side never share a point. There is no castling and no promotion.
rules-ref-cannon-title = The cannon
rules-ref-cannon-body =
    - The cannon 包 moves along a rank or file (and along a palace line, corner to corner) by jumping exactly one piece, its screen: to move as well as to capture.
    - With no screen on the line it cannot move there at all. Unlike the xiangqi cannon, it never slides along an empty line.
    - The screen may not be a cannon of either side, and a cannon never captures a cannon.
    - So check the kind of the piece between, not only how many pieces there are: a cannon as the only piece between means no move.
rules-ref-soldier-title = The soldier
rules-ref-soldier-body =
    - The soldier 卒/兵 moves one point forward or sideways, sideways from its very first move. It never moves backward.
    - It captures the same way, straight ahead or sideways: there is no diagonal capture, and it never promotes.
    - Under the Fairy-Stockfish rule sets a soldier in the enemy palace may also step diagonally forward along a palace line.
rules-ref-move-title = Completing a move
rules-ref-move-body =
    - First look at the status bar: is it Cho's turn or Han's? Then select one of that side's pieces.
    - All its legal points light up, enemy pieces it can capture included (marked > <).
    - Choose a lit point: that completes the move.
    - If nothing lights up, this piece cannot move now: choose another one.
    - On the free board you may also type a move such as b1c3 (from b1 to c3). A pass is the king's own point twice (e2e2), where the rule set allows it.
    - To play a whole game against the AI, open Play on the home screen (or run janggi-tutor play): choose Cho or Han and a level from 1 to 8.
rules-ref-illegal-title = Illegal moves
rules-ref-illegal-body =
    - Moving the king onto a point that is attacked.
    - Moving a cannon with no screen, over a cannon, or onto a cannon.
    - Moving an elephant through a blocked point, or a horse whose leg is blocked.
    - Moving a soldier backward.
    - Moving one of the opponent's pieces.
    - Leaving your own king in check, or opening a line to it.
    - On the free board every illegal try shows the engine's reason and marks the points it names with * *.
rules-ref-end-title = Winning and drawing
rules-ref-end-body =
    - Checkmate the enemy king to win. A side that has no legal move on its turn loses.
    - Two kings facing each other on a file with nothing between them (bikjang) is legal. Under the basic rules the other side must then break it: move its king away or put a piece between; a capture counts only if it also ends the facing.
    - Under the basic rules 60 moves of each side (120 plies) without a capture make a draw. Players may also agree to a draw.
rules-ref-versions-title = Rule versions
rules-ref-versions-body = The lessons teach the basic rules of the source text. Online play (pychess, Fairy-Stockfish) uses variants that differ mainly in passing, in soldier moves inside the palace and in how bikjang ends a game; they also differ in the no-capture limit, in repetition and perpetual check, and, under the modern rules, in moving one piece back and forth. The FAQ compares passing, bikjang and the no-capture limit under every version.

## FAQ page

faq-page-questions = Questions
faq-page-empty = No questions are available.
faq-page-open = { $count ->
        [one] Enter shows the board of the claim that backs this answer, checked by the engine.
       *[other] Enter shows the boards of the { $count } claims that back this answer, checked by the engine.
    }
faq-page-claim = Claim { $n } of { $count }
faq-page-keys = h/l: other claims. j/k: other rule sets (the board follows). PgUp/PgDn scroll. Esc or q: back to the questions.
