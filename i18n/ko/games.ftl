# 대국 복기와 기보 화면.

review-progress = 국면을 복기하는 중
game-review-none = 복기에서 배울 점을 찾지 못했습니다. 공짜로 잡힌 기물도, 놓친 따먹기나 짧은 외통도 없습니다.
review-bad-side = 알 수 없는 편 { $side }: cho 또는 han을 쓰세요.
review-saved = 새 개인 연습 { $count }개를 { $path }에 저장했습니다.
review-save-failed = 개인 연습을 { $path }에 저장하지 못했습니다: { $error }
review-kind-missed-mate = { $ply }수({ $side }, { $played }): { $moves }수 외통을 놓쳤습니다: { $line }.
review-kind-walked-into-mate = { $ply }수({ $side }, { $played }): 이 수로 { $moves }수 외통을 당합니다: { $line }.
review-kind-hanging-piece = { $ply }수({ $side }, { $played }): { JOSA($piece, "이") } 공짜로 잡힙니다({ $points }점): { $line }.
review-kind-missed-capture = { $ply }수({ $side }, { $played }): 상대 { JOSA($piece, "을") } 공짜로 잡을 수 있었습니다({ $points }점): { $line }.
review-kind-illegal-try = { $ply }수({ $side }): { JOSA($text, "을") } 두려 했지만 { $reason }
