# AI와 대국하기 (대국 진행, 훈수, 외부 엔진, UCI).

play-not-your-turn = 지금은 둘 차례가 아닙니다. AI가 생각하는 중입니다.
play-game-over = 대국이 끝났습니다.
play-end-resigned = { JOSA($side, "이") } 기권함
play-end-draw-agreed = 합의 무승부
play-draw-accepted = AI가 무승부 제안을 받아들였습니다.
play-draw-declined = AI가 무승부 제안을 거절하고 대국을 계속합니다.
play-bad-saved-field = 저장된 대국을 읽을 수 없습니다: “{ $value }” 값은 올바른 { $field } 값이 아닙니다.
play-bad-saved-start = 저장된 대국의 시작 국면으로는 둘 수 없습니다: { $detail }
play-bad-saved-move = 저장된 대국의 { $index }번째 수({ $move })를 둘 수 없습니다: { $reason }
play-match-score = 결과: { $wins }승 { $draws }무 { $losses }패 ({ $percent }%).

hint-line = { $move }: { $reason }
hint-mate-in = { $moves ->
        [one] 한 수 만에 외통
       *[other] { $moves }수 만에 외통
    }
hint-only-move-out-of-check = 장군을 피하는 유일한 수
hint-only-move = 둘 수 있는 유일한 수
hint-wins = { $square }의 { JOSA($piece, "을") } 잡음
hint-out-of-check = 장군을 피하는 가장 좋은 수
hint-answers-bikjang = 빅장에 응수함
hint-check = 장군을 부름
hint-saves = 공격받는 { $square }의 { JOSA($piece, "을") } 피신시킴
hint-pass = 여기서는 한수쉼이 가장 좋음
hint-improves = { JOSA($piece, "을") } 더 좋은 칸으로 옮김

engine-no-command = 엔진 명령이 주어지지 않았습니다.
engine-missing = “{ $command }” 엔진을 실행할 수 없습니다: { $detail }
engine-died = “{ $command }” 엔진이 응답을 멈췄습니다(종료됨).
engine-timeout = “{ $command }” 엔진이 제때 응답하지 않았습니다(“{ $answer }” 대기 중).
engine-bad-move = “{ $command }” 엔진이 “{ $answer }”라고 답했지만, 지금 둘 수 있는 수가 아닙니다.
engine-fallback = { $error } 내장 상대가 이어서 둡니다. 대국은 계속됩니다.

uci-unknown-command = 알 수 없는 명령 “{ $command }”
uci-unknown-option = 알 수 없는 옵션 “{ $name }”
uci-bad-option-value = “{ $value }” 값은 옵션 “{ $name }”에 쓸 수 없는 값입니다
uci-bad-setoption = “setoption name 이름 value 값” 형식이어야 하는데 받은 것은 “{ $text }”입니다
uci-bad-position = “position startpos” 또는 “position fen FEN”(뒤에 “moves …” 가능) 형식이어야 하는데 받은 것은 “{ $text }”입니다
uci-illegal-move = { $index }번째 수({ $move })를 둘 수 없습니다: { $reason }
uci-bad-go = “go { $text }” 명령을 읽을 수 없습니다(depth N, nodes N, movetime MS, wtime/btime/winc/binc MS 또는 infinite)
