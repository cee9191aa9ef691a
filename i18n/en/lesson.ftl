# Lessons (src/lesson): phases and exercise kinds, loading lesson files, positions and diagram
# blocks, goals, what the engine found, `janggi-tutor lessons`, and the lesson-end page.
# The lint is in lint.ftl; reading and judging a learner's answer in answer.ftl.
# Terms: see docs/GLOSSARY.md.

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
lesson-reason-not-piece-move = not a move of this piece
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
load-bad-byte = This byte ({ $byte }) is not UTF-8 text; save the file as UTF-8.

## YAML nesting guard (lesson::nesting)
nesting-too-deep = the YAML nests more than { $limit } levels deep here; the file is not read further

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

## Diagram blocks (src/lesson/diagram.rs; `show --diagram`, `janggi-tutor fen --diagram`)

diagram-error-at = { $path }:{ $line }:{ $col }: { $detail }
diagram-unreadable = The diagram { $path } cannot be read: { $detail }
diagram-bad-point = “{ $char }” is not a piece letter (K A B N R C P, lower case for Han) or “.” for an empty point.
diagram-row-width = this row has { $count ->
        [one] 1 point
       *[other] { $count } points
    }; every row needs 9.
diagram-row-count = the diagram has { $count ->
        [one] 1 row
       *[other] { $count } rows
    }; it needs 10, rank 10 first.
diagram-bad-turn = turn “{ $value }” is neither cho nor han.
diagram-bad-relaxed = relaxed “{ $value }” is neither true nor false.
diagram-unknown-key = “{ $key }:” is not part of a diagram; only position, diagram, turn and relaxed are read.

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
goal-one-of = play a move as good as the engine’s best ({ $count ->
    [one] one move
   *[other] { $count } moves
} count)

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
lesson-evidence-piece-on = On { $square } stands: { $piece }.
lesson-evidence-empty = There is no piece on { $square }.
lesson-line = { $square }:{ $direction }
lesson-evidence-line-open = The cannon line { $line } is open: it reaches { $points }.
lesson-evidence-line-closed = The cannon line { $line } is closed: the cannon reaches nothing along it.
lesson-evidence-no-cannon = There is no cannon on { $square }.

# The optional-end statement: a result a player may claim (src/lesson/statement.rs, FAQ and lessons).
evidence-no-optional-end = No end of the game can be claimed here.

## janggi-tutor lessons

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

## The lesson-end page of the trainer screen (src/tui/course.rs)

lesson-page-start = Enter starts exercise { $n } of { $count }.
lesson-page-back = Enter or q goes back to exercise { $n }, as you left it.
lesson-page-steps = ← shows the introduction again, a step at a time.
lesson-step = Step { $n } of { $count }
lesson-step-next = Enter or → for the next step, ← for the one before, Tab to the exercises.
lesson-step-exercises = Enter opens the exercises ({ $count }).
lesson-end-done = End of the lesson: { $lesson }
lesson-end-stars = Solved { $solved } of { $count ->
        [one] 1 exercise
       *[other] { $count } exercises
    }, stars { $stars }.
lesson-end-unsolved = Some exercises are not solved yet: Continue on the home screen brings you back to them.
lesson-end-phase-done = Phase { $n }, { $phase }, is complete.
lesson-end-phase-left = Phase { $n }, { $phase }, is not complete yet: { $count ->
    [one] one lesson still has exercises without stars:
   *[other] { $count } lessons still have exercises without stars, the first is
} { $lesson }.
lesson-end-next-phase = Next: phase { $n }, { $phase }.
lesson-end-next = Next lesson: { $lesson } ({ $count } { $count ->
    [one] exercise
   *[other] exercises
}).
lesson-end-enter = Enter starts it now; q goes back to the lesson page.
lesson-end-enter-page = Enter opens its lesson page, then Enter starts it; q goes back.

## Lessons that cannot teach a wrong rule (issue 67)
lesson-option-engine = Option { $option }, the engine’s own words for its claim: { $evidence } So the option is { $truth ->
    [true] right
   *[false] wrong
}.

# Strategy advice (issue 65): the fourth part of the course, the advice label, the exchange
# search's evidence (src/search/exchange.rs) and its play goal.
lesson-phase-strategy = Strategy advice
lesson-advice-tag = Advice, not rules
lesson-advice-note = This lesson is advice on playing well, not a rule of the game: the piece values are a guide, and the engine checks every example.
lesson-evidence-hanging = The piece on { $square } is left to be taken: { $move } wins { $points ->
        [one] 1 point
       *[other] { $points } points
    } (the engine’s exchange search: both sides go on capturing on that point while it pays).
lesson-evidence-not-hanging = No capture wins the piece on { $square }: nothing attacks it, or it is defended well enough (the engine’s exchange search).
lesson-evidence-wins = { $move } wins { $points ->
        [one] 1 point
       *[other] { $points } points
    } (the engine’s exchange search: both sides go on capturing on that point while it pays).
lesson-evidence-loses = { $move } loses { $points ->
        [one] 1 point
       *[other] { $points } points
    } (the engine’s exchange search: both sides go on capturing on that point while it pays).
lesson-evidence-even = { $move } neither wins nor loses material (the engine’s exchange search: both sides go on capturing on that point while it pays).
goal-win-material = win at least { $points ->
        [one] 1 point
       *[other] { $points } points
    } by capturing (the engine’s exchange search)
