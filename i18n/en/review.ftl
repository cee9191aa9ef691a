# Reviews (src/review): the engine review of a game (`janggi-tutor review`, the games screen),
# the review queue of the home screen, and personal exercises from the learner's own games.

review-progress = Reviewing positions
game-review-none = The review found nothing to learn from: no move of this game lost clearly by the search, and no short mate was missed.
review-bad-side = Unknown side { $side }: use cho or han.
review-saved = { $count } new personal exercises added to the review queue in { $path } (home screen: Practise again).
review-save-failed = Could not keep the personal exercises in { $path }: { $error }
review-queue-trimmed = The review queue keeps at most { $max } of your own exercises: the { $count } learned or oldest were dropped.
review-save-unreadable = the progress file could not be read (see above), so nothing is written to it
review-kind-missed-mate = { $number } { $played }{ $nag } ({ $side }): a mate in { $moves } was missed: { $better_line }.
review-kind-walked-into-mate = { $number } { $played }{ $nag } ({ $side }): this walks into a mate in { $moves }: { $line }. { $better } was better.
review-kind-hanging-piece = { $number } { $played }{ $nag } ({ $side }): the { $piece } ({ $points } points) is left to be taken: { $line }. Better: { $better_line }.
review-kind-missed-capture = { $number } { $played }{ $nag } ({ $side }): a free { $piece } could be taken ({ $points } points): { $better_line }.
review-kind-loses-piece = { $number } { $played }{ $nag } ({ $side }): the opponent can take the { $piece } ({ $points } points) on its { $moves ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
       *[other] { $moves }th
    } move: { $line }. Better: { $better_line }.
review-kind-missed-check = { $number } { $played }{ $nag } ({ $side }): a check was better: { $better_line }. After the move played: { $line }.
review-kind-weaker-move = { $number } { $played }{ $nag } ({ $side }): { $better } was clearly better: { $better_line }. After the move played: { $line }.
review-kind-illegal-try = { $number } ({ $side }): { $text } was tried, but { $reason }

## The review queue (home screen: Practise again)

review-title = Practise again
review-due = { $count ->
    [one] One exercise is due to practise again. Enter opens it.
   *[other] { $count } exercises are due to practise again. Enter opens the first.
}
review-how = An exercise you missed comes back in the same session, after 3 other exercises or 10 minutes, until you answer it right. Every exercise you answered comes back later to keep it fresh: after 1 day, then each right answer makes the wait longer (1, 2, 4, 8, 16 days: Leitner boxes), and a miss brings it back the same day.
review-none = Nothing to practise again now.

# Personal exercises from the learner's own games (the review queue).
personal-title = From your games
personal-intro = Moments from your own games that the engine review found: each one is a position to solve again.
personal-prompt-missed-mate = From one of your games, move { $number } ({ $side } to move): a forced mate was on the board. Play its first move.
personal-prompt-walked-into-mate = From one of your games, after move { $number }: the move played allowed a forced mate. Play its first move ({ $side } to move).
personal-prompt-missed-capture = From one of your games, move { $number } ({ $side } to move): a piece could be taken for nothing. Take it.
personal-prompt-hanging-piece = From one of your games, after move { $number }: a piece was left to be taken for nothing. Take it ({ $side } to move).
personal-prompt-loses-piece = From one of your games, move { $number } ({ $side } to move): the move played lost a piece a few moves later. Find the better move.
personal-prompt-missed-check = From one of your games, move { $number } ({ $side } to move): a check was better than the move played. Find it.
personal-prompt-weaker-move = From one of your games, move { $number } ({ $side } to move): there was a clearly better move. Find it.
personal-prompt-better-hanging-piece = From one of your games, move { $number } ({ $side } to move): the move played there left a piece to be taken for nothing. Find a better move.
personal-prompt-better-walked-into-mate = From one of your games, move { $number } ({ $side } to move): the move played there allowed a forced mate. Find a better move.
personal-self-check = I found the move the engine shows, and I can see why the move played in the game did not do it.
personal-hint = Look at the piece on { $square }.
personal-explanation = The engine's line from this position: { $line }.
personal-in-queue = Exercises from your own games in the queue: { $count }.
personal-prompt-illegal-try = From one of your games, move { $number } ({ $side } to move): you tried a move the rules do not allow. Play a legal move with the piece you tried, or reach the point you aimed at.
personal-explanation-legal = The legal answers here: { $moves }.
personal-prompt-judge-try = From one of your games, move { $number } ({ $side } to move): you tried to move the { $piece } from { $from } to { $to }, and the rules refused it. Is that move legal? If not, why not?
personal-prompt-judge-try-empty = From one of your games, move { $number } ({ $side } to move): you tried a move from { $from }, an empty point, to { $to }. Is that move legal? If not, why not?
personal-self-check-try = I can say which rule stops this move, and I can see it on the board.
personal-explanation-try = The rules engine’s reason: { $reason }
review-all-done = That was the last exercise due now. The next ones come back as the practice boxes say (see Practise again on home).

# The learner's name in the records the play screen saves (one of learner::games::PLAYER_NAMES).
game-record-player = Player

## Issue 65: the mistake before the answer, why the better move is better (advice)
# The moment's sentence without the better move, shown until the learner has tried the
# exercise (`m`) or asked for the better move (`b`).
review-mistake-missed-mate = { $number } { $played }{ $nag } ({ $side }): a mate in { $moves } was missed.
review-mistake-walked-into-mate = { $number } { $played }{ $nag } ({ $side }): this walks into a mate in { $moves }: { $line }.
review-mistake-hanging-piece = { $number } { $played }{ $nag } ({ $side }): the { $piece } ({ $points } points) is left to be taken: { $line }.
review-mistake-missed-capture = { $number } { $played }{ $nag } ({ $side }): a free { $piece } could be taken ({ $points } points).
review-mistake-loses-piece = { $number } { $played }{ $nag } ({ $side }): the opponent can take the { $piece } ({ $points } points) on its { $moves ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
       *[other] { $moves }th
    } move: { $line }.
review-mistake-missed-check = { $number } { $played }{ $nag } ({ $side }): a check was better. After the move played: { $line }.
review-mistake-weaker-move = { $number } { $played }{ $nag } ({ $side }): there was a clearly better move. After the move played: { $line }.
review-mistake-illegal-try = { review-kind-illegal-try }
# Why the better move is better: engine facts, marked as advice (not rules).
review-advice-label = Advice
review-why-1 = Advice: { $better } is better because { $first }.
review-why-2 = Advice: { $better } is better because { $first }, and { $second }.
review-why-3 = Advice: { $better } is better because { $first }, { $second }, and { $third }.
review-why-search = Advice: { $better } wins nothing at once; the engine’s search prefers it for what follows in its line.
review-why-mates = it checkmates
review-why-forces-mate = it starts the forced mate in { $moves }
review-why-stops-mate = the move played allowed a mate in { $moves }, and after this one there is none
review-why-takes-free = it takes the opponent’s { $piece } ({ $points } points), which cannot be taken back at once
review-why-takes = it takes the opponent’s { $piece } ({ $points } points)
review-why-keeps = it keeps the { $piece } ({ $points } points), which the move played left to be taken
review-why-check = it gives check
review-why-threatens-mate = it threatens mate on the next move
review-why-attacks = it attacks the opponent’s { $piece } ({ $points } points)
review-see-lesson = See the lesson “{ $lesson }”.
review-advice-note = Advice from the engine’s search, not rules of the game: each moment says what the move played allowed, the better move, and why it is better.
personal-explanation-why = The engine's line from this position: { $line }. { $why }
