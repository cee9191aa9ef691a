# Reliability: limits on input and files, and what happens past them.

fen-digits = Rank { $rank } contains “{ $found }”: a run of empty points is one digit from 1 to 9.

## Reading files (crate::fsio)
fsio-not-found = no such file
fsio-not-a-file-folder = this is a folder, not a file
fsio-not-a-file-fifo = this is a named pipe (FIFO), not a regular file; it is not read
fsio-not-a-file-device = this is a device, not a regular file; it is not read
fsio-not-a-file-socket = this is a socket, not a regular file; it is not read
fsio-not-a-file-special = this is not a regular file; it is not read
fsio-too-large = the file has { $size } bytes, more than the limit of { $limit } bytes; it is not read
fsio-not-utf8 = the file is not UTF-8 text
fsio-io = cannot be read: { $error }
fsio-folder-unreadable = this folder cannot be read ({ $error }); the other folders are still read
fsio-folder-repeated = a link to a folder that was already read; skipped, so each folder is read once
fsio-folder-too-deep = more than { $depth } folders deep; not read

## YAML nesting guard (lesson::nesting)
nesting-too-deep = the YAML nests more than { $limit } levels deep here; the file is not read further

## The progress file (trainer::progress)
progress-corrupt-peek = The progress file { $path } is damaged ({ $detail }). It is left as it is.
progress-dropped = The progress file { $path } had { $count ->
    [one] one entry
   *[other] { $count } entries
} that could not be used; { $count ->
    [one] it was
   *[other] they were
} dropped and everything else was kept. A copy of the file as it was is in { $copy }.
progress-dropped-peek = The progress file { $path } has { $count ->
    [one] one entry
   *[other] { $count } entries
} that cannot be used and will be dropped at the next start of the trainer.
progress-dropped-kept = The progress file { $path } has { $count ->
    [one] one entry
   *[other] { $count } entries
} that cannot be used, and the file could not be repaired ({ $error }). It is left untouched and nothing will be saved in this session.
progress-dropped-setting = Dropped setting “{ $name }”: { $value } is not a valid value; the default is used.
progress-dropped-exercise = Dropped the record of { $key }: { $value } is not a valid record.
progress-dropped-more = …and { $count } more.

## Command line
cli-output-failed = the output could not be written: { $error }
cli-perft-too-deep = perft { $depth } would count about { $nodes } positions, roughly { $hours } hours of work. Depths above { $max } need --force.
tui-dumb-terminal = this terminal (TERM=dumb) cannot draw the trainer screen. Use a terminal that supports cursor movement, or a subcommand (see --help).

## janggi-tutor progress
progress-summary-file = Progress file { $path }: { $stars } stars in all.
progress-summary-phase = { $name }
progress-summary-lesson = { $title } ({ $id }): { $stars }/{ $max } stars, { $solved }/{ $exercises } solved, { $attempts } tries, { $misses } misses
progress-summary-misconceptions = Most frequent misconceptions:
progress-summary-misconception = { $tag }: { $misses } misses in { $exercises ->
    [one] one exercise
   *[other] { $exercises } exercises
}
progress-summary-no-misconceptions = No misconception recorded yet.
progress-summary-due = Reviews due now: { $count }
progress-due-personal = From your games: move { $ply }
