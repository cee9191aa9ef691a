# 기보 화면(src/tui/games.rs): 저장한 대국과 기보 파일을 열어 한 수씩 보고 복기합니다.

games-saved = 저장한 대국
games-open-path = 경로로 파일 열기...
games-about = 기보
games-several = 이 파일에는 대국이 { $count }개 있습니다. 하나를 고르세요.
games-folder = 저장한 대국은 { $path }에 있습니다. 대국 화면에서 끝낸 대국이 .gib 파일로 여기에 저장됩니다.
games-no-folder = 진행 상황이 폴더에 저장되지 않으므로 저장한 대국 폴더도 없습니다. 경로로 파일을 여세요.
games-folder-empty = 아직 기보가 없습니다.
games-how = Enter를 누르면 고른 대국이 열리고, o를 누르면 경로를 입력합니다(.gib 또는 PGN, UTF-8 또는 EUC-KR). 대국 안에서는 왼쪽·오른쪽 화살표로 한 수씩, Home과 End로 처음과 끝으로, g로 원하는 수로 갑니다(7 또는 7...). r을 누르면 복기하고, 그다음 m으로 실수에서 배우며, w를 누르면 자유 배치판에서 다른 수를 두어 봅니다.
games-untitled = (대국자 없음)
games-row-players = { $date } { $cho }(초) – { $han }(한) · { $result } · { $moves }
games-row-title = { $date } { $title } · { $result } · { $moves }
games-result-won = 이김
games-result-lost = 짐
games-result-draw = 무승부
games-result-side = { $side }의 승리
games-result-unknown = 결과 없음
games-moves = { $count }회
games-at-start = 시작 국면(모두 { $count }회 기록됨)
games-at-move = { $number } { $move } (모두 { $count }회)
games-review-hint = r을 누르면 이 대국을 엔진으로 복기합니다.
games-moments = 복기: { $count ->
    [0] 이 대국에는 배울 만한 순간이 없습니다
   *[other] 순간 { $count }개, ?!, ?, ??로 표시(n: 다음 순간)
}
games-review-done = 복기 끝: { $count ->
    [0] 배울 만한 순간이 없습니다.
   *[other] 순간 { $count }개를 찾았습니다. s를 누르면 복습 목록에 넣습니다.
}
games-review-failed = 복기가 결과 없이 멈췄습니다.
games-review-first = 먼저 복기하세요(r).
games-no-moments = 복기에서 이 대국의 배울 만한 순간을 찾지 못했습니다.
games-kept = { $count ->
    [0] 그 연습들은 이미 복습 목록에 있습니다.
   *[other] 복습 목록에 새 연습 { $count }개를 넣었습니다(처음 화면: 다시 연습).
}
games-bad-move-number = “{ $text }”: 번호는 0부터 { $count }까지입니다(7은 초의 7번째 수, 7...은 한의 7번째 수).
games-what-if = 이 대국의 { $number } 뒤 국면을 자유 배치판에 놓았습니다. 다른 수를 두어 보세요. u로 대국을 따라 되돌릴 수 있습니다.
games-review-side = { $side }의 수만 복기합니다(v로 바꾸고 r로 시작합니다).
games-review-both = 양쪽의 수를 모두 복기합니다(v로 바꾸고 r로 시작합니다).

## Learn from your mistakes (the games screen, after the review)
learn-title = 실수에서 배우기 { $counter }
learn-counter = { $index }/{ $count }
learn-none = 복기에서 더 나은 수를 찾아볼 내 수가 나오지 않았습니다.
learn-game-move = 대국에서 { $side }의 수: { $number } { $played }{ $nag }
learn-find = { $side }의 더 나은 수를 찾으세요.
learn-not-better = { JOSA($move, "은") } 충분하지 않습니다. 엔진의 탐색으로는 { $size ->
        [inaccuracy] 최선보다 조금 못한 수(?!)
        [mistake] 최선에 비해 실수(?)
       *[blunder] 최선에 비해 큰 실수(??)
    }이며, 약 { $points }점 손해입니다. 다시 두어 보거나, a를 눌러 답을 보세요.
learn-not-better-mate = { JOSA($move, "은") } 충분하지 않습니다. 엔진의 탐색으로는 { $size ->
        [inaccuracy] 최선보다 조금 못한 수(?!)
        [mistake] 최선에 비해 실수(?)
       *[blunder] 최선에 비해 큰 실수(??)
    }이며, 외통수가 걸려 있습니다. 다시 두어 보거나, a를 눌러 답을 보세요.
learn-not-better-close = { JOSA($move, "은") } 최선과 비슷할 수도 있지만, 엔진이 최선만큼 좋다고 확인하지 못했습니다. 다시 두어 보거나, a를 눌러 답을 보세요.
learn-how = 기물을 고른 뒤 갈 칸을 고르세요(Enter나 클릭). m으로 수를 입력해도 됩니다. 엔진의 최선과 거의 같은 수면 모두 인정됩니다.
learn-found = 잘 찾았습니다. { JOSA($move, "은") } 엔진의 최선만큼 좋은 수입니다.
learn-best = 엔진이 고른 수: { $move }.
learn-answer = 더 나은 수: { $move }.
learn-line = 엔진의 수순: { $line }
learn-summary = 끝: 더 나은 수 { $count }개 중 { $found }개를 찾았습니다.
learn-summary-shown = 답을 본 순간: { $count }개.
learn-summary-keep = Enter를 누르면 대국으로 돌아갑니다. 거기서 s를 누르면 이 순간들을 복습 목록에 연습으로 넣습니다.

## Issue 65: the better move kept back until the learner has tried the moment
games-better-hidden = 더 나은 수는 아직 보여 주지 않습니다. m을 눌러 직접 찾거나, b를 눌러 보세요.
games-better-none-here = 이 수에는 보여 줄 더 나은 수가 없습니다. n을 누르면 다음 순간으로 갑니다.

# issue 65: games list
games-row-played = { $date } { $opponent } · { $result } · { $moves }
games-row-played-side = { $date } { $opponent } · 내 편 { $side } · { $result } · { $moves }

# issue 65: the moments first, the exercises' moves judged after
games-judging = 연습 정답 수를 확인하는 중입니다(진행 막대 참고). 끝나면 복습 목록에 넣습니다.
games-judging-progress = 연습 정답 수를 확인하는 중
games-judged = 연습 정답 수 확인을 마쳤습니다.
learn-checking = 이 순간의 정답 수를 아직 확인하는 중입니다. 잠시 뒤 다시 두어 보세요.
