# 설정 화면(src/tui/settings.rs): 각 줄과 그 값, 옆에 보이는 설명.
# 화면 문구이므로 폭이 애매한 문자를 쓰지 않습니다(tui.ftl 머리말 참고).

settings-title = 설정
settings-about = 설명
settings-language = 언어
settings-language-auto = 시스템 설정 (LANG)
settings-language-desc = 강의 내용을 포함한 프로그램 전체의 언어입니다. 바꾸면 바로 적용됩니다. '시스템 설정'은 LANG, LC_ALL, LC_MESSAGES를 따릅니다.
settings-board = 판
settings-board-desc = 실제 장기알처럼 한자로 표시하거나(궁은 楚와 漢), 한중일 글꼴이 없는 터미널을 위해 영문자로 표시합니다. 초의 기물은 파란색, 한의 기물은 빨간색입니다.
settings-free-rules = 자유 배치판 규칙
settings-free-rules-desc = 자유 배치판을 열 때 쓰는 규칙입니다. 강의마다 쓰는 규칙은 강의에 적혀 있습니다.
settings-reset = 진행 기록 초기화...
settings-reset-desc = 지금까지 받은 별을 모두 지웁니다. 지우기 전에 한 번 더 묻습니다.
settings-reset-done = 진행 기록을 초기화했습니다.
settings-saved-in = 진행 기록과 설정은 { $path }에 저장됩니다.
settings-not-saved-file = 이번 실행에서는 저장하지 않습니다(시작할 때의 알림 참고): { $path }
settings-not-saved = 진행 기록은 이번 실행 동안만 유지됩니다.
settings-stars = 받은 별: { $stars }

# 기보 표기 설정.
settings-notation = 기보 표기
settings-notation-desc = 수 목록(대국 화면, 기보)에 수를 적는 방식입니다. 한국 기보 표기는 .gib 기보처럼 출발 칸, 기물, 도착 칸을 적습니다(79졸78). SAN은 pychess.org가 보여 주는 표기(Hc3), 좌표는 명령줄이 읽는 표기(b1c3)입니다. 중국어 표기는 중국어 기물 이름을 쓴 SAN(马c3)입니다. 자동: 한국어에서는 한국 기보 표기, 중국어에서는 중국어 표기, 영어에서는 SAN.
settings-notation-example = 예: { $moves }
notation-auto = 자동({ $notation })
notation-kja = 한국 기보 표기
notation-san = SAN
notation-uci = 좌표
notation-fsf-janggi = Fairy-Stockfish 장기 표기
notation-zh = 중국어 표기

# 대국 엔진(외부 UCI 엔진, --engine이 우선합니다).
settings-engine = 대국 엔진
settings-engine-desc = 장기를 두는 UCI 엔진(예: Fairy-Stockfish)의 명령줄입니다. “fairy-stockfish” 또는 인자를 붙인 전체 경로를 적습니다. Enter로 고치고 ←로 지웁니다. 비우면 내장 AI가 둡니다. 엔진이 없거나 멈추면 이유를 알려 주고 내장 AI가 이어서 둡니다. --engine을 주면 그 실행 동안은 그쪽이 우선합니다.
settings-engine-set = 새 대국은 “{ $command }” 엔진과 둡니다.
settings-engine-cleared = 새 대국은 내장 AI와 둡니다.
settings-engine-not-found = “{ $program }” 프로그램을 찾을 수 없습니다. 설정은 저장했습니다. 실행할 수 있을 때까지 대국은 내장 AI가 둡니다.
