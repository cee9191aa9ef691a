# An exercise on the trainer screen (src/tui/exercise.rs, src/tui/view/exercise.rs): what to do,
# the answer rows, the verdict. Handouts (src/handout) reuse some of these.
# Screen texts: no East-Asian-ambiguous characters (see the note in tui.ftl).

ex-missing = This exercise does not exist.
ex-step = Step { $step } of { $count }
ex-hint = Hint { $n }:
ex-help-destinations = Mark every legal point: Enter or a click marks and unmarks it, s checks. Marked: { $marked }
ex-help-play = Select a piece with Enter or a click, then press Enter or click on the point it goes to: that completes the move. Nothing lights up in an exercise. Or type the move with m.
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
ex-no-hints-here = This exercise has no hints.
ex-cannot-move = The { $piece } on { $square } cannot move now. { $reason }
ex-cannot-move-plain = The { $piece } on { $square } cannot move now.
ex-lesson-done = Lesson finished: { $lesson }. Stars: { $stars } of { $max }.
ex-answer-hidden = Not everything right is marked yet. Look again: the answer is shown after a second miss, or at once with a.
ex-why-hidden = What stops the move is shown after a second miss, or at once with a.

# A judge question in two parts, and the answer shown on request (issue 13, second round).
ex-no-answer = There is no answer to show here.
ex-answer-shown = The answer
ex-answer-shown-then = This is the answer. Press r to answer it yourself (now for one star at most), or n for the next exercise.
ex-part-right = Right so far.
ex-help-why = Why is it illegal? Choose the reason: Enter or its number.
ex-head-review = Practise again: { $lesson }  { $n }/{ $count }
ex-next-due = Press n for the next exercise due, or r to practise this one again.

# issue 65: lesson pointer
ex-see-lesson = See the lesson "{ $lesson }": press o to open it.
