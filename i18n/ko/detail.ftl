# 라이브러리가 알린 오류를 위치와 함께 문장으로(src/i18n/library_error.rs).
detail-json-eof = { $line }번째 줄 { $column }번째 글자에서 내용이 너무 일찍 끝났습니다
detail-json-syntax = { $line }번째 줄 { $column }번째 글자가 올바른 JSON이 아닙니다
detail-json-data = { $line }번째 줄 { $column }번째 글자의 값이 형식에 맞지 않습니다({ $detail })
detail-io-not-found = 존재하지 않습니다
detail-io-permission = 접근 권한이 없습니다
detail-io-is-folder = 파일이 아니라 폴더입니다
detail-io-not-folder = 폴더가 아닙니다
detail-io-invalid-data = 내용을 읽을 수 없습니다
detail-io-other = 시스템 오류({ $detail })
