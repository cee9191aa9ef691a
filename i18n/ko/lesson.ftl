# 강의: 불러오기, 강의 파일 검사(lint), 답안 판정 피드백, lint·lessons·try 명령.
# 용어는 docs/GLOSSARY.md를 따릅니다. 인자 뒤의 바뀌는 조사는 JOSA 함수로 붙입니다.

## 단계와 문제 유형

lesson-phase-understand = 규칙 이해
lesson-phase-compare = 비교와 선택
lesson-phase-review = 복기와 검증
lesson-kind-destinations = 갈 수 있는 칸 표시
lesson-kind-judge = 둘 수 있는 수인가
lesson-kind-play = 한 수 두기
lesson-kind-choice = 객관식
lesson-kind-lines = 포길
lesson-kind-replay = 복기
lesson-kind-claim = 참과 거짓

## 둘 수 없는 이유(짧은 이름, 판정 문제에서 고를 때 씁니다)

lesson-reason-no-piece = 기물이 없음
lesson-reason-not-your-piece = 상대 기물
lesson-reason-own-piece-on-target = 도착 칸에 자기 기물
lesson-reason-not-piece-move = 행마법에 맞지 않음
lesson-reason-leaves-palace = 궁성을 벗어남
lesson-reason-off-palace-line = 궁성 대각선이 아닌 대각선
lesson-reason-horse-leg-blocked = 마의 멱이 막힘
lesson-reason-elephant-blocked = 상의 멱이 막힘
lesson-reason-chariot-blocked = 차의 길이 막힘
lesson-reason-cannon-no-screen = 포다리가 없음
lesson-reason-cannon-screen-cannon = 포를 포다리로 씀
lesson-reason-cannon-many-screens = 사이에 기물이 둘 이상
lesson-reason-cannon-captures-cannon = 포가 포를 잡음
lesson-reason-soldier-backward = 졸이 뒤로 감
lesson-reason-soldier-diagonal = 졸이 대각선으로 감
lesson-reason-king-would-be-attacked = 궁이 공격받는 칸으로 감
lesson-reason-leaves-king-attacked = 장군을 풀지 않음
lesson-reason-exposes-king = 자기 궁을 드러냄
lesson-reason-must-answer-bikjang = 빅장을 풀지 않음
lesson-reason-pass-not-allowed = 한수쉼을 할 수 없는 규칙
lesson-reason-pass-in-check = 장군 중 한수쉼
lesson-reason-game-over = 대국이 끝남
lesson-reason-bad-notation = 읽을 수 없는 수 표기

## 강의 파일 불러오기

load-not-utf8 = 파일이 UTF-8 텍스트가 아닙니다.
load-unreadable = 파일을 읽을 수 없습니다: { $detail }

## 검사: YAML 문법과 강의 파일 구조

lint-yaml-syntax = 올바른 YAML이 아닙니다: { $detail }
lint-duplicate-key = ‘{ $key }’ 항목이 같은 위치에 두 번 적혀 있습니다.
lint-cut-at-comma = ‘{ $text }’ 부분은 쉼표에서 잘린 텍스트의 뒷부분으로 보입니다. 중괄호로 한 줄에 쓴 매핑 안에서는 쉼표가 든 텍스트를 따옴표로 감싸세요.
lint-empty-file = 파일이 비어 있습니다.
lint-unknown-field = 알 수 없는 항목입니다: ‘{ $field }’. 이 위치에 쓸 수 있는 항목: { $expected }
lint-missing-field = ‘{ $field }’ 항목이 빠졌습니다.
lint-wrong-type = 이 위치에는 { JOSA($expected, "이") } 와야 하는데 { JOSA($found, "이") } 있습니다.
lint-type-string = 텍스트
lint-type-integer = 정수
lint-type-number = 숫자
lint-type-boolean = true 또는 false
lint-type-array = 목록
lint-type-object = 항목(키: 값)
lint-type-null = 빈 값
lint-unknown-value = 이 위치에는 ‘{ $value }’ 값을 쓸 수 없습니다. 쓸 수 있는 값: { $expected }
lint-out-of-range = { JOSA($value, "은") } 허용 범위를 벗어났습니다. 0 이상의 정수를 쓰세요.

## 검사: 식별자, 규칙, 텍스트

lint-bad-id = ‘{ $id }’ 식별자는 올바르지 않습니다. 소문자와 숫자만 쓰고, 낱말 사이는 하이픈 하나로 이으세요(예: cannon-screens).
lint-duplicate-lesson = 같은 강의 식별자(‘{ $id }’)를 이미 { $other }에서 쓰고 있습니다.
lint-duplicate-exercise = 같은 문제 식별자(‘{ $id }’)를 이미 { $line }번째 줄에서 썼습니다.
lint-duplicate-order = 이 단계의 순서 { $order }번은 이미 { $other }에서 쓰고 있습니다.
lint-phase-folder = 강의에는 ‘{ $phase }’ 단계라고 적혀 있는데, 파일은 ‘{ $folder }’ 폴더에 있습니다.
lint-unknown-rules = 알 수 없는 규칙입니다: ‘{ $name }’ (사용 가능: { $known })
lint-no-exercises = 이 강의에는 문제가 없습니다.
lint-missing-language = 이 텍스트에는 { $count }개 언어의 번역이 빠졌습니다: { $langs }
lint-unknown-language = ‘{ $lang }’ 언어는 이 프로그램의 언어({ $known })가 아니어서 학습자에게 보이지 않습니다.
lint-bad-tag = 오개념 태그(‘{ $tag }’)는 소문자 낱말을 하이픈으로 이어서 써야 합니다.

## 검사: 국면과 수

lint-position-missing = ‘{ $kind }’ 문제에는 국면(fen 또는 diagram)이 필요합니다.
lint-position-empty = 국면에는 fen이나 diagram이 있어야 합니다.
lint-fen = FEN을 읽을 수 없습니다. { $detail }
lint-diagram-lines = 배치도이 { $count }줄입니다. 10줄이어야 합니다(맨 위가 10번째 가로줄).
lint-diagram-width = 배치도의 { $line }번째 줄이 { $count }칸입니다. 줄마다 9칸이어야 합니다.
lint-diagram-char = 배치도의 { $line }번째 줄에 있는 ‘{ $char }’ 문자는 기물 문자도 ‘.’도 아닙니다.
lint-turn = ‘{ $turn }’ 값은 진영이 아닙니다. cho(초)나 han(한)으로 쓰세요.
lint-disagree = FEN과 배치도이 { $square }에서 다릅니다. FEN은 ‘{ $fen }’, 배치도은 ‘{ $diagram }’입니다.
lint-disagree-turn = FEN과 turn이 가리키는 둘 차례가 서로 다릅니다.
lint-setup = 실제 대국에서는 나올 수 없는 국면입니다. { $detail } (연습용 배치라면 position 안, fen이나 diagram 옆에 relaxed: true를 넣으세요.)
lint-bad-square = ‘{ $square }’ 칸은 판 위에 없습니다(a1부터 i10까지).
lint-bad-move = ‘{ $move }’ 표기는 b1c3 같은 수 형식이 아닙니다(한수쉼은 e2e2처럼 궁의 칸을 두 번 씁니다).
lint-move-illegal = 여기서는 { JOSA($move, "을") } 둘 수 없습니다. { $reason }
lint-bad-side = ‘{ $side }’ 값은 진영이 아닙니다. cho(초)나 han(한)으로 쓰세요.
lint-bad-result = ‘{ $value }’ 값은 결과(cho, han, draw)도 종료 사유(checkmate, no-moves, double-pass, bikjang, move-limit)도 아닙니다.
lint-unknown-reason = ‘{ $reason }’ 값은 이유 식별자가 아닙니다(목록은 docs/LESSONS.md에 있습니다).
lint-unknown-piece = ‘{ $piece }’ 값은 기물이 아닙니다(사용 가능: { $known }).

## 검사: 엔진이 확인하는 정답

lint-no-piece = { $square }에는 기물이 없습니다.
lint-not-to-move = { $square }의 기물은 { $side }의 기물인데 지금은 { $side }의 차례가 아니므로, 갈 수 있는 칸이 없습니다.
lint-dest-extra = 정답에 { JOSA($square, "이") } 있지만 이 기물은 그 칸으로 갈 수 없습니다. { $reason }
lint-own-point = 그 칸은 기물이 지금 서 있는 칸입니다.
lint-dest-missing = 정답에서 갈 수 있는 칸 { $count }개가 빠졌습니다: { $squares }
lint-judge-legal = 정답에는 { JOSA($move, "을") } 둘 수 없다고 되어 있지만, 엔진은 둘 수 있는 수로 판정합니다.
lint-judge-illegal = 정답에는 { JOSA($move, "을") } 둘 수 있다고 되어 있지만 그렇지 않습니다. { $reason }
lint-judge-reason = 정답의 이유는 ‘{ $given }’인데, 엔진이 판정한 이유는 ‘{ $actual }’입니다. { $reason }
lint-judge-reason-with-legal = 둘 수 있는 수에는 이유가 없습니다. reason을 지우거나 legal: false로 고치세요.
lint-goal-empty = 목표에 조건이 하나도 없습니다. 적어도 하나(capture, reach, check 등)를 쓰세요.
lint-goal-no-bikjang = 목표가 빅장 풀기인데, 이 국면에서는 두 궁이 마주 보고 있지 않습니다.
lint-goal-no-check = 목표가 장군 피하기인데, 둘 차례인 쪽은 장군을 받고 있지 않습니다.
lint-goal-no-cannon = { $square }에는 포가 없습니다.
lint-goal-from = { $square }에는 둘 차례인 { $side }의 기물이 없습니다.
lint-goal-unreachable = 이 목표를 이루는 수가 하나도 없습니다.
lint-play-illegal = 예시 답 { JOSA($move, "은") } 둘 수 없는 수입니다. { $reason }
lint-play-misses = 예시 답 { JOSA($move, "은") } 목표({ $goal })를 이루지 못합니다.
lint-choice-empty = 객관식에는 보기가 적어도 하나 있어야 합니다.
lint-choice-no-truth = 이 보기에는 ‘correct: true/false’나 엔진이 확인할 claim이 있어야 합니다.
lint-choice-contradicts = 이 보기에는 correct: { $given }라고 되어 있지만, 엔진은 그 주장을 { JOSA($engine, "으로") } 판정합니다. { $evidence }
lint-choice-none-right = 맞는 보기가 하나도 없습니다. 의도한 것인가요?
lint-claim-needs-position = 엔진이 확인할 주장에는 국면이 필요합니다. 문제에 국면을 넣으세요.
lint-claim-answer = 정답은 { $given }인데, 엔진은 이 주장을 { JOSA($engine, "으로") } 판정합니다. { $evidence }
lint-bad-line = ‘{ $line }’ 값은 b3:up 같은 포길이 아닙니다(방향은 up, down, left, right, palace).
lint-line-no-cannon = { $line }에는 포가 없습니다. 수를 두기 전 { $square }에 포가 없습니다.
lint-lines-no-moves = 포길 문제에는 수가 적어도 하나 있어야 합니다.
lint-lines-opened = 엔진이 판정한 열린 길: { $expected } / 정답에 적힌 길: { $given }
lint-lines-closed = 엔진이 판정한 닫힌 길: { $expected } / 정답에 적힌 길: { $given }
lint-replay-nested = 복기의 단계가 다시 복기일 수는 없습니다.
lint-replay-no-steps = 이 복기에는 질문이 없습니다. steps를 넣으세요.
lint-replay-after = 이 단계는 { $after }수 뒤에 나오는데, 복기에는 수가 { $count }개뿐입니다.
lint-replay-order = 이 단계({ $after }수 뒤)가 더 나중 단계보다 뒤에 적혀 있습니다. 단계는 대국 순서대로 적으세요.
lint-feedback-no-key = 피드백 항목에는 언제 보일지 정하는 reason, move, square 중 하나가 있어야 합니다.

## 목표의 내용

goal-from = { $square }의 기물 움직이기
goal-capture = { $square }의 기물 잡기
goal-capture-piece = 상대 { $piece } 잡기
goal-reach = { $square }에 도착하기
goal-capture-any = 상대 기물 아무거나 하나 잡기
goal-no-moves = 상대가 둘 수 있는 수가 없게 만들기
goal-check = 장군 부르기
goal-checkmate = 외통 만들기
goal-end-bikjang = 빅장 풀기
goal-escape-check = 장군 피하기
goal-open-line = { $square }에 있는 포길 하나 열기
goal-close-line = { $square }에 있는 포길 하나 닫기

## 엔진이 확인한 근거(참과 거짓, 객관식)

lesson-evidence-legal = 엔진은 { JOSA($move, "을") } 둘 수 있는 수로 판정합니다.
lesson-evidence-illegal = 엔진은 { JOSA($move, "을") } 둘 수 없는 수로 판정합니다. { $reason }
lesson-evidence-destinations = { $count ->
        [0] { $square }의 기물은 갈 수 있는 칸이 없습니다.
       *[other] { $square }의 기물이 갈 수 있는 칸은 { $count }개입니다: { $points }
    }
lesson-evidence-check = { JOSA($side, "이") } { $squares }의 기물에게 장군을 받고 있습니다.
lesson-evidence-not-check = { JOSA($side, "은") } 장군을 받고 있지 않습니다.
lesson-evidence-bikjang = 두 궁이 사이에 아무것도 없이 마주 보고 있습니다. 빅장입니다.
lesson-evidence-facing-no-rule = 두 궁이 마주 보고 있지만, 이 규칙에서는 특별한 의미가 없습니다.
lesson-evidence-no-bikjang = 두 궁이 마주 보고 있지 않습니다.
lesson-evidence-to-move = { $side }의 차례입니다.
lesson-evidence-over = 대국이 끝났습니다. { $result }
lesson-evidence-ongoing = 대국이 아직 끝나지 않았습니다.
lesson-evidence-soldiers = 졸을 다른 기물로 바꾸는 수는 없습니다(졸의 수 { $count }개를 확인했습니다).
lesson-evidence-can-pass = 둘 차례인 쪽은 한수쉼을 할 수 있습니다.
lesson-evidence-cannot-pass = 둘 차례인 쪽은 한수쉼을 할 수 없습니다. { $reason }

## 수가 왜 되는지

fb-why-legal = 규칙에 맞는 수입니다.
fb-why-pass = 이 규칙에서는 궁이 한수쉼을 할 수 있습니다.
fb-why-chariot = 차는 가로줄이나 세로줄을 따라 몇 칸이든 갈 수 있고, { JOSA($from, "와") } { $to } 사이에 기물이 없습니다.
fb-why-chariot-palace = 궁성 안에서는 차가 궁성 대각선을 따라서도 갈 수 있고, { $from }–{ JOSA($to, "은") } 궁성 대각선 위에 있습니다.
fb-why-cannon = 포가 { $screen }의 { JOSA($piece, "을") } 포다리로 딱 하나 넘습니다. 그 기물은 포가 아닙니다.
fb-why-horse = 마는 한 칸 곧게 간 뒤 바깥쪽 대각선으로 한 칸 가는데, 멱인 { JOSA($leg, "이") } 비어 있습니다.
fb-why-elephant = 상은 한 칸 곧게 간 뒤 바깥쪽 대각선으로 두 칸 가는데, 길목인 { JOSA($first, "와") } { JOSA($second, "이") } 모두 비어 있습니다.
fb-why-palace-step = { JOSA($piece, "이") } 궁성 안에서 한 칸 움직입니다.
fb-why-palace-diagonal = { JOSA($piece, "이") } 궁성 대각선을 따라 한 칸 움직입니다({ $from }–{ $to }).
fb-why-soldier-forward = 졸은 앞으로 한 칸 갈 수 있습니다.
fb-why-soldier-sideways = 졸은 첫 수부터 옆으로 한 칸 갈 수 있습니다.
fb-why-soldier-palace = 이 규칙에서는 졸이 상대 궁성 안에서 궁성 대각선을 따라 앞으로도 갈 수 있습니다.
fb-why-captures = { $why } 이 수로 { $square }의 { JOSA($piece, "을") } 잡습니다.

## 피드백: 갈 수 있는 칸

fb-dest-right = 정답입니다. 갈 수 있는 칸 { $count }개를 모두 찾았습니다.
fb-dest-none = 정답입니다. 불이 켜지는 칸이 없으니, { $square }의 기물은 지금 움직일 수 없습니다.
fb-dest-wrong = { JOSA($square, "은") } 갈 수 있는 칸이 아닙니다. { $reason }
fb-dest-wrong-plain = { JOSA($square, "은") } 갈 수 있는 칸이 아닙니다.
fb-dest-own-point = { JOSA($square, "은") } 기물이 원래 서 있는 칸이지, 갈 곳이 아닙니다.
fb-dest-missed = { JOSA($square, "을") } 빠뜨렸습니다. { $why }

## 피드백: 둘 수 있는 수인가

fb-judge-legal-right = 정답입니다. { JOSA($move, "은") } 둘 수 있는 수입니다. { $why }
fb-judge-illegal-right = 정답입니다. { JOSA($move, "은") } 둘 수 없는 수입니다. { $reason }
fb-judge-is-legal = 아닙니다. { JOSA($move, "은") } 둘 수 있는 수입니다. { $why }

## 피드백: 한 수 두기

fb-play-right = 정답입니다. { JOSA($move, "으로") } 목표를 이루었습니다.
fb-play-illegal = { JOSA($move, "은") } 둘 수 없는 수입니다. { $reason }
fb-play-misses = { JOSA($move, "은") } 둘 수 있는 수이지만 목표({ $goal })를 이루지 못합니다.

## 피드백: 객관식

fb-choice-right = { $count ->
        [0] 정답입니다. 맞는 보기가 하나도 없습니다.
       *[other] 정답입니다. 맞는 보기: { $options }
    }
fb-choice-wrong = { $option }번 보기는 틀렸습니다.
fb-choice-missed = { $option }번 보기도 맞습니다.
fb-choice-why = { $option }번 보기에 대해.

## 피드백: 참과 거짓

fb-claim-right-true = 정답입니다. 이 말은 참입니다.
fb-claim-right-false = 정답입니다. 이 말은 거짓입니다.
fb-claim-wrong-true = 아닙니다. 이 말은 참입니다.
fb-claim-wrong-false = 아닙니다. 이 말은 거짓입니다.

## 피드백: 포길

fb-lines-opened-right = 정답입니다. { $line } 길이 열렸습니다. 이유: { $cause }
fb-lines-closed-right = 정답입니다. { $line } 길이 닫혔습니다. 이유: { $cause }
fb-lines-closed-not-opened = { $line } 길은 열린 것이 아니라 닫혔습니다. 이유: { $cause }
fb-lines-opened-not-closed = { $line } 길은 닫힌 것이 아니라 열렸습니다. 이유: { $cause }
fb-lines-unchanged-open = { $line } 길은 바뀌지 않았습니다. 원래 열려 있었고 지금도 열려 있습니다.
fb-lines-unchanged-closed = { $line } 길은 바뀌지 않았습니다. 원래 닫혀 있었고 지금도 닫혀 있습니다.
fb-lines-no-line = 포길 가운데 { $line }에 해당하는 것은 없습니다.
fb-lines-missed-opened = { $line } 길이 열린 것을 빠뜨렸습니다. 이유: { $cause }
fb-lines-missed-closed = { $line } 길이 닫힌 것을 빠뜨렸습니다. 이유: { $cause }
fb-lines-none = 정답입니다. 열리거나 닫힌 포길이 없습니다.
fb-cause-count = 길 위의 기물이 바뀌었습니다.
fb-cause-count-screen = 길 위의 기물이 바뀌었습니다. 이제 { $square }의 { JOSA($piece, "이") } 포다리가 되어, 포가 그 너머로 갈 수 있습니다.
fb-cause-count-no-screen = 길 위의 기물 수가 바뀌었습니다. 이제 넘을 기물이 없습니다.
fb-cause-count-blocked = 길 위의 기물이 바뀌었습니다. 이제 { $square }의 { JOSA($piece, "이") } 길을 막고 있어, 포가 이 길로는 아무 데도 갈 수 없습니다.
fb-cause-kind-cannon = 포다리의 종류가 바뀌었습니다. 길 위의 첫 기물({ $square })이 이제 포인데, 포는 포를 넘을 수 없습니다.
fb-cause-kind-usable = 포다리의 종류가 바뀌었습니다. 길 위의 첫 기물이 이제 { $square }의 { JOSA($piece, "이어서") } 포가 넘을 수 있습니다.
fb-cause-beyond = 포다리는 그대로이고, 포다리 너머의 기물이 바뀌었습니다.

## 읽거나 판정할 수 없는 답

answer-empty = 답이 비어 있습니다.
answer-square = ‘{ $text }’ 칸은 판 위에 없습니다(a1부터 i10까지).
answer-move = ‘{ $text }’ 표기는 b1c3 같은 수 형식이 아닙니다.
answer-yes-no = ‘{ $text }’ 값은 ‘예’도 ‘아니요’도 아닙니다(yes, no로 써도 됩니다).
answer-reason = ‘{ $text }’ 값은 이유 식별자(예: horse-leg-blocked)가 아닙니다.
answer-reason-with-yes = 이유는 둘 수 없는 수에만 있습니다. ‘no 이유’라고 답하거나 ‘yes’만 쓰세요.
answer-option = ‘{ $text }’ 값은 1부터 { $count }까지의 보기 번호가 아닙니다.
answer-line = ‘{ $text }’ 값은 b3:up 같은 포길이 아닙니다(방향은 up, down, left, right, palace).
answer-line-side = { $text } 길이 열렸는지 닫혔는지 쓰세요: ‘opened { $text }’ 또는 ‘closed { $text }’
answer-true-false = ‘{ $text }’ 값은 ‘맞다’도 ‘틀리다’도 아닙니다(true, false로 써도 됩니다).
answer-step = ‘{ $text }’ 값은 ‘단계:답’ 형식이 아닙니다. 단계는 1부터 { $count }까지입니다.
answer-nested = 복기의 한 단계가 다시 복기일 수는 없습니다.
answer-extra = 답 뒤에 예상하지 못한 내용이 있습니다: ‘{ $text }’
check-wrong-kind = ‘{ $got }’ 문제의 답인데, 이 문제는 ‘{ $expected }’ 문제입니다.
check-out-of-range = { $index }번은 없습니다(모두 { $count }개).
check-broken-exercise = 이 문제는 판정할 수 없습니다({ $detail }). 파일에 janggi-tutor lint를 실행하세요.
check-broken-position = 이 문제의 국면을 만들 수 없습니다({ $detail }). 파일에 janggi-tutor lint를 실행하세요.

## 명령줄: lint, lessons, try

lint-summary = 파일 { $files }개 검사: 오류 { $errors }개, 경고 { $warnings }개
lint-path-unreadable = { JOSA($path, "을") } 읽을 수 없습니다: { $detail }
lint-no-files = 강의 파일(*.yaml)을 찾지 못했습니다.
lessons-phase = { $name } ({ $id })
lessons-lesson = { $order }. { $title } [{ $id }], 문제 { $count }개
lessons-exercise = { $id }: { $kind }
lessons-none = (아직 강의가 없습니다)
lessons-total = 강의 { $lessons }개, 문제 { $exercises }개
lessons-dir-unreadable = 강의 폴더 { JOSA($path, "을") } 읽을 수 없습니다: { $detail }
try-unknown-lesson = ‘{ $id }’ 강의가 없습니다. 강의 목록: { $known }
try-unknown-exercise = ‘{ $lesson }’ 강의에 ‘{ $id }’ 문제가 없습니다. 이 강의의 문제: { $known }
try-broken-lesson = ‘{ $id }’ 강의를 쓸 수 없습니다: { $detail }
try-right = 정답입니다!
try-wrong = 아직 아닙니다.
try-step = { $count }단계 중 { $step }단계
try-stars = 별: 3개 중 { $stars }개
try-points = { " " }(관련 칸: { $squares })
try-misconception = { " " }[오개념: { $tag }]
try-self-check = 스스로 점검: { $text }
try-explanation = 풀이: { $text }
lesson-evidence-piece-on = { $square }에 있는 것: { $piece }.
lint-bad-piece = { JOSA($piece, "은") } 기물이 아닙니다. FEN 글자(K, A, B, N, R, C, P, 한은 소문자)나 none을 쓰세요.
lesson-evidence-line-open = 포길 { JOSA($line, "은") } 열려 있습니다. { $points }까지 갈 수 있습니다.
lesson-evidence-line-closed = 포길 { JOSA($line, "은") } 막혀 있습니다. 이 길로는 아무 데도 갈 수 없습니다.
lesson-evidence-no-cannon = { $square }에는 포가 없습니다.

# A lesson or FAQ position that cannot be built.
spec-missing = 국면에는 fen이나 배치도(diagram)가 필요합니다.
spec-fen = FEN을 읽을 수 없습니다: { $detail }
spec-diagram-lines = 배치도가 { $count }줄입니다. 10줄이어야 합니다.
spec-diagram-width = 배치도 { $line }번째 줄이 { $count }칸입니다. 9칸이어야 합니다.
spec-diagram-char = 배치도 { $line }번째 줄에 기물 문자도 ‘.’도 아닌 문자가 있습니다: ‘{ $char }’
spec-turn = turn에는 cho나 han만 쓸 수 있습니다. 입력된 값: ‘{ $turn }’
spec-disagree-square = FEN과 배치도가 { $square }에서 다릅니다.
spec-disagree-turn = FEN과 turn이 가리키는 차례가 다릅니다.
spec-setup = 이 국면으로는 둘 수 없습니다: { $detail }
spec-move-notation = moves의 { $index }번째 수가 b1c3 같은 표기가 아닙니다: ‘{ $move }’
spec-move-illegal = moves의 { $index }번째 수 { JOSA($move, "은") } 둘 수 없는 수입니다: { $reason }
lint-placeholder-left = { $lang } 글이 아직 뼈대의 TODO 임시 글입니다. 학습자가 읽을 글로 바꿔 주세요.
