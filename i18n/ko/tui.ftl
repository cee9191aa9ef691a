# 훈련 화면(src/tui)과 진행 파일(src/trainer/progress.rs) 문구.
# 화면 문구에는 폭이 애매한 동아시아 문자(둥근 따옴표, 줄표, 말줄임표, 가운뎃점, 화살표)를
# 쓰지 않습니다. 한중일 터미널은 이 문자들을 두 칸으로 그려 화면이 어긋납니다.
# 바뀌는 조사는 { JOSA($piece, "은") }처럼 JOSA 함수로 붙입니다.

app-name = janggi-tutor
label-value = { $label }: { $value }
header-stars = 별: { $stars }

## 화면

screen-home = 처음 화면
screen-free = 자유 배치판
screen-settings = 설정
screen-rules = 규칙 요약
screen-faq = 자주 묻는 질문
screen-lesson = 강의
screen-exercise = 연습 문제

## 터미널

tui-too-small = 터미널 창이 너무 작습니다({ $width } x { $height }). { $min_width } x { $min_height } 이상으로 키워 주세요.
tui-no-terminal = 훈련 화면은 대화형 터미널에서만 실행됩니다. 터미널에서 실행하거나 하위 명령을 사용하세요(--help 참고).
tui-terminal-error = 터미널 오류: { $error }

## 키 기능 (아래 안내 줄과 ? 도움말은 같은 키 표에서 만들어집니다)

key-help-yes = 예
key-help-no = 아니요
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

## 대화 상자

help-title = 키 안내
help-close = Esc, ? 또는 Enter를 누르면 닫힙니다. 마우스로 판의 칸이나 목록 항목을 눌러도 됩니다.
confirm-title = 진행 기록 초기화
confirm-reset = 지금까지 받은 별을 모두 지울까요? 설정은 그대로 남습니다. 되돌릴 수 없습니다.
confirm-yes-no = y: 지우기    n 또는 Esc: 그대로 두기
notice-title = 알림
notice-continue = Enter나 Esc를 누르면 계속합니다.
input-move = 수 (예: b1c3)
input-fen = FEN

## 진행 파일

progress-no-data-dir = 사용자 데이터 폴더를 찾지 못해 진행 기록은 이번 실행 동안만 유지됩니다. --progress PATH로 저장할 곳을 정할 수 있습니다.
progress-unreadable = 진행 파일 { JOSA($path, "을") } 읽을 수 없습니다({ $error }). 파일은 그대로 두고, 이번 실행에서는 아무것도 저장하지 않습니다.
progress-newer = 진행 파일 { JOSA($path, "은") } 더 새로운 버전의 janggi-tutor가 만든 파일입니다(형식 { $version }). 파일은 그대로 두고, 이번 실행에서는 아무것도 저장하지 않습니다.
progress-corrupt = 진행 파일 { JOSA($path, "이") } 손상되었습니다({ $detail }). 원래 파일은 { JOSA($moved, "으로") } 옮겨 두었고, 새로 기록을 시작합니다.
progress-corrupt-kept = 진행 파일 { JOSA($path, "이") } 손상되었는데 다른 곳으로 옮기지도 못했습니다({ $error }). 원인: { $detail }. 파일은 그대로 두고, 이번 실행에서는 아무것도 저장하지 않습니다.
progress-save-failed = 진행 기록을 { $path }에 저장하지 못했습니다: { $error }

## 처음 화면

home-title = 강의
home-no-lessons = (강의 없음)
home-rules = 규칙 요약
home-faq = 자주 묻는 질문
home-free = 자유 배치판
home-settings = 설정
home-rules-desc = 장기 규칙을 한눈에: 판, 기물마다의 행마, 포와 졸, 한 수를 두는 방법, 둘 수 없는 수, 대국이 끝나는 경우, 온라인 대국에서 쓰는 규칙 버전.
home-faq-desc = 자주 묻는 질문과 헷갈리기 쉬운 판단. 모든 답을 규칙 엔진이 규칙 버전마다 직접 확인합니다.
home-free-desc = 어떤 배치든, 어떤 규칙이든: 기물을 고르면 갈 수 있는 칸이 모두 켜지고, 아무 수나 두어 보면 둘 수 있는지, 없다면 왜 없는지 알려 줍니다.
home-settings-desc = 언어, 판 모양, 자유 배치판의 규칙, 진행 기록 초기화.
home-welcome = 세 단계를 차례대로 풀어 보세요. 모든 문제는 실제 규칙 엔진이 채점합니다. 힌트 없이 한 번에 맞히면 별 3개, 다시 풀거나 힌트를 보면 별이 줄어듭니다.
home-exercises = 푼 문제: { $count }개 중 { $solved }개. 별: { $stars }
page-exercises = 문제
home-more = ... Enter를 누르면 강의가 열립니다.

## 연습 문제

ex-missing = 이 문제는 없습니다.
ex-step = { $count }단계 중 { $step }단계
ex-hint = 힌트 { $n }:
ex-help-destinations = 갈 수 있는 칸을 모두 표시하세요. Enter나 클릭으로 표시하거나 지우고, s로 확인합니다. 표시한 칸: { $marked }
ex-help-play = 기물을 고르고 켜진 칸을 고르세요. m을 눌러 수를 입력해도 됩니다.
ex-help-choice = 맞는 보기를 모두 고른 뒤(Enter나 번호) s로 확인하세요.
ex-help-lines = 포길마다 열렸는지, 닫혔는지, 그대로인지 고른 뒤(Enter로 바꿈) s로 확인하세요.
ex-help-pick = 답을 고르세요: Enter나 번호.
ex-view = 판: { $count }수 중 { $n }수를 둔 뒤의 배치 (, 와 . 으로 앞뒤를 봅니다).
ex-judge-legal = 둘 수 있다
ex-judge-illegal = 둘 수 없다
ex-judge-because = 둘 수 없다: { $reason }
ex-claim-true = 참
ex-claim-false = 거짓
ex-line = { $square }의 포, { $direction }
ex-dir-up = 위쪽
ex-dir-down = 아래쪽
ex-dir-left = 왼쪽
ex-dir-right = 오른쪽
ex-dir-palace = 궁성 대각선
ex-line-unchanged = 그대로
ex-line-opened = 열림
ex-line-closed = 닫힘
ex-right = 맞았습니다!
ex-wrong = 아직 아닙니다.
ex-stars = 별: { $stars }
ex-next-step = n을 누르면 다음 단계로 갑니다.
ex-try-again = 답을 고쳐 다시 확인하거나 r로 처음부터 다시 푸세요. t를 누르면 힌트가 나옵니다.
ex-explanation = 풀이
ex-self-check = 스스로 점검
ex-next = n을 누르면 다음 문제, r을 누르면 이 문제를 한 번 더 풉니다.
ex-choose-move = 먼저 판에서 수를 두세요.
ex-choose-row = 먼저 답을 고르세요.
ex-no-hints = 힌트가 더 없습니다.
ex-lesson-done = 강의를 마쳤습니다: { $lesson }. 별 { $max }개 중 { $stars }개.
key-help-earlier = 이전 배치
key-help-later = 다음 배치
tui-lesson-problem = 강의 파일 { $path }:{ $line }:{ $col }: { $message }
tui-lessons-unreadable = 강의 폴더 { JOSA($path, "을") } 읽을 수 없습니다({ $error }). 내장 강의만 보여 줍니다.

## 자유 배치판

free-intro = 누구 차례인지는 아래 상태 줄에 나옵니다. 그 편의 기물을 고르면 갈 수 있는 칸이 켜집니다. 켜진 칸을 골라야 한 수가 끝납니다. 아무 칸도 켜지지 않으면 그 기물은 지금 움직일 수 없습니다.
free-lit = { $square }의 { JOSA($piece, "은") } 갈 수 있는 칸이 { $count }곳이고, 모두 켜졌습니다. 한 곳을 골라 수를 마치세요.
free-lit-captures = 그중 { $count }곳은 상대 기물을 잡는 수입니다(> <로 표시).
free-nothing-lit = 켜진 칸이 없습니다. { $square }의 { JOSA($piece, "은") } 지금 움직일 수 없으니 다른 기물을 고르세요.
free-moved = { JOSA($side, "이") } { JOSA($move, "을") } 두었습니다.
free-captured = { JOSA($side, "이") } { JOSA($move, "을") } 두어 { JOSA($piece, "을") } 잡았습니다.
free-passed = { JOSA($side, "이") } 한수쉼을 했습니다.
free-illegal = { $move }: 둘 수 없는 수입니다.
free-fen-refused = 이 FEN은 쓸 수 없습니다.
free-fen-loaded = 배치를 마쳤습니다.
free-fen-drill = 실제 대국에서는 나올 수 없는 배치라서 연습용으로 놓았습니다.
free-drill-position = (연습용 배치)
free-rules-now = 규칙: { $rules }
free-undone = { JOSA($move, "을") } 물렀습니다.
free-nothing-to-undo = 무를 수가 없습니다.
free-moves-none = 아직 둔 수가 없습니다.
free-moves-last = 둔 수: { $count } (마지막 수: { $move })
free-menu = 명령
board-legend = 표시: [ ] 커서  ( ) 고른 기물  { $lit } 갈 수 있는 칸  > < 잡기  * * 설명에 나온 칸  ! ! 장군 받은 궁
board-legend-letters = 글자: K 궁, A 사, B 상, N 마, R 차, C 포, P 졸. 대문자는 초, 소문자는 한입니다.

## 설정

settings-title = 설정
settings-about = 설명
settings-language = 언어
settings-language-auto = 시스템 설정 (LANG)
settings-language-desc = 강의 내용을 포함한 프로그램 전체의 언어입니다. 바꾸면 바로 적용됩니다. '시스템 설정'은 LANG, LC_ALL, LC_MESSAGES를 따릅니다.
settings-board = 판
board-style-glyphs = 한자
board-style-letters = 영문자
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

## 규칙 요약

rules-ref-title = 목차
rules-ref-board-title = 판과 첫 배치
rules-ref-board-body =
    - 판에는 세로줄 9개(a부터 i)와 가로줄 10개(1부터 10)가 있고, 기물은 줄이 만나는 칸에 놓입니다. 강(하계)은 없습니다.
    - 초가 아래쪽에 앉고 언제나 먼저 둡니다. 한은 위쪽입니다.
    - 양쪽에는 3 x 3 칸의 궁성(초는 d1부터 f3, 한은 d8부터 f10)이 있고, 그 안에 궁성 대각선 두 개가 그어져 있습니다. 궁과 사는 자기 궁성을 벗어나지 못합니다.
    - 기본 배치의 맨 아랫줄은 왼쪽부터 차, 마, 상, 사, 빈칸, 사, 상, 마, 차입니다. 궁은 궁성 한가운데, 포는 셋째 줄 마 앞, 졸은 넷째 줄에 한 칸씩 걸러 놓입니다.
    - 다른 전통 배치에서는 대국 전에 한쪽 또는 양쪽의 마와 상의 위치를 바꿉니다.
rules-ref-pieces-title = 차, 마, 상, 사, 궁
rules-ref-pieces-body =
    - 차(車): 가로줄이나 세로줄을 따라 몇 칸이든 가지만 다른 기물을 넘지 못합니다. 궁성 안에서는 궁성 대각선을 따라서도 갑니다.
    - 마(馬): 한 칸 곧게 간 다음 바깥쪽으로 한 칸 대각선으로 갑니다. 첫 칸에 기물이 있으면 멱이 막혀 가지 못합니다.
    - 상(象): 한 칸 곧게 간 다음 바깥쪽으로 두 칸 대각선으로 갑니다. 가는 길의 두 칸 중 어느 한 칸만 막혀도 못 갑니다. 상은 상대 진영까지 건너갈 수 있습니다.
    - 사(士)와 궁(楚/漢): 자기 궁성 안에서 선을 따라 한 칸 갑니다. 곧게 가거나, 궁성 대각선 위에서만 대각선으로 갑니다.
    - 상대 기물이 있는 칸으로 규칙에 맞게 가면 그 기물을 잡습니다. 같은 편 기물은 한 칸에 함께 있을 수 없습니다. 캐슬링도 승격도 없습니다.
rules-ref-cannon-title = 포
rules-ref-cannon-body =
    - 포(包)는 가로줄이나 세로줄(궁성 안에서는 궁성 대각선의 한 모서리에서 맞은편 모서리까지)을 따라 가는데, 움직일 때도 잡을 때도 기물 하나를 꼭 넘어야 합니다. 이 기물을 포다리라고 합니다.
    - 그 줄에 포다리가 없으면 그쪽으로는 전혀 움직일 수 없습니다. 중국 장기의 포처럼 빈 줄을 미끄러지듯 가지 못합니다.
    - 포는 포다리로 삼을 수 없고(어느 편이든), 포는 포를 잡지 못합니다.
    - 그러니 사이에 기물이 몇 개인지만 세지 말고 어떤 기물인지도 보세요. 사이에 있는 기물 하나가 포라면 움직일 수 없습니다.
rules-ref-soldier-title = 졸
rules-ref-soldier-body =
    - 졸(卒/兵)은 앞이나 옆으로 한 칸 갑니다. 첫 수부터 옆으로 갈 수 있고, 뒤로는 가지 못합니다.
    - 잡을 때도 앞이나 옆 칸으로 가서 잡습니다. 대각선으로 잡지 않으며 승격도 없습니다.
    - Fairy-Stockfish 규칙에서는 상대 궁성에 들어간 졸이 궁성 대각선을 따라 앞쪽 대각선으로도 한 칸 갈 수 있습니다.
rules-ref-move-title = 한 수 두기
rules-ref-move-body =
    - 먼저 상태 줄에서 초의 차례인지 한의 차례인지 보고, 그 편의 기물 하나를 고릅니다.
    - 그 기물이 갈 수 있는 칸이 모두 켜집니다. 잡을 수 있는 상대 기물도 포함됩니다(> <로 표시).
    - 켜진 칸 하나를 고르면 한 수가 끝납니다.
    - 아무 칸도 켜지지 않으면 그 기물은 지금 움직일 수 없습니다. 다른 기물을 고르세요.
    - 자유 배치판에서는 b1c3(b1에서 c3으로)처럼 수를 직접 입력해도 됩니다. 한수쉼은 궁이 있는 칸을 두 번 씁니다(e2e2). 한수쉼을 허용하는 규칙에서만 됩니다.
    - AI와 한 판을 끝까지 두려면 홈 화면의 '대국'을 여세요(또는 janggi-tutor play 실행). 초나 한, 그리고 1~8단계 가운데 하나를 고릅니다.
rules-ref-illegal-title = 둘 수 없는 수
rules-ref-illegal-body =
    - 궁을 공격받는 칸으로 옮기는 수.
    - 포다리 없이, 포를 넘어서, 또는 포를 잡으며 포를 움직이는 수.
    - 막힌 칸을 지나 상을 움직이거나, 멱이 막힌 마를 움직이는 수.
    - 졸을 뒤로 움직이는 수.
    - 상대 기물을 움직이는 수.
    - 장군을 받은 궁을 그대로 두거나, 자기 궁으로 가는 길을 열어 주는 수.
    - 자유 배치판에서는 둘 수 없는 수를 시도할 때마다 엔진이 이유를 알려 주고 관련된 칸을 * *로 표시합니다.
rules-ref-end-title = 승패와 무승부
rules-ref-end-body =
    - 상대 궁을 외통으로 몰면 이깁니다. 자기 차례에 둘 수 있는 수가 하나도 없으면 집니다.
    - 두 궁이 사이에 아무 기물 없이 같은 세로줄에서 마주 보는 것(빅장)은 둘 수 있는 수입니다. 기본 규칙에서는 상대가 곧바로 빅장을 풀어야 합니다. 궁을 옮기거나 기물로 줄을 막으면 됩니다. 잡는 수는 그것으로 마주 보기가 끝날 때만 빅장을 풉니다.
    - 기본 규칙에서는 잡기 없이 양쪽 합쳐 120수(각자 60수)가 지나면 무승부입니다. 두 사람이 합의해 무승부로 할 수도 있습니다.
rules-ref-versions-title = 규칙 버전
rules-ref-versions-body = 강의는 원문의 기본 규칙을 가르칩니다. 온라인 대국(pychess, Fairy-Stockfish)에서 쓰는 변형 규칙은 주로 한수쉼, 궁성 안에서 졸의 행마, 빅장으로 대국이 끝나는 방식이 다릅니다. 그 밖에 잡기 없는 수의 한도, 국면 반복과 연속 장군, 현대 규칙에서 한 기물을 오가는 수에 대한 제한도 다릅니다. 한수쉼, 빅장, 잡기 없는 수의 한도는 자주 묻는 질문에서 규칙별로 비교합니다.

## 자주 묻는 질문 화면

faq-page-questions = 질문
faq-page-empty = 질문이 없습니다.
faq-page-open = Enter를 누르면 이 답을 뒷받침하는 주장 { $count }개의 판을 볼 수 있습니다. 모두 엔진이 확인합니다.
faq-page-claim = 주장 { $count }개 중 { $n }번째
faq-page-keys = h/l: 다른 주장. j/k: 다른 규칙(판이 따라 바뀝니다). PgUp/PgDn: 스크롤. Esc나 q: 질문 목록으로.
