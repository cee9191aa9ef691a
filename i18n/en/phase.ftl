# A phase's overview (src/tui/course.rs): its task, self-checks, lessons and what is left.
# Screen texts: no East-Asian-ambiguous characters (see the note in tui.ftl).

phase-lessons = Lessons
phase-self-check = Self-check:
phase-task-understand = The task of this phase, from the source: list the three differences between the xiangqi cannon and the Janggi cannon, in moving, in capturing and in the screen.
phase-check-understand = You can say for sure that a Janggi cannon needs a screen even for a move that captures nothing.
phase-task-compare = The task of this phase, from the source: put a chariot and a king in the palace and find their legal points along the marked palace lines.
phase-check-compare = I never stretch the palace lines into diagonal moves anywhere on the board.
phase-task-review = The task of this phase, from the source: replay a move that changes a screen, and check which cannon lines open or close.
phase-check-review = My line analysis covers a change in the kind of screen, not only a change in the number of pieces.
phase-why-compare = Why now: you know how each piece moves; next you compare moves that look alike and choose the legal one (palace lines, illegal moves, check, bikjang).
phase-why-review = Why now: you can judge single moves; next you replay short sequences and check every claim against the rules, as in a real game.
phase-why-understand = Why now: every judgement starts from how each piece moves.
phase-progress = Solved { $solved } of { $count ->
        [one] 1 exercise
       *[other] { $count } exercises
    }, stars { $stars }.
phase-all-done = Nothing left: every exercise of this phase is solved.
phase-left = Still to do:
phase-left-lesson = { $lesson }: { $count } { $count ->
    [one] exercise
   *[other] exercises
} left
phase-open-hint = Enter opens the highlighted lesson.

# Strategy advice (issue 65): the fourth part, advice rather than rules.
phase-task-strategy = Advice, not rules: the source keeps strategy apart from the rules. Count the pieces in points, find a piece left to be taken, and weigh a trade before you make it. Your first game does not wait for this part.
phase-check-strategy = Before I capture, I count what I win and what I can lose back.
phase-why-strategy = Why now: you know the rules; this part is a first piece of advice on playing well. It is advice, not rules, and your first game does not need it.
