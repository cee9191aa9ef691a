# 학습자의 답(src/trainer): 답 읽기(answer-*), 엔진으로 판정하기(check-*), 피드백(fb-*),
# janggi-tutor try(try-*). 용어는 docs/GLOSSARY.md를 따릅니다. 인자 뒤의 바뀌는 조사는 JOSA 함수로 붙입니다.

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

fb-lines-opened-right = 정답입니다. { JOSA($line, "이") } 열렸습니다. 이유: { $cause }
fb-lines-closed-right = 정답입니다. { JOSA($line, "이") } 닫혔습니다. 이유: { $cause }
fb-lines-closed-not-opened = { JOSA($line, "은") } 열린 것이 아니라 닫혔습니다. 이유: { $cause }
fb-lines-opened-not-closed = { JOSA($line, "은") } 닫힌 것이 아니라 열렸습니다. 이유: { $cause }
fb-lines-unchanged-open = { JOSA($line, "은") } 바뀌지 않았습니다. 원래 열려 있었고 지금도 열려 있습니다.
fb-lines-unchanged-closed = { JOSA($line, "은") } 바뀌지 않았습니다. 원래 닫혀 있었고 지금도 닫혀 있습니다.
fb-lines-no-line = { JOSA($line, "은") } 없습니다.
fb-lines-missed-opened = { JOSA($line, "이") } 열린 것을 빠뜨렸습니다. 이유: { $cause }
fb-lines-missed-closed = { JOSA($line, "이") } 닫힌 것을 빠뜨렸습니다. 이유: { $cause }
fb-lines-none = 정답입니다. 열리거나 닫힌 포길이 없습니다.
fb-cause-count = 길 위의 기물이 바뀌었습니다.
fb-cause-count-screen = 길 위의 기물이 바뀌었습니다. 이제 { $square }의 { JOSA($piece, "이") } 포다리가 되어, 포가 그 너머로 갈 수 있습니다.
fb-cause-count-no-screen = 길 위의 기물 수가 바뀌었습니다. 이제 넘을 기물이 없습니다.
fb-cause-count-blocked = 길 위의 기물이 바뀌었습니다. 이제 { $square }의 { JOSA($piece, "이") } 길을 막고 있어, 포가 이 길로는 아무 데도 갈 수 없습니다.
fb-cause-kind-cannon = 포다리의 종류가 바뀌었습니다. 길 위의 첫 기물({ $square })이 이제 포인데, 포는 포를 넘을 수 없습니다.
fb-cause-kind-usable = 포다리의 종류가 바뀌었습니다. 길 위의 첫 기물이 이제 { $square }의 { JOSA($piece, "이어서") } 포가 넘을 수 있습니다.
fb-cause-beyond = 포다리는 그대로이고, 포다리 너머의 기물이 바뀌었습니다.

# 두 단계로 묻는 판단 문제, 요청하면 보여 주는 답 (이슈 13, 두 번째).
fb-judge-illegal-why = { JOSA($move, "은") } 둘 수 없는 수가 맞습니다. 이제 두 번째 질문: 왜일까요?
fb-judge-part-one-right = 둘 수 없다: 맞았습니다.
fb-judge-part-one-wrong = 아닙니다. { JOSA($move, "은") } 둘 수 없는 수입니다. 왜 둘 수 없는지 다시 생각해 보세요.
fb-judge-reason-not = 하지만 ‘{ $given }’ 때문은 아닙니다. { JOSA($move, "은") } 다른 이유로 둘 수 없습니다.
fb-judge-reason-was = { JOSA($move, "을") } 둘 수 없는 이유: { $reason }

## 읽거나 판정할 수 없는 답

answer-empty = 답이 비어 있습니다.
answer-square = ‘{ $text }’ 칸은 판 위에 없습니다(a1부터 i10까지).
answer-move = ‘{ $text }’ 표기는 b1c3 같은 수 형식이 아닙니다.
answer-yes-no = ‘{ $text }’ 값은 ‘예’도 ‘아니요’도 아닙니다(yes, no로 써도 됩니다).
answer-reason = ‘{ $text }’ 값은 이유 식별자(예: horse-leg-blocked)가 아닙니다.
answer-reason-with-yes = 이유는 둘 수 없는 수에만 있습니다. ‘아니요 이유’라고 답하거나 ‘예’만 쓰세요(no, yes로 써도 됩니다).
answer-option = ‘{ $text }’ 값은 1부터 { $count }까지의 보기 번호가 아닙니다.
answer-line = ‘{ $text }’ 값은 b3:up 같은 포길이 아닙니다(방향은 up, down, left, right, palace).
answer-line-side = { $text } 길이 열렸는지 닫혔는지 쓰세요: ‘opened { $text }’ 또는 ‘closed { $text }’
answer-true-false = ‘{ $text }’ 값은 ‘참’도 ‘거짓’도 아닙니다(맞다, 틀리다나 true, false로 써도 됩니다).
answer-step = ‘{ $text }’ 값은 ‘번호:답’ 형식이 아닙니다. 번호는 1부터 { $count }까지입니다.
answer-nested = 복기 속의 물음이 다시 복기일 수는 없습니다.
answer-extra = 답 뒤에 예상하지 못한 내용이 있습니다: ‘{ $text }’
check-wrong-kind = ‘{ $got }’ 문제의 답인데, 이 문제는 ‘{ $expected }’ 문제입니다.
check-out-of-range = { $index }번은 없습니다(모두 { $count }개).
check-broken-exercise = 이 문제는 판정할 수 없습니다({ $detail }). 파일에 janggi-tutor lint를 실행하세요.
check-broken-position = 이 문제의 국면을 만들 수 없습니다({ $detail }). 파일에 janggi-tutor lint를 실행하세요.
check-reason-not-offered = ‘{ $given }’ 이유는 이 수에 주어진 이유 가운데 없습니다: { $offered }.

## janggi-tutor try

try-unknown-lesson = ‘{ $id }’ 강의가 없습니다. 강의 목록: { $known }
try-unknown-exercise = ‘{ $lesson }’ 강의에 ‘{ $id }’ 문제가 없습니다. 이 강의의 문제: { $known }
try-broken-lesson = ‘{ $id }’ 강의를 쓸 수 없습니다: { $detail }
try-right = 정답입니다!
try-wrong = 아직 아닙니다.
try-step = { $step }/{ $count }
try-stars = 별: 3개 중 { $stars }개
try-points = { " " }(관련 칸: { $squares })
try-misconception = { " " }[오개념: { $tag }]
try-self-check = 스스로 점검: { $text }
try-explanation = 풀이: { $text }
try-partial = 여기까지 맞았습니다.
try-why = 그럼 왜일까요? ‘아니요’ 뒤에 다음 이유 가운데 하나의 괄호 안 이름을 붙여 다시 답하세요: { $reasons }
try-why-reason = { $words }({ $id })
try-why-separator = {", "}
try-missed-held-back = 처음 틀렸을 때는 놓친 것을 보여 주지 않습니다. 훈련 화면에서 한 번 더 틀리거나 a를 누르면 보입니다.
fb-cause-count-screen-left = 길 위의 기물이 바뀌었습니다. { $from }의 포다리가 사라져서 이제 길 위의 첫 기물은 { $square }의 { $piece }이고, 포가 이 길로는 아무 데도 갈 수 없습니다.
