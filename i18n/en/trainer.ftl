# The trainer's path through the course, the review queue and the answer rules (issue 13).
key-help-next-step = next step
home-continue = Continue
home-continue-next = Enter opens your next exercise: { $lesson }, exercise { $n } of { $count } (phase: { $phase }).
home-continue-done = Every exercise is solved. Practise any lesson again, or play on the free board.
home-phases = The course has three phases. Understand the rules: how each piece moves and what completes a move. Compare and choose: palace lines, illegal moves, check, bikjang and the end of the game. Replay and verify: step through short games and check every claim against the rules. Each phase ends when its self-checks hold for you.
confirm-quit = You left an exercise unsolved. Quit anyway? Your stars are saved; Continue brings you back to it.
ex-answer-hidden = Not everything right is marked yet. Look again: the answer is shown after a second miss, or at once with a.
home-review = Review ({ $count } due)
review-title = Review
review-due = { $count ->
    [one] One exercise you missed is due again. Enter opens it.
   *[other] { $count } exercises you missed are due again. Enter opens the first.
}
review-how = Every miss is remembered. A missed exercise comes back after 1 day; each right answer moves it to a longer wait (1, 2, 4, 8, 16 days: Leitner boxes), a new miss back to 1 day.
review-none = Nothing is due for review now.
mistakes-title = My mistakes
mistakes-none = No mistakes recorded yet.
mistakes-line = { $tag }: { $count } { $count ->
    [one] miss
   *[other] misses
}. Read again: { $lessons }
free-why-stuck = Why { $move } is refused: { $reason }
confirm-quit-title = Quit
confirm-quit-yes-no = y: quit    n or Esc: stay
# A judge question in two parts, and the answer shown on request (issue 13, second round).
key-help-show-answer = show answer
ex-no-answer = There is no answer to show here.
ex-answer-shown = The answer
ex-answer-shown-then = This is the answer. Press r to answer it yourself (now for one star at most), or n for the next exercise.
ex-part-right = Right so far.
ex-help-why = Why is it illegal? Choose the reason: Enter or its number.
fb-judge-illegal-why = { $move } is indeed illegal. Now the second part: why?
fb-judge-part-one-right = Illegal: right.
fb-judge-part-one-wrong = Not so: { $move } is illegal. Look again at what stops it.
fb-judge-reason-not = But not because of “{ $given }”: that is not what stops { $move }.
fb-judge-reason-was = What stops { $move }: { $reason }
check-reason-not-offered = “{ $given }” is not one of the reasons offered for this move: { $offered }.
try-partial = Right so far.
try-why = Now why? Answer again with “no” and one of: { $reasons }
key-help-free-pass = pass the turn
screen-mistakes = My mistakes
home-mistakes = My mistakes ({ $count })
home-mistakes-desc = Your misses grouped by misconception, the most frequent first. Enter on one opens the lesson that teaches it.
mistakes-count = { $count ->
    [one] Missed once.
   *[other] Missed { $count } times.
}
mistakes-missed-in = Missed in:
mistakes-taught-in = Taught in the lesson: { $lesson }
mistakes-open-hint = Enter opens that lesson.
mistakes-no-lesson = No lesson of this course teaches it.
ex-why-hidden = What stops the move is shown after a second miss, or at once with a.
