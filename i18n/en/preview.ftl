# Previewing lessons while writing them: --open and --watch (src/cli/trainer.rs, src/tui/preview.rs).
open-unknown-lesson = There is no lesson “{ $id }”. { $hint }
open-unknown-exercise = The lesson “{ $lesson }” has no exercise “{ $id }”. { $hint }
open-near = Did you mean: { $near }?
open-known = Known ids: { $known } (see janggi-tutor lessons).
open-needs-screen = --open and --watch start the trainer screen; they cannot be used with a command.
watch-summary = Watching the lesson files: read { $reloads ->
        [one] once
       *[other] { $reloads } times
    }; lint: { $errors ->
        [0] no errors
        [one] one error
       *[other] { $errors } errors
    }, { $warnings ->
        [0] no warnings
        [one] one warning
       *[other] { $warnings } warnings
    }.
watch-header = Lint: { $errors } E, { $warnings } W
watch-error = error
watch-warning = warning
watch-problem = { $place }: { $severity }: { $message }
watch-more = … and { $count } more (janggi-tutor lint lists them all).
watch-failed = The lesson folder { $path } cannot be watched ({ $error }); changes will not be shown until the program is started again.

## Lessons that cannot teach a wrong rule (issue 67)
watch-note = note
