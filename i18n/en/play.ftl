# Playing a game against the AI: the session (src/play: hints, external engines), `janggi-tutor uci`,
# and the play screen (src/tui/play.rs).

play-not-your-turn = It is not your turn: the AI is thinking.
play-game-over = The game is over.
play-end-resigned = { $side } resigned
play-end-draw-agreed = draw agreed
play-draw-accepted = The AI accepts the draw.
play-draw-declined = The AI declines the draw and plays on.
play-bad-saved-field = The saved game cannot be read: “{ $value }” is not a valid { $field }.
play-bad-saved-start = The saved game’s start position cannot be played: { $detail }
play-bad-saved-move = Move { $index } of the saved game ({ $move }) cannot be played: { $reason }
play-match-score = Score: { $wins } won, { $draws } drawn, { $losses } lost ({ $percent } %).

hint-line = { $move }: { $reason }
hint-mate-in = { $moves ->
        [one] mates in one move
       *[other] forces mate in { $moves } moves
    }
hint-only-move-out-of-check = the only move out of check
hint-only-move = the only legal move
hint-wins = wins the { $piece } on { $square }
hint-out-of-check = the best way out of check
hint-answers-bikjang = answers the bikjang
hint-check = gives check: the { $piece } on { $square } attacks the king
hint-saves = saves the attacked { $piece } on { $square }
hint-threatens = the { $piece } on { $from } attacks the { $target } on { $square }
hint-blocks = blocks the attack on the { $piece } on { $square }
hint-protects = protects the { $piece } on { $square }, which was attacked
hint-opens-line = opens the { $line ->
        [file] file
        [rank] rank
       *[palace] palace line
    } of the cannon on { $square }
hint-opens-line-onto = opens the { $line ->
        [file] file
        [rank] rank
       *[palace] palace line
    } of the cannon on { $square }: it now aims at the { $target } on { $target_square }
hint-pass = passing is best here
hint-improves = brings the { $piece } to { $square }: no direct threat, a better point for it

engine-no-command = No engine command was given.
engine-missing = The engine “{ $command }” cannot be started: { $detail }
engine-died = The engine “{ $command }” stopped answering (it exited).
engine-timeout = The engine “{ $command }” did not answer in time (waiting for “{ $answer }”).
engine-bad-move = The engine “{ $command }” answered “{ $answer }”, which is not a legal move here.
engine-fallback = { $error } The built-in opponent plays on; the game continues.

uci-unknown-command = unknown command “{ $command }”
uci-unknown-option = unknown option “{ $name }”
uci-bad-option-value = “{ $value }” is not a valid value for the option “{ $name }”
uci-bad-setoption = expected “setoption name NAME value VALUE”, got “{ $text }”
uci-bad-position = expected “position startpos” or “position fen FEN”, optionally followed by “moves …”, got “{ $text }”
uci-illegal-move = move { $index } ({ $move }) cannot be played: { $reason }
uci-bad-go = cannot read “go { $text }” (expected depth N, nodes N, movetime MS, wtime/btime/winc/binc MS or infinite)
uci-line-too-long = a command longer than { $limit } bytes was ignored (it began “{ $start }”)
uci-not-utf8 = a command that is not UTF-8 text was ignored (it began “{ $start }”)
uci-position-refused = the position was not set: “go” will search nothing until a “position” command that can be read
uci-no-position = no position to search: the last “position” command was refused

# The play screen (a game against the AI): the form, the game, the closing words.

play-closing-words = Now that you understand the rules, the next step is a real game. Start with one small goal and don't rush to win. Let every move be the starting point of your next step forward.
play-form-side = Your side
play-form-level = AI level
play-form-rules = Rules
play-form-mine = Your formation
play-form-ai = AI's formation
play-form-opponent = Opponent
play-form-start = Start the game
play-level = level { $level }
play-formation-heeh = 마상상마 (horse-elephant-elephant-horse)
play-formation-ehhe = 상마마상 (elephant-horse-horse-elephant)
play-formation-hehe = 마상마상 (horse-elephant-horse-elephant)
play-formation-eheh = 상마상마 (elephant-horse-elephant-horse)
play-formation-random = at random
play-opponent-builtin = the built-in AI
play-form-side-desc = Cho always moves first. Choose Han and the AI opens the game. ←/→ or Space changes a row; Enter starts the game from any row.
play-form-level-desc = Level 1 misses things and can be beaten by a beginner; each level up searches deeper; level 8 thinks a few seconds a move.
play-form-rules-desc = The rule set decides passing, bikjang and how a game without checkmate is counted.
play-form-rules-basic = The rules the lessons teach, nothing added: no passing, and bikjang must be broken at once.
play-form-rules-janggi = Adds to the rules taught: passing, soldier steps along the enemy palace's lines, and a game ended by a pass in bikjang or two passes in a row, decided by counting.
play-form-rules-janggi-traditional = Adds to the rules taught: passing, soldier steps along the enemy palace's lines, and a draw after a pass in bikjang or two passes in a row.
play-form-rules-janggi-modern = Adds to the rules taught: passing and soldier steps along the enemy palace's lines; facing kings mean nothing, and two passes in a row end the game by counting.
play-form-rules-janggi-casual = Adds to the rules taught: passing and soldier steps along the enemy palace's lines; facing kings mean nothing, and two passes in a row end the game in a draw.
play-form-formation-desc = The horses and elephants of the back rank, read from each player's own left. The board shows the start position.
play-form-opponent-desc = The external UCI engine given with --engine, or the built-in AI. If the engine fails, the built-in AI takes over and the game goes on.
play-form-start-desc = Press Enter to start. The game is saved after every move; leave with q and resume it from the home screen.
play-sides = You: { $you } · AI level { $level } · { $rules }
play-engine-opponent = Opponent: the engine “{ $command }”
play-thinking = The AI is thinking…
play-your-move = Your move: select a piece, then a lit point.
play-your-turn = your move
play-what-next = n: a new game · u: take back · q: back
play-moves = Moves
play-captured = { $side } took: { $pieces } ({ $points ->
        [one] 1 point
       *[other] { $points } points
    })
play-captured-none = { $side } took: nothing yet
play-no-moves = (no moves yet)
play-ai-moved = The AI played { $move }.
play-ai-passed = The AI passed.
play-undone = Your last move and the AI's reply were taken back.
play-cannot-move = The { $piece } on { $square } cannot move now.
play-cannot-pass = You cannot pass now.
play-resign-confirm = Press x again to resign the game.
play-draw-confirm = Press d again to offer the AI a draw.
play-pass-confirm = If you pass, your opponent may pass back and end the game: { $result } Press p again to pass.
play-pass-ends = Your opponent just passed: a pass now ends the game: { $result } Press p again to pass.
play-claim-confirm = { $result } Press c again to end the game.
play-two-lines = { $first } { $second }
play-save-failed = The game could not be saved to { $path }: { $error }
play-saved-unreadable = The saved game { $path } cannot be read: { $error }
play-no-saved-game = There is no saved game.

# The play screen's claims, hints and draw offers searched in the background, and saved game
# records.
play-end-claimed = { $reason }, claimed by { $side }
play-nothing-to-claim = There is nothing to claim in this position.
play-claim-offer = You may claim the end of the game here: press c (or play on).
play-claimable = Claim with c: { $result }
play-hint-thinking = Looking for a hint… (Esc stops)
play-draw-thinking = The AI is considering your draw offer… (Esc withdraws it)
play-request-stopped = Stopped.
play-record-saved = Saved in Game records as { $name }.
play-record-failed = The game record could not be written to { $path }: { $error }
play-tries-saved = { $count ->
    [one] One illegal try went into your review queue.
   *[other] { $count } illegal tries went into your review queue.
}
# A pass in the move list (every notation).
play-move-pass = pass

## A small goal to play for (src/play/goals.rs, the form's goal row, the game panel).
play-form-goal = Goal
play-form-goal-desc = A small goal to play for, judged by the engine after every move: you need not win the game to meet it.
play-goal-none = none
play-goal-suggested = * Suggested from your mistakes: { $goal }
play-goal-record = Met in { $met } of { $played } { $played ->
    [one] game
   *[other] games
}.
play-goal-line = Goal: { $goal }, { $state }
play-goal-state-pending = not decided yet
play-goal-state-met = met at { $move }
play-goal-state-met-start = met from the start
play-goal-state-failed = missed at { $move }
play-goal-state-met-unnamed = met
play-goal-state-failed-unnamed = missed
play-goal-state-failed-try = missed at { $move }, an illegal try. { $reason }
play-goal-moves = Moves that counted: { $moves }
play-goal-no-free-piece = No piece for nothing
play-goal-no-free-piece-desc = In your first 20 moves, win back every piece you lose within your next two moves, point for point by the counting values; 2 points or more down misses it.
play-goal-cannon-check = Check with a cannon
play-goal-cannon-check-desc = Give check with one of your cannons at least once; a check your cannon gives when another piece moves counts too.
play-goal-cannon-capture = Capture with a cannon
play-goal-cannon-capture-desc = Capture an enemy piece with a cannon, over its screen, at least once in the game.
play-goal-chariots-out = Chariots out by move 15
play-goal-chariots-out-desc = Move each of your two chariots at least once by your 15th move; a chariot captured before it moves misses it.
play-goal-horses-out = Horses out by move 10
play-goal-horses-out-desc = Move each of your two horses at least once by your 10th move; a horse captured before it moves misses it.
play-goal-no-illegal-try = No illegal try
play-goal-no-illegal-try-desc = Reach the end of the game without trying a move the rules do not allow.
play-goal-king-home = King home until move 20
play-goal-king-home-desc = Do not move your king in your first 20 moves (a pass is fine); a game lost before then misses it.
play-goal-no-check = No check until move 20
play-goal-no-check-desc = Let the AI give no check in your first 20 moves; a game lost before then misses it.
play-goal-counting-60 = Ahead at move 60
play-goal-counting-60-desc = After 60 moves each, have more counting points than the AI (chariot 13, cannon 7, horse 5, elephant 3, advisor 3, soldier 2; Han 1.5 more). Winning before then meets it too.

## A game between two people on one screen.
play-end-time = { $side } ran out of time
play-friend-draw-offered = { $side } offers a draw. { $other }: accept or decline?
play-friend-takeback-asked = { $side } asks to take back the last move. { $other }: accept or decline?
play-friend-draw-accepted = { $side } accepted the draw.
play-friend-draw-declined = { $side } declined the draw. Play on.
play-friend-takeback-accepted = { $side } accepted: the last move was taken back.
play-friend-takeback-declined = { $side } declined the takeback. Play on.
play-friend-answer-first = A request is waiting: answer it first.
play-friend-no-offer = There is no request to answer.
play-friend-draw-withdrawn = { $side } took back the draw offer.
play-friend-takeback-withdrawn = { $side } took back the takeback request.
play-friend-default-name = { $side } player
play-friend-resign-confirm = { $side } resigns? Press x again to resign.
play-friend-sides = Cho: { $cho } · Han: { $han } · { $rules }
play-friend-to-move = { $side } ({ $name }) to move: select a piece, then a lit point.
play-friend-to-move-unnamed = { $side } to move: select a piece, then a lit point.
play-friend-waiting = waiting for { $side } to answer
play-form-against = Opponent
play-against-ai = the AI
play-against-friend = another player on this screen
play-form-player-one = First player
play-form-player-two = Second player
play-form-name-empty = (not set)
play-form-cho-player = Plays Cho (moves first)
play-form-clock = Clock
play-form-turn-board = Turn the board to the side to move
play-form-on = yes
play-form-off = no
play-form-against-desc = Play the AI, or another person sharing this keyboard and screen. Space or ←/→ switches.
play-form-name-desc = Space types the name; it is written into the game record. Left empty, the side's name is used.
play-form-cho-player-desc = Which of the two plays Cho. Cho moves first.
play-form-clock-desc = No clock, byo-yomi (main time, then periods: a move inside a period keeps it, the last period used up loses) or Fischer (main time plus an increment after each move). A player whose time runs out loses. As on pychess.org, the clock keeps running while a draw offer or a takeback request waits for its answer.
play-form-turn-board-desc = Turn the board half a turn before each move, so the side to move sits at the bottom.
play-clock-none = no clock
play-clock-byo-yomi = byo-yomi: { $main } min, then { $periods } x { $period } s
play-clock-fischer = Fischer: { $main } min + { $increment } s a move
play-clock-main = { $time }
play-clock-main-byo = { $time } + { $periods } x { $period } s
play-clock-period = byo-yomi { $time } ({ $periods } left)
play-clock-line = { $side } { $name }: { $clock }
play-clock-running = > { $side } { $name }: { $clock }

## The first-game page after the lessons
play-first-game = Your first game: the AI at level { $level }, you play { $side }, rules: { $rules }.
play-first-game-goal = Your small goal: { $goal }
play-first-game-keys = Keys in the game
play-first-game-enter = Enter starts the game. Space opens the new-game form to change any of this.

# Reliability round 3 (issue 68): a saved clock no game could reach
play-saved-bad-clock = The saved game cannot be resumed: its clock is beyond what a game can have (at most a day of main time, 100 periods of an hour). Start a new game.
