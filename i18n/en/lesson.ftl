# Lessons: loading, the lint, the answer checker's feedback, and the lesson verbs
# (lint, lessons, try). Terms: see docs/GLOSSARY.md.

## Phases and exercise kinds

lesson-phase-understand = Understand the rules
lesson-phase-compare = Compare and choose
lesson-phase-review = Replay and verify
lesson-kind-destinations = mark the destinations
lesson-kind-judge = legal or not
lesson-kind-play = make a move
lesson-kind-choice = multiple choice
lesson-kind-lines = cannon lines
lesson-kind-replay = replay
lesson-kind-claim = true or false

## Short names of the reasons a move is illegal (a learner picks one in a judge exercise)

lesson-reason-no-piece = no piece there
lesson-reason-not-your-piece = not your piece
lesson-reason-own-piece-on-target = own piece on the target
lesson-reason-not-piece-move = not how the piece moves
lesson-reason-leaves-palace = leaves the palace
lesson-reason-off-palace-line = diagonal off a palace line
lesson-reason-horse-leg-blocked = horse’s leg blocked
lesson-reason-elephant-blocked = elephant’s path blocked
lesson-reason-chariot-blocked = chariot’s path blocked
lesson-reason-cannon-no-screen = cannon without a screen
lesson-reason-cannon-screen-cannon = cannon used as a screen
lesson-reason-cannon-many-screens = more than one piece to jump
lesson-reason-cannon-captures-cannon = cannon captures a cannon
lesson-reason-soldier-backward = soldier moves backward
lesson-reason-soldier-diagonal = soldier moves diagonally
lesson-reason-king-would-be-attacked = king moves into attack
lesson-reason-leaves-king-attacked = king left in check
lesson-reason-exposes-king = exposes the king
lesson-reason-must-answer-bikjang = bikjang not answered
lesson-reason-pass-not-allowed = passing not allowed
lesson-reason-pass-in-check = passing while in check
lesson-reason-game-over = the game is over
lesson-reason-bad-notation = not a readable move

## Loading lesson files

load-not-utf8 = The file is not UTF-8 text.
load-unreadable = The file cannot be read: { $detail }

## Lint: YAML syntax and the structure of a lesson file

lint-yaml-syntax = This is not valid YAML: { $detail }
lint-duplicate-key = “{ $key }” is given twice in the same place.
lint-cut-at-comma = “{ $text }” looks like the end of a text cut off at a comma: in a mapping written on one line in curly brackets, put a text that contains commas in quotes.
lint-empty-file = The file is empty.
lint-unknown-field = Unknown field “{ $field }”. Fields allowed here: { $expected }.
lint-missing-field = The field “{ $field }” is missing.
lint-wrong-type = Expected { $expected } here, but found { $found }.
lint-type-string = a text
lint-type-integer = a whole number
lint-type-number = a number
lint-type-boolean = true or false
lint-type-array = a list
lint-type-object = fields (key: value)
lint-type-null = nothing
lint-unknown-value = “{ $value }” is not allowed here. Allowed: { $expected }.
lint-out-of-range = { $value } is out of range here: write a whole number from 0 up.

## Lint: ids, rule sets and texts

lint-bad-id = “{ $id }” is not a valid id: use lower-case letters and digits, with single hyphens between words (like cannon-screens).
lint-duplicate-lesson = The lesson id “{ $id }” is already used by { $other }.
lint-duplicate-exercise = The exercise id “{ $id }” is already used on line { $line }.
lint-duplicate-order = Order { $order } is already used in this phase by { $other }.
lint-phase-folder = The lesson says it belongs to the phase “{ $phase }”, but it is in the folder “{ $folder }”.
lint-unknown-rules = Unknown rule set “{ $name }” (known: { $known }).
lint-no-exercises = This lesson has no exercises.
lint-missing-language = This text lacks { $count ->
        [one] a version
       *[other] versions
    } in: { $langs }.
lint-unknown-language = “{ $lang }” is not one of the program’s languages ({ $known }): no learner will see this text.
lint-bad-tag = The misconception tag “{ $tag }” should be lower-case words joined by hyphens.

## Lint: positions and moves

lint-position-missing = A “{ $kind }” exercise needs a position (a fen or a diagram).
lint-position-empty = The position needs a fen or a diagram.
lint-fen = The FEN cannot be read. { $detail }
lint-diagram-lines = The diagram has { $count } lines; it needs 10 (rank 10 on top).
lint-diagram-width = Line { $line } of the diagram has { $count } points; every line needs 9.
lint-diagram-char = “{ $char }” on line { $line } of the diagram is neither a piece letter nor “.”.
lint-turn = “{ $turn }” is not a side: write cho or han.
lint-disagree = The FEN and the diagram disagree at { $square }: the FEN has “{ $fen }”, the diagram “{ $diagram }”.
lint-disagree-turn = The FEN and the turn disagree on the side to move.
lint-setup = This position cannot occur in a game. { $detail } (For a drill position, add relaxed: true to the position, beside its fen or diagram.)
lint-bad-square = “{ $square }” is not a point (a1 to i10).
lint-bad-move = “{ $move }” is not a move like b1c3 (a pass is the king’s point twice, like e2e2).
lint-move-illegal = The move { $move } is illegal here. { $reason }
lint-bad-side = “{ $side }” is not a side: write cho or han.
lint-bad-result = “{ $value }” is not a result (cho, han, draw) or an end reason (checkmate, no-moves, double-pass, bikjang, move-limit).
lint-unknown-reason = “{ $reason }” is not a reason id (docs/LESSONS.md lists them).
lint-unknown-piece = “{ $piece }” is not a piece (known: { $known }).

## Lint: answer keys the engine checks

lint-no-piece = There is no piece on { $square }.
lint-not-to-move = The piece on { $square } belongs to { $side }, who is not to move: it has no legal destinations now.
lint-dest-extra = The answer lists { $square }, but the piece cannot go there. { $reason }
lint-own-point = That is the point the piece stands on.
lint-dest-missing = The answer leaves out { $count ->
        [one] a legal destination
       *[other] { $count } legal destinations
    }: { $squares }.
lint-judge-legal = The answer says { $move } is illegal, but the engine finds it legal.
lint-judge-illegal = The answer says { $move } is legal, but it is not. { $reason }
lint-judge-reason = The answer gives the reason “{ $given }”, but the engine’s reason is “{ $actual }”. { $reason }
lint-judge-reason-with-legal = A legal move has no reason: remove “reason” or write legal: false.
lint-goal-empty = The goal has no condition: give at least one (capture, reach, check, ...).
lint-goal-no-bikjang = The goal asks to end bikjang, but the kings do not face each other in this position.
lint-goal-no-check = The goal asks to escape check, but the side to move is not in check.
lint-goal-no-cannon = There is no cannon on { $square }.
lint-goal-from = { $square } holds no piece of { $side }, the side to move.
lint-goal-unreachable = No legal move reaches this goal.
lint-play-illegal = The example answer { $move } is illegal. { $reason }
lint-play-misses = The example answer { $move } does not reach the goal: it does not { $goal }.
lint-choice-empty = A choice needs at least one option.
lint-choice-no-truth = This option needs either “correct: true/false” or an engine “claim”.
lint-choice-contradicts = The option says correct: { $given }, but the engine finds its claim { $engine }. { $evidence }
lint-choice-none-right = No option is right: is that intended?
lint-claim-needs-position = An engine claim needs a position: add one to the exercise.
lint-claim-answer = The answer says { $given }, but the engine finds the claim { $engine }. { $evidence }
lint-bad-line = “{ $line }” is not a cannon line like b3:up (up, down, left, right or palace).
lint-line-no-cannon = { $line } names no cannon: there is no cannon on { $square } before the moves.
lint-lines-no-moves = A lines exercise needs at least one move.
lint-lines-opened = The engine finds these lines opened: { $expected }; the answer says: { $given }.
lint-lines-closed = The engine finds these lines closed: { $expected }; the answer says: { $given }.
lint-replay-nested = A replay step cannot itself be a replay.
lint-replay-no-steps = This replay asks nothing: add steps.
lint-replay-after = This step comes after move { $after }, but the replay has only { $count ->
        [one] one move
       *[other] { $count } moves
    }.
lint-replay-order = This step (after move { $after }) comes before an earlier step’s moves: steps should follow the game.
lint-feedback-no-key = A feedback entry needs a reason, a move or a square to say when it applies.

## What a goal asks (used after “does not”)

goal-from = move the piece on { $square }
goal-capture = capture on { $square }
goal-capture-piece = capture a { $piece }
goal-reach = end on { $square }
goal-capture-any = capture any enemy piece
goal-no-moves = leave the opponent without a legal move
goal-check = give check
goal-checkmate = checkmate
goal-end-bikjang = end bikjang
goal-escape-check = get out of check
goal-open-line = open a line of the cannon on { $square }
goal-close-line = close a line of the cannon on { $square }

## What the engine found (claims and choice options)

lesson-evidence-legal = The engine finds { $move } legal.
lesson-evidence-illegal = The engine finds { $move } illegal. { $reason }
lesson-evidence-destinations = { $count ->
        [0] The piece on { $square } has no legal destination.
        [one] The piece on { $square } has one legal destination: { $points }.
       *[other] The piece on { $square } has { $count } legal destinations: { $points }.
    }
lesson-evidence-check = { $side } is in check from { $squares }.
lesson-evidence-not-check = { $side } is not in check.
lesson-evidence-bikjang = The kings face each other with nothing between them: bikjang.
lesson-evidence-facing-no-rule = The kings face each other, but under these rules that has no special meaning.
lesson-evidence-no-bikjang = The kings do not face each other.
lesson-evidence-to-move = { $side } is to move.
lesson-evidence-over = The game is over: { $result }
lesson-evidence-ongoing = The game is not over.
lesson-evidence-soldiers = No soldier move turns a soldier into another piece ({ $count ->
        [one] one soldier move
       *[other] { $count } soldier moves
    } checked).
lesson-evidence-can-pass = The side to move may pass.
lesson-evidence-cannot-pass = The side to move cannot pass. { $reason }

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

## Command line: lint, lessons, try

lint-summary = { $files ->
        [one] One file
       *[other] { $files } files
    } checked: { $errors ->
        [one] one error
       *[other] { $errors } errors
    }, { $warnings ->
        [one] one warning
       *[other] { $warnings } warnings
    }.
lint-path-unreadable = { $path } cannot be read: { $detail }
lint-no-files = No lesson files (*.yaml) were found.
lessons-phase = { $name } ({ $id })
lessons-lesson = { $order }. { $title } [{ $id }], { $count ->
        [one] one exercise
       *[other] { $count } exercises
    }
lessons-exercise = { $id }: { $kind }
lessons-none = (no lessons yet)
lessons-total = { $lessons ->
        [one] One lesson
       *[other] { $lessons } lessons
    }, { $exercises ->
        [one] one exercise
       *[other] { $exercises } exercises
    }.
lessons-dir-unreadable = The lesson folder { $path } cannot be read: { $detail }
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
lesson-evidence-piece-on = On { $square } stands: { $piece }.
lint-bad-piece = “{ $piece }” is not a piece: write a FEN letter (K, A, B, N, R, C, P; lowercase for Han) or none.
lesson-evidence-line-open = The cannon line { $line } is open: it reaches { $points }.
lesson-evidence-line-closed = The cannon line { $line } is closed: the cannon reaches nothing along it.
lesson-evidence-no-cannon = There is no cannon on { $square }.

# A lesson or FAQ position that cannot be built.
spec-missing = the position needs a fen or a diagram.
spec-fen = the FEN cannot be read: { $detail }
spec-diagram-lines = the diagram has { $count } lines; it needs 10.
spec-diagram-width = line { $line } of the diagram has { $count } points; it needs 9.
spec-diagram-char = line { $line } of the diagram contains “{ $char }”, which is neither a piece letter nor “.”.
spec-turn = turn must be cho or han, not “{ $turn }”.
spec-disagree-square = the FEN and the diagram differ at { $square }.
spec-disagree-turn = the FEN and turn disagree about the side to move.
spec-setup = the position cannot be played: { $detail }
spec-move-notation = move { $index } of moves, “{ $move }”, is not a move like b1c3.
spec-move-illegal = move { $index } of moves, { $move }, is illegal: { $reason }
lint-placeholder-left = The { $lang } text is still a skeleton’s TODO placeholder: write the text learners will read.
