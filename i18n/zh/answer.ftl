# 学习者的答案（src/trainer）：读取（answer-*）、由引擎判定（check-*）、反馈（fb-*），
# 以及 janggi-tutor try（try-*）。术语见 docs/GLOSSARY.md。拉丁字母和数字（点、着法）两侧留一个空格。

## 着法为什么合法（接在“因为”或冒号之后）

fb-why-legal = 这步棋符合规则。
fb-why-pass = 按这套规则，将可以停着。
fb-why-chariot = 车沿横线或直线可走任意距离，{ $from } 与 { $to } 之间没有棋子。
fb-why-chariot-palace = 在九宫内，车还可以沿宫内斜线走，{ $from }–{ $to } 正在宫内斜线上。
fb-why-cannon = 包恰好隔着一个棋子，即 { $screen } 上的{ $piece }，而它不是包。
fb-why-horse = 马先直走一格，再向外斜走一格，马腿 { $leg } 上没有棋子。
fb-why-elephant = 象先直走一格，再向外斜走两格，途中的 { $first } 和 { $second } 都没有棋子。
fb-why-palace-step = { $piece }在九宫内走一步。
fb-why-palace-diagonal = { $piece }沿宫内斜线走一步：{ $from }–{ $to }。
fb-why-soldier-forward = 兵可以向前走一步。
fb-why-soldier-sideways = 兵从开局起就可以横走一步。
fb-why-soldier-palace = 按这套规则，兵在对方九宫内还可以沿宫内斜线向前斜走。
fb-why-captures = { $why }这一步还吃掉了 { $square } 上的{ $piece }。

## 反馈：标出落点

fb-dest-right = 正确：你找出了全部 { $count } 个合法落点。
fb-dest-none = 正确：没有任何点亮起，{ $square } 上的棋子现在不能动。
fb-dest-wrong = { $square } 不是合法落点。{ $reason }
fb-dest-wrong-plain = { $square } 不是合法落点。
fb-dest-own-point = { $square } 是这枚棋子本来所在的点，不是落点。
fb-dest-missed = 你漏掉了 { $square }：{ $why }

## 反馈：判断是否合法

fb-judge-legal-right = 正确：{ $move } 合法，因为{ $why }
fb-judge-illegal-right = 正确：{ $move } 不合法。{ $reason }
fb-judge-is-legal = 不对：{ $move } 是合法的，因为{ $why }

## 反馈：走一步棋

fb-play-right = 正确：{ $move } 达成了目标。
fb-play-illegal = { $move } 不合法。{ $reason }
fb-play-misses = { $move } 虽然合法，但未能{ $goal }。

## 反馈：选择题

fb-choice-right = { $count ->
        [0] 正确：没有一个选项是对的。
       *[other] 正确：对的选项是 { $options }。
    }
fb-choice-wrong = 选项 { $option } 不对。
fb-choice-missed = 选项 { $option } 也是对的。
fb-choice-why = 关于选项 { $option }。

## 反馈：判断对错

fb-claim-right-true = 正确：这个说法是对的。
fb-claim-right-false = 正确：这个说法是错的。
fb-claim-wrong-true = 不对：这个说法其实是对的。
fb-claim-wrong-false = 不对：这个说法其实是错的。

## 反馈：包的线路

fb-lines-opened-right = 正确：{ $line }打开了。原因：{ $cause }
fb-lines-closed-right = 正确：{ $line }关闭了。原因：{ $cause }
fb-lines-closed-not-opened = { $line }不是打开，而是关闭了。原因：{ $cause }
fb-lines-opened-not-closed = { $line }不是关闭，而是打开了。原因：{ $cause }
fb-lines-unchanged-open = { $line }没有变化：它原来是通的，现在仍然是通的。
fb-lines-unchanged-closed = { $line }没有变化：它原来不通，现在仍然不通。
fb-lines-no-line = 不存在 { $line }。
fb-lines-missed-opened = 你漏掉了{ $line }：它打开了。原因：{ $cause }
fb-lines-missed-closed = 你漏掉了{ $line }：它关闭了。原因：{ $cause }
fb-lines-none = 正确：没有任何包线打开或关闭。
fb-cause-count = 线上的棋子变了。
fb-cause-count-screen = 线上的棋子变了：{ $square } 上的{ $piece }现在是跳板，包能走到它后面的点。
fb-cause-count-no-screen = 线上的棋子数量变了：线上已经没有可以跳的棋子。
fb-cause-count-blocked = 线上的棋子变了：{ $square } 上的{ $piece }现在挡在中间，包沿这条线哪里也去不了。
fb-cause-kind-cannon = 跳板的种类变了：线上的第一枚棋子（{ $square }）现在是包，而包永远不能跳包。
fb-cause-kind-usable = 跳板的种类变了：线上的第一枚棋子现在是 { $square } 上的{ $piece }，包可以跳过它。
fb-cause-beyond = 跳板没有变，变的是跳板后面的棋子。

# 判断题分两问；应要求显示答案（第 13 号问题，第二轮）。
fb-judge-illegal-why = { $move } 确实不合法。第二问：为什么？
fb-judge-part-one-right = 不合法：这一问答对了。
fb-judge-part-one-wrong = 不对：{ $move } 不合法。再想想它为什么不能走。
fb-judge-reason-not = 但原因不是「{ $given }」：{ $move } 不能走另有原因。
fb-judge-reason-was = { $move } 不能走的原因：{ $reason }

## 无法读取或判定的答案

answer-empty = 答案是空的。
answer-square = 「{ $text }」不是棋盘上的点（a1 到 i10）。
answer-move = 「{ $text }」不是 b1c3 这样的着法。
answer-yes-no = 「{ $text }」既不是「是」也不是「否」（也可以写 yes、no）。
answer-reason = 「{ $text }」不是原因编号（如 horse-leg-blocked）。
answer-reason-with-yes = 只有不合法的着法才有原因：请回答「否 原因」，或者只回答「是」（也可以写 no、yes）。
answer-option = 「{ $text }」不是 1 到 { $count } 之间的选项编号。
answer-line = 「{ $text }」不是 b3:up 这样的包线（方向为 up、down、left、right 或 palace）。
answer-line-side = 请说明 { $text } 是打开还是关闭：「opened { $text }」或「closed { $text }」。
answer-true-false = 「{ $text }」既不是「对」也不是「错」（也可以写 true、false）。
answer-step = 「{ $text }」不是「步骤:答案」的格式，步骤应在 1 到 { $count } 之间。
answer-nested = 复盘的一步不能又是复盘。
answer-extra = 答案后面多了「{ $text }」。
check-wrong-kind = 这是「{ $got }」类练习的答案，而这道练习属于「{ $expected }」类。
check-out-of-range = 这里没有第 { $index } 项（一共 { $count } 项）。
check-broken-exercise = 无法判定这道练习（{ $detail }）：请对它的文件运行 janggi-tutor lint。
check-broken-position = 无法建立这道练习的局面（{ $detail }）：请对它的文件运行 janggi-tutor lint。
check-reason-not-offered = 「{ $given }」不在这一步可选的原因里：{ $offered }。

## janggi-tutor try

try-unknown-lesson = 没有编号为「{ $id }」的课程。现有课程：{ $known }
try-unknown-exercise = 课程「{ $lesson }」中没有练习「{ $id }」。这一课的练习：{ $known }
try-broken-lesson = 课程「{ $id }」无法使用：{ $detail }
try-right = 正确！
try-wrong = 还不对。
try-step = 第 { $step } 步，共 { $count } 步。
try-stars = 得星：{ $stars }/3。
try-points = （相关的点：{ $squares }）
try-misconception = 【误区：{ $tag }】
try-self-check = 自检标准：{ $text }
try-explanation = 讲解：{ $text }
try-partial = 这一问答对了。
try-why = 那么为什么？请再用「否」加上其中一个原因括号里的名称作答：{ $reasons }
try-why-reason = { $words }（{ $id }）
try-why-separator = 、
try-missed-held-back = 第一次答错时不显示漏掉的内容：在训练界面再答错一次，或按 a，就能看到。
fb-cause-count-screen-left = 线上的棋子变了：{ $from } 上的跳板走了，现在线上第一个棋子是 { $square } 上的{ $piece }，包沿这条线哪里也去不了。
