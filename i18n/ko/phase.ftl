# 단계 개요(src/tui/course.rs): 단계의 과제, 스스로 점검, 강의, 남은 문제.
# 화면 문구이므로 폭이 애매한 문자를 쓰지 않습니다(tui.ftl 머리말 참고).

phase-lessons = 강의
phase-self-check = 스스로 점검:
phase-task-understand = 이 단계의 과제(원문): 중국 장기의 포와 장기의 포가 보통 움직임, 잡기, 포다리에서 어떻게 다른지 세 가지를 적어 보세요.
phase-check-understand = 장기의 포는 잡지 않는 움직임에도 포다리가 필요하다는 것을 분명히 안다.
phase-task-compare = 이 단계의 과제(원문): 궁성에 차와 궁을 각각 놓고, 표시된 궁성 대각선을 따라 갈 수 있는 칸을 찾아보세요.
phase-check-compare = 궁성 대각선을 판 어디서나 대각선으로 가도 된다는 뜻으로 넓히지 않는다.
phase-task-review = 이 단계의 과제(원문): 포다리가 바뀌는 수를 한 번 복기하고, 어느 포길이 열리거나 닫히는지 확인하세요.
phase-check-review = 포길을 분석할 때 기물 수의 변화만이 아니라 포다리 종류의 변화도 본다.
phase-why-compare = 왜 지금인가: 기물마다 어떻게 움직이는지 알았으니, 이제 비슷해 보이는 수를 비교해 둘 수 있는 수를 고릅니다(궁성 대각선, 둘 수 없는 수, 장군, 빅장).
phase-why-review = 왜 지금인가: 한 수씩 판단할 수 있으니, 이제 실제 대국에서처럼 짧은 수순을 복기하며 모든 판단을 규칙으로 확인합니다.
phase-why-understand = 왜 여기서 시작하나: 모든 판단은 기물마다 어떻게 움직이는지에서 시작합니다.
phase-progress = 푼 문제: { $count }개 중 { $solved }개. 별: { $stars }.
phase-all-done = 남은 것이 없습니다. 이 단계의 문제를 모두 풀었습니다.
phase-left = 아직 남은 것:
phase-left-lesson = { $lesson }: { $count }문제 남음
phase-open-hint = Enter를 누르면 고른 강의가 열립니다.

# 전략 조언(issue 65): 네 번째 부분, 규칙이 아닌 조언.
phase-task-strategy = 규칙이 아닌 조언입니다. 원문도 전략 조언을 규칙과 따로 다룹니다. 기물을 점수로 세고, 제대로 지켜지지 않은 기물을 찾고, 교환하기 전에 득실을 따져 봅니다. 첫 대국은 이 부분을 마치지 않아도 둘 수 있습니다.
phase-check-strategy = 잡기 전에 얼마를 벌고 얼마를 되잡힐 수 있는지 먼저 셉니다.
phase-why-strategy = 왜 지금인가: 규칙은 이미 압니다. 이 부분은 잘 두기 위한 첫 조언입니다. 규칙이 아닌 조언이며, 첫 대국에는 필요 없습니다.
