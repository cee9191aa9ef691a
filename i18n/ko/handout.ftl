# 인쇄용 강의 자료(src/handout/, janggi-tutor export).

handout-title = 장기 강의: 연습 문제
handout-summary = 강의 { $lessons }개, 문제 { $exercises }개. 답은 마지막 쪽에 있습니다.
handout-summary-student = 강의 { $lessons }개, 문제 { $exercises }개.
handout-name = 이름:
handout-date = 날짜:
handout-why = 보기마다 맞고 틀린 이유:
handout-exercise = 문제 { $number }
handout-board-title = 판: { $fen }
handout-before-moves = 수를 두기 전.
handout-after-move = { $n }수를 둔 뒤.
handout-start-position = 처음 배치.
handout-moves = 수순:
handout-write-points = 갈 수 있는 칸:
handout-write-move = 내 수:
handout-write-reason = 이유:
handout-answers = 답
handout-answer-destinations = { $square }의 기물은 { $count }칸으로 갈 수 있습니다: { $points }.
handout-answer-no-destinations = { $square }의 기물은 지금 전혀 움직일 수 없습니다.
handout-answer-legal = { JOSA($move, "은") } 둘 수 있는 수입니다.
handout-answer-illegal = { JOSA($move, "은") } 둘 수 없는 수입니다. { $reason }
handout-answer-play = { $count ->
        [0] 목표를 이루는 수가 없습니다.
       *[other] 목표를 이루는 수: { $moves }.
    }
handout-answer-choice = { $count ->
        [0] 맞는 보기가 없습니다.
       *[other] 맞는 보기: { $options }.
    }
handout-answer-opened = 열림: { $lines }.
handout-answer-closed = 닫힘: { $lines }.
handout-answer-true = 참.
handout-answer-false = 거짓.
handout-none = 없음
handout-list = { $head }{ "; " }{ $item }
handout-skipped = 이 문제는 인쇄할 수 없습니다: { $detail }
handout-skipped-exercise = ‘{ $lesson }’ 강의의 ‘{ $exercise }’ 문제를 자료에서 뺐습니다: { $detail }
handout-unknown-lesson = ‘{ $id }’ 강의나 단계가 없습니다. 쓸 수 있는 것: { $known }
handout-write-failed = 강의 자료를 { $path }에 쓸 수 없습니다: { $detail }
handout-written = 강의 자료를 { $path }에 썼습니다(강의 { $lessons }개, 문제 { $exercises }개).

# Reliability round 3 (issue 68): export --out keeps other files
handout-out-not-ours = { $path } 파일이 이미 있고 janggi-tutor가 만든 유인물이 아닙니다. 그 파일은 그대로 둡니다. 다른 파일 이름을 주거나, 덮어쓰려면 --force를 붙이세요.
