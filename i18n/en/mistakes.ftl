# My mistakes (src/tui/mistakes.rs): the learner's misses grouped by misconception.
# Screen texts: no East-Asian-ambiguous characters (see the note in tui.ftl).

mistakes-title = My mistakes
mistakes-none = No mistakes recorded yet.
mistakes-line = { $tag }: { $count } { $count ->
    [one] miss
   *[other] misses
}. Read again: { $lessons }
mistakes-count = { $count ->
    [one] Missed once.
   *[other] Missed { $count } times.
}
mistakes-missed-in = Missed in:
mistakes-taught-in = Taught in the lesson: { $lesson }
mistakes-open-hint = Enter opens that lesson.
mistakes-no-lesson = No lesson of this course teaches it.
