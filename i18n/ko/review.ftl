# 복기와 복습(src/review): 대국의 엔진 복기(janggi-tutor review, 기보 화면), 처음 화면의 복습 목록,
# 학습자 자신의 대국에서 나온 개인 연습.

review-progress = 국면을 복기하는 중
game-review-none = 복기에서 배울 점을 찾지 못했습니다. 엔진 계산으로 뚜렷하게 손해 본 수도, 놓친 짧은 외통도 없습니다.
review-bad-side = 알 수 없는 편 { $side }: cho 또는 han을 쓰세요.
review-saved = 새 개인 연습 { $count }개를 { $path }의 복습 목록에 넣었습니다(처음 화면: 다시 연습).
review-save-failed = 개인 연습을 { $path }에 저장하지 못했습니다: { $error }
review-queue-trimmed = 복습 목록에는 개인 연습을 최대 { $max }개까지 둡니다. 이미 익혔거나 가장 오래된 { $count }개를 뺐습니다.
review-save-unreadable = 진행 기록 파일을 읽을 수 없어서(위 내용 참고) 아무것도 쓰지 않습니다
review-kind-missed-mate = { $number } { $played }{ $nag }({ $side }): { $moves }수 외통을 놓쳤습니다: { $better_line }.
review-kind-walked-into-mate = { $number } { $played }{ $nag }({ $side }): 이 수로 { $moves }수 외통을 당합니다: { $line }. { JOSA($better, "이") } 나았습니다.
review-kind-hanging-piece = { $number } { $played }{ $nag }({ $side }): { JOSA($piece, "이") } 공짜로 잡힙니다({ $points }점): { $line }. 더 나은 수: { $better_line }.
review-kind-missed-capture = { $number } { $played }{ $nag }({ $side }): 상대 { JOSA($piece, "을") } 공짜로 잡을 수 있었습니다({ $points }점): { $better_line }.
review-kind-loses-piece = { $number } { $played }{ $nag }({ $side }): 상대의 { $moves }번째 수에 { JOSA($piece, "을") } 잃습니다({ $points }점): { $line }. 더 나은 수: { $better_line }.
review-kind-missed-check = { $number } { $played }{ $nag }({ $side }): 더 좋은 장군을 놓쳤습니다: { $better_line }. 실제로 둔 뒤: { $line }.
review-kind-weaker-move = { $number } { $played }{ $nag }({ $side }): { JOSA($better, "이") } 훨씬 나았습니다: { $better_line }. 실제로 둔 뒤: { $line }.
review-kind-illegal-try = { $number }({ $side }): { JOSA($text, "을") } 두려 했지만 { $reason }

## 복습 목록(처음 화면: 복습)

review-title = 다시 연습
review-due = 다시 연습할 문제가 { $count }개 있습니다. Enter를 누르면 첫 문제가 열립니다.
review-how = 틀린 문제는 같은 학습 중에 다른 문제 3개를 풀거나 10분이 지나면 다시 나오고, 맞힐 때까지 계속 나옵니다. 푼 문제도 잊지 않도록 나중에 다시 나옵니다. 처음에는 1일 뒤에 나오고, 맞힐 때마다 간격이 길어지며(1, 2, 4, 8, 16일: 라이트너 상자), 틀리면 그날 안에 다시 나옵니다.
review-none = 지금 다시 연습할 문제가 없습니다.

# 학습자 자신의 대국에서 나온 개인 연습(복습 목록).
personal-title = 내 대국에서
personal-intro = 엔진 복기가 내 대국에서 찾은 순간들입니다. 하나하나가 다시 풀어 볼 국면입니다.
personal-prompt-missed-mate = 내 대국의 { $number }번째 수({ $side }의 차례): 외통수가 있었습니다. 그 첫 수를 두세요.
personal-prompt-walked-into-mate = 내 대국의 { $number }번째 수 뒤: 둔 수 때문에 외통수가 생겼습니다. 외통수의 첫 수를 두세요({ $side }의 차례).
personal-prompt-missed-capture = 내 대국의 { $number }번째 수({ $side }의 차례): 공짜로 잡을 수 있는 기물이 있었습니다. 잡으세요.
personal-prompt-hanging-piece = 내 대국의 { $number }번째 수 뒤: 기물 하나가 공짜로 잡히게 놓였습니다. 잡으세요({ $side }의 차례).
personal-prompt-loses-piece = 내 대국의 { $number }번째 수({ $side }의 차례): 둔 수 때문에 몇 수 뒤에 기물을 잃었습니다. 더 나은 수를 찾으세요.
personal-prompt-missed-check = 내 대국의 { $number }번째 수({ $side }의 차례): 둔 수보다 장군이 더 좋았습니다. 그 수를 찾으세요.
personal-prompt-weaker-move = 내 대국의 { $number }번째 수({ $side }의 차례): 훨씬 나은 수가 있었습니다. 그 수를 찾으세요.
personal-prompt-better-hanging-piece = 내 대국의 { $number }번째 수({ $side }의 차례): 대국에서 둔 수는 기물 하나를 공짜로 잡히게 했습니다. 더 나은 수를 찾으세요.
personal-prompt-better-walked-into-mate = 내 대국의 { $number }번째 수({ $side }의 차례): 대국에서 둔 수 때문에 외통수가 생겼습니다. 더 나은 수를 찾으세요.
personal-self-check = 엔진이 보여 주는 수를 찾았고, 대국에서 둔 수가 왜 안 되었는지 안다.
personal-hint = { $square }의 기물을 보세요.
personal-explanation = 이 국면에서 엔진의 수순: { $line }.
personal-in-queue = 복습 목록에 있는 내 대국의 연습: { $count }개.
personal-prompt-illegal-try = 내 대국의 { $number }번째 수({ $side }의 차례): 규칙에 어긋난 수를 두려고 했습니다. 그 기물로 둘 수 있는 수를 두거나, 가려던 칸으로 가세요.
personal-explanation-legal = 여기서 둘 수 있는 수: { $moves }.
personal-prompt-judge-try = 내 대국의 { $number }번째 수({ $side }의 차례): { $from }의 { JOSA($piece, "을") } { JOSA($to, "으로") } 옮기려 했는데 규칙에 어긋나 둘 수 없었습니다. 이 수는 둘 수 있는 수일까요? 아니라면 왜일까요?
personal-prompt-judge-try-empty = 내 대국의 { $number }번째 수({ $side }의 차례): 빈 칸인 { $from }에서 { JOSA($to, "으로") } 두려고 했습니다. 이 수는 둘 수 있는 수일까요? 아니라면 왜일까요?
personal-self-check-try = 이 수가 어느 규칙에 어긋나는지 말할 수 있고, 판 위에서 그것을 볼 수 있다.
personal-explanation-try = 규칙 엔진이 말하는 이유: { $reason }
review-all-done = 지금 다시 풀 문제는 이것으로 끝입니다. 다음 문제는 복습 간격에 맞춰 돌아옵니다 (처음 화면의 다시 연습 참고).

# The learner's name in the records the play screen saves (one of learner::games::PLAYER_NAMES).
game-record-player = 나

## Issue 65: the mistake before the answer, why the better move is better (advice)
review-mistake-missed-mate = { $number } { $played }{ $nag }({ $side }): { $moves }수 외통을 놓쳤습니다.
review-mistake-walked-into-mate = { $number } { $played }{ $nag }({ $side }): 이 수로 { $moves }수 외통을 당합니다: { $line }.
review-mistake-hanging-piece = { $number } { $played }{ $nag }({ $side }): { JOSA($piece, "이") } 공짜로 잡힙니다({ $points }점): { $line }.
review-mistake-missed-capture = { $number } { $played }{ $nag }({ $side }): 상대 { JOSA($piece, "을") } 공짜로 잡을 수 있었습니다({ $points }점).
review-mistake-loses-piece = { $number } { $played }{ $nag }({ $side }): 상대의 { $moves }번째 수에 { JOSA($piece, "을") } 잃습니다({ $points }점): { $line }.
review-mistake-missed-check = { $number } { $played }{ $nag }({ $side }): 더 좋은 장군을 놓쳤습니다. 실제로 둔 뒤: { $line }.
review-mistake-weaker-move = { $number } { $played }{ $nag }({ $side }): 훨씬 나은 수가 있었습니다. 실제로 둔 뒤: { $line }.
review-mistake-illegal-try = { review-kind-illegal-try }
review-advice-label = 조언
review-why-1 = 조언: 더 나은 수는 { $better }입니다. { $first }
review-why-2 = 조언: 더 나은 수는 { $better }입니다. { $first } { $second }
review-why-3 = 조언: 더 나은 수는 { $better }입니다. { $first } { $second } { $third }
review-why-search = 조언: 더 나은 수는 { $better }입니다. 당장 얻는 기물은 없지만, 엔진의 탐색은 그 뒤의 수순을 더 좋게 봅니다.
review-why-mates = 바로 외통입니다.
review-why-forces-mate = { $moves }수 외통의 첫 수입니다.
review-why-stops-mate = 실전의 수는 { $moves }수 외통을 허용했지만, 이 수 뒤에는 외통이 없습니다.
review-why-takes-free = 상대 { JOSA($piece, "을") } 잡고({ $points }점), 상대는 바로 되잡을 수 없습니다.
review-why-takes = 상대 { JOSA($piece, "을") } 잡습니다({ $points }점).
review-why-keeps = { JOSA($piece, "을") } 지킵니다({ $points }점). 실전의 수 뒤에는 상대가 잡아서 점수를 벌 수 있었습니다.
review-why-check = 장군을 부릅니다.
review-why-threatens-mate = 다음 수에 외통을 노립니다.
review-why-attacks = 상대 { JOSA($piece, "을") } 노립니다({ $points }점).
review-see-lesson = ‘{ $lesson }’ 강의를 참고하세요.
review-advice-note = 아래는 규칙이 아니라 엔진 탐색의 조언입니다. 각 순간마다 실전의 수가 허용한 것, 더 나은 수, 그 수가 더 나은 이유를 말합니다.
personal-explanation-why = 이 국면에서 엔진의 수순: { $line }. { $why }
