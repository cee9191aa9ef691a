# optional-end 진술: 요청할 수 있는 대국 결과 (src/lesson/statement.rs, FAQ와 강의).
lint-bad-optional-end = { JOSA($value, "은") } optional-end에 쓸 수 있는 값이 아닙니다. result는 counting 또는 draw, reason은 move-limit, repetition, perpetual-check, move-repetition 중 하나입니다.
evidence-no-optional-end = 지금은 대국을 끝내자고 요청할 수 없습니다.
faq-st-optional-end = { $expect ->
        [0] 지금 대국을 끝내자고 요청해서 { $result ->
                [counting] 점수 계산으로 승패를 가릴
               *[draw] 무승부로 끝낼
            } 수는 없습니다
       *[other] 지금 대국을 끝내자고 요청할 수 있고, { $result ->
                [counting] 점수 계산으로 승패를 가립니다
               *[draw] 무승부가 됩니다
            }
    }{ $reason ->
        [move-limit] {" "}(오랫동안 잡기 없음)
        [repetition] {" "}(같은 국면 반복)
        [perpetual-check] {" "}(연속 장군)
        [move-repetition] {" "}(같은 기물을 왔다 갔다 함)
       *[any] {""}
    }
