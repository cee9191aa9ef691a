# 훈련 화면의 틀(src/tui): 머리줄, 화면 제목, 터미널, 대화 상자와 입력 칸, 판 표시 설명.
# 화면마다의 문구는 그 화면의 파일(home, exercise, free, ...)에 있습니다.
# 화면 문구에는 폭이 애매한 동아시아 문자(둥근 따옴표, 줄표, 말줄임표, 가운뎃점, 화살표)를
# 쓰지 않습니다. 한중일 터미널은 이 문자들을 두 칸으로 그려 화면이 어긋납니다.
# 바뀌는 조사는 { JOSA($piece, "은") }처럼 JOSA 함수로 붙입니다.

app-name = janggi-tutor
label-value = { $label }: { $value }
header-stars = 별: { $stars }
page-exercises = 문제

## 화면

screen-home = 처음 화면
screen-free = 자유 배치판
screen-settings = 설정
screen-rules = 규칙 요약
screen-faq = 자주 묻는 질문
screen-lesson = 강의
screen-exercise = 연습 문제
screen-phase = 단계
screen-lesson-end = 강의 끝
screen-mistakes = 틀린 문제
screen-games = 기보
screen-play = 대국
screen-play-setup = 새 대국
screen-play-friend = 친구와 대국
screen-play-friend-setup = 친구와 새 대국
screen-closing = 첫 실전 대국
screen-editor = 배치 편집기

## 터미널

tui-too-small = 터미널 창이 너무 작습니다({ $width } x { $height }). { $min_width } x { $min_height } 이상으로 키워 주세요.
tui-no-terminal = 훈련 화면은 대화형 터미널에서만 실행됩니다. 터미널에서 실행하거나 하위 명령을 사용하세요(--help 참고).
tui-no-terminal-editor = 배치 편집기는 대화형 터미널에서만 실행됩니다. 터미널에서 실행하세요. 내보낸 내용은 `janggi-tutor edit > position.txt`처럼 파일로 받을 수 있습니다.
tui-terminal-error = 터미널 오류: { $error }
tui-dumb-terminal = 이 터미널(TERM=dumb)에서는 훈련 화면을 그릴 수 없습니다. 커서 이동을 지원하는 터미널을 쓰거나 하위 명령을 사용하세요(--help 참고).
tui-lesson-problem = 강의 파일 { $path }:{ $line }:{ $col }: { $message }
tui-lessons-unreadable = 강의 폴더 { JOSA($path, "을") } 읽을 수 없습니다({ $error }). 내장 강의만 보여 줍니다.

## 대화 상자

confirm-title = 진행 기록 초기화
confirm-reset = 지금까지 받은 별을 모두 지울까요? 설정은 그대로 남습니다. 되돌릴 수 없습니다.
confirm-yes-no = y: 지우기    n 또는 Esc: 그대로 두기
notice-title = 알림
notice-continue = Enter나 Esc를 누르면 계속합니다.
input-move = 수 (예: b1c3)
input-fen = FEN
confirm-quit = 풀다 만 문제가 있습니다. 그래도 끝낼까요? 별은 저장되어 있고, '이어서 하기'로 그 문제로 돌아올 수 있습니다.
confirm-quit-title = 끝내기
confirm-quit-yes-no = y: 끝내기    n 또는 Esc: 계속하기
input-path = 파일
input-move-number = 갈 수 번호
input-engine = 엔진 명령(비우면 내장 AI)
input-player-name = 대국자 이름
input-server-address = 서버 주소 (ws://HOST:PORT/ws)
input-room-code = 방 코드

## 판: 표시 설명과 그리는 방식

board-legend = 표시: [ ] 커서  ( ) 고른 기물  { $lit } 갈 수 있는 칸  > < 잡기  * * 설명에 나온 칸  ! ! 장군 받은 궁
board-legend-letters = 글자: K 궁, A 사, B 상, N 마, R 차, C 포, P 졸. 대문자는 초, 소문자는 한입니다.
board-style-glyphs = 한자
board-style-letters = 영문자
# 반에 들어가기(issue 67, class 브랜치)
screen-class-join = 반에 들어가기
input-class-code = 반 코드
