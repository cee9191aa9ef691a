# 키(src/tui/keys/table.rs: 아래 안내 줄과 ? 도움말을 한 표에서 만듭니다): 키가 하는 일(key-help-*),
# 키 묶음(key-group-*), 키 이름(key-name-*).
# 화면 문구이므로 폭이 애매한 문자를 쓰지 않습니다(tui.ftl 머리말 참고).

## 키 기능 (아래 안내 줄과 ? 도움말은 같은 키 표에서 만들어집니다)

key-help-yes = 예
key-help-no = 아니요
key-help-accept = 받아들이기
key-help-decline = 거절
key-help-input-ok = 확인
key-help-input-cancel = 취소
key-help-close = 닫기
key-help-submit = 답 확인
key-help-hint = 힌트
key-help-type-move = 수 입력
key-help-pick = 번호로 보기 고르기
key-help-next = 다음 문제
key-help-retry = 다시 풀기
key-help-fen = FEN 입력
key-help-rules = 규칙
key-help-undo = 무르기
key-help-start = 처음 배치
key-help-left = 왼쪽
key-help-down = 아래
key-help-up = 위
key-help-right = 오른쪽
key-help-page-up = 이전 쪽
key-help-page-down = 다음 쪽
key-help-select = 선택
key-help-cancel = 취소
key-help-next-panel = 다음 창
key-help-prev-panel = 이전 창
key-help-help = 키 안내
key-help-back = 뒤로
key-help-quit = 끝내기
key-group-move = 이동

## 연습 문제와 과정

key-help-earlier = 이전 배치
key-help-later = 다음 배치
key-help-next-step = 다음으로
key-help-prev-step = 이전으로
key-help-lesson-text = 강의 내용
key-help-show-answer = 답 보기
key-help-next-lesson = 다음 강의
key-help-start-game = 대국 시작
key-help-change-value = 값 바꾸기

## 자유 배치판

key-help-free-pass = 한수쉼

## 기보

key-help-open-path = 경로로 파일 열기
key-help-first-move = 처음
key-help-last-move = 끝
key-help-go-to = 수 번호로 가기
key-help-run-review = 복기하기
key-help-next-moment = 다음 순간
key-help-keep-findings = 복습에 넣기
key-help-learn-mistakes = 실수에서 배우기
key-help-learn-next = 다음
key-help-what-if = 다른 수 두어 보기(자유 배치판)
key-help-review-side = 복기할 쪽 고르기(양쪽, 초, 한)

## AI와 대국

key-help-game-hint = 힌트
key-help-game-undo = 무르기
key-help-pass = 한수쉼(확인 후)
key-help-draw = 무승부 제안
key-help-resign = 기권
key-help-new-game = 새 대국
key-help-claim = 종료 요청

## 배치 편집기

key-group-place = 놓기
key-help-place-king = 궁 놓기
key-help-place-advisor = 사 놓기
key-help-place-elephant = 상 놓기
key-help-place-horse = 마 놓기
key-help-place-chariot = 차 놓기
key-help-place-cannon = 포 놓기
key-help-place-soldier = 졸 놓기
key-help-remove = 치우기
key-help-pen-side = 쪽 바꾸기
key-help-erratum = 오류 보고
key-help-export = 내보내기
key-help-try-moves = 두어 보기
key-help-turn = 차례
key-help-clear = 판 비우기

## 키 이름

key-name-space = Space
key-name-enter = Enter
key-name-esc = Esc
key-name-tab = Tab
key-name-backtab = Shift-Tab
key-name-backspace = Backspace
key-name-up = 위
key-name-down = 아래
key-name-left = 왼쪽
key-name-right = 오른쪽
key-name-page-up = PgUp
key-name-page-down = PgDn
key-name-ctrl = Ctrl-{ $key }
key-name-delete = Delete

# 연결이 끊긴 방 대국 (issue 66).
key-help-reconnect = 다시 연결
key-help-new-address = 새 주소

# A room game's clock paused by agreement (issue 66).
key-help-pause-clock = 시계 멈추기/다시 가기

# The first-game page's own keys (issue 65).
key-help-change-choices = 설정 바꾸기
# Issue 65: the better move kept back until asked for
key-help-show-better = 더 나은 수 보기

# issue 65: lesson pointer
key-help-see-lesson = 참고 강의
