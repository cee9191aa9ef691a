# 명령줄 메시지.
cli-error = 오류
cli-warning = 경고
cli-unknown-rules = 알 수 없는 규칙 “{ $name }” (사용 가능: { $known })
cli-bad-fen = FEN을 읽을 수 없습니다: { $detail }
cli-bad-position = 이 국면으로는 둘 수 없습니다: { $detail }
cli-bad-square = { JOSA($square, "은") } 판 위의 칸이 아닙니다 (a1부터 i10까지)
cli-illegal-history = --moves의 { $index }번째 수({ $move })는 둘 수 없는 수입니다: { $reason }
cli-unknown-formation = 알 수 없는 상차림 “{ $name }” (사용 가능: { $known })
# explain: 말로 된 판정(--id를 주면 고정 식별자를 출력).
explain-legal = 둘 수 있음
explain-illegal = 둘 수 없음({ $name }): { $sentence }
# 오류나 경고 한 줄: 표시와 구분 기호.
cli-error-line = 오류: { $text }
cli-warning-line = 경고: { $text }
cli-unknown-side = 알 수 없는 진영 “{ $name }” (사용 가능: cho, han)
cli-bad-clock = 알 수 없는 제한시간 “{ $clock }” (none, --clock=byo-yomi:10+3x30 같은 --clock=byo-yomi:분+횟수x초, --clock=fischer:5+3 같은 --clock=fischer:분+초 중 하나를 쓰세요)
cli-bad-level = 레벨 { $level }: 없는 레벨입니다(1~{ $max })
cli-bad-goal = 없는 목표입니다: “{ $goal }” (목표: { $known })
cli-try-relaxed = 그래도 이 배치를 연습 국면으로 쓰려면(궁이 없거나, 기물이 더 있거나, 졸이 처음 줄보다 뒤에 있는 경우) --relaxed를 붙이세요.
cli-output-failed = 출력을 쓸 수 없습니다: { $error }
cli-perft-too-deep = perft { $depth } 계산은 국면을 약 { $nodes }개 세야 하며 대략 { $hours }시간이 걸립니다. 깊이가 { $max }보다 크면 --force를 붙여야 합니다.
cli-perft-too-many = 이 국면에서 perft { $depth } 계산은 국면을 약 { $nodes }개 세야 하며 대략 { $hours }시간이 걸립니다. { $max }개가 넘으면 --force를 붙여야 합니다.

# janggi-tutor bench: the search benchmark. `bench-nodes` stays in English in every language:
# it is the signature line scripts read, written as Stockfish writes it.
bench-position = 국면 { $index }/{ $count }: 노드 { $nodes }개  { $fen }
bench-time = 총 시간(밀리초): { $ms }
bench-nodes = Nodes searched: { $nodes }
bench-nps = 초당 노드 수: { $nps }
cli-option-unused = 이 명령에는 { $option } 옵션이 쓰이지 않습니다. 빼거나, 이 옵션을 쓰는 명령 뒤에 붙이세요(명령마다 --help에 옵션이 나옵니다).

# Reliability round 3 (issue 68): numbers range-checked where they are parsed
cli-clock-too-long = 시간 설정 { JOSA($clock, "이") } 너무 깁니다. 기본 시간은 하루(1440분)까지, 초읽기는 100회까지, 초읽기 한 번이나 추가 시간은 3600초까지입니다
cli-bad-seconds = { JOSA($value, "은") } 0보다 크고 { $max } 이하인 초 수가 아닙니다
cli-bad-depth = { JOSA($value, "은") } 1부터 { $max }까지의 탐색 깊이가 아닙니다
cli-bad-time-scale = { JOSA($value, "은") } 0보다 크고 100 이하인 시간 배율이 아닙니다
