# 처음 화면(src/tui/home.rs): 각 항목과 목록 옆에 보이는 설명.
# 화면 문구이므로 폭이 애매한 문자를 쓰지 않습니다(tui.ftl 머리말 참고).

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
home-more = ... Enter를 누르면 강의가 열립니다.
home-continue = 이어서 하기
home-continue-due = 이어서 하기 (다시 풀 { $count }문제부터)
home-continue-repeats = Enter를 누르면 다시 풀 문제 { $count }개가 먼저 열립니다. 틀린 문제는 다음 강의보다 먼저 한 번 더 나오고, 맞히면 넘어갑니다.
home-continue-next = Enter를 누르면 다음 문제가 열립니다: { $lesson }, { $count }문제 중 { $n }번째 (단계: { $phase }).
home-continue-lesson = Enter를 누르면 다음 강의가 열립니다: { $lesson } (단계: { $phase }). 규칙을 먼저 읽고 { $count }문제를 풀어 보세요.
home-continue-done = 모든 문제를 풀었습니다. 아무 강의나 다시 풀거나 자유 배치판에서 두어 보세요.
home-phases = 과정은 세 단계입니다. 규칙 이해: 기물마다 어떻게 움직이고 무엇이 한 수를 이루는지 배웁니다. 비교와 선택: 궁성 대각선, 둘 수 없는 수, 장군, 빅장, 대국의 끝을 비교합니다. 복기와 검증: 짧은 대국을 한 수씩 복기하며 모든 판단을 규칙으로 확인합니다. 단계마다 스스로 점검 기준을 만족하면 다음 단계로 넘어갑니다.
home-phase-open = Enter를 누르면 이 단계의 개요가 열립니다: 강의, 별, 남은 문제.
home-review = 다시 연습 ({ $count }문제)
home-mistakes = 틀린 문제 ({ $count })
home-mistakes-desc = 틀린 문제를 오개념별로 모았습니다. 자주 틀린 것이 먼저 나옵니다. 하나를 골라 Enter를 누르면 그 오개념을 다루는 강의가 열립니다.
home-games = 기보
home-games-desc = 기보를 엽니다. 저장한 대국이나 .gib, PGN 파일을 한 수씩 넘겨 보고, 엔진 복기로 배울 만한 순간을 표시하고, 그 순간들을 복습 목록에 연습으로 넣고, 어느 수에서든 자유 배치판에서 다른 수를 두어 볼 수 있습니다.
home-play = AI와 대국하기
home-play-desc = AI와 실전 한 판: 진영(초가 먼저 두므로 한을 고르면 AI가 먼저 둡니다), AI의 레벨(1~8), 규칙, 양쪽의 상차림을 고릅니다. 기물을 고르면 둘 수 있는 칸이 밝아집니다. 힌트, 무르기, 규칙이 허용하면 한수쉼, 무승부 제안, 기권도 할 수 있습니다.
home-friend = 친구와 대국하기
home-friend-desc = 한 화면에서 두 사람이 둡니다: 두 사람의 이름, 규칙, 초를 둘 사람, 제한시간(없음, 초읽기, 피셔 방식), 둘 차례인 쪽으로 판을 돌릴지 고릅니다. 무승부를 제안하거나 무르기를 청하면 상대가 받아들이거나 거절합니다. 대국은 두 사람의 이름과 함께 저장되어 복기할 수 있습니다.
home-resume = 대국 이어 두기
home-resume-desc = 끝내지 못한 지난 대국을 멈춘 곳부터 이어 둡니다.
home-editor = 배치 편집기
home-editor-desc = 강의에 쓸 배치를 자유롭게 만듭니다. 양쪽 기물을 놓거나 치우고, 차례와 규칙을 정하면, 규칙이 그 배치를 받아들이는지, 아니라면 왜 아닌지 바로 보입니다. 그 배치에서 수를 두어 보고, FEN, 배치도, 또는 어떤 유형이든 강의 뼈대로 내보낼 수 있습니다(터미널이 지원하면 클립보드에 복사되고, 끝낼 때 출력됩니다).

# 저장해 둔 좌석으로 방 대국 이어 두기 (issue 66).
home-resume-room = 방 대국 이어 두기
home-resume-room-desc = { $server }의 방 { $room }: 내 진영은 { $side }, 이름은 { $name }입니다. 저장해 둔 좌석 토큰으로 좌석을 되찾습니다.
home-resume-room-clock = 접속하지 않은 동안에도 대국은 서버에서 계속되었고 내 시계도 계속 갔습니다.
# 반에 들어가기(issue 67, class 브랜치)
home-join-class = 반에 들어가기
home-join-class-desc = 방 서버에 있는 선생님의 반에 들어갑니다. 반의 강의가 여기에 나오고, 답할 때마다 선생님께 전해집니다.

# The last game and the next step, in the Continue panel (issue 65)
home-last-game = 지난 대국({ $date }): { $result }, { $opponent }.
home-last-next-review = 다음 할 일: 이 대국을 복기하고(기보에서 r) 실수에서 배우세요(m).
home-last-next-lessons = 다음 할 일: 강의를 이어서 하세요(Enter).
home-last-next-play = 다음 할 일: 작은 목표를 세우고 한 판 더 두세요(AI와 대국하기).
