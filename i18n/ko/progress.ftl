# 진행 파일(src/trainer/progress): 읽기, 고치기, 저장하기의 문제(시작할 때와 훈련 화면에 표시),
# janggi-tutor progress.

progress-no-data-dir = 사용자 데이터 폴더를 찾지 못해 진행 기록은 이번 실행 동안만 유지됩니다. --progress PATH로 저장할 곳을 정할 수 있습니다.
progress-unreadable = 진행 파일 { JOSA($path, "을") } 읽을 수 없습니다({ $error }). 파일은 그대로 두고, 이번 실행에서는 아무것도 저장하지 않습니다.
progress-newer = 진행 파일 { JOSA($path, "은") } 더 새로운 버전의 janggi-tutor가 만든 파일입니다(형식 { $version }). 파일은 그대로 두고, 이번 실행에서는 아무것도 저장하지 않습니다.
progress-corrupt = 진행 파일 { JOSA($path, "이") } 손상되었습니다({ $detail }). 원래 파일은 { JOSA($moved, "으로") } 옮겨 두었고, 새로 기록을 시작합니다.
progress-corrupt-kept = 진행 파일 { JOSA($path, "이") } 손상되었는데 다른 곳으로 옮기지도 못했습니다({ $error }). 원인: { $detail }. 파일은 그대로 두고, 이번 실행에서는 아무것도 저장하지 않습니다.
progress-save-failed = 진행 기록을 { $path }에 저장하지 못했습니다: { $error }
progress-corrupt-peek = 진행 파일 { JOSA($path, "이") } 손상되었습니다({ $detail }). 파일은 그대로 둡니다.
progress-dropped = 진행 파일 { $path }에 쓸 수 없는 항목이 { $count }개 있어 버리고, 나머지는 모두 남겼습니다. 원래 파일의 사본은 { $copy }에 있습니다.
progress-dropped-peek = 진행 파일 { $path }에 쓸 수 없는 항목이 { $count }개 있습니다. 다음에 학습 화면을 열 때 버립니다.
progress-dropped-kept = 진행 파일 { $path }에 쓸 수 없는 항목이 { $count }개 있는데 파일을 고치지 못했습니다({ $error }). 파일은 그대로 두고 이번에는 아무것도 저장하지 않습니다.
progress-dropped-setting = 설정 { JOSA($name, "을") } 버렸습니다. { JOSA($value, "은") } 올바른 값이 아니므로 기본값을 씁니다.
progress-dropped-exercise = { $key }의 기록을 버렸습니다. { JOSA($value, "은") } 올바른 기록이 아닙니다.
progress-dropped-more = …그 밖에 { $count }개가 더 있습니다.

## janggi-tutor progress
progress-summary-file = 진행 파일 { $path }: 별 모두 { $stars }개
progress-summary-phase = { $name }
progress-summary-lesson = { $title }({ $id }): 별 { $stars }/{ $max }개, { $solved }/{ $exercises }문제 해결, { $attempts }번 시도, { $misses }번 틀림
progress-summary-misconceptions = 가장 자주 나온 오개념:
progress-summary-misconception = { $words }: { $exercises }문제에서 { $misses }번 틀림
progress-summary-no-misconceptions = 아직 기록된 오개념이 없습니다.
progress-summary-due = 지금 복습할 문제: { $count }개
progress-summary-repeats = 그중 { $count }문제는 틀렸던 문제라서 그날 다시 나옵니다.
progress-due-personal = 내 대국에서: { $number }번째 수
progress-summary-goals = 내 대국의 작은 목표:
progress-summary-goal = { $goal } ({ $id }): { $played }판 중 { $met }판 달성
progress-goal-unknown = 새 버전의 목표
progress-too-large-to-write = 파일이 { $size }바이트가 되어, 다시 읽을 수 있는 한도인 { $limit }바이트를 넘습니다

# The game history (issue 65): `progress` and the home screen's last game
progress-summary-games = 내 대국 ({ $count }판, 최근 대국부터):
progress-summary-no-games = 아직 둔 대국이 없습니다.
progress-summary-games-more = 그 밖에 { $count }판이 더 있습니다 (progress --json 결과에 모두 나옵니다).
progress-game-line = { $date }  { $opponent }, { $rules }: { $result }
progress-game-line-side = { $date }  { $opponent }, 내 편 { $side }, { $rules }: { $result }
progress-game-opponent-ai = 상대 AI 레벨 { $level }
progress-game-opponent-engine = 상대 { $name }
progress-game-opponent-friend = { $cho }, { $han } 한 화면 대국
progress-game-opponent-room = 방 { $room } ({ $server })에서 상대 { $name }
progress-game-result-won = 이김
progress-game-result-lost = 짐
progress-game-result-draw = 무승부
progress-game-result-side = { JOSA($side, "이") } 이김
progress-game-result-unknown = 결과 기록 없음
progress-game-goal-met = 목표 달성: { $goal }
progress-game-goal-missed = 목표 달성 못 함: { $goal }
progress-game-goal-pending = 목표 아직 판가름 나지 않음: { $goal }
progress-game-not-reviewed = 아직 복기하지 않음
progress-game-reviewed = 복기함
progress-game-learned = 실수에서 배우기: 더 나은 수 { $moments }개 중 { $found }개를 찾음
progress-game-rules-other = 규칙 { $id }
