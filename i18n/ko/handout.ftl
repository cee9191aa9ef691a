# 인쇄용 강의 자료(src/handout/, janggi-tutor export)와 배치도 변환(show --diagram, janggi-tutor fen --diagram).

handout-title = 장기 강의: 연습 문제
handout-summary = 강의 { $lessons }개, 문제 { $exercises }개. 답은 마지막 쪽에 있습니다.
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

diagram-error-at = { $path }:{ $line }:{ $col }: { $detail }
diagram-unreadable = 배치도 { JOSA($path, "을") } 읽을 수 없습니다: { $detail }
diagram-bad-point = “{ $char }” 문자는 기물 글자(K A B N R C P, 한은 소문자)도 빈 칸을 뜻하는 “.”도 아닙니다.
diagram-row-width = 이 줄에 칸이 { $count }개 있습니다. 줄마다 9칸이 있어야 합니다.
diagram-row-count = 배치도가 { $count }줄입니다. 10번째 가로줄을 맨 위로 해서 10줄이 있어야 합니다.
diagram-bad-turn = turn 값이 “{ $value }”입니다. cho나 han이어야 합니다.
diagram-bad-relaxed = relaxed 값이 “{ $value }”입니다. true나 false여야 합니다.
diagram-unknown-key = “{ $key }:” 항목은 배치도에 속하지 않습니다. position, diagram, turn, relaxed만 읽습니다.
