# 과정 안내, 복습 대기열, 답하기 규칙 (issue 13).
key-help-next-step = 다음 단계
home-continue = 이어서 하기
home-continue-next = Enter를 누르면 다음 문제가 열립니다: { $lesson }, { $count }문제 중 { $n }번째 (단계: { $phase }).
home-continue-done = 모든 문제를 풀었습니다. 아무 강의나 다시 풀거나 자유 대국판에서 두어 보세요.
home-phases = 과정은 세 단계입니다. 규칙 이해: 기물마다 어떻게 움직이고 무엇이 한 수를 이루는지 배웁니다. 비교와 선택: 궁성 대각선, 둘 수 없는 수, 장군, 빅장, 대국의 끝을 비교합니다. 복기와 검증: 짧은 대국을 한 수씩 복기하며 모든 판단을 규칙으로 확인합니다. 단계마다 스스로 점검 기준을 만족하면 다음 단계로 넘어갑니다.
confirm-quit = 풀다 만 문제가 있습니다. 그래도 끝낼까요? 별은 저장되어 있고, '이어서 하기'로 그 문제로 돌아올 수 있습니다.
ex-answer-hidden = 아직 고르지 않은 정답이 있습니다. 다시 살펴보세요. 두 번째로 틀리면 답을 보여 줍니다.
home-review = 복습 ({ $count }문제)
review-title = 복습
review-due = 틀렸던 문제 { $count }개를 다시 풀 때가 되었습니다. Enter를 누르면 첫 문제가 열립니다.
review-how = 틀린 답은 모두 기록됩니다. 틀린 문제는 1일 뒤에 다시 나오고, 맞힐 때마다 간격이 길어집니다(1, 2, 4, 8, 16일: 라이트너 상자). 다시 틀리면 1일로 돌아갑니다.
review-none = 지금 복습할 문제가 없습니다.
mistakes-title = 틀린 문제
mistakes-none = 아직 기록된 실수가 없습니다.
mistakes-line = { $tag }: { $count }번 틀림. 다시 읽기: { $lessons }
free-why-stuck = { JOSA($move, "을") } 둘 수 없는 까닭: { $reason }
