# Playing a game against the computer (session, hints, external engines, UCI).

play-not-your-turn = It is not your turn: the computer is thinking.
play-game-over = The game is over.
play-end-resigned = { $side } resigned
play-end-draw-agreed = draw agreed
play-draw-accepted = The computer accepts the draw.
play-draw-declined = The computer declines the draw and plays on.
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
hint-check = gives check
hint-saves = saves the attacked { $piece } on { $square }
hint-pass = passing is best here
hint-improves = improves the { $piece }

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
