# 课的骨架（src/lesson/skeleton.rs）：janggi-tutor new、摆局编辑器的导出、janggi-tutor game FILE --to lesson。

skeleton-origin-game = 由棋谱生成的课程骨架（janggi-tutor game FILE --to lesson）。
skeleton-origin-new = 课程骨架（janggi-tutor new）。
skeleton-origin-editor = 由摆局编辑器生成的课程骨架。
skeleton-fill-in = 把每种语言里的 TODO 文字都换成正文，然后用 janggi-tutor lint FILE 检查。
skeleton-todo-title = 课的标题
skeleton-todo-intro = 这一课教什么
skeleton-todo-game-intro = 这局棋说明了什么
skeleton-todo-prompt = 题目
skeleton-todo-step-prompt = 关于这个局面的问题
skeleton-todo-self-check = 学完后能判断什么
skeleton-todo-explanation = 为什么
skeleton-todo-option-right = 一个正确的说法（见下面的判断）
skeleton-todo-option-wrong = 一个错误的说法（见下面的判断）
skeleton-no-moves = 「{ $kind }」题需要一步可问的着法，而轮到走棋的一方无棋可走。
skeleton-no-line-change = 「{ $kind }」题需要一步打开或关闭包线的着法，而这里没有这样的着法。

## janggi-tutor new

new-bad-id = 「{ $id }」不能用作课程编号：只能用小写字母和数字，词与词之间用「-」连接。
new-unknown-phase = 没有「{ $name }」这个阶段；阶段有：{ $known }。
new-unknown-kind = 没有「{ $name }」这种题型；题型有：{ $known }。
new-written = 课程骨架已写入 { $path }。
new-cannot-write = 无法写入 { $path }：{ $error }
