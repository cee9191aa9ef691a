# 강의(src/lesson): 단계와 문제 유형, 강의 파일 불러오기, 국면과 배치도, 목표, 엔진이 확인한 근거,
# janggi-tutor lessons, 강의를 마친 뒤의 화면. 강의 파일 검사(lint)는 lint.ftl, 답 읽기와 판정은 answer.ftl에 있습니다.
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
lesson-reason-not-piece-move = 이 기물에는 없는 행마
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
load-bad-byte = 이 바이트({ $byte })는 UTF-8 텍스트가 아닙니다. 파일을 UTF-8로 저장하세요.

## YAML 중첩 한도 (lesson::nesting)
nesting-too-deep = 여기서 YAML 중첩이 { $limit }겹을 넘으므로 파일을 더 읽지 않습니다

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

## 배치도(src/lesson/diagram.rs; show --diagram, janggi-tutor fen --diagram)

diagram-error-at = { $path }:{ $line }:{ $col }: { $detail }
diagram-unreadable = 배치도 { JOSA($path, "을") } 읽을 수 없습니다: { $detail }
diagram-bad-point = “{ $char }” 문자는 기물 글자(K A B N R C P, 한은 소문자)도 빈 칸을 뜻하는 “.”도 아닙니다.
diagram-row-width = 이 줄에 칸이 { $count }개 있습니다. 줄마다 9칸이 있어야 합니다.
diagram-row-count = 배치도가 { $count }줄입니다. 10번째 가로줄을 맨 위로 해서 10줄이 있어야 합니다.
diagram-bad-turn = turn 값이 “{ $value }”입니다. cho나 han이어야 합니다.
diagram-bad-relaxed = relaxed 값이 “{ $value }”입니다. true나 false여야 합니다.
diagram-unknown-key = “{ $key }:” 항목은 배치도에 속하지 않습니다. position, diagram, turn, relaxed만 읽습니다.

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
goal-one-of = 엔진이 찾은 최선의 수만큼 좋은 수 두기 ({ $count }가지 수 인정)

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
lesson-evidence-piece-on = { $square }에 있는 것: { $piece }.
lesson-evidence-empty = { $square }에는 기물이 없습니다.
lesson-line = { $square } 포의 { $direction ->
        [up] 위쪽
        [down] 아래쪽
        [left] 왼쪽
        [right] 오른쪽
       *[palace] 궁성 대각선
    } 길
lesson-evidence-line-open = { JOSA($line, "은") } 열려 있습니다. { $points }까지 갈 수 있습니다.
lesson-evidence-line-closed = { JOSA($line, "은") } 막혀 있습니다. 이 길로는 아무 데도 갈 수 없습니다.
lesson-evidence-no-cannon = { $square }에는 포가 없습니다.

# optional-end 진술: 요청할 수 있는 대국 결과 (src/lesson/statement.rs, FAQ와 강의).
evidence-no-optional-end = 지금은 대국을 끝내자고 요청할 수 없습니다.

## janggi-tutor lessons

lessons-phase = { $name } ({ $id })
lessons-lesson = { $order }. { $title } [{ $id }], 문제 { $count }개
lessons-exercise = { $id }: { $kind }
lessons-none = (아직 강의가 없습니다)
lessons-total = 강의 { $lessons }개, 문제 { $exercises }개
lessons-dir-unreadable = 강의 폴더 { JOSA($path, "을") } 읽을 수 없습니다: { $detail }

## 훈련 화면에서 강의를 마친 뒤의 화면(src/tui/course.rs)

lesson-page-start = Enter를 누르면 { $count }문제 중 { $n }번 문제를 시작합니다.
lesson-page-back = Enter나 q를 누르면 하던 그대로 { $n }번 문제로 돌아갑니다.
lesson-page-steps = ←를 누르면 도입부를 하나씩 거슬러 다시 봅니다.
lesson-step = { $n }/{ $count }
lesson-step-next = Enter나 →는 다음으로, ←는 이전으로, Tab은 문제로 갑니다.
lesson-step-exercises = Enter를 누르면 문제 목록({ $count }문제)으로 갑니다.
lesson-end-done = 강의 끝: { $lesson }
lesson-end-stars = 푼 문제: { $count }개 중 { $solved }개. 별: { $stars }.
lesson-end-unsolved = 아직 풀지 못한 문제가 있습니다. 처음 화면의 '이어서 하기'로 다시 돌아올 수 있습니다.
lesson-end-phase-done = { $n }단계 '{ $phase }' 완료.
lesson-end-phase-left = { $n }단계 '{ $phase }'의 강의가 아직 남았습니다. 별을 받지 못한 문제가 있는 강의가 { $count }개이고, 첫 강의는 '{ $lesson }'입니다.
lesson-end-next-phase = 다음: { $n }단계 '{ $phase }'.
lesson-end-next = 다음 강의: { $lesson } ({ $count }문제).
lesson-end-enter = Enter를 누르면 바로 시작합니다. q를 누르면 강의 화면으로 돌아갑니다.
lesson-end-enter-page = Enter를 누르면 강의 화면이 열리고, 한 번 더 누르면 문제를 시작합니다.

## Lessons that cannot teach a wrong rule (issue 67)
lesson-option-engine = 보기 { $option }, 그 주장에 대한 엔진의 판정: { $evidence } 그러므로 이 보기는 { $truth ->
    [true] 맞습니다
   *[false] 틀립니다
}.

# 전략 조언(issue 65): 과정의 네 번째 부분, '조언' 표시, 엔진의 교환 계산 근거(src/search/exchange.rs)와 그 목표.
lesson-phase-strategy = 전략 조언
lesson-advice-tag = 규칙이 아닌 조언
lesson-advice-note = 이 강의는 대국 규칙이 아니라 잘 두기 위한 조언입니다. 기물 점수는 참고일 뿐이며, 예시는 모두 엔진으로 확인했습니다.
lesson-evidence-hanging = { $square }의 기물은 제대로 지켜지지 않았습니다. { JOSA($move, "로") } 잡으면 { $points }점을 법니다(엔진의 교환 계산: 양쪽 모두 이득이 있을 때만 그 칸에서 계속 잡습니다).
lesson-evidence-not-hanging = { $square }의 기물을 잡아서 이득을 보는 수는 없습니다. 노리는 기물이 없거나 충분히 지켜지고 있습니다(엔진의 교환 계산).
lesson-evidence-wins = { JOSA($move, "은") } { $points }점을 법니다(엔진의 교환 계산: 양쪽 모두 이득이 있을 때만 그 칸에서 계속 잡습니다).
lesson-evidence-loses = { JOSA($move, "은") } { $points }점을 잃습니다(엔진의 교환 계산: 양쪽 모두 이득이 있을 때만 그 칸에서 계속 잡습니다).
lesson-evidence-even = { JOSA($move, "은") } 점수를 벌지도 잃지도 않습니다(엔진의 교환 계산: 양쪽 모두 이득이 있을 때만 그 칸에서 계속 잡습니다).
goal-win-material = 잡아서 적어도 { $points }점 벌기(엔진의 교환 계산)
