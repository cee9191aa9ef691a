## Authoring lessons: the lint's further checks and messages (issue 15)

load-bad-byte = This byte ({ $byte }) is not UTF-8 text; save the file as UTF-8.
lint-no-lesson-files = No lesson files (*.yaml or *.yml) were found in { $path }.
lint-choice-claim-needs-correct = The engine checks this claim, not the option’s text: add “correct: true” or “correct: false” to say what the text states, and the lint will check the two agree.
lint-answer-missing = This exercise has no answer key. The engine still judges it, but add “answer” so the lint can prove the lesson right.
lint-answer-repeated = The answer key lists { $item } twice (first at line { $line }, column { $col }).
lint-feedback-never = This feedback can never be shown: no answer to this exercise gives the reason “{ $reason }” (it can give: { $possible }).
lint-replaces-builtin = The lesson id “{ $id }” replaces the built-in lesson { $path }; choose another id unless you mean to replace it.
lint-setup-impossible = This position cannot be used, not even as a drill. { $detail }
cli-try-relaxed = To use this setup as a drill anyway (no kings, extra pieces, soldiers behind their line), add --relaxed.
lint-tab-indent = A tab in the indentation: YAML indents with spaces only. Replace the tab with spaces.
lint-yaml-aliases = This file repeats its aliases (*name) too many times to be read; write the values out instead.
lint-yaml-too-deep = This file nests lists and mappings too deeply to be read.
lint-number-too-big = This number is far too large; orders and steps are small whole numbers.
