# 강의 뼈대(src/lesson/skeleton.rs): janggi-tutor new, 배치 편집기의 내보내기, janggi-tutor game FILE --to lesson.

skeleton-origin-game = 기보에서 만든 강의 뼈대(janggi-tutor game FILE --to lesson).
skeleton-origin-new = 강의 뼈대(janggi-tutor new).
skeleton-origin-editor = 배치 편집기에서 만든 강의 뼈대.
skeleton-fill-in = 모든 언어의 TODO 글을 본문으로 바꾼 뒤 janggi-tutor lint FILE로 검사하세요.
skeleton-todo-title = 강의 제목
skeleton-todo-intro = 이 강의에서 배우는 것
skeleton-todo-game-intro = 이 대국이 보여 주는 것
skeleton-todo-prompt = 문제
skeleton-todo-step-prompt = 이 국면에 대한 문제
skeleton-todo-self-check = 배운 뒤 판단할 수 있는 것
skeleton-todo-explanation = 이유
skeleton-todo-option-right = 맞는 진술(아래의 주장)
skeleton-todo-option-wrong = 틀린 진술(아래의 주장)
skeleton-no-moves = “{ $kind }” 문제에는 물어볼 수가 있어야 하는데, 차례인 쪽이 둘 수 있는 수가 없습니다.
skeleton-no-line-change = “{ $kind }” 문제에는 포길을 열거나 닫는 수가 있어야 하는데, 여기에는 그런 수가 없습니다.

## janggi-tutor new

new-bad-id = “{ $id }”: 강의 식별자로 쓸 수 없습니다. 소문자와 숫자만 쓰고, 낱말은 “-”로 이으세요.
new-unknown-phase = 알 수 없는 단계: “{ $name }”. 단계는 { $known }입니다.
new-unknown-kind = 알 수 없는 문제 유형: “{ $name }”. 유형은 { $known }입니다.
new-written = 강의 뼈대를 { $path }에 썼습니다.
new-cannot-write = { $path }에 쓸 수 없습니다: { $error }
