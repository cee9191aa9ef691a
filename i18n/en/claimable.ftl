# The optional-end statement: a result a player may claim (src/lesson/statement.rs, FAQ and lessons).
lint-bad-optional-end = “{ $value }” is not a value of optional-end: result is counting or draw; reason is move-limit, repetition, perpetual-check or move-repetition.
evidence-no-optional-end = No end of the game can be claimed here.
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
