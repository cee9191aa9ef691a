# 안정성: 입력과 파일의 한도, 그리고 한도를 넘었을 때의 처리.

fen-digits = { $rank }번째 가로줄의 { JOSA($found, "은") } 잘못되었습니다. 연속된 빈칸은 1부터 9까지의 숫자 하나로 써야 합니다.

## 파일 읽기 (crate::fsio)
fsio-not-found = 파일이 없습니다
fsio-not-a-file-folder = 파일이 아니라 폴더입니다
fsio-not-a-file-fifo = 일반 파일이 아니라 이름 있는 파이프(FIFO)이므로 읽지 않습니다
fsio-not-a-file-device = 일반 파일이 아니라 장치이므로 읽지 않습니다
fsio-not-a-file-socket = 일반 파일이 아니라 소켓이므로 읽지 않습니다
fsio-not-a-file-special = 일반 파일이 아니므로 읽지 않습니다
fsio-too-large = 파일 크기가 { $size }바이트로 한도인 { $limit }바이트를 넘으므로 읽지 않습니다
fsio-not-utf8 = 파일이 UTF-8 텍스트가 아닙니다
fsio-io = 읽을 수 없습니다: { $error }
fsio-folder-unreadable = 이 폴더를 읽을 수 없습니다({ $error }). 다른 폴더는 계속 읽습니다
fsio-folder-repeated = 이미 읽은 폴더를 가리키는 링크이므로 건너뜁니다. 폴더마다 한 번만 읽습니다
fsio-folder-too-deep = 폴더가 { $depth }단계보다 깊어서 읽지 않습니다

## YAML 중첩 한도 (lesson::nesting)
nesting-too-deep = 여기서 YAML 중첩이 { $limit }단계를 넘으므로 파일을 더 읽지 않습니다

## 진행 파일 (trainer::progress)
progress-corrupt-peek = 진행 파일 { JOSA($path, "이") } 손상되었습니다({ $detail }). 파일은 그대로 둡니다.
progress-dropped = 진행 파일 { $path }에 쓸 수 없는 항목이 { $count }개 있어 버리고, 나머지는 모두 남겼습니다. 원래 파일의 사본은 { $copy }에 있습니다.
progress-dropped-peek = 진행 파일 { $path }에 쓸 수 없는 항목이 { $count }개 있습니다. 다음에 학습 화면을 열 때 버립니다.
progress-dropped-kept = 진행 파일 { $path }에 쓸 수 없는 항목이 { $count }개 있는데 파일을 고치지 못했습니다({ $error }). 파일은 그대로 두고 이번에는 아무것도 저장하지 않습니다.
progress-dropped-setting = 설정 { JOSA($name, "을") } 버렸습니다. { JOSA($value, "은") } 올바른 값이 아니므로 기본값을 씁니다.
progress-dropped-exercise = { $key }의 기록을 버렸습니다. { JOSA($value, "은") } 올바른 기록이 아닙니다.
progress-dropped-more = …그 밖에 { $count }개가 더 있습니다.

## 명령줄
cli-output-failed = 출력을 쓸 수 없습니다: { $error }
cli-perft-too-deep = perft { $depth } 계산은 국면을 약 { $nodes }개 세야 하며 대략 { $hours }시간이 걸립니다. 깊이가 { $max }보다 크면 --force를 붙여야 합니다.
tui-dumb-terminal = 이 터미널(TERM=dumb)에서는 훈련 화면을 그릴 수 없습니다. 커서 이동을 지원하는 터미널을 쓰거나 하위 명령을 사용하세요(--help 참고).

## janggi-tutor progress
progress-summary-file = 진행 파일 { $path }: 별 모두 { $stars }개
progress-summary-phase = { $name }
progress-summary-lesson = { $title }({ $id }): 별 { $stars }/{ $max }개, { $solved }/{ $exercises }문제 해결, { $attempts }번 시도, { $misses }번 틀림
progress-summary-misconceptions = 가장 자주 나온 오해:
progress-summary-misconception = { $tag }: { $exercises }문제에서 { $misses }번 틀림
progress-summary-no-misconceptions = 아직 기록된 오해가 없습니다.
progress-summary-due = 지금 복습할 문제: { $count }개
progress-due-personal = 내 대국에서: { $ply }수째
