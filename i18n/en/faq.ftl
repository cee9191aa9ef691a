# FAQ checker texts (English): `janggi-tutor faq` and the trainer's FAQ page.
# Statements (faq-st-*) are clauses without a final full stop; the message around them adds it.
# $expect is 1 for the claim as stated and 0 for its negation.

## Claims: the statement, as stated or negated

faq-st-legal = { $expect ->
        [0] { $move } is not a legal move
       *[other] { $move } is a legal move
    }
faq-st-illegal = { $expect ->
        [0] { $move } is not an illegal move
       *[other] { $move } is an illegal move
    }
faq-st-illegal-why = { $expect ->
        [0] it is not true that { $move } is illegal because { $why }
       *[other] { $move } is illegal because { $why }
    }
faq-st-destinations = { $count ->
        [0] { $expect ->
            [0] the { $piece } on { $square } has a legal move
           *[other] the { $piece } on { $square } has no legal move
        }
       *[other] { $expect ->
            [0] the { $piece } on { $square } cannot move to exactly { $points }
           *[other] the { $piece } on { $square } can move to exactly { $points }
        }
    }
faq-st-check = { $expect ->
        [0] { $side } is not in check
       *[other] { $side } is in check
    }
faq-st-bikjang = { $expect ->
        [0] there is no bikjang to break
       *[other] the kings are in bikjang, and the side to move must break it
    }
faq-st-kings-facing = { $expect ->
        [0] the two kings do not face each other
       *[other] the two kings face each other on an open file
    }
faq-st-to-move = { $expect ->
        [0] it is not { $side }’s turn
       *[other] it is { $side }’s turn
    }
faq-st-game-over = { $expect ->
        [0] the game has not ended like this: { $result }
       *[other] the game is over: { $result }
    }
faq-st-ongoing = { $expect ->
        [0] the game is over
       *[other] the game goes on
    }
faq-st-no-promotion = { $expect ->
        [0] some soldier move promotes the soldier
       *[other] no move promotes a soldier
    }
faq-st-can-pass = { $expect ->
        [0] the side to move may not pass
       *[other] the side to move may pass
    }
faq-claim-mixed = { $statement } (claimed true under { $yes }; false under { $no })

faq-result-win = { $side } wins
faq-result-win-by = { $side } wins ({ $end })
faq-result-draw = a draw
faq-result-draw-by = a draw ({ $end })

faq-end-checkmate = checkmate
faq-end-no-moves = no legal moves
faq-end-double-pass = two passes in a row
faq-end-bikjang = bikjang
faq-end-move-limit = too many plies without a capture

## Short reasons: “… is illegal because { $why }”

faq-why-no-piece = there is no piece on its starting point
faq-why-not-your-piece = the piece belongs to the opponent
faq-why-own-piece-on-target = one’s own piece stands on the target
faq-why-not-piece-move = the piece does not move that way
faq-why-leaves-palace = the piece would leave the palace
faq-why-off-palace-line = the diagonal step is not along a palace line
faq-why-horse-leg-blocked = the horse’s leg is blocked
faq-why-elephant-blocked = the elephant’s path is blocked
faq-why-chariot-blocked = a piece stands in the chariot’s way
faq-why-cannon-no-screen = the cannon has no screen to jump
faq-why-cannon-screen-cannon = the cannon’s screen would be a cannon
faq-why-cannon-many-screens = there is more than one piece for the cannon to jump
faq-why-cannon-captures-cannon = a cannon cannot capture a cannon
faq-why-soldier-backward = soldiers never move backward
faq-why-soldier-diagonal = the soldier may not step diagonally there
faq-why-king-would-be-attacked = the king would step onto an attacked point
faq-why-leaves-king-attacked = it leaves one’s own king in check
faq-why-exposes-king = it exposes one’s own king
faq-why-must-answer-bikjang = it does not break the bikjang
faq-why-pass-not-allowed = these rules have no pass
faq-why-pass-in-check = a side in check cannot pass
faq-why-game-over = the game is already over
faq-why-bad-notation = the move cannot be read

## Evidence: what the engine found

faq-ev-legal = { $move } is legal.
faq-ev-illegal = { $move } is illegal: { $reason }
faq-ev-destinations = { $count ->
        [0] The { $piece } on { $square } has no legal move.
       *[other] The { $piece } on { $square } can move to { $points }.
    }
faq-ev-not-in-check = { $side } is not in check.
faq-ev-in-check = { $side } is in check from { $attackers }.
faq-ev-not-facing = The kings do not face each other.
faq-ev-bikjang = The kings face each other with nothing between them: bikjang, which the side to move must break.
faq-ev-facing-no-rule = The kings face each other, but under these rules that means nothing.
faq-ev-over = The game is over: { $result }
faq-ev-soldier-moves = { $count ->
        [0] No soldier can move.
       *[other] Legal soldier moves: { $moves }.
    }
faq-ev-pass-legal = Passing ({ $move }) is legal.
faq-ev-pass-illegal = No pass here: { $reason }

faq-piece-at = the { $piece } on { $square }
faq-piece-unknown = piece
faq-as-written = { $text }
faq-series = { $head }, { $rest }
faq-list-none = nothing
faq-list-pair = { $a } and { $b }
faq-list-more = { $head }, { $rest }

## Positions

faq-position-line = Position: { $position }
faq-position-start = the start position
faq-position-fen = { $fen }
faq-position-diagram = the diagram in the file
faq-position-moves = { $position }, then { $moves }

## Claims that cannot be checked

faq-problem-unknown-rules = “{ $name }” is not a rule set (known: { $known }, or all).
faq-problem-missing-expect = expect gives no truth for { $rules }: name it, or add “others”.
faq-problem-unlisted-expect = expect names { $rules }, which the claim’s rules do not list.
faq-problem-no-rules = rules lists no rule set.
faq-statement-move = “{ $value }” is not a move like b1c3.
faq-statement-square = “{ $value }” is not a point (a1 to i10).
faq-statement-side = “{ $value }” is not a side (cho or han).
faq-statement-reason = “{ $value }” is not a reason id (see docs/RULES.md).
faq-statement-result = “{ $value }” is not a result (cho, han, draw) or an end reason (checkmate, no-moves, double-pass, bikjang, move-limit).

## Files

faq-cannot-read = cannot read { $file }: { $detail }
faq-bad-file = { $place }: not a FAQ file: { $detail }
faq-no-files = { $file } contains no .yaml files
faq-at = { $place }: { $text }
faq-warn-duplicate-id = the id “{ $id }” is already used at { $first }
faq-warn-bad-id = the id “{ $id }” should use only lowercase letters, digits and “-”
faq-warn-missing-lang = this text is missing in { $langs }
faq-warn-no-claims = the entry “{ $id }” has no claims

## Report

faq-file = == { $file } ==
faq-claim-title = Claim { $n } ({ $place }): { $statement }.
# Rule sets in lists (the ids --rules takes; the full names have commas).
faq-rules-short-basic = basic
faq-rules-short-janggi = janggi
faq-rules-short-janggi-traditional = janggi-traditional
faq-rules-short-janggi-modern = janggi-modern
faq-rules-short-janggi-casual = janggi-casual
faq-verdict-holds = holds
faq-verdict-fails = does not hold
faq-verdict-unclaimed = not part of the claim
faq-verdict-problem = cannot be checked
faq-rules-all = All rule sets
faq-rules-every = every rule set
faq-run-holds = { $rules }: holds. { $evidence }
faq-run-fails = { $rules }: DOES NOT HOLD. { $evidence }
faq-run-unclaimed = { $rules } (not part of the claim): { $evidence }
faq-run-problem = { $rules }: cannot be checked: { $evidence }
faq-claim-problem = Cannot be checked ({ $place }): { $problem }
faq-no-claims-for = (No claim of this entry is about { $rules }.)
faq-failures = Claims that do not hold:
faq-failure = { $place }: { $id }, claim { $n }: { $why }
faq-failure-rules = does not hold under { $rules }. { $problem }
faq-failure-problem = cannot be checked ({ $place }): { $problem }
faq-summary = claims: { $claims }, hold: { $hold }, fail: { $fail }
faq-table-rules-basic = basic
faq-table-rules-janggi = janggi
faq-table-rules-janggi-traditional = traditional
faq-table-rules-janggi-modern = modern
faq-table-rules-janggi-casual = casual
faq-table-title = Claims by rule set (yes or no: whether the statement is true under that rule set)
faq-table-claim = claim
faq-table-statement = statement
faq-table-yes = yes
faq-table-no = no
faq-table-legend = (yes), (no): the claim says nothing about this rule set; the engine’s finding is shown for comparison. “!”: the engine contradicts the claim. “?”: cannot be checked.
faq-st-piece-on = { $expect ->
        [0] { $square } does not hold { $piece }
       *[other] { $square } holds { $piece }
    }
faq-ev-piece-on = On { $square }: { $piece }.
faq-statement-piece = “{ $value }” is not a piece letter (K, A, B, N, R, C, P; lowercase for Han) or none.
faq-st-line-open = { $expect ->
        [0] the cannon line { $line } is closed
       *[other] the cannon line { $line } is open
    }
faq-statement-line = “{ $value }” is not a cannon line like b3:up.

# The optional-end statement: a result a player may claim (src/lesson/statement.rs, FAQ and lessons).
faq-st-optional-end = { $expect ->
        [0] no claim now ends the game { $result ->
                [counting] by counting
               *[draw] as a draw
            }
       *[other] a player may claim the end now, { $result ->
                [counting] and counting decides it
               *[draw] as a draw
            }
    }{ $reason ->
        [move-limit] {" "}(plies without a capture)
        [repetition] {" "}(repeated position)
        [perpetual-check] {" "}(perpetual check)
        [move-repetition] {" "}(one piece moved back and forth)
       *[any] {""}
    }

## FAQ page

faq-page-questions = Questions
faq-page-empty = No questions are available.
faq-page-open = { $count ->
        [one] Enter shows the board of the claim that backs this answer, checked by the engine.
       *[other] Enter shows the boards of the { $count } claims that back this answer, checked by the engine.
    }
faq-page-claim = Claim { $n } of { $count }
faq-page-keys = h/l: other claims. j/k: other rule sets (the board follows). PgUp/PgDn scroll. Esc or q: back to the questions.

# Strategy advice (issue 65): claims the engine's exchange search checks.
faq-st-hanging = { $expect ->
        [0] the piece on { $square } is not left to be taken
       *[other] the piece on { $square } is left to be taken
    }
faq-st-wins-material = { $expect ->
        [0] { $move } does not win { $points ->
                [one] 1 point
               *[other] { $points } points
            }
       *[other] { $move } wins at least { $points ->
                [one] 1 point
               *[other] { $points } points
            }
    }
faq-st-loses-material = { $expect ->
        [0] { $move } does not lose { $points ->
                [one] 1 point
               *[other] { $points } points
            }
       *[other] { $move } loses at least { $points ->
                [one] 1 point
               *[other] { $points } points
            }
    }
