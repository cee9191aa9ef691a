# Printable handouts (src/handout/, `janggi-tutor export`).

handout-title = Janggi lessons: exercises
handout-summary = { $lessons ->
        [one] 1 lesson
       *[other] { $lessons } lessons
    }, { $exercises ->
        [one] 1 exercise
       *[other] { $exercises } exercises
    }. The answers are on the last pages.
handout-summary-student = { $lessons ->
        [one] 1 lesson
       *[other] { $lessons } lessons
    }, { $exercises ->
        [one] 1 exercise
       *[other] { $exercises } exercises
    }.
handout-name = Name:
handout-date = Date:
handout-why = Why each option is right or wrong:
handout-exercise = Exercise { $number }
handout-board-title = Board: { $fen }
handout-before-moves = Before the moves.
handout-after-move = After move { $n }.
handout-start-position = The start position.
handout-moves = Moves:
handout-write-points = Points:
handout-write-move = Your move:
handout-write-reason = Why:
handout-answers = Answers
handout-answer-destinations = The piece on { $square } can move to { $count ->
        [one] 1 point
       *[other] { $count } points
    }: { $points }.
handout-answer-no-destinations = The piece on { $square } cannot move at all.
handout-answer-legal = { $move } is legal.
handout-answer-illegal = { $move } is illegal. { $reason }
handout-answer-play = { $count ->
        [0] No move reaches the goal.
        [one] The move that reaches the goal: { $moves }.
       *[other] The moves that reach the goal: { $moves }.
    }
handout-answer-choice = { $count ->
        [0] None of the options is right.
        [one] The right option: { $options }.
       *[other] The right options: { $options }.
    }
handout-answer-opened = Opened: { $lines }.
handout-answer-closed = Closed: { $lines }.
handout-answer-true = True.
handout-answer-false = False.
handout-none = none
handout-list = { $head }{ "; " }{ $item }
handout-skipped = This exercise cannot be printed: { $detail }
handout-skipped-exercise = the exercise { $exercise } of the lesson { $lesson } was left out of the handout: { $detail }
handout-unknown-lesson = There is no lesson or phase “{ $id }”. Use one of: { $known }
handout-write-failed = The handout cannot be written to { $path }: { $detail }
handout-written = Handout written to { $path } ({ $lessons ->
        [one] 1 lesson
       *[other] { $lessons } lessons
    }, { $exercises ->
        [one] 1 exercise
       *[other] { $exercises } exercises
    }).

# Reliability round 3 (issue 68): export --out keeps other files
handout-out-not-ours = { $path } exists and is not a handout written by janggi-tutor: it is left as it is. Give another file name, or add --force to replace it.
