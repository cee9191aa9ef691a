# The games screen (src/tui/games.rs): game records, saved games and record files; step
# through one and review it.

games-saved = Saved games
games-open-path = Open a file by path...
games-about = Game records
games-several = This file holds { $count } games. Choose one.
games-folder = Saved games are kept in { $path }. Games you finish on the play screen are saved there as .gib files.
games-no-folder = Your progress is not kept in a folder, so there is no folder of saved games; open a file by path.
games-folder-empty = No game records there yet.
games-how = Enter opens the highlighted game; o types a path (.gib or PGN, UTF-8 or EUC-KR). In a game: Left and Right step one move, Home and End go to the start and the end, g jumps to a move (7 or 7...), r runs the review, m then learns from its mistakes, w tries another move on the free board.
games-untitled = (no names)
games-row-players = { $date } { $cho } – { $han }: { $result }, { $moves }
games-row-title = { $date } { $title }: { $result }, { $moves }
games-result-won = won
games-result-lost = lost
games-result-draw = draw
games-result-side = { $side } won
games-result-unknown = no result
games-moves = { $count ->
        [one] 1 move
       *[other] { $count } moves
    }
games-at-start = Start position ({ $count ->
        [one] 1 move
       *[other] { $count } moves
    } recorded)
games-at-move = { $number } { $move } (of { $count ->
        [one] 1 move
       *[other] { $count } moves
    })
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
games-bad-move-number = “{ $text }” is not a move number from 0 to { $count } (7 goes to Cho’s 7th move, 7... to Han’s).
games-what-if = The free board after { $number } of the game: try another move. u takes moves back through the game.
games-review-side = The review looks at { $side }’s moves (v changes it; r runs it).
games-review-both = The review looks at both sides’ moves (v changes it; r runs it).

## Learn from your mistakes (the games screen, after the review)
learn-title = Learn from your mistakes { $counter }
learn-counter = { $index }/{ $count }
learn-none = The review found no move of yours with a better one to find.
learn-game-move = In the game { $side } played { $number } { $played }{ $nag }
learn-find = Find a better move for { $side }.
learn-not-better = { $move } is not good enough: by the engine’s search it is { $size ->
        [inaccuracy] a little weaker than the best move (?!)
        [mistake] a mistake against the best move (?)
       *[blunder] a blunder against the best move (??)
    }, about { $points } { $points ->
        [one] point
       *[other] points
    } less. Try again, or press a for the answer.
learn-not-better-mate = { $move } is not good enough: by the engine’s search it is { $size ->
        [inaccuracy] a little weaker than the best move (?!)
        [mistake] a mistake against the best move (?)
       *[blunder] a blunder against the best move (??)
    }, with a mate in the lines. Try again, or press a for the answer.
learn-not-better-close = { $move } may be close, but the engine did not confirm it is as good as the best move. Try again, or press a for the answer.
learn-how = Choose a piece, then its point (Enter or a click), or type the move with m. Any move about as good as the engine’s best counts.
learn-found = Well found: { $move } is as good as the engine’s best.
learn-best = The engine’s own choice: { $move }.
learn-answer = The better move: { $move }.
learn-line = The engine’s line: { $line }
learn-summary = Done: you found { $found } of { $count ->
        [one] 1 better move
       *[other] { $count } better moves
    }.
learn-summary-shown = { $count ->
        [one] 1 answer was shown.
       *[other] { $count } answers were shown.
    }
learn-summary-keep = Enter goes back to the game; there, s keeps these moments as exercises in your review queue.

## Issue 65: the better move kept back until the learner has tried the moment
games-better-hidden = The better move is kept back: press m to find it yourself, or b to see it.
games-better-none-here = No better move to show at this move: n goes to the next moment.

# issue 65: games list
games-row-played = { $date } { $opponent }: { $result }, { $moves }
games-row-played-side = { $date } { $opponent }, as { $side }: { $result }, { $moves }

# issue 65: the moments first, the exercises' moves judged after
games-judging = Checking the exercises' moves (see the bar); they go to your queue when done.
games-judging-progress = Checking the exercises' moves
games-judged = The exercises' moves are checked.
learn-checking = Still checking which moves count here; try it again in a moment.
