# A learner's answer (src/trainer): reading it (answer-*), checking it against the engine
# (check-*), the feedback (fb-*), and `janggi-tutor try` (try-*). Terms: see docs/GLOSSARY.md.

## Why a move is legal (after “because” or a colon; start lower case)

fb-why-legal = the move follows the rules.
fb-why-pass = under these rules the king may pass.
fb-why-chariot = the chariot moves any distance along a rank or file, and nothing stands between { $from } and { $to }.
fb-why-chariot-palace = inside the palace the chariot may also move along a palace line, and { $from }–{ $to } is on one.
fb-why-cannon = the cannon jumps exactly one piece, the { $piece } on { $screen }, which is not a cannon.
fb-why-horse = the horse steps one point straight, then one diagonally outward, and its leg at { $leg } is free.
fb-why-elephant = the elephant steps one point straight, then two diagonally outward, and both { $first } and { $second } are free.
fb-why-palace-step = the { $piece } steps one point inside the palace.
fb-why-palace-diagonal = the { $piece } steps one point along a palace line, { $from }–{ $to }.
fb-why-soldier-forward = a soldier may step one point forward.
fb-why-soldier-sideways = a soldier may step one point sideways, right from its first move.
fb-why-soldier-palace = under these rules a soldier may also step forward along a palace line of the enemy palace.
fb-why-captures = { $why } It captures the { $piece } on { $square }.

## Feedback: destinations

fb-dest-right = { $count ->
        [one] Right: you found the only legal point.
       *[other] Right: you found all { $count } legal points.
    }
fb-dest-none = Right: nothing lights up. The piece on { $square } cannot move now.
fb-dest-wrong = { $square } is not a legal point. { $reason }
fb-dest-wrong-plain = { $square } is not a legal point.
fb-dest-own-point = { $square } is where the piece already stands, not a destination.
fb-dest-missed = You missed { $square }: { $why }

## Feedback: judge

fb-judge-legal-right = Right: { $move } is legal, because { $why }
fb-judge-illegal-right = Right: { $move } is illegal. { $reason }
fb-judge-is-legal = Not so: { $move } is legal, because { $why }

## Feedback: play

fb-play-right = Right: { $move } reaches the goal.
fb-play-illegal = { $move } is illegal. { $reason }
fb-play-misses = { $move } is legal, but it does not { $goal }.

## Feedback: choice

fb-choice-right = { $count ->
        [0] Right: none of the options is right.
        [one] Right: the right option is { $options }.
       *[other] Right: the right options are { $options }.
    }
fb-choice-wrong = Option { $option } is not right.
fb-choice-missed = Option { $option } is right too.
fb-choice-why = About option { $option }.

## Feedback: claims

fb-claim-right-true = Right: the statement is true.
fb-claim-right-false = Right: the statement is false.
fb-claim-wrong-true = Not so: the statement is true.
fb-claim-wrong-false = Not so: the statement is false.

## Feedback: cannon lines

fb-lines-opened-right = Right: { $line } opened: { $cause }
fb-lines-closed-right = Right: { $line } closed: { $cause }
fb-lines-closed-not-opened = { $line } did not open, it closed: { $cause }
fb-lines-opened-not-closed = { $line } did not close, it opened: { $cause }
fb-lines-unchanged-open = { $line } did not change: it was open and still is.
fb-lines-unchanged-closed = { $line } did not change: it was closed and still is.
fb-lines-no-line = There is no cannon line { $line }.
fb-lines-missed-opened = You missed that { $line } opened: { $cause }
fb-lines-missed-closed = You missed that { $line } closed: { $cause }
fb-lines-none = Right: no cannon line opened or closed.
fb-cause-count = the pieces standing on the line changed.
fb-cause-count-screen = the pieces on the line changed: the { $piece } on { $square } is now its screen, and the cannon can reach a point beyond it.
fb-cause-count-no-screen = the number of pieces on the line changed: no piece is left to jump.
fb-cause-count-blocked = the pieces on the line changed: the { $piece } on { $square } now stands in the way, and the cannon can reach no point along it.
fb-cause-kind-cannon = the kind of screen changed: the first piece on the line, on { $square }, is now a cannon, and a cannon never jumps a cannon.
fb-cause-kind-usable = the kind of screen changed: the first piece on the line is now the { $piece } on { $square }, which a cannon may jump.
fb-cause-beyond = the screen stayed the same; what stands beyond it changed.

# A judge question in two parts, and the answer shown on request (issue 13, second round).
fb-judge-illegal-why = { $move } is indeed illegal. Now the second part: why?
fb-judge-part-one-right = Illegal: right.
fb-judge-part-one-wrong = Not so: { $move } is illegal. Look again at what stops it.
fb-judge-reason-not = But not because of “{ $given }”: that is not what stops { $move }.
fb-judge-reason-was = What stops { $move }: { $reason }

## Answers that cannot be read or checked

answer-empty = The answer is empty.
answer-square = “{ $text }” is not a point (a1 to i10).
answer-move = “{ $text }” is not a move like b1c3.
answer-yes-no = “{ $text }” is not yes or no.
answer-reason = “{ $text }” is not a reason id (like horse-leg-blocked).
answer-reason-with-yes = Only an illegal move has a reason: answer “no REASON”, or just “yes”.
answer-option = “{ $text }” is not an option number from 1 to { $count }.
answer-line = “{ $text }” is not a cannon line like b3:up (up, down, left, right or palace).
answer-line-side = Say whether { $text } opened or closed: “opened { $text }” or “closed { $text }”.
answer-true-false = “{ $text }” is not true or false.
answer-step = “{ $text }” is not STEP:ANSWER with a step from 1 to { $count }.
answer-nested = A replay step cannot be another replay.
answer-extra = Unexpected “{ $text }” after the answer.
check-wrong-kind = This is an answer for a { $got } exercise, but this exercise is { $expected }.
check-out-of-range = There is no number { $index } here (there { $count ->
        [one] is one
       *[other] are { $count }
    }).
check-broken-exercise = This exercise cannot be checked ({ $detail }): run janggi-tutor lint on its file.
check-broken-position = This exercise’s position cannot be built ({ $detail }): run janggi-tutor lint on its file.
check-reason-not-offered = “{ $given }” is not one of the reasons offered for this move: { $offered }.

## janggi-tutor try

try-unknown-lesson = There is no lesson “{ $id }”. Lessons: { $known }
try-unknown-exercise = The lesson “{ $lesson }” has no exercise “{ $id }”. Its exercises: { $known }
try-broken-lesson = The lesson “{ $id }” cannot be used: { $detail }
try-right = Right!
try-wrong = Not right yet.
try-step = Step { $step } of { $count }.
try-stars = Stars: { $stars } of 3.
try-points = { " " }(points: { $squares })
try-misconception = { " " }[misconception: { $tag }]
try-self-check = Self-check: { $text }
try-explanation = Explanation: { $text }
try-partial = Right so far.
try-why = Now why? Answer again with “no” and one of: { $reasons }
try-why-reason = { $id } ({ $words })
try-why-separator = {", "}
try-missed-held-back = What you missed is kept back after a first miss: the exercise screen shows it after a second miss, or at once with a.
fb-cause-count-screen-left = the pieces on the line changed: its screen on { $from } has gone, so the { $piece } on { $square } is now the first piece on the line, and the cannon can reach no point along it.
