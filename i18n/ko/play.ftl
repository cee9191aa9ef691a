# AI와 대국하기: 대국 진행(src/play: 훈수, 외부 엔진), janggi-tutor uci, 대국 화면(src/tui/play.rs).

play-not-your-turn = 지금은 둘 차례가 아닙니다. AI가 생각하는 중입니다.
play-game-over = 대국이 끝났습니다.
play-end-resigned = { JOSA($side, "이") } 기권함
play-end-draw-agreed = 합의 무승부
play-draw-accepted = AI가 무승부 제안을 받아들였습니다.
play-draw-declined = AI가 무승부 제안을 거절하고 대국을 계속합니다.
play-bad-saved-field = 저장된 대국을 읽을 수 없습니다: “{ $value }” 값은 올바른 { $field } 값이 아닙니다.
play-bad-saved-start = 저장된 대국의 시작 국면으로는 둘 수 없습니다: { $detail }
play-bad-saved-move = 저장된 대국의 { $index }번째 수({ $move })를 둘 수 없습니다: { $reason }
play-match-score = 결과: { $wins }승 { $draws }무 { $losses }패 ({ $percent }%).

hint-line = { $move }: { $reason }
hint-mate-in = { $moves ->
        [one] 한 수 만에 외통
       *[other] { $moves }수 만에 외통
    }
hint-only-move-out-of-check = 장군을 피하는 유일한 수
hint-only-move = 둘 수 있는 유일한 수
hint-wins = { $square }의 { JOSA($piece, "을") } 잡음
hint-out-of-check = 장군을 피하는 가장 좋은 수
hint-answers-bikjang = 빅장에 응수함
hint-check = 장군: { $square }의 { JOSA($piece, "이") } 궁을 노림
hint-saves = 공격받는 { $square }의 { JOSA($piece, "을") } 피신시킴
hint-threatens = { $from }의 { JOSA($piece, "이") } { $square }의 { JOSA($target, "을") } 노림
hint-blocks = { $square }의 { $piece }에 대한 공격을 막음
hint-protects = 공격받던 { $square }의 { JOSA($piece, "을") } 지킴
hint-opens-line = { $square } 포의 { $line ->
        [file] 세로줄을
        [rank] 가로줄을
       *[palace] 궁성 대각선을
    } 엶
hint-opens-line-onto = { $square } 포의 { $line ->
        [file] 세로줄을
        [rank] 가로줄을
       *[palace] 궁성 대각선을
    } 열어 { $target_square }의 { JOSA($target, "을") } 노림
hint-pass = 여기서는 한수쉼이 가장 좋음
hint-improves = { JOSA($piece, "을") } { JOSA($square, "으로") } 옮김: 직접적인 위협은 없지만 더 좋은 칸

engine-no-command = 엔진 명령이 주어지지 않았습니다.
engine-missing = “{ $command }” 엔진을 실행할 수 없습니다: { $detail }
engine-died = “{ $command }” 엔진이 응답을 멈췄습니다(종료됨).
engine-timeout = “{ $command }” 엔진이 제때 응답하지 않았습니다(“{ $answer }” 대기 중).
engine-bad-move = “{ $command }” 엔진이 “{ $answer }”라고 답했지만, 지금 둘 수 있는 수가 아닙니다.
engine-fallback = { $error } 내장 상대가 이어서 둡니다. 대국은 계속됩니다.

uci-unknown-command = 알 수 없는 명령 “{ $command }”
uci-unknown-option = 알 수 없는 옵션 “{ $name }”
uci-bad-option-value = “{ $value }” 값은 옵션 “{ $name }”에 쓸 수 없는 값입니다
uci-bad-setoption = “setoption name 이름 value 값” 형식이어야 하는데 받은 것은 “{ $text }”입니다
uci-bad-position = “position startpos” 또는 “position fen FEN”(뒤에 “moves …” 가능) 형식이어야 하는데 받은 것은 “{ $text }”입니다
uci-illegal-move = { $index }번째 수({ $move })를 둘 수 없습니다: { $reason }
uci-bad-go = “go { $text }” 명령을 읽을 수 없습니다(depth N, nodes N, movetime MS, wtime/btime/winc/binc MS 또는 infinite)
uci-line-too-long = { $limit }바이트보다 긴 명령을 무시했습니다(시작 부분: “{ $start }”)
uci-not-utf8 = UTF-8 텍스트가 아닌 명령을 무시했습니다(시작 부분: “{ $start }”)
uci-position-refused = 국면을 설정하지 않았습니다. 읽을 수 있는 “position” 명령이 올 때까지 “go”는 아무것도 탐색하지 않습니다
uci-no-position = 탐색할 국면이 없습니다. 마지막 “position” 명령이 거부되었습니다

# 대국 화면(AI와 두기): 설정, 대국, 맺음말.

play-closing-words = 규칙을 이해했다면 다음 걸음은 실제 한 판입니다. 작은 목표 하나를 품고 시작하고, 이기려고 서두르지 마세요. 한 수 한 수가 다음 발전의 출발점이 되게 하세요.
play-form-side = 내 진영
play-form-level = AI 레벨
play-form-rules = 규칙
play-form-mine = 내 상차림
play-form-ai = AI 상차림
play-form-opponent = 상대
play-form-start = 대국 시작
play-level = 레벨 { $level }
play-formation-heeh = 마상상마
play-formation-ehhe = 상마마상
play-formation-hehe = 마상마상
play-formation-eheh = 상마상마
play-formation-random = AI가 무작위로 고름
play-opponent-builtin = 내장 AI
play-form-side-desc = 어느 규칙이든 초가 먼저 둡니다. 한을 고르면 AI가 먼저 둡니다. ←/→나 Space로 값을 바꾸고, 어느 줄에서든 Enter를 누르면 대국을 시작합니다.
play-form-level-desc = 레벨 1은 수를 놓치기도 해서 초보자도 이길 수 있고, 레벨이 오를수록 더 깊이 읽습니다. 레벨 8은 한 수에 몇 초씩 생각합니다.
play-form-rules-desc = 규칙에 따라 한수쉼, 빅장, 외통 없이 끝난 대국의 점수 계산이 달라집니다.
play-form-rules-basic = 강의에서 배운 규칙 그대로입니다: 한수쉼이 없고 빅장은 곧바로 풀어야 합니다.
play-form-rules-janggi = 배운 규칙에 더해지는 것: 한수쉼, 상대 궁성 대각선을 따라 움직이는 졸·병, 그리고 빅장 중 한수쉼이나 연속 한수쉼으로 끝난 대국의 점수 계산.
play-form-rules-janggi-traditional = 배운 규칙에 더해지는 것: 한수쉼, 상대 궁성 대각선을 따라 움직이는 졸·병, 그리고 빅장 중 한수쉼이나 연속 한수쉼으로 끝난 대국은 무승부.
play-form-rules-janggi-modern = 배운 규칙에 더해지는 것: 한수쉼과 상대 궁성 대각선을 따라 움직이는 졸·병. 빅장에는 특별한 의미가 없고, 연속 한수쉼은 점수 계산으로 끝납니다.
play-form-rules-janggi-casual = 배운 규칙에 더해지는 것: 한수쉼과 상대 궁성 대각선을 따라 움직이는 졸·병. 빅장에는 특별한 의미가 없고, 연속 한수쉼은 무승부로 끝납니다.
play-form-formation-desc = 맨 뒷줄 마와 상의 배치로, 각자 자기 왼쪽부터 읽습니다. 판에는 시작 국면이 보입니다.
play-form-opponent-desc = --engine으로 지정한 외부 UCI 엔진 또는 내장 AI. 엔진에 문제가 생기면 내장 AI가 이어받고 대국은 계속됩니다.
play-form-start-desc = Enter를 누르면 시작합니다. 한 수마다 저장되므로 q로 나갔다가 처음 화면에서 이어 둘 수 있습니다.
play-sides = 나: { $you } · AI 레벨 { $level } · { $rules }
play-engine-opponent = 상대: 엔진 “{ $command }”
play-thinking = AI가 생각하는 중…
play-your-move = 내 차례: 기물을 고른 뒤 밝아진 칸을 고르세요.
play-your-turn = 내 차례
play-what-next = n: 새 대국 · u: 무르기 · q: 돌아가기
play-moves = 기보
play-captured = { JOSA($side, "이") } 잡은 기물: { $pieces } ({ $points }점)
play-captured-none = { JOSA($side, "이") } 잡은 기물: 아직 없음
play-no-moves = (아직 둔 수가 없음)
play-ai-moved = AI가 { JOSA($move, "을") } 두었습니다.
play-ai-passed = AI가 한수쉼을 했습니다.
play-undone = 내 마지막 수와 AI의 응수를 물렀습니다.
play-cannot-move = { $square }의 { JOSA($piece, "은") } 지금 움직일 수 없습니다.
play-cannot-pass = 지금은 한수쉼을 할 수 없습니다.
play-resign-confirm = 기권하려면 x를 한 번 더 누르세요.
play-draw-confirm = 무승부를 제안하려면 d를 한 번 더 누르세요.
play-pass-confirm = 한수쉼을 하면 상대도 바로 한수쉼하여 대국을 끝낼 수 있습니다: { $result } 한수쉼하려면 p를 한 번 더 누르세요.
play-pass-ends = 상대가 방금 한수쉼했으므로 지금 한수쉼하면 대국이 끝납니다: { $result } 한수쉼하려면 p를 한 번 더 누르세요.
play-claim-confirm = { $result } 대국을 끝내려면 c를 한 번 더 누르세요.
play-two-lines = { $first } { $second }
play-save-failed = 대국을 { $path }에 저장할 수 없습니다: { $error }
play-saved-unreadable = 저장된 대국 { JOSA($path, "을") } 읽을 수 없습니다: { $error }
play-no-saved-game = 저장된 대국이 없습니다.

# 대국 화면: 종료 요청, 뒤에서 계산하는 힌트와 무승부 제안, 저장한 기보.
play-end-claimed = { $reason }, { $side }의 요청으로 종료
play-nothing-to-claim = 이 국면에서는 대국을 끝내자고 요청할 수 없습니다.
play-claim-offer = 지금 대국을 끝내자고 요청할 수 있습니다. c를 누르세요(계속 두어도 됩니다).
play-claimable = c로 종료 요청: { $result }
play-hint-thinking = 힌트를 찾는 중…(Esc로 멈춤)
play-draw-thinking = AI가 무승부 제안을 검토하는 중…(Esc로 철회)
play-request-stopped = 멈췄습니다.
play-record-saved = 기보를 { $name } 파일에 저장했습니다.
play-record-failed = 기보를 { $path }에 쓰지 못했습니다: { $error }
play-tries-saved = 규칙에 어긋난 시도 { $count }개를 복습 목록에 넣었습니다.
# A pass in the move list (every notation).
play-move-pass = 한수쉼

## 작은 목표(src/play/goals.rs, 새 대국 설정의 목표 줄, 대국 화면).
play-form-goal = 목표
play-form-goal-desc = 작은 목표를 정하고 두면, 한 수마다 엔진이 판단합니다. 이기지 않아도 목표는 이룰 수 있습니다.
play-goal-none = 없음
play-goal-suggested = * 내 실수에서 고른 추천: { $goal }
play-goal-record = { $played }판 중 { $met }판 달성.
play-goal-line = 목표: { $goal }, { $state }
play-goal-state-pending = 아직 정해지지 않음
play-goal-state-met = { $move }에서 달성
play-goal-state-met-start = 처음부터 달성
play-goal-state-failed = { $move }에서 실패
play-goal-state-met-unnamed = 달성
play-goal-state-failed-unnamed = 실패
play-goal-state-failed-try = 반칙 수 { $move } 시도로 실패. { $reason }
play-goal-moves = 결정적인 수: { $moves }
play-goal-no-free-piece = 공짜로 기물 주지 않기
play-goal-no-free-piece-desc = 내 처음 20수 동안 잃은 기물은 내 다음 두 수 안에 점수 계산 값만큼 되찾습니다. 2점 이상 손해면 실패입니다.
play-goal-cannon-check = 포로 장군
play-goal-cannon-check-desc = 내 포로 한 번 이상 장군을 부릅니다. 다른 기물이 움직여서 내 포가 장군이 되어도 됩니다.
play-goal-cannon-capture = 포로 잡기
play-goal-cannon-capture-desc = 대국 중에 포로 포다리를 넘어 상대 기물을 한 번 이상 잡습니다.
play-goal-chariots-out = 내 15수 안에 차 둘 다 출동
play-goal-chariots-out-desc = 내 15번째 수까지 차 두 개를 모두 한 번 이상 움직입니다. 움직이기 전에 잡힌 차가 있으면 실패입니다.
play-goal-horses-out = 내 10수 안에 마 둘 다 출동
play-goal-horses-out-desc = 내 10번째 수까지 마 두 개를 모두 한 번 이상 움직입니다. 움직이기 전에 잡힌 마가 있으면 실패입니다.
play-goal-no-illegal-try = 규칙에 어긋난 시도 없이
play-goal-no-illegal-try-desc = 규칙에 어긋난 수를 한 번도 시도하지 않고 대국을 끝까지 둡니다.
play-goal-king-home = 내 20수까지 궁 그대로
play-goal-king-home-desc = 내 처음 20수 동안 궁을 움직이지 않습니다(한수쉼은 괜찮습니다). 그 전에 대국에서 지면 실패입니다.
play-goal-no-check = 내 20수까지 장군 안 받기
play-goal-no-check-desc = 내 처음 20수 동안 AI에게 장군을 받지 않습니다. 그 전에 대국에서 지면 실패입니다.
play-goal-counting-60 = 60수씩 둔 뒤 점수 앞서기
play-goal-counting-60-desc = 양쪽이 60수씩 둔 뒤 내 점수가 AI보다 많아야 합니다(차 13, 포 7, 마 5, 상 3, 사 3, 졸 2, 한은 1.5점 덤). 그 전에 이겨도 달성입니다.

## 한 화면에서 두 사람이 두는 대국.
play-end-time = { JOSA($side, "이") } 시간을 다 썼습니다
play-friend-draw-offered = { JOSA($side, "이") } 무승부를 제안합니다. { $other }: 받아들일까요, 거절할까요?
play-friend-takeback-asked = { JOSA($side, "이") } 마지막 수를 무르자고 합니다. { $other }: 받아들일까요, 거절할까요?
play-friend-draw-accepted = { JOSA($side, "이") } 무승부를 받아들였습니다.
play-friend-draw-declined = { JOSA($side, "이") } 무승부를 거절했습니다. 계속 두세요.
play-friend-takeback-accepted = { JOSA($side, "이") } 받아들여 마지막 수를 물렀습니다.
play-friend-takeback-declined = { JOSA($side, "이") } 무르기를 거절했습니다. 계속 두세요.
play-friend-answer-first = 답을 기다리는 요청이 있습니다. 먼저 답하세요.
play-friend-no-offer = 답할 요청이 없습니다.
play-friend-draw-withdrawn = { JOSA($side, "이") } 무승부 제안을 거두었습니다.
play-friend-takeback-withdrawn = { JOSA($side, "이") } 무르기 요청을 거두었습니다.
play-friend-default-name = { $side } 대국자
play-friend-resign-confirm = { JOSA($side, "이") } 기권할까요? 기권하려면 x를 한 번 더 누르세요.
play-friend-sides = 초: { $cho } · 한: { $han } · { $rules }
play-friend-to-move = { $side }({ $name }) 차례: 기물을 고른 뒤 밝아진 칸을 고르세요.
play-friend-to-move-unnamed = { $side } 차례: 기물을 고른 뒤 밝아진 칸을 고르세요.
play-friend-waiting = { $side }의 답을 기다리는 중
play-form-against = 상대
play-against-ai = AI
play-against-friend = 이 화면의 다른 사람
play-form-player-one = 첫째 대국자
play-form-player-two = 둘째 대국자
play-form-name-empty = (비어 있음)
play-form-cho-player = 초를 두는 사람(먼저 둠)
play-form-clock = 제한시간
play-form-turn-board = 둘 차례인 쪽으로 판 돌리기
play-form-on = 예
play-form-off = 아니요
play-form-against-desc = AI와 두거나, 이 키보드와 화면을 함께 쓰는 다른 사람과 둡니다. Space나 ←/→로 바꿉니다.
play-form-name-desc = Space를 누르면 이름을 입력합니다. 기보에 기록됩니다. 비워 두면 진영 이름을 씁니다.
play-form-cho-player-desc = 두 사람 중 누가 초를 둘지 고릅니다. 초가 먼저 둡니다.
play-form-clock-desc = 제한시간 없음, 초읽기(기본 시간 뒤 초읽기: 한 번의 초읽기 안에 두면 그 횟수가 남고, 마지막 초읽기까지 다 쓰면 집니다) 또는 피셔 방식(기본 시간에 한 수마다 시간이 더해짐). 시간을 다 쓴 쪽이 집니다. pychess.org처럼 무승부 제안이나 무르기 요청이 답을 기다리는 동안에도 시계는 계속 갑니다.
play-form-turn-board-desc = 한 수마다 판을 반 바퀴 돌려 둘 차례인 쪽이 아래에 오게 합니다.
play-clock-none = 제한시간 없음
play-clock-byo-yomi = 초읽기: 기본 { $main }분, 이어서 { $periods }회 x { $period }초
play-clock-fischer = 피셔 방식: { $main }분 + 한 수마다 { $increment }초
play-clock-main = { $time }
play-clock-main-byo = { $time } + { $periods }회 x { $period }초
play-clock-period = 초읽기 { $time } ({ $periods }회 남음)
play-clock-line = { $side } { $name }: { $clock }
play-clock-running = > { $side } { $name }: { $clock }

## The first-game page after the lessons
play-first-game = 첫 대국: 상대는 AI 레벨 { $level }, 당신은 { $side }, 규칙: { $rules }.
play-first-game-goal = 작은 목표: { $goal }
play-first-game-keys = 대국 중에 쓰는 키
play-first-game-enter = Enter를 누르면 대국이 시작됩니다. 스페이스를 누르면 새 대국 설정이 열려 무엇이든 바꿀 수 있습니다.

# Reliability round 3 (issue 68): a saved clock no game could reach
play-saved-bad-clock = 저장된 대국을 이어 둘 수 없습니다. 시간 설정이 대국에서 나올 수 없는 값입니다(기본 시간은 하루까지, 초읽기는 한 시간씩 100회까지). 새 대국을 시작하세요.
