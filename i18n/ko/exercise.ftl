# 훈련 화면의 연습 문제(src/tui/exercise.rs, src/tui/view/exercise.rs): 할 일, 답 줄, 판정.
# 강의 자료(src/handout)도 일부를 씁니다.
# 화면 문구이므로 폭이 애매한 문자를 쓰지 않습니다(tui.ftl 머리말 참고).

ex-missing = 이 문제는 없습니다.
ex-step = { $step }/{ $count }
ex-hint = 힌트 { $n }:
ex-help-destinations = 갈 수 있는 칸을 모두 표시하세요. Enter나 클릭으로 표시하거나 지우고, s로 확인합니다. 표시한 칸: { $marked }
ex-help-play = Enter나 클릭으로 기물을 고른 뒤, 갈 칸에서 Enter를 누르거나 클릭하면 수가 끝납니다. 연습 문제에서는 갈 수 있는 칸이 켜지지 않습니다. m을 눌러 수를 입력해도 됩니다.
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
ex-next-step = n을 누르면 다음 물음으로 갑니다.
ex-try-again = 답을 고쳐 다시 확인하거나 r로 처음부터 다시 푸세요. t를 누르면 힌트가 나옵니다.
ex-explanation = 풀이
ex-self-check = 스스로 점검
ex-next = n을 누르면 다음 문제, r을 누르면 이 문제를 한 번 더 풉니다.
ex-choose-move = 먼저 판에서 수를 두세요.
ex-choose-row = 먼저 답을 고르세요.
ex-no-hints = 힌트가 더 없습니다.
ex-no-hints-here = 이 연습 문제에는 힌트가 없습니다.
ex-cannot-move = { $square }의 { JOSA($piece, "은") } 지금 움직일 수 없습니다. { $reason }
ex-cannot-move-plain = { $square }의 { JOSA($piece, "은") } 지금 움직일 수 없습니다.
ex-lesson-done = 강의를 마쳤습니다: { $lesson }. 별 { $max }개 중 { $stars }개.
ex-answer-hidden = 아직 고르지 않은 정답이 있습니다. 다시 살펴보세요. 두 번째로 틀리면 답을 보여 주고, a를 누르면 바로 볼 수 있습니다.
ex-why-hidden = 이 수를 왜 둘 수 없는지는 두 번째로 틀리면 보여 줍니다. a를 누르면 바로 볼 수 있습니다.

# 두 단계로 묻는 판단 문제, 요청하면 보여 주는 답 (이슈 13, 두 번째).
ex-no-answer = 여기에는 보여 줄 답이 없습니다.
ex-answer-shown = 답
ex-answer-shown-then = 이것이 답입니다. r을 눌러 직접 다시 풀거나(이제 별은 하나까지), n을 눌러 다음 문제로 가세요.
ex-part-right = 여기까지 맞았습니다.
ex-help-why = 왜 둘 수 없을까요? 이유를 고르세요: Enter나 번호.
ex-head-review = 다시 연습: { $lesson }  { $n }/{ $count }
ex-next-due = n을 누르면 다음 복습 문제, r을 누르면 이 문제를 한 번 더 풉니다.

# issue 65: lesson pointer
ex-see-lesson = '{ $lesson }' 강의를 참고하세요. o를 누르면 열립니다.
