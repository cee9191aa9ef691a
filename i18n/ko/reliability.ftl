# 안정성: 입력과 파일의 한도, 그리고 한도를 넘었을 때의 처리.

fen-digits = { $rank }번째 가로줄의 ‘{ $found }’은 잘못되었습니다. 연속된 빈칸은 1부터 9까지의 숫자 하나로 써야 합니다.

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
