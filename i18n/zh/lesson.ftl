# 课程（src/lesson）：阶段与练习类型、加载课程文件、局面与棋图、目标、引擎的判定依据、
# janggi-tutor lessons，以及一课结束页。课程检查（lint）见 lint.ftl，读取与判定答案见 answer.ftl。
# 术语见 docs/GLOSSARY.md。拉丁字母和数字（点、着法）两侧留一个空格。

## 阶段与练习类型

lesson-phase-understand = 理解规则
lesson-phase-compare = 比较选择
lesson-phase-review = 复盘检验
lesson-kind-destinations = 标出落点
lesson-kind-judge = 判断是否合法
lesson-kind-play = 走一步棋
lesson-kind-choice = 选择题
lesson-kind-lines = 包的线路
lesson-kind-replay = 复盘
lesson-kind-claim = 判断对错

## 着法不合法的原因（简称，供判断题选择）

lesson-reason-no-piece = 该点没有棋子
lesson-reason-not-your-piece = 不是自己的棋子
lesson-reason-own-piece-on-target = 目标点上是己方棋子
lesson-reason-not-piece-move = 该棋子从来不这样走
lesson-reason-leaves-palace = 走出九宫
lesson-reason-off-palace-line = 不沿宫内斜线斜走
lesson-reason-horse-leg-blocked = 蹩马腿
lesson-reason-elephant-blocked = 象路被挡
lesson-reason-chariot-blocked = 车路被挡
lesson-reason-cannon-no-screen = 包没有跳板
lesson-reason-cannon-screen-cannon = 以包作跳板
lesson-reason-cannon-many-screens = 中间不止一个棋子
lesson-reason-cannon-captures-cannon = 包吃包
lesson-reason-soldier-backward = 兵后退
lesson-reason-soldier-diagonal = 兵斜走
lesson-reason-king-would-be-attacked = 送将
lesson-reason-leaves-king-attacked = 被将军而未解除
lesson-reason-exposes-king = 让己方的将暴露
lesson-reason-must-answer-bikjang = 未解除逼将
lesson-reason-pass-not-allowed = 不允许停着
lesson-reason-pass-in-check = 被将军时停着
lesson-reason-game-over = 对局已结束
lesson-reason-bad-notation = 着法写法无法识别

## 加载课程文件

load-not-utf8 = 文件不是 UTF-8 文本。
load-unreadable = 无法读取文件：{ $detail }
load-bad-byte = 这个字节（{ $byte }）不是 UTF-8 文本；请把文件存成 UTF-8 编码。

## YAML 嵌套上限（lesson::nesting）
nesting-too-deep = YAML 在这里嵌套超过 { $limit } 层，文件不再往下读

# A lesson or FAQ position that cannot be built.
spec-missing = 局面需要 fen 或棋图（diagram）。
spec-fen = 无法读取 FEN：{ $detail }
spec-diagram-lines = 棋图有 { $count } 行，应该是 10 行。
spec-diagram-width = 棋图第 { $line } 行有 { $count } 个点，应该是 9 个。
spec-diagram-char = 棋图第 { $line } 行的「{ $char }」既不是棋子字母，也不是「.」。
spec-turn = turn 只能是 cho 或 han，而不是「{ $turn }」。
spec-disagree-square = FEN 和棋图在 { $square } 不一致。
spec-disagree-turn = FEN 和 turn 给出的走棋方不一致。
spec-setup = 这个局面无法走棋：{ $detail }
spec-move-notation = moves 的第 { $index } 着「{ $move }」不是 b1c3 这样的写法。
spec-move-illegal = moves 的第 { $index } 着 { $move } 不合法：{ $reason }

## 棋图（src/lesson/diagram.rs；show --diagram、janggi-tutor fen --diagram）

diagram-error-at = { $path }:{ $line }:{ $col }：{ $detail }
diagram-unreadable = 无法读取棋图 { $path }：{ $detail }
diagram-bad-point = 「{ $char }」不是棋子字母（K A B N R C P，汉方用小写），也不是表示空点的「.」。
diagram-row-width = 这一行有 { $count } 个点，每行需要 9 个。
diagram-row-count = 棋图有 { $count } 行，需要 10 行，第 10 横线在最上面。
diagram-bad-turn = turn 的值「{ $value }」既不是 cho 也不是 han。
diagram-bad-relaxed = relaxed 的值「{ $value }」既不是 true 也不是 false。
diagram-unknown-key = 「{ $key }:」不属于棋图；只读取 position、diagram、turn 和 relaxed。

## 目标的内容（用在“未能”之后）

goal-from = 走动 { $square } 上的棋子
goal-capture = 吃掉 { $square } 上的棋子
goal-capture-piece = 吃掉对方的{ $piece }
goal-reach = 走到 { $square }
goal-capture-any = 吃掉对方任意一枚棋子
goal-no-moves = 让对方无着可走
goal-check = 将军
goal-checkmate = 将死对方
goal-end-bikjang = 解除逼将
goal-escape-check = 解除将军
goal-open-line = 打开 { $square } 上那个包的一条线路
goal-close-line = 关闭 { $square } 上那个包的一条线路
goal-one-of = 走一步和引擎找到的最佳着法一样好的棋（共 { $count } 步算对）

## 引擎的判定依据（判断对错题与选择题）

lesson-evidence-legal = 引擎判定 { $move } 合法。
lesson-evidence-illegal = 引擎判定 { $move } 不合法。{ $reason }
lesson-evidence-destinations = { $count ->
        [0] { $square } 上的棋子没有合法落点。
       *[other] { $square } 上的棋子有 { $count } 个合法落点：{ $points }。
    }
lesson-evidence-check = { $side }方正被 { $squares } 上的棋子将军。
lesson-evidence-not-check = { $side }方没有被将军。
lesson-evidence-bikjang = 双方的将正面相对，中间没有棋子：这是逼将。
lesson-evidence-facing-no-rule = 双方的将正面相对，但在这套规则下这没有特殊意义。
lesson-evidence-no-bikjang = 双方的将没有正面相对。
lesson-evidence-to-move = 轮到{ $side }方走棋。
lesson-evidence-over = 对局已经结束：{ $result }
lesson-evidence-ongoing = 对局尚未结束。
lesson-evidence-soldiers = 没有任何一步兵的着法会让兵变成别的棋子（共检查了 { $count } 步兵的着法）。
lesson-evidence-can-pass = 走棋的一方可以停着。
lesson-evidence-cannot-pass = 走棋的一方不能停着。{ $reason }
lesson-evidence-piece-on = { $square } 上是{ $piece }。
lesson-evidence-empty = { $square } 上没有棋子。
lesson-line = { $square } 包{ $direction ->
        [up] 向上
        [down] 向下
        [left] 向左
        [right] 向右
       *[palace] 沿宫内斜线
    }的线
lesson-evidence-line-open = { $line }是通的：可以到达 { $points }。
lesson-evidence-line-closed = { $line }是关闭的：这枚包沿这条线哪里也去不了。
lesson-evidence-no-cannon = { $square } 上没有包。

# optional-end 陈述：可以申请的终局结果（src/lesson/statement.rs，FAQ 和课程）。
evidence-no-optional-end = 此时不能要求按规则结束对局。

## janggi-tutor lessons

lessons-phase = { $name }（{ $id }）
lessons-lesson = { $order }. { $title } [{ $id }]，共 { $count } 道练习
lessons-exercise = { $id }：{ $kind }
lessons-none = （暂无课程）
lessons-total = 共 { $lessons } 课，{ $exercises } 道练习。
lessons-dir-unreadable = 无法读取课程文件夹 { $path }：{ $detail }

## 训练界面的一课结束页（src/tui/course.rs）

lesson-page-start = 按回车开始第 { $n } 道练习（共 { $count } 道）。
lesson-page-back = 按回车或 q 回到第 { $n } 道练习，和你离开时一样。
lesson-page-steps = 按 ← 再逐步看一遍导入。
lesson-step = 第 { $n } 步，共 { $count } 步
lesson-step-next = 按回车或 → 看下一步，← 回到上一步，Tab 直接去做练习。
lesson-step-exercises = 按回车打开练习列表（共 { $count } 道）。
lesson-end-done = 本课结束：{ $lesson }
lesson-end-stars = 已完成练习 { $solved } / { $count }，得星 { $stars }。
lesson-end-unsolved = 还有练习没有做对：首页上的「继续」会带你回到它们。
lesson-end-phase-done = 第 { $n } 阶段「{ $phase }」完成了。
lesson-end-phase-left = 第 { $n } 阶段「{ $phase }」还没有完成：还有 { $count } 课有没拿到星的练习，第一课是「{ $lesson }」。
lesson-end-next-phase = 下一阶段：第 { $n } 阶段「{ $phase }」。
lesson-end-next = 下一课：{ $lesson }（{ $count } 道练习）。
lesson-end-enter = 按回车马上开始；按 q 回到本课页面。
lesson-end-enter-page = 按回车打开这一课的页面，再按回车开始；按 q 返回。

## Lessons that cannot teach a wrong rule (issue 67)
lesson-option-engine = 选项 { $option }，引擎对它的断言的判断：{ $evidence }所以这个选项是{ $truth ->
    [true] 对的
   *[false] 错的
}。

# 策略建议（issue 65）：课程的第四部分、「建议」标记、引擎兑子计算的依据（src/search/exchange.rs）和它的走子目标。
lesson-phase-strategy = 策略建议
lesson-advice-tag = 建议，不是规则
lesson-advice-note = 这一课讲的是怎样下得更好的建议，不是对局规则：子力分值只是参考，每个例子都经过引擎核对。
lesson-evidence-hanging = { $square } 上的棋子没有保护好：{ $move } 吃掉它净得 { $points } 分（按引擎的兑子计算：双方只在划算时继续在这个点上吃子）。
lesson-evidence-not-hanging = 没有哪种吃法能净得 { $square } 上的棋子：它没有被攻击，或者保护得足够（按引擎的兑子计算）。
lesson-evidence-wins = { $move } 净得 { $points } 分（按引擎的兑子计算：双方只在划算时继续在这个点上吃子）。
lesson-evidence-loses = { $move } 净亏 { $points } 分（按引擎的兑子计算：双方只在划算时继续在这个点上吃子）。
lesson-evidence-even = { $move } 既不得分也不亏分（按引擎的兑子计算：双方只在划算时继续在这个点上吃子）。
goal-win-material = 吃子至少净得 { $points } 分（按引擎的兑子计算）
