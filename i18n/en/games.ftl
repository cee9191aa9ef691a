# The games screen (src/tui/games.rs): game records, saved games and record files; step
# through one and review it.

games-saved = Saved games
games-open-path = Open a file by path...
games-about = Game records
games-several = This file holds { $count } games. Choose one.
games-folder = Saved games are kept in { $path }. Games you finish on the play screen are saved there as .gib files.
games-no-folder = Your progress is not kept in a folder, so there is no folder of saved games; open a file by path.
games-folder-empty = No game records there yet.
games-how = Enter opens the highlighted game; o types a path (.gib or PGN, UTF-8 or EUC-KR). In a game: Left and Right step one move, Home and End go to the start and the end, g jumps to a move, r runs the review, w tries another move on the free board.
games-untitled = (no names)
games-moves = { $count ->
        [one] 1 move
       *[other] { $count } moves
    }
games-at-start = Start position ({ $count ->
        [one] 1 move
       *[other] { $count } moves
    } recorded)
games-at-move = Move { $ply } of { $count }: { $move }
games-review-hint = Press r to run the engine review of this game.
games-moments = Review: { $count ->
    [0] nothing to learn from in this game
    [one] one moment, marked ?!, ? or ?? (n: go to it)
   *[other] { $count } moments, marked ?!, ? or ?? (n: the next one)
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
    [one] One new exercise in your review queue (home screen: Practise again).
   *[other] { $count } new exercises in your review queue (home screen: Practise again).
}
games-bad-move-number = “{ $text }” is not a move number from 0 to { $count }.
games-what-if = The free board at move { $ply } of the game: try another move. u takes moves back through the game.
games-review-side = The review looks at { $side }’s moves (v changes it; r runs it).
games-review-both = The review looks at both sides’ moves (v changes it; r runs it).
