# 강의 파일 검사(src/lesson/lint, src/lesson/parse.rs; janggi-tutor lint, --watch 미리 보기):
# 강의 파일의 문제 하나하나와 요약. 용어는 docs/GLOSSARY.md를 따릅니다. 인자 뒤의 바뀌는 조사는 JOSA 함수로 붙입니다.

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
lint-intro-empty = 도입부에 항목이 하나도 없습니다. 항목을 하나 이상 쓰거나 글 하나로 쓰세요.
lint-intro-marks-no-board = 표시할 칸을 그릴 판이 없습니다. 이 항목에 position을 주세요.
lint-missing-language = 이 텍스트에는 { $count }개 언어의 번역이 빠졌습니다: { $langs }
lint-unknown-language = ‘{ $lang }’ 언어는 이 프로그램의 언어({ $known })가 아니어서 학습자에게 보이지 않습니다.
lint-bad-tag = 오개념 태그(‘{ $tag }’)는 소문자 낱말을 하이픈으로 이어서 써야 합니다.
lint-tag-unknown = 오개념 태그(‘{ $tag }’)에 설명 문구가 없어 학습자에게는 태그만 보입니다. 프로그램에 있는 태그를 쓰거나, 강의 파일 맨 위의 misconceptions: 아래에 이 태그를 선언하고 zh·ko·en 문구를 적으세요.
lint-tag-unused = 오개념 태그(‘{ $tag }’)를 선언했지만 이 강의의 피드백 어디에서도 쓰지 않습니다.

## 검사: 국면과 수

lint-position-missing = ‘{ $kind }’ 문제에는 국면(fen 또는 diagram)이 필요합니다.
lint-position-empty = 국면에는 fen이나 diagram이 있어야 합니다.
lint-fen = FEN을 읽을 수 없습니다. { $detail }
lint-diagram-lines = 배치도가 { $count }줄입니다. 10줄이어야 합니다(맨 위가 10번째 가로줄).
lint-diagram-width = 배치도의 { $line }번째 줄이 { $count }칸입니다. 줄마다 9칸이어야 합니다.
lint-diagram-char = 배치도의 { $line }번째 줄에 있는 ‘{ $char }’ 문자는 기물 문자도 ‘.’도 아닙니다.
lint-turn = ‘{ $turn }’ 값은 진영이 아닙니다. cho(초)나 han(한)으로 쓰세요.
lint-disagree = FEN과 배치도가 { $square }에서 다릅니다. FEN은 ‘{ $fen }’, 배치도는 ‘{ $diagram }’입니다.
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
lint-replay-nested = 복기 속의 물음이 다시 복기일 수는 없습니다.
lint-replay-no-steps = 이 복기에는 질문이 없습니다. steps를 넣으세요.
lint-replay-after = 이 물음은 { $after }수 뒤에 나오는데, 복기에는 수가 { $count }개뿐입니다.
lint-replay-order = 이 물음({ $after }수 뒤)이 더 나중 물음보다 뒤에 적혀 있습니다. 물음은 대국 순서대로 적으세요.
lint-feedback-no-key = 피드백 항목에는 언제 보일지 정하는 reason, move, square, option, answer 중 하나가 있어야 합니다.
lint-bad-piece = { JOSA($piece, "은") } 기물이 아닙니다. FEN 글자(K, A, B, N, R, C, P, 한은 소문자)나 none을 쓰세요.
lint-placeholder-left = { $lang } 글이 아직 뼈대의 TODO 임시 글입니다. 학습자가 읽을 글로 바꿔 주세요.
# optional-end 진술: 요청할 수 있는 대국 결과 (src/lesson/statement.rs, FAQ와 강의).
lint-bad-optional-end = { JOSA($value, "은") } optional-end에 쓸 수 있는 값이 아닙니다. result는 counting 또는 draw, reason은 move-limit, repetition, perpetual-check, move-repetition 중 하나입니다.

## 강의 작성: 검사기의 추가 검사와 안내 (15번 이슈)

lint-no-lesson-files = { $path }에서 강의 파일(*.yaml 또는 *.yml)을 찾지 못했습니다.
lint-choice-claim-needs-correct = 엔진은 보기의 글이 아니라 이 claim을 확인합니다. 글이 말하는 바를 ‘correct: true’나 ‘correct: false’로 적으면 검사기가 둘이 맞는지 확인합니다.
lint-answer-missing = 이 연습 문제에는 정답이 없습니다. 엔진은 그래도 채점하지만, 검사기가 강의가 옳다는 것을 증명할 수 있도록 ‘answer’를 적으세요.
lint-answer-repeated = 정답에 { JOSA($item, "이") } 두 번 적혀 있습니다(처음은 { $line }번째 줄 { $col }번째 칸).
lint-feedback-never = 이 피드백은 결코 보이지 않습니다. 이 연습 문제의 어떤 답도 ‘{ $reason }’ 이유를 내지 않습니다(나올 수 있는 이유: { $possible }).
lint-replaces-builtin = 이 강의의 id(‘{ $id }’)가 내장 강의 { JOSA($path, "을") } 대체합니다. 일부러 바꾸려는 것이 아니라면 다른 id를 고르세요.
lint-setup-impossible = 이 국면은 연습용으로도 쓸 수 없습니다. { $detail }
lint-tab-indent = 들여쓰기에 탭이 있습니다. YAML은 공백으로만 들여 씁니다. 탭을 공백으로 바꾸세요.
lint-yaml-colon = 글 안에 "콜론과 빈칸"(: )이 있으면 글이 거기서 끊깁니다(YAML이 뒤를 새 키로 읽습니다). 글 전체를 따옴표("…")로 감싸거나, 키 뒤에 |- 또는 >-를 쓰고 아래 줄에 글을 쓰세요.
lint-yaml-indent = 이 줄의 들여쓰기가 앞 줄들과 맞지 않습니다. 같은 깊이의 키는 같은 열에서 시작해야 하고, 여러 줄에 걸친 글은 키 뒤에 |- 또는 >-를 써야 합니다.
lint-yaml-list-indent = 목록의 들여쓰기가 잘못되었습니다. 항목마다 첫 항목과 같은 칸에서 "- "로 시작해야 합니다.
lint-yaml-bad-start = 값은 이 문자(` @ % 나 탭 같은)로 시작할 수 없습니다. 글을 따옴표로 감싸세요.
lint-yaml-unclosed-quote = 따옴표로 연 글이 닫히지 않았습니다. 끝에 짝이 되는 따옴표를 넣거나, 글 안의 따옴표는 두 번 쓰세요('…' 안에서는 '').
lint-yaml-missing-colon = 키 뒤에는 콜론이 있어야 합니다(키: 값). 이 줄과 앞 줄에 콜론이 빠졌거나 닫히지 않은 따옴표가 없는지 보세요.
lint-yaml-flow = { $line }번째 줄 { $column }번째 열에서 연 괄호가 닫히지 않았거나, 괄호 안의 두 항목 사이에 쉼표가 없습니다. 마지막 항목을 뺀 모든 항목 뒤에 쉼표를 넣고 괄호를 닫으세요.
lint-yaml-aliases = 이 파일은 별칭(*이름)을 너무 많이 되풀이해서 읽을 수 없습니다. 값을 직접 적으세요.
lint-yaml-too-deep = 이 파일은 목록과 매핑이 너무 깊이 겹쳐 있어 읽을 수 없습니다.
lint-number-too-big = 이 숫자는 너무 큽니다. 순서나 몇 수 뒤를 나타내는 값은 작은 정수입니다.

## janggi-tutor lint

lint-summary = 파일 { $files }개 검사: 오류 { $errors }개, 경고 { $warnings }개
lint-path-unreadable = { JOSA($path, "을") } 읽을 수 없습니다: { $detail }
lint-no-files = 강의 파일(*.yaml)을 찾지 못했습니다.
lint-reason-overlaps = 수 { $move }의 불법 이유는 ‘{ $actual }’인데, ‘{ $reason }’도 이 수에 들어맞습니다. 그러면 “왜?” 목록에 정답이 둘이 됩니다. 이 수에는 이 이유를 보기로 내지 않으니, 피드백을 ‘{ $actual }’ 이유에 붙이거나 이유가 하나만 들어맞는 수를 고르세요.
lint-reason-not-for-piece = ‘{ $reason }’ 이유는 { $piece }에 결코 해당하지 않으므로({ $move }) 이 수에는 보기로 나오지 않습니다. 피드백을 지우거나 이 기물에 해당하는 이유에 붙이세요.

## 검사: 판과 대조한 글, 글의 모양에 대한 경고(lesson::advice)

lint-hint-gives-answer = 이 힌트는 답 전체({ $answer })를 말해 버립니다. 힌트를 연 학습자는 답을 스스로 찾는 대신 답을 듣게 됩니다. 답 대신 생각할 실마리를 짚어 주세요.
lint-text-wrong-script = { $lang } 항목의 글인데 { $lang ->
    [zh] 한자가
   *[ko] 한글이
  } 하나도 없습니다. 다른 언어의 글을 붙여 넣은 것 같습니다. { $lang ->
    [zh] 중국어로
   *[ko] 한국어로
  } 써 주세요.
lint-text-too-long = 이 { $lang } 글은 { $count }자입니다. 여기에는 { $cap }자까지만 쓸 수 있습니다. 줄이거나 나누어 주세요(풀이는 힌트로, 도입부는 여러 항목으로).
lint-intro-step-too-long = 도입부의 이 항목은 { $lang } 글이 { $count }자입니다(최대 { $cap }자). 한 항목에는 판 하나와 생각 하나만 담습니다. 두 항목으로 나누어 주세요.
lint-text-unbroken = 이 { $lang } 글에는 띄어쓰기 없이 이어진 글자가 { $count }자 있습니다(최대 { $cap }자). 이런 줄은 화면에서도 인쇄한 강의 자료에서도 줄이 바뀌지 않습니다. 띄어 써 주세요.
lint-prompt-piece-other = 질문은 { $square }의 { JOSA($piece, "을") } 말하지만, 판에서 { $square }에 있는 기물은 { $found }입니다.
lint-prompt-piece-none = 질문은 { $square }의 { JOSA($piece, "을") } 말하지만, 판에서 { $square } 칸은 비어 있습니다.
lint-did-you-mean = { $detail } 혹시 { JOSA($near, "을") } 뜻했나요?
lint-rules-elsewhere = { $detail } 이 주장은 { $rules } 규칙에서는 { $given }이지만, 이 문제는 { $lesson } 규칙으로 검사합니다. 강의의 규칙이 뜻한 것이 맞나요?

## Lessons that cannot teach a wrong rule (issue 67)
lint-text-foreign-sentence = 이 { $lang } 글에 다른 언어로 쓴 문장이 있습니다: “{ $sentence }”. 글의 언어로 다시 쓰세요(또는 그 언어의 글로 옮기세요).
lint-ko-particle = 조사가 앞말과 맞지 않습니다. { JOSA($written, "은") } { JOSA($right, "으로") } 고쳐 쓰세요.
lint-option-against-claim = 보기 { $option }의 { $lang } 글은 이 수를 { $says ->
    [can] 둘 수 있다고
   *[cannot] 둘 수 없다고
} 말하지만, 주장은 그 반대를 말합니다. 학습자는 글을 읽고 엔진은 주장을 판정하므로, 이 보기는 틀린 규칙을 가르칩니다. 글과 주장이 같은 것을 말하게 고치세요.
lint-feedback-key-never = 이 피드백은 절대 보이지 않습니다. “{ $key }:”는 { $kind } 문제에는 쓰이지 않습니다.
lint-feedback-no-option = 이 피드백은 절대 보이지 않습니다. { $option }번 보기가 없습니다(이 문제의 보기는 { $count }개입니다).
lint-feedback-answer-right = 이 피드백은 절대 보이지 않습니다. 여기서는 { JOSA($said, "이라") }는 답이 맞는 답이고, 답에 붙인 피드백은 틀린 답에만 쓰입니다.
lint-feedback-option-right = { $option }번 보기는 맞는 보기입니다. 학습자가 이 보기를 고르지 않으면 이 피드백이 보이지만, 오개념은 절대 집계되지 않습니다(오개념은 학습자가 직접 틀린 답에만 집계됩니다). 오개념은 틀린 보기에 붙이세요.
# Reliability round 3 (issue 68): anchors and aliases refused
lint-yaml-alias = 강의 파일에는 앵커와 별칭(&이름, *이름)을 쓸 수 없습니다. 여기에 값을 직접 적으세요.
lint-yaml-too-many = 이 파일에는 값(글, 키, 목록)이 { $limit }개를 넘게 들어 있습니다. 강의 하나에는 훨씬 적은 값이면 충분하니 여러 파일로 나누세요.
# 전략 조언(issue 65): 조언은 조언으로 표시합니다
lint-advice-unmarked = { $n ->
        [0] 전략 조언 부분의 강의는 규칙이 아닌 조언입니다. 모든 화면과 유인물에 그렇게 나오도록 ‘nature: advice’를 넣으세요.
       *[other] { $n }번 문제는 규칙이 아니라 전략 조언(지켜지지 않은 기물, 벌거나 잃는 점수)을 확인합니다. 모든 화면과 유인물에 그렇게 나오도록 강의에 ‘nature: advice’를 넣으세요.
    }

## 뒤에 나올 문제의 답을 미리 보여 주는 도입부 항목이나 풀이 (issue 70, 16번)
lint-shows-later-answer = 여기서 이미 { $number }번 문제(‘{ $id }’)의 답이 나옵니다. 그 문제는 같은 국면에서 나오는데, 여기서 { JOSA($answer, "을") } 표시하거나 말해 버립니다. 학습자는 스스로 생각하지 않고 그대로 따라 하게 됩니다. 다른 칸이나 다른 국면으로 설명해 주세요.
