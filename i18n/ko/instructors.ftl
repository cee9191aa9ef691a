## 강의 작성: 검사기의 추가 검사와 안내 (15번 이슈)

load-bad-byte = 이 바이트({ $byte })는 UTF-8 텍스트가 아닙니다. 파일을 UTF-8로 저장하세요.
lint-no-lesson-files = { $path }에서 강의 파일(*.yaml 또는 *.yml)을 찾지 못했습니다.
lint-choice-claim-needs-correct = 엔진은 보기의 글이 아니라 이 claim을 확인합니다. 글이 말하는 바를 ‘correct: true’나 ‘correct: false’로 적으면 검사기가 둘이 맞는지 확인합니다.
lint-answer-missing = 이 연습 문제에는 정답이 없습니다. 엔진은 그래도 채점하지만, 검사기가 강의가 옳다는 것을 증명할 수 있도록 ‘answer’를 적으세요.
lint-answer-repeated = 정답에 { JOSA($item, "이") } 두 번 적혀 있습니다(처음은 { $line }번째 줄 { $col }번째 칸).
lint-feedback-never = 이 피드백은 결코 보이지 않습니다. 이 연습 문제의 어떤 답도 ‘{ $reason }’ 이유를 내지 않습니다(나올 수 있는 이유: { $possible }).
lint-replaces-builtin = 이 강의의 id(‘{ $id }’)가 내장 강의 { JOSA($path, "을") } 대체합니다. 일부러 바꾸려는 것이 아니라면 다른 id를 고르세요.
lint-setup-impossible = 이 국면은 연습용으로도 쓸 수 없습니다. { $detail }
cli-try-relaxed = 그래도 이 배치를 연습 국면으로 쓰려면(궁이 없거나, 기물이 더 있거나, 졸이 처음 줄보다 뒤에 있는 경우) --relaxed를 붙이세요.
lint-tab-indent = 들여쓰기에 탭이 있습니다. YAML은 공백으로만 들여 씁니다. 탭을 공백으로 바꾸세요.
lint-yaml-aliases = 이 파일은 별칭(*이름)을 너무 많이 되풀이해서 읽을 수 없습니다. 값을 직접 적으세요.
lint-yaml-too-deep = 이 파일은 목록과 매핑이 너무 깊이 겹쳐 있어 읽을 수 없습니다.
lint-number-too-big = 이 수는 너무 큽니다. 순서와 단계는 작은 정수입니다.
