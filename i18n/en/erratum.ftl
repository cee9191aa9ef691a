# An erratum report (src/lesson/erratum.rs): what a learner sends when a lesson, a FAQ answer,
# the rules reference or the engine seems wrong; the `erratum` verb and the trainer's `!` key.

erratum-title = A possible error in janggi-tutor
erratum-line = { $label }: { $value }
erratum-heading = { $label }:
erratum-separator = {", "}
erratum-game = Janggi (Korean chess)
erratum-rules = { $name }, --rules { $id }
erratum-subject-exercise = lesson { $lesson }, exercise { $exercise }
erratum-subject-faq = question { $id } of the FAQ
erratum-subject-rules = the rules reference, section “{ $section }”
erratum-subject-position = the engine’s judgement of a position
erratum-source-faq = the source text’s FAQ
erratum-source-confused = the source text’s easily confused judgement
erratum-source-worked-position = the source text’s worked position
erratum-source-illegal-list = the source text’s list of illegal moves
erratum-source-practice = the source text’s practice tasks
erratum-source-rules = the source text’s rules sections
erratum-field-game = Game
erratum-field-rules = Rule set
erratum-field-subject = About
erratum-field-source = Source clause
erratum-field-place = File
erratum-field-version = Program
erratum-field-fen = Position (FEN)
erratum-field-diagram = Diagram
erratum-field-prompt = Question
erratum-field-option = Option
erratum-field-explanation = Explanation
erratum-field-self-check = Self-check
erratum-field-question = Question
erratum-field-answer = Answer
erratum-field-text = Text
erratum-field-problem = What seems wrong
erratum-field-engine = What the engine says
erratum-legal-moves = { $count ->
        [0] No legal move.
       *[other] Legal moves ({ $count }): { $moves }
    }
erratum-problem-placeholder = (write here what seems wrong and what you expected)
erratum-send = Send this report as a new issue to the issue tracker of the project that publishes janggi-tutor (README, “Reporting a problem”, says where it is), or to whoever gave you the program.
erratum-copied = Error report copied to the clipboard (OSC 52); it is also printed when you quit. Paste it into an issue (README: Reporting a problem).
erratum-what = Say what the report is about: --lesson L --exercise E, --faq ID, or --fen F (with --rules R).
erratum-unknown-faq = There is no FAQ question “{ $id }”. Questions: { $known }

## Complete error reports (issue 67)
erratum-send-address = Send this report to { $address } (the address the lesson gives for its errors).
erratum-send-author = This lesson was loaded with --lessons and gives no address for errors: send this report to its author (the file is named above).
erratum-field-start = Start position (FEN)
erratum-field-moves = Moves from the start position
erratum-field-fen-after = Position after those moves (FEN; its history is the moves above)
erratum-field-sequence = Moves of the exercise
erratum-field-steps = Steps
erratum-step = Step { $step }, after { $after } moves:
erratum-field-key = Answer key (as janggi-tutor try takes it)
