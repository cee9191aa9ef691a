# Lesson skeletons (src/lesson/skeleton.rs): `janggi-tutor new`, the board editor's export,
# `janggi-tutor game FILE --to lesson`.

skeleton-origin-game = Lesson skeleton from a game record (janggi-tutor game FILE --to lesson).
skeleton-origin-new = Lesson skeleton (janggi-tutor new).
skeleton-origin-editor = Lesson skeleton from the board editor.
skeleton-fill-in = Replace every TODO text in each language, then check with: janggi-tutor lint FILE
skeleton-todo-title = the lesson’s title
skeleton-todo-intro = what this lesson teaches
skeleton-todo-game-intro = what this game shows
skeleton-todo-prompt = the question
skeleton-todo-step-prompt = a question about this position
skeleton-todo-self-check = what the learner can now judge
skeleton-todo-explanation = why
skeleton-todo-option-right = a statement that is right (the claim below)
skeleton-todo-option-wrong = a statement that is wrong (the claim below)
skeleton-no-moves = A “{ $kind }” exercise needs a move to ask about, and the side to move has none.
skeleton-no-line-change = A “{ $kind }” exercise needs a move that opens or closes a cannon line, and no move here does.

## janggi-tutor new

new-bad-id = “{ $id }” cannot be a lesson id: use lower-case letters and digits, with words joined by “-”.
new-unknown-phase = Unknown phase “{ $name }”; the phases are: { $known }.
new-unknown-kind = Unknown exercise kind “{ $name }”; the kinds are: { $known }.
new-written = Lesson skeleton written to { $path }.
new-cannot-write = Cannot write { $path }: { $error }
