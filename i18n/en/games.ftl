# The engine review of a game and the games screen.

review-progress = Reviewing positions
game-review-none = The review found nothing to learn from: no piece was left to be taken, no capture or short mate was missed.
review-bad-side = Unknown side { $side }: use cho or han.
review-saved = { $count } new personal exercises added to the review queue in { $path } (home screen: Review).
review-save-failed = Could not keep the personal exercises in { $path }: { $error }
review-kind-missed-mate = Move { $ply } ({ $side }, { $played }): a mate in { $moves } was missed: { $line }.
review-kind-walked-into-mate = Move { $ply } ({ $side }, { $played }): this walks into a mate in { $moves }: { $line }.
review-kind-hanging-piece = Move { $ply } ({ $side }, { $played }): the { $piece } is left to be taken for nothing ({ $points } points): { $line }.
review-kind-missed-capture = Move { $ply } ({ $side }, { $played }): a free { $piece } could be taken ({ $points } points): { $line }.
review-kind-illegal-try = Move { $ply } ({ $side }): { $text } was tried, but { $reason }

# The games screen (game records: saved games and record files).
screen-games = Game records
home-games = Game records
home-games-desc = Open a game record: a game you saved, or any .gib or PGN file. Step through it move by move, run the engine review to mark the moments worth learning from, keep them as exercises in your review queue, and try another move on the free board from any point.
games-saved = Saved games
games-open-path = Open a file by path...
games-about = Game records
games-several = This file holds { $count } games. Choose one.
games-folder = Saved games are kept in { $path }. Games you finish on the play screen are saved there as .gib files.
games-no-folder = Your progress is not kept in a folder, so there is no folder of saved games; open a file by path.
games-folder-empty = No game records there yet.
games-how = Enter opens the highlighted game; o types a path (.gib or PGN, UTF-8 or EUC-KR). In a game: Left and Right step one move, Home and End go to the start and the end, g jumps to a move, r runs the review, w tries another move on the free board.
games-untitled = (no names)
games-moves = { $count } moves
games-at-start = Start position ({ $count } moves recorded)
games-at-move = Move { $ply } of { $count }: { $move }
games-review-hint = Press r to run the engine review of this game.
games-moments = Review: { $count ->
    [0] nothing to learn from in this game
    [one] one moment, marked ! (n: go to it)
   *[other] { $count } moments, marked ! (n: the next one)
}
games-review-done = Review done: { $count ->
    [0] no moment found.
    [one] one moment found. s keeps it in your review queue.
   *[other] { $count } moments found. s keeps them in your review queue.
}
games-review-failed = The review stopped without an answer.
games-review-first = Run the review first (r).
games-no-moments = The review found no moment in this game.
games-kept = { $count ->
    [0] Those exercises are in your review queue already.
    [one] One new exercise in your review queue (home screen: Review).
   *[other] { $count } new exercises in your review queue (home screen: Review).
}
games-bad-move-number = “{ $text }” is not a move number from 0 to { $count }.
games-what-if = The free board at move { $ply } of the game: try another move. u takes moves back through the game.
input-path = File
input-move-number = Go to move
key-help-open-path = open a file by path
key-help-first-move = the start
key-help-last-move = the end
key-help-go-to = go to a move
key-help-run-review = run the review
key-help-next-moment = next moment
key-help-keep-findings = keep for review
key-help-what-if = what if (free board)

# The notation setting.
settings-notation = Move notation
settings-notation-desc = How move lists write moves (the play screen, game records). Korean record notation gives the from-point, the piece and the to-point (79졸78), as .gib records do; SAN is what pychess.org shows (Hc3); coordinates are what the command line reads (b1c3). Auto: Korean record notation in Korean, SAN in English and Chinese.
settings-notation-example = Example: { $moves }
notation-auto = Auto ({ $notation })
notation-kja = Korean record notation
notation-san = SAN
notation-uci = Coordinates
notation-fsf-janggi = Fairy-Stockfish Janggi notation

# Personal exercises from the learner's own games (the review queue).
personal-title = From your games
personal-intro = Moments from your own games that the engine review found: each one is a position to solve again.
personal-prompt-missed-mate = From one of your games, move { $ply } ({ $side } to move): a forced mate was on the board. Play its first move.
personal-prompt-walked-into-mate = From one of your games, after move { $ply }: the move played allowed a forced mate. Play its first move ({ $side } to move).
personal-prompt-missed-capture = From one of your games, move { $ply } ({ $side } to move): a piece could be taken for nothing. Take it.
personal-prompt-hanging-piece = From one of your games, after move { $ply }: a piece was left to be taken for nothing. Take it ({ $side } to move).
personal-self-check = I found the move the engine shows, and I can see why the move played in the game did not do it.
personal-hint = Look at the piece on { $square }.
personal-explanation = The engine's line from this position: { $line }.
personal-in-queue = Exercises from your own games in the queue: { $count }.
personal-prompt-illegal-try = From one of your games, move { $ply } ({ $side } to move): you tried a move the rules do not allow. Play a legal move with the piece you tried, or reach the point you aimed at.
personal-explanation-legal = The legal answers here: { $moves }.
key-help-review-side = whose moves the review looks at (both, Cho, Han)
games-review-side = The review looks at { $side }’s moves (v changes it; r runs it).
games-review-both = The review looks at both sides’ moves (v changes it; r runs it).
