# 명령줄의 --help와 사용법 오류(src/cli/help.rs). 끝에는 훈련 화면의 키 도움말(help-title, help-close).
help-usage = 사용법: { $usage }
help-heading-commands = 명령:
help-heading-arguments = 인자:
# clap's usage placeholders: [OPTIONS] and [COMMAND].
help-placeholder-options = 옵션
help-placeholder-command = 명령
help-heading-options = 옵션:
help-janggi-tutor = 실제 규칙 엔진이 판정하는 단계별 문제로 장기 규칙을 익힙니다. 명령 없이 실행하면 훈련 화면이 열립니다.
help-janggi-tutor-lang = 언어: zh, ko, en(기본값: 저장된 설정, 그다음 LC_ALL / LC_MESSAGES / LANG).
help-janggi-tutor-progress = 진행 파일(별과 설정). 기본값: <데이터 폴더>/janggi-tutor/progress.json.
help-janggi-tutor-ascii = 판을 한자 대신 글자로 그립니다.
help-janggi-tutor-open = 이 강의의 페이지나 그 강의의 문제 하나에서 시작합니다: LESSON 또는 LESSON/EXERCISE (janggi-tutor lessons가 보여 주는 ID).
help-janggi-tutor-watch = --lessons DIR의 파일이 바뀔 때마다 강의를 다시 읽고, 화면의 위치는 그대로 둔 채 검사에서 찾은 문제를 화면 아래에 보여 줍니다.
help-arg-help = 도움말을 보여 줍니다.
help-arg-version = 버전을 보여 줍니다.
help-help = 이 도움말이나 지정한 명령의 도움말을 보여 줍니다.
help-help-subcommand = 설명할 명령.
help-arg-lessons = 강의 파일 폴더: 그 안의 강의를 더하거나, 식별자가 같은 강의를 바꿉니다.
help-arg-fen = FEN으로 쓴 국면(10번째 가로줄부터; w는 초의 차례). 기본값: 처음 국면.
help-arg-rules = 규칙: basic, janggi, janggi-traditional, janggi-modern, janggi-casual.
help-arg-setup = FEN 대신 상차림 이름으로 처음 국면을 만듭니다: CHO[:HAN]. 각각 heeh(마상상마, 기본값), ehhe(상마마상), hehe(마상마상), eheh(상마상마) 중 하나이며, 그 편의 왼쪽부터 읽습니다.
help-arg-moves = FEN에서 먼저 둘 수들. 공백이나 쉼표로 구분합니다. 예: "e2e2 e9e9".
help-arg-relaxed = 대국에서는 나올 수 없는 배치(궁이 없음, 기물이 너무 많음)도 받아들입니다. 연습 문제용입니다.
help-arg-json = 결과를 JSON으로 출력합니다(고정 식별자와, 고른 언어의 글).
help-arg-ascii = 한자 대신 글자로 씁니다.
help-moves = 둘 수 있는 수를 한 줄에 하나씩 나열합니다.
help-moves-from = 이 칸에 있는 기물의 수만 나열합니다.
help-perft = 둘 수 있는 수의 나무에서 잎 노드 수를 셉니다. 마지막 줄은 그 수만 씁니다.
help-perft-depth = 몇 수 깊이까지 셀지.
help-perft-divide = 첫 수마다 그 아래의 수를 씁니다.
help-explain = 수를 둘 수 있는지, 둘 수 없다면 왜 그런지 말합니다.
help-explain-mv = 좌표로 쓴 수. 예: b1c3, e9e10. 한수쉼은 궁이 있는 칸을 두 번 씁니다.
help-explain-id = 말 대신 고정 식별자(legal 또는 이유 식별자)를 씁니다.
help-show = 국면을 글자 배치도로 그립니다.
help-status = 차례, 장군, 빅장, 대국 결과.
help-faq = 자주 묻는 질문의 규칙 설명을 규칙마다 엔진으로 검사합니다.
help-faq-files = 자주 묻는 질문 파일이나 그 폴더(기본값: 프로그램에 들어 있는 질문).
help-faq-rules = 이 규칙에 관한 설명만 검사합니다: basic, janggi, janggi-traditional, janggi-modern, janggi-casual.
help-faq-all-rules = 모든 설명을 모든 규칙에서 검사하고 규칙별 표를 출력합니다.
help-lint = 강의 파일을 검사합니다: YAML, 필드, 국면, 엔진으로 확인한 정답, 언어. 문제마다 한 줄: path:line:col: error|warning: message.
help-lint-paths = 강의 파일이나 폴더(기본값: 프로그램에 들어 있는 강의).
help-erratum = 문제, 자주 묻는 질문, 국면 하나에 대한 오류 보고서(게임, 규칙, 국면, 파일과 줄, 문제가 된 글, 프로그램 버전)를 채워서 출력합니다. 그대로 이슈에 붙여 넣으면 됩니다.
help-erratum-lesson = 문제가 있는 연습 문제의 강의(--exercise와 함께; janggi-tutor lessons 참고).
help-erratum-exercise = 문제가 있는 연습 문제(--lesson과 함께).
help-erratum-faq = 문제가 있는 자주 묻는 질문의 식별자(janggi-tutor faq 참고).
help-lessons = 단계, 강의, 문제를 식별자와 함께 나열합니다.
help-try = 문제 하나에 대한 답을 검사하고 판정과 피드백을 출력합니다.
help-try-lesson = 강의 식별자(janggi-tutor lessons 참고).
help-try-exercise = 문제 식별자.
help-try-answer = destinations는 "c3 a3", judge는 "예" 또는 "아니요 horse-leg-blocked", play는 "b1c3", choice는 "1,3", lines는 "opened b3:up closed h3:left", claim은 "참" 또는 "거짓", replay는 "2:예".
help-schema = 강의 파일의 JSON Schema를 출력합니다(편집기용).

# clap의 사용법 오류. 잘못된 인자나 값을 함께 씁니다.
clap-unknown-argument = 알 수 없는 인자 “{ $arg }”.
clap-unknown-verb = 알 수 없는 명령 “{ $verb }”.
clap-invalid-value = { $arg }에는 이 값을 쓸 수 없습니다: “{ $value }”.
clap-invalid-value-known = { $arg }에는 이 값을 쓸 수 없습니다: “{ $value }”(사용 가능: { $known }).
clap-missing-argument = 꼭 필요한 인자가 빠졌습니다: { $args }.
clap-conflict = { JOSA($arg, "와") } { JOSA($other, "은") } 함께 쓸 수 없습니다.
clap-wrong-values = { $arg }의 값 개수가 맞지 않습니다.
clap-invalid-utf8 = 올바른 UTF-8이 아닌 인자가 있습니다.
clap-missing-verb = 명령이 빠졌습니다.
clap-other = 명령줄을 읽을 수 없습니다({ $detail }).
clap-did-you-mean = 혹시 “{ $suggestion }” 말인가요?
clap-more-info = 자세한 설명: { $command } --help
help-with-default = { $help } (기본값: { $value })

# 기보, 진도, 내장 AI 명령.
help-moves-notation = 수를 쓰는 방식: uci (b1c3), san (Hc3), kja (한국 기보 표기, 02마83), fsf-janggi (H02-83).
help-perft-force = 깊이가 6보다 커도 셉니다(몇 시간이 걸릴 수 있습니다).
help-game = 기보(.gib 또는 PGN, UTF-8 또는 EUC-KR)를 읽어 모든 수를 엔진으로 확인하고 .gib, PGN, 어떤 수 뒤의 FEN, 또는 강의 뼈대로 출력합니다.
help-game-file = 기보 파일.
help-game-to = 출력: gib, pgn, fen(--at 뒤의 국면, 기본값은 마지막 수 뒤), lesson(복기 연습; --at N과 함께 쓰면 N번째 수를 찾는 연습).
help-game-at = 이만큼의 수까지 두고 멈춥니다.
help-game-rules = 수를 확인할 규칙(기본값: .gib는 janggi-modern, PGN은 Variant 태그).
help-progress = 진행 파일을 요약합니다: 단계와 강의별 별, 시도, 틀린 횟수, 자주 나온 오개념, 복습할 문제.
help-uci = 표준 입출력으로 UCI를 쓰는 장기 엔진(내장 AI)으로 동작합니다. GUI와 대국 프로그램용입니다.
help-serve = 네트워크 대국용 방 서버를 실행합니다(WebSocket, docs/PROTOCOL.md). 처음 출력하는 줄은 대기 주소 ws://HOST:PORT/ws 입니다.
help-serve-addr = 대기할 주소 HOST:PORT (포트 0: 아무 빈 포트). 다른 주소를 지정하지 않으면 이 컴퓨터 안에서만 접속할 수 있습니다.
help-serve-data = 방과 끝난 대국을 저장할 폴더 (기본값: 데이터 폴더의 janggi-tutor/server).
help-join = 방 서버(janggi-tutor serve)의 방에서 훈련 화면으로 둡니다: ROOM 방에 들어가거나, ROOM 없이 공개 방 목록에서 고릅니다(--new는 새 방을 만들어 코드를 알려 줍니다). --watch는 관전입니다.
help-join-url = 방 서버의 주소. janggi-tutor serve가 출력한 ws://HOST:PORT/ws 그대로 쓰고, TLS 프록시를 거치면 wss://HOST/ws를 씁니다.
help-join-room = 방 코드. 없으면 공개 방 목록을 보여 주고 고르게 합니다(터미널에서 번호 없이 넘기면 새 방을 만듭니다).
help-join-name = 상대에게 보이는 내 이름.
help-join-side = 새 방: 원하는 진영, cho(초), han(한) 또는 random(무작위).
help-join-clock = 새 방의 제한시간. play --friend --clock과 같습니다: none, --clock=byo-yomi:분+횟수x초(기본 시간 분, 이어서 초읽기 횟수와 초, 예: --clock=byo-yomi:10+3x30) 또는 --clock=fischer:분+초(예: --clock=fischer:5+3).
help-join-rules = 새 방: 규칙: basic, janggi, janggi-traditional, janggi-modern, janggi-casual.
help-join-watch = 대국에 참여하지 않고 ROOM 방을 관전합니다.
help-join-progress = 진행 파일(별과 설정). 기본값: <데이터 폴더>/janggi-tutor/progress.json.
help-match = 개발자용: 내장 AI의 두 레벨끼리, 또는 외부 UCI 엔진과 대국시키고 점수를 출력합니다.
help-match-a = 첫 번째 대국자의 레벨.
help-match-b = 두 번째 대국자의 레벨(기본값: 첫 번째보다 한 레벨 아래).
help-match-engine = 두 번째 대국자로 쓸 외부 UCI 엔진(명령줄).
help-match-engine-ms = 외부 엔진이 한 수에 쓰는 시간(밀리초).
help-match-games = 둘 대국 수.
help-match-time-scale = 내장 레벨의 한 수당 시간에 곱하는 값.
help-match-max-plies = 이만큼의 수에 이른 대국은 점수 계산으로 판정합니다.
help-match-seed = 무작위 선택(상차림, 낮은 레벨)의 시드.
help-play = 훈련 화면에서 AI와 대국합니다(처음 화면의 “AI와 대국하기”와 같습니다).
help-play-side = 내 편: cho(초, 먼저 둠) 또는 han(한, AI가 먼저 둠).
help-play-level = AI의 레벨: 1(초보자도 이길 수 있음)부터 8(이 컴퓨터에서 가능한 가장 강한 수준)까지.
help-play-setup = 상차림 CHO:HAN (heeh, ehhe, hehe, eheh). 주지 않으면 AI는 자기 상차림을 무작위로 고릅니다. 예: hehe (초를 둘 때 내 것만) 또는 heeh:eheh.
help-play-fen = 설정 화면 없이 이 국면(FEN)에서 바로 대국을 시작합니다.
help-play-engine = 상대로 쓸 외부 UCI 엔진. 예: "fairy-stockfish" (실패하면 내장 AI가 이어서 둡니다).
help-play-goal = 이번 대국의 작은 목표: no-free-piece, cannon-check, cannon-capture, chariots-out, horses-out, no-illegal-try, king-home, no-check, counting-60.
help-play-seed = AI의 무작위 선택에 쓰는 시드(같은 대국을 다시 두기 위해).
help-play-friend = AI 대신 이 화면에서 친구와 둡니다. 양쪽 모두 판 위에서 둡니다.
help-play-cho = --friend와 함께: 초를 두는 사람의 이름.
help-play-han = --friend와 함께: 한을 두는 사람의 이름.
help-play-clock = --friend와 함께: 제한시간. none, --clock=byo-yomi:분+횟수x초(기본 시간 분, 이어서 초읽기 횟수와 초, 예: --clock=byo-yomi:10+3x30) 또는 --clock=fischer:분+초(예: --clock=fischer:5+3).
help-play-turn-board = --friend와 함께: 둘 차례인 쪽이 아래에 오도록 판을 돌립니다.
help-play-progress = 진행 파일(별과 설정). 진행 중인 대국은 그 옆에 저장됩니다. 기본값: <데이터 폴더>/janggi-tutor/progress.json.
help-review = 기보를 복기합니다: 엔진이 모든 수를 따져 느슨한 수(?!), 실수(?), 큰 실수(??)를 더 나은 수, 둔 수를 응징하는 수순, 무엇이 잘못되었는지와 함께 보여 주고, 놓치거나 당한 짧은 외통도 알려 줍니다.
help-review-file = 기보 파일(.gib 또는 PGN).
help-review-side = 이 편의 수만 복기합니다: cho 또는 han.
help-review-depth = 국면마다 읽는 깊이(기본 5, 깊을수록 정확하지만 느립니다).
help-review-time = 고정 깊이 대신 대국 전체에 쓸 초.
help-review-verify = 표시를 정하는 탐색이 더 읽는 수(기본 4, tools/review_eval.py로 조정할 때 씁니다).
help-review-verify-nodes = 표시를 정하는 탐색 한 번이 쓸 수 있는 최대 노드 수(기본 500000, 조정용).

# 강의 자료와 배치도(i18n/*/handout.ftl, diagram-*는 i18n/*/lesson.ftl).
help-show-svg = 판을 SVG 그림으로 출력합니다(강의 자료와 같은 모양).
help-show-diagram = 강의 파일에 그대로 붙여 넣을 수 있는 diagram: 블록(turn: 포함)을 출력합니다.
help-export = 강의를 인쇄용 자료로 씁니다: 국면 그림, 질문, 스스로 점검, 답 쪽이 들어간 HTML 페이지 하나.
help-export-ids = 강의 식별자, 단계 식별자(understand, compare, review) 또는 all.
help-export-to = 출력 형식: html (다른 파일 없이 열리고 A4로 인쇄되는 페이지 하나).
help-export-out = 표준 출력 대신 이 파일에 씁니다.
help-export-copy = 누구에게 줄 자료인지: student(학생용: 답은 빼고 이름과 날짜를 적을 줄을 넣음) 또는 teacher(교사용: 답, 힌트, 풀이, 보기마다 맞고 틀린 이유를 넣음).
help-fen = 강의의 배치도(diagram: 블록이나 그 열 줄)를 읽어 FEN을 출력합니다.
help-fen-diagram = 배치도가 든 파일. - 이면 표준 입력에서 읽습니다.
# 강의를 쓰는 명령: 배치 편집기와 강의 뼈대.
help-edit = 배치 편집기: 배치를 만들고, 규칙이 받아들이는지, 아니라면 왜 아닌지 보고, 수를 두어 본 뒤 FEN, 배치도, 강의 뼈대로 내보냅니다(OSC 52로 클립보드에 복사하고, 끝낼 때 출력합니다).
help-edit-fen = 처음 배치(FEN). 기본값은 처음 배치입니다. 규칙이 받아들이지 않는 배치도 열리고, 그 이유가 보입니다.
help-edit-progress = 진행 파일(별과 설정). 기본값: <데이터 폴더>/janggi-tutor/progress.json.
help-new = 요청한 문제 유형마다 한 문제씩 담은 강의 뼈대를 씁니다. 한 배치를 바탕으로 엔진이 정답을 적어 두며, 그대로도, TODO 글을 채운 뒤에도 lint를 통과합니다.
help-new-id = 강의 식별자: 소문자와 숫자, 낱말은 “-”로 잇습니다.
help-new-phase = 단계: understand, compare 또는 review.
help-new-kinds = 문제 유형, 쉼표로 구분(기본값: 전부): destinations, judge, play, choice, lines, replay, claim.
help-new-out = 표준 출력 대신 이 파일에 씁니다(파일이 아직 없어야 합니다).
help-new-order = 단계 안에서 이 강의의 순서(작은 것이 먼저).
help-review-save = 이 순간들을 개인 연습으로 진행 파일의 복습 목록에 넣습니다(처음 화면의 “다시 연습”에서 풀 수 있습니다).
help-arg-game = 파일에 대국이 여러 개일 때 읽을 대국(1 = 첫 대국).
help-game-view = 기보를 출력하지 않고 훈련 화면의 기보 화면에서 엽니다(한 수씩 넘겨 보기, 복기).

## 훈련 화면의 키 도움말(?로 엽니다. 각 줄은 keys.ftl의 key-help-*)

help-title = 키 안내
help-close = Esc, ? 또는 Enter를 누르면 닫힙니다. 마우스로 판의 칸이나 목록 항목을 눌러도 됩니다.

help-bench = 정해진 국면들을 정해진 깊이까지 탐색하고 탐색한 노드 수를 출력합니다. 이 수는 탐색의 서명으로, 실행할 때마다 같습니다.
help-bench-depth = 각 국면에서 몇 수 앞까지 읽을지.

# join: 새 방의 힌트 (issue 66).
help-join-hints = 새 방: 두 대국자가 대국 중에 힌트(t)를 청할 수 있게 합니다. 이 옵션이 없으면 힌트를 쓸 수 없습니다.
# 반(issue 67)
help-arg-class = 방 서버에 있는 반의 주소와 코드(class new가 알려 줌): 훈련 화면에 반의 강의가 나오고 모든 답이 반으로 갑니다.
help-arg-name = 반에서 쓸 이름(--class와 함께).
help-class = 방 서버에서 여는 교사의 반: new는 강의 폴더를 올리고 반 코드와 교사 토큰을 출력하고, report는 학생들의 답을 출력하고, watch는 그것을 실시간으로 보여 줍니다.
help-class-new = 강의 폴더를 검사하고 새 반으로 올린 뒤 반 코드와 교사 토큰을 출력합니다.
help-class-new-url = janggi-tutor serve가 출력한 방 서버의 주소 ws://HOST:PORT/ws.
help-class-new-lessons = 반에서 공부할 강의 파일 폴더(검사에서 오류가 없어야 합니다).
help-class-new-json = 코드와 토큰을 JSON으로 출력합니다.
help-class-report = 반의 보고서를 출력합니다: 학생별(해결한 문제, 별, 오개념)과 문제별(처음에 맞힌 학생 수, 자주 나온 틀린 답, 오개념).
help-class-report-url = 방 서버의 주소 ws://HOST:PORT/ws.
help-class-report-code = 반 코드.
help-class-report-token = class new가 알려 준 교사 토큰.
help-class-report-json = 보고서를 JSON으로 출력합니다.
help-class-watch = 반의 보고서를 실시간 화면으로 보여 주고, 답이 올 때마다 새로 고칩니다.
help-class-watch-url = 방 서버의 주소 ws://HOST:PORT/ws.
help-class-watch-code = 반 코드.
help-class-watch-token = class new가 알려 준 교사 토큰.
# Issue 66: the room server's limits and log (serve).
help-serve-max-connections = 동시에 열 수 있는 연결 수의 상한. 넘치는 연결에는 server-full로 답합니다. 시작할 때 서버가 자기 열린 파일 한도를 최대치까지 올린 뒤, 그 한도가 허락하는 만큼으로 낮춥니다.
help-serve-max-per-ip = IP 주소 하나에서 동시에 열 수 있는 연결 수의 상한. 넘치면 too-many-connections로 답합니다.
help-serve-max-rooms = 방 수의 상한. 넘치는 방 만들기 요청에는 server-full로 답합니다.
help-serve-rooms-per-ip = IP 주소 하나가 한 시간에 만들 수 있는 방 수(한 시간에 걸쳐 하나씩 다시 채워집니다). 넘치면 too-many-rooms로 답합니다.
help-serve-idle-timeout = 아무 소식이 없으면 연결을 닫기까지의 초. 그 절반이 지나면 서버가 ‘ping’을 보내고, 답도 메시지도 없는 연결을 닫습니다. 어느 방에도 없이 메시지를 보내지 않는 연결도 닫습니다.
help-serve-unplayed-expiry = 한 수도 두지 않은 방을, 아무도 접속해 있지 않게 된 뒤 보관하는 초. 이런 방은 디스크에 쓰지 않습니다.
help-serve-room-expiry = 수를 둔 방을, 아무도 접속해 있지 않게 된 뒤 보관하는 초(끝나지 않은 대국은 그때 .gib 기보로 남습니다).
help-serve-log = 표준 오류에 남길 기록: ‘off’, ‘error’, ‘warn’(거절), ‘info’(연결과 방마다 한 줄씩도), ‘debug’.
# join: wss://와 공개 방 목록(issue 66).
help-join-ca = wss:// 서버에 접속할 때 이 PEM 파일의 인증서도 믿습니다(기원 서버의 자체 서명 인증서 등). 내장된 웹 루트 인증서는 늘 믿습니다.
help-join-new = 공개 방 목록 없이 바로 새 방을 만듭니다.
help-join-open = 새 방: 공개 방으로, 상대를 기다리는 동안 이 서버의 다른 사람에게 목록으로 보입니다.
# Reliability round 3 (issue 68)
help-export-force = --out 파일이 이 프로그램이 만든 유인물이 아니어도 덮어씁니다.
# 반의 대국 방(issue 67, class 브랜치)
help-join-in-class = 새 방: 이 반의 대국으로 엽니다(반 코드는 ‘class new’가 출력합니다). 반의 교사가 ‘class watch’에서 보고 관전할 수 있습니다.

# `play --rules`: its default, with or without --fen (issue 65)
help-play-rules = 규칙: basic, janggi, janggi-traditional, janggi-modern, janggi-casual. 주지 않으면 대국(설정 화면에서, 또는 --fen으로 바로 시작)은 강의에서 배운 규칙으로 둡니다. ‘규칙의 갈래’ 강의에서 별을 받기 전에는 basic, 그 뒤에는 janggi입니다.
