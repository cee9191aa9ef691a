# The progress file (src/trainer/progress): problems reading, repairing and saving it (shown at
# start and on the trainer screen), and `janggi-tutor progress`.

progress-no-data-dir = No user data folder was found, so progress is kept for this session only. Use --progress PATH to keep it.
progress-unreadable = The progress file { $path } cannot be read ({ $error }). It is left untouched and nothing will be saved in this session.
progress-newer = The progress file { $path } was written by a newer version of janggi-tutor (format { $version }). It is left untouched and nothing will be saved in this session.
progress-corrupt = The progress file { $path } is damaged ({ $detail }). It was moved to { $moved }, and a new one is started.
progress-corrupt-kept = The progress file { $path } is damaged ({ $detail }) and could not be moved aside ({ $error }). It is left untouched and nothing will be saved in this session.
progress-save-failed = Progress could not be saved to { $path }: { $error }
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

## janggi-tutor progress
progress-summary-file = Progress file { $path }: { $stars ->
        [one] 1 star
       *[other] { $stars } stars
    } in all.
progress-summary-phase = { $name }
progress-summary-lesson = { $title } ({ $id }): { $stars }/{ $max } stars, { $solved }/{ $exercises } solved, { $attempts ->
        [one] 1 try
       *[other] { $attempts } tries
    }, { $misses ->
        [one] 1 miss
       *[other] { $misses } misses
    }
progress-summary-misconceptions = Most frequent misconceptions:
progress-summary-misconception = { $words }: { $misses ->
        [one] 1 miss
       *[other] { $misses } misses
    } in { $exercises ->
    [one] one exercise
   *[other] { $exercises } exercises
}
progress-summary-no-misconceptions = No misconception recorded yet.
progress-summary-due = Reviews due now: { $count }
progress-summary-repeats = { $count ->
    [one] One of them was missed and comes back the same day.
   *[other] { $count } of them were missed and come back the same day.
}
progress-due-personal = From your games: move { $number }
progress-summary-goals = Small goals of your games:
progress-summary-goal = { $goal } ({ $id }): met in { $met } of { $played } { $played ->
    [one] game
   *[other] games
}
progress-goal-unknown = a goal of a newer version
progress-too-large-to-write = it would be { $size } bytes, more than the limit of { $limit } bytes that can be read back

# The game history (issue 65): `progress` and the home screen's last game
progress-summary-games = Your games ({ $count }), the newest first:
progress-summary-no-games = No game played yet.
progress-summary-games-more = And { $count } more (progress --json lists them all).
progress-game-line = { $date }  { $opponent }, { $rules }: { $result }
progress-game-line-side = { $date }  { $opponent }, as { $side }, { $rules }: { $result }
progress-game-opponent-ai = against the AI at level { $level }
progress-game-opponent-engine = against { $name }
progress-game-opponent-friend = { $cho } and { $han } on one screen
progress-game-opponent-room = against { $name } in room { $room } ({ $server })
progress-game-result-won = won
progress-game-result-lost = lost
progress-game-result-draw = a draw
progress-game-result-side = { $side } won
progress-game-result-unknown = no result recorded
progress-game-goal-met = goal met: { $goal }
progress-game-goal-missed = goal missed: { $goal }
progress-game-goal-pending = goal not decided: { $goal }
progress-game-not-reviewed = not reviewed yet
progress-game-reviewed = reviewed
progress-game-learned = learned from mistakes: found { $found } of { $moments } better { $moments ->
    [one] move
   *[other] moves
}
progress-game-rules-other = rule set { $id }
