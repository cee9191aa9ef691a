# 규칙 엔진 문구 (한국어). 용어는 docs/GLOSSARY.md를 따릅니다.
# 기물·진영 이름과 칸 이름은 인자로 들어오므로, 바뀌는 조사(은/는, 이/가, 을/를, 으로/로)는
# 직접 쓰지 말고 { JOSA($piece, "은") }처럼 JOSA 함수로 붙입니다. 에, 에서, 의, 까지는 그대로 씁니다.

## 진영

side-cho = 초
side-han = 한

## 기물

piece-king = 궁
piece-advisor = 사
piece-elephant = 상
piece-horse = 마
piece-chariot = 차
piece-cannon = 포
piece-soldier = 졸

## 둘 수 없는 수

reason-bad-notation = 읽을 수 없는 수 표기입니다: ‘{ $move }’
reason-no-piece = { $square }에는 기물이 없습니다.
reason-not-your-piece = { $square }에 있는 기물은 { $side }의 기물입니다. 자기 기물만 움직일 수 있습니다.
reason-own-piece-on-target = { $square }에는 자기 기물이 있습니다. 자기 기물은 잡을 수 없습니다.
reason-not-piece-move = { JOSA($piece, "은") } { $from }에서 { JOSA($to, "으로") } 갈 수 없습니다. { $piece }의 행마법에 맞지 않는 수입니다.
reason-leaves-palace = { JOSA($piece, "은") } 궁성 안에서만 움직일 수 있는데, { JOSA($to, "은") } 궁성 밖입니다.
reason-off-palace-line = { JOSA($piece, "은") } 궁성 대각선을 따라서만 대각선으로 움직일 수 있는데, { $from }에서 { $to }까지는 궁성 대각선이 아닙니다.
reason-horse-leg-blocked = 마의 멱이 막혔습니다. 첫걸음 칸인 { $square }에 기물이 있습니다.
reason-elephant-blocked = 상의 멱이 막혔습니다. 지나가는 길목인 { $square }에 기물이 있습니다.
reason-chariot-blocked = { $square }에 있는 기물이 차의 길을 막고 있습니다.
reason-cannon-no-screen = 포는 기물 하나(포다리)를 넘어야만 움직이거나 잡을 수 있는데, 넘을 기물이 없습니다.
reason-cannon-screen-cannon = 포는 포를 포다리로 삼을 수 없는데, { $square }에 있는 기물이 포입니다.
reason-cannon-many-screens = 포는 기물 하나만 넘을 수 있는데, 사이에 기물이 { $count ->
        [2] 두 개
        [3] 세 개
        [4] 네 개
       *[other] { $count }개
    } 있습니다: { $squares }
reason-cannon-captures-cannon = 포는 포를 잡을 수 없는데, { $square }에 있는 기물이 포입니다.
reason-soldier-backward = 졸은 뒤로 물러날 수 없습니다.
reason-soldier-diagonal = 졸은 여기서 대각선으로 움직일 수 없습니다. 궁성 대각선을 인정하는 규칙에서만, 그것도 궁성 대각선을 따라 앞으로만 비스듬히 갈 수 있습니다.
reason-king-would-be-attacked = 궁은 그 칸으로 갈 수 없습니다. { $square }에 있는 { JOSA($piece, "이") } 그 칸을 노리고 있습니다.
reason-leaves-king-attacked = 지금 장군을 받고 있는데, 이 수를 두어도 { $square }에 있는 { JOSA($piece, "이") } 계속 궁을 노립니다.
reason-exposes-king = 이 수를 두면 { $square }에 있는 { $piece }에게 장군을 받게 됩니다.
reason-must-answer-bikjang = 두 궁이 마주 보고 있습니다(빅장). 이번 수로 빅장을 풀어야 합니다.
reason-pass-not-allowed = 이 규칙에서는 한수쉼을 할 수 없습니다.
reason-pass-in-check = 장군을 받은 상태에서는 한수쉼을 할 수 없습니다.
reason-game-over = 대국이 이미 끝났습니다.

## FEN 오류

fen-empty = FEN이 비어 있습니다.
fen-ranks = FEN의 판 부분에 가로줄이 { $count }줄 있습니다. 장기판은 10줄이어야 합니다.
fen-rank-width = { $rank }번째 가로줄이 { $points }칸입니다. 가로줄 하나는 정확히 9칸이어야 합니다.
fen-piece-char = { $rank }번째 가로줄에 장기 기물이 아닌 문자가 있습니다: ‘{ $char }’
fen-turn = 둘 차례 항목에는 ‘w’나 ‘b’만 쓸 수 있습니다. 입력된 값: ‘{ $found }’
fen-castling = 캐슬링 항목에는 ‘-’만 쓸 수 있습니다(장기에는 캐슬링이 없습니다). 입력된 값: ‘{ $found }’
fen-en-passant = 앙파상 항목에는 ‘-’만 쓸 수 있습니다(장기에는 앙파상이 없습니다). 입력된 값: ‘{ $found }’
fen-halfmove = 반수 카운터는 0 이상의 정수여야 합니다. 입력된 값: ‘{ $found }’
fen-fullmove = 수 번호는 1 이상의 정수여야 합니다. 입력된 값: ‘{ $found }’
fen-extra = FEN 끝에 필요 없는 내용이 있습니다: ‘{ $found }’
fen-digits = { $rank }번째 가로줄의 { JOSA($found, "은") } 잘못되었습니다. 연속된 빈칸은 1부터 9까지의 숫자 하나로 써야 합니다.

## 배치 오류

pos-king-missing = { $side }의 궁이 없습니다.
pos-too-many-kings = { $side }의 궁이 두 개 이상입니다.
pos-king-outside-palace = { $side }의 궁이 궁성 밖인 { $square }에 있습니다.
pos-advisor-outside-palace = { $side }의 사가 궁성 밖인 { $square }에 있습니다.
pos-too-many = { $side }의 { JOSA($piece, "이") } { $count }개입니다. 최대 { $max ->
        [1] 한 개
        [2] 두 개
       *[other] { $max }개
    }까지만 둘 수 있습니다.
pos-soldier-behind = { $square }에 있는 { $side }의 졸이 출발한 가로줄보다 뒤에 있습니다. 졸은 뒤로 물러나지 않으므로 나올 수 없는 배치입니다.
pos-opposite-check = { $side }의 차례가 아닌데 { $side }의 궁이 장군을 받고 있습니다. 실제 대국에서는 나올 수 없는 배치입니다.

## 상태와 결과

status-turn = { $side }의 차례입니다.
status-check = 장군! { $side }의 궁이 공격받고 있습니다.
status-bikjang = 빅장: 두 궁이 같은 세로줄에서 사이에 아무 기물 없이 마주 보고 있습니다.
status-ongoing = 대국이 진행 중입니다.
status-rules = 규칙: { $rules }
result-win = { JOSA($side, "이") } 이겼습니다({ $reason }).
result-draw = 무승부입니다({ $reason }).
end-checkmate = 외통
end-no-moves = 둘 수 있는 수 없음
end-double-pass = 양쪽 연속 한수쉼
end-bikjang = 빅장
end-pass-in-bikjang = 빅장을 당한 쪽의 한수쉼
end-counting = 점수 계산: { side-cho } { NUMBER($cho) }점, { side-han } { NUMBER($han, minimumFractionDigits: 1) }점
end-by-counting = { $cause }; { $counting }
end-move-limit = 잡기 없이 { $plies }수
end-repetition = 같은 국면 반복
side-piece = { $side }의 { $piece }
piece-none = 기물 없음

## 요청으로 끝낼 수 있는 대국 (Fairy-Stockfish 규칙): 국면 반복, 연속 장군, janggi-modern의 같은 수 반복, 오랫동안 잡기 없음

claim-win = 지금 규칙에 따라 대국을 끝내자고 요청할 수 있습니다. { JOSA($side, "이") } 이깁니다({ $reason }).
claim-draw = 지금 규칙에 따라 대국을 끝내자고 요청할 수 있습니다. 무승부가 됩니다({ $reason }).
end-perpetual-check = { $side }의 연속 장군으로 같은 국면 반복
end-move-repetition = { JOSA($side, "이") } 같은 기물을 계속 왔다 갔다 함
