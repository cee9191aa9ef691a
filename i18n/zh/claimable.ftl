# optional-end 陈述：可以申请的终局结果（src/lesson/statement.rs，FAQ 和课程）。
lint-bad-optional-end = “{ $value }”不是 optional-end 的有效值：result 只能是 counting 或 draw；reason 只能是 move-limit、repetition、perpetual-check 或 move-repetition。
evidence-no-optional-end = 此时不能要求按规则结束对局。
faq-st-optional-end = { $expect ->
        [0] 此时不能要求结束对局并{ $result ->
                [counting] 按计点决定胜负
               *[draw] 判为和棋
            }
       *[other] 此时可以要求结束对局，{ $result ->
                [counting] 按计点决定胜负
               *[draw] 判为和棋
            }
    }{ $reason ->
        [move-limit] （因长时间没有吃子）
        [repetition] （因局面重复）
        [perpetual-check] （因长将）
        [move-repetition] （因来回走同一个棋子）
       *[any] {""}
    }
