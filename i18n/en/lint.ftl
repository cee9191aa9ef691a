# The lesson lint (src/lesson/lint, src/lesson/parse.rs; `janggi-tutor lint`, and the --watch
# preview): each problem of a lesson file, and the summary. Terms: see docs/GLOSSARY.md.

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
lint-intro-empty = The introduction has no steps: write at least one, or one text.
lint-intro-marks-no-board = These marks have no board to be drawn on: give the step a position.
lint-missing-language = This text lacks { $count ->
        [one] a version
       *[other] versions
    } in: { $langs }.
lint-unknown-language = “{ $lang }” is not one of the program’s languages ({ $known }): no learner will see this text.
lint-bad-tag = The misconception tag “{ $tag }” should be lower-case words joined by hyphens.
lint-tag-unknown = The misconception tag “{ $tag }” has no words: learners would read only the tag. Use one of the program’s tags, or declare it at the top of the lesson under misconceptions:, with its zh, ko and en words.
lint-tag-unused = The misconception tag “{ $tag }” is declared but no feedback in this lesson uses it.

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
lint-feedback-no-key = A feedback entry needs a reason, a move, a square, an option or an answer to say when it applies.
lint-bad-piece = “{ $piece }” is not a piece: write a FEN letter (K, A, B, N, R, C, P; lowercase for Han) or none.
lint-placeholder-left = The { $lang } text is still a skeleton’s TODO placeholder: write the text learners will read.
# The optional-end statement: a result a player may claim (src/lesson/statement.rs, FAQ and lessons).
lint-bad-optional-end = “{ $value }” is not a value of optional-end: result is counting or draw; reason is move-limit, repetition, perpetual-check or move-repetition.

## Authoring lessons: the lint's further checks and messages (issue 15)

lint-no-lesson-files = No lesson files (*.yaml or *.yml) were found in { $path }.
lint-choice-claim-needs-correct = The engine checks this claim, not the option’s text: add “correct: true” or “correct: false” to say what the text states, and the lint will check the two agree.
lint-answer-missing = This exercise has no answer key. The engine still judges it, but add “answer” so the lint can prove the lesson right.
lint-answer-repeated = The answer key lists { $item } twice (first at line { $line }, column { $col }).
lint-feedback-never = This feedback can never be shown: no answer to this exercise gives the reason “{ $reason }” (it can give: { $possible }).
lint-replaces-builtin = The lesson id “{ $id }” replaces the built-in lesson { $path }; choose another id unless you mean to replace it.
lint-setup-impossible = This position cannot be used, not even as a drill. { $detail }
lint-tab-indent = A tab in the indentation: YAML indents with spaces only. Replace the tab with spaces.
lint-yaml-colon = A colon followed by a space inside a text ends the text here (YAML reads it as a new key). Put the whole text in quotes ("…"), or write it as a block after |- or >- on the lines below.
lint-yaml-indent = This line is indented differently from the lines before it. The keys of one mapping start in the same column; a text that goes on over several lines needs |- or >- after its key.
lint-yaml-list-indent = This list is indented wrongly: every item starts with “- ” in the same column as the first one.
lint-yaml-bad-start = A value cannot start with this character (such as ` @ % or a tab). Put the text in quotes.
lint-yaml-unclosed-quote = A quoted text is not closed: the quote that opens it has no matching quote at its end. Close it, or write a quote inside it twice ('' in '…').
lint-yaml-missing-colon = A key needs a colon after it (key: value); check this line and the one before it for a missing colon or a quote that was not closed.
lint-yaml-flow = The brackets opened at line { $line }, column { $column } are not closed, or two of their items have no comma between them. Put a comma after every item but the last, and close the brackets.
lint-yaml-aliases = This file repeats its aliases (*name) too many times to be read; write the values out instead.
lint-yaml-too-deep = This file nests lists and mappings too deeply to be read.
lint-number-too-big = This number is far too large; orders and steps are small whole numbers.

## janggi-tutor lint

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
lint-reason-overlaps = The move { $move } is illegal for the reason “{ $actual }”, and “{ $reason }” describes it too: the “why?” list would have two right answers. “{ $reason }” is not offered for this move; key the feedback by “{ $actual }”, or pick a move that only one reason describes.
lint-reason-not-for-piece = The reason “{ $reason }” can never apply to the { $piece } ({ $move }), so it is not offered for this move: remove the feedback or key it by a reason of this piece.

## Lint: warnings on texts read against the board and their shape (lesson::advice)

lint-hint-gives-answer = This hint names the whole answer ({ $answer }): a learner who asks for it is told the answer instead of helped to find it. Point at the idea instead.
lint-text-wrong-script = This text is under { $lang } but has no { $lang ->
    [zh] Chinese characters
   *[ko] Hangul
  } in it: it looks like another language’s text pasted in. Write it in { $lang ->
    [zh] Chinese
   *[ko] Korean
  }.
lint-text-too-long = This { $lang } text is { $count } characters long; a text here may have at most { $cap }. Shorten it or split it (an explanation into hints, an introduction into steps).
lint-intro-step-too-long = This introduction step is { $count } characters long in { $lang } (at most { $cap }): a step holds one idea beside its board. Split it into two steps.
lint-text-unbroken = This { $lang } text has { $count } characters without a space (at most { $cap }): such a line cannot wrap, on the screen or in a printed handout. Add spaces.
lint-prompt-piece-other = The prompt names the { $piece } on { $square }, but on the board { $square } holds { $found }.
lint-prompt-piece-none = The prompt names the { $piece } on { $square }, but on the board { $square } is empty.
lint-did-you-mean = { $detail } Did you mean “{ $near }”?
lint-rules-elsewhere = { $detail } The claim is { $given } under { $rules }, but this exercise is checked under { $lesson }: is the lesson’s rule set the one you meant?

## Lessons that cannot teach a wrong rule (issue 67)
lint-text-foreign-sentence = This { $lang } text has a sentence in another language: “{ $sentence }”. Write it in the text’s own language (or move it to its language’s text).
lint-ko-particle = The particle does not fit the word before it: “{ $written }” should be “{ $right }”.
lint-option-against-claim = Option { $option }’s { $lang } text says the move { $says ->
    [can] can be played
   *[cannot] cannot be played
}, but its claim says the opposite: learners read the text while the engine judges the claim, so the option teaches a wrong rule. Make the text and the claim say the same.
lint-feedback-key-never = This feedback can never be shown: “{ $key }:” does not apply to a { $kind } exercise.
lint-feedback-no-option = This feedback can never be shown: there is no option { $option } (the exercise has { $count }).
lint-feedback-answer-right = This feedback can never be shown: “{ $said }” is the right answer here, and feedback by answer is for a wrong one.
lint-feedback-option-right = Option { $option } is right: this feedback shows when a learner leaves it out, but its misconception never counts (a misconception counts only on the learner’s own wrong answer). Put the misconception on a wrong option.
# Reliability round 3 (issue 68): anchors and aliases refused
lint-yaml-alias = Anchors and aliases (&name, *name) are not allowed in lesson files: write the value out here.
lint-yaml-too-many = This file holds more than { $limit } values (texts, keys, lists); a lesson needs far fewer. Split it into several files.
# Strategy advice (issue 65): advice is labelled as advice
lint-advice-unmarked = { $n ->
        [0] A lesson of the strategy part is advice, not rules: add “nature: advice”, so every screen and handout says so.
       *[other] Exercise { $n } checks strategy advice (a piece left to be taken, points won or lost), not a rule: add “nature: advice” to the lesson, so every screen and handout says so.
    }

## Intro steps and explanations that answer a later exercise (issue 70 item 16)
lint-shows-later-answer = This already answers exercise { $number } (“{ $id }”), which comes later in the same position: it shows { $answer }. A learner copies it instead of working it out; show the idea on another point or in another position.
