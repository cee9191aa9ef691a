# 파일과 라이브러리: 한도를 지키며 파일 읽기(src/fsio/, fsio-*), 라이브러리(입출력, JSON)가 알린 오류를
# 위치와 함께 문장으로(detail-*).

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
fsio-folder-too-deep = 폴더가 { $depth }겹보다 깊어서 읽지 않습니다
# 라이브러리가 알린 오류를 위치와 함께 문장으로(src/i18n/library_error.rs).
detail-json-eof = { $line }번째 줄 { $column }번째 글자에서 내용이 너무 일찍 끝났습니다
detail-json-syntax = { $line }번째 줄 { $column }번째 글자가 올바른 JSON이 아닙니다
detail-json-data = { $line }번째 줄 { $column }번째 글자의 값이 형식에 맞지 않습니다({ $detail })
detail-io-not-found = 존재하지 않습니다
detail-io-permission = 접근 권한이 없습니다
detail-io-is-folder = 파일이 아니라 폴더입니다
detail-io-not-folder = 폴더가 아닙니다
detail-io-invalid-data = 내용을 읽을 수 없습니다
detail-io-disk-full = 디스크가 가득 찼습니다
detail-io-refused = 연결이 거부되었습니다. 서버가 실행 중이 아닐 수 있습니다
detail-io-timed-out = 기다려도 응답이 없습니다
detail-io-connection-lost = 연결이 끊겼습니다
detail-io-unreachable = 네트워크로 닿을 수 없습니다
detail-io-address-in-use = 이 주소는 이미 쓰이고 있습니다
detail-io-other = 시스템 오류({ $detail })
