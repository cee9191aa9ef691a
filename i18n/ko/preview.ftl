# 강의를 쓰면서 미리 보기: --open, --watch (src/cli/trainer.rs, src/tui/preview.rs).
open-unknown-lesson = ‘{ $id }’ 강의가 없습니다. { $hint }
open-unknown-exercise = ‘{ $lesson }’ 강의에 ‘{ $id }’ 문제가 없습니다. { $hint }
open-near = 혹시 이것을 찾으셨나요: { $near }
open-known = 있는 ID: { $known } (janggi-tutor lessons 참고)
open-needs-screen = --open과 --watch는 훈련 화면을 여는 옵션이라 명령과 함께 쓸 수 없습니다.
watch-summary = 강의 파일을 지켜보는 중: { $reloads }번 다시 읽음, 검사 결과 오류 { $errors }개, 경고 { $warnings }개
watch-header = 검사: 오류 { $errors }, 경고 { $warnings }
watch-error = 오류
watch-warning = 경고
watch-problem = { $place }: { $severity }: { $message }
watch-more = …그 밖에 { $count }개 (janggi-tutor lint로 모두 볼 수 있습니다)
watch-failed = 강의 폴더 { JOSA($path, "을") } 지켜볼 수 없습니다({ $error }). 프로그램을 다시 시작하기 전까지는 파일을 고쳐도 화면에 반영되지 않습니다.

## Lessons that cannot teach a wrong rule (issue 67)
watch-note = 참고
