# janggi-tutor serve: 방 서버의 명령줄 오류.
serve-bad-address = 대기할 수 없는 주소입니다: “{ $addr }” (HOST:PORT 형식으로 쓰세요. 예: 127.0.0.1:8080)
serve-no-data-dir = 이 시스템의 데이터 폴더를 알 수 없습니다. --data로 폴더를 지정하세요
serve-bad-data = 데이터 폴더를 쓸 수 없습니다({ $path }): { $error }
serve-bind-failed = 이 주소에서 대기할 수 없습니다({ $addr }): { $error }
serve-skipped-room = 저장된 방 하나를 불러오지 못해 디스크에 그대로 두었습니다: { $detail }

# Issue 66: the room server's limits and log.
serve-bad-log = { JOSA($level, "은") } 기록 수준이 아닙니다. off, error, warn, info, debug 중 하나를 쓰세요
serve-zero-limit = { JOSA($flag, "은") } 1 이상이어야 합니다
# 같은 포트의 브라우저 페이지(issue 69).
serve-page = 브라우저용 페이지: { $url }
# Issue 68: 쓸 수 없는 데이터 폴더(가득 찼거나 읽기 전용인 디스크).
serve-cannot-save = 데이터 폴더 { $path }에 쓸 수 없습니다({ $error }). 서버는 실행되지만, 폴더에 다시 쓸 수 있을 때까지 방은 메모리에만 보관됩니다
