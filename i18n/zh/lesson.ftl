# 课程：加载、课程检查（lint）、答案判定的反馈，以及 lint、lessons、try 三个命令。
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
lesson-reason-not-piece-move = 不符合该棋子的走法
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

## 检查：YAML 语法与课程文件结构

lint-yaml-syntax = 这不是合法的 YAML：{ $detail }
lint-duplicate-key = “{ $key }”在同一处写了两次。
lint-cut-at-comma = “{ $text }”像是被英文逗号截断的文本后半段：在用花括号写在一行里的映射中，含有英文逗号的文本要加引号。
lint-empty-file = 文件是空的。
lint-unknown-field = 未知字段“{ $field }”。此处允许的字段：{ $expected }。
lint-missing-field = 缺少字段“{ $field }”。
lint-wrong-type = 此处应为{ $expected }，实际是{ $found }。
lint-type-string = 文本
lint-type-integer = 整数
lint-type-number = 数字
lint-type-boolean = true 或 false
lint-type-array = 列表
lint-type-object = 字段（键: 值）
lint-type-null = 空值
lint-unknown-value = 此处不允许“{ $value }”。可用的值：{ $expected }。
lint-out-of-range = { $value } 超出范围：请写从 0 起的整数。

## 检查：编号、规则版本与文本

lint-bad-id = “{ $id }”不是合法的编号：请只用小写字母和数字，单词之间用一个连字符连接（如 cannon-screens）。
lint-duplicate-lesson = 课程编号“{ $id }”已被 { $other } 使用。
lint-duplicate-exercise = 练习编号“{ $id }”已在第 { $line } 行用过。
lint-duplicate-order = 本阶段的顺序号 { $order } 已被 { $other } 使用。
lint-phase-folder = 课程写明属于“{ $phase }”阶段，却放在文件夹“{ $folder }”里。
lint-unknown-rules = 未知的规则版本“{ $name }”（可用：{ $known }）。
lint-no-exercises = 这一课没有练习。
lint-missing-language = 这段文本缺少 { $count } 种语言版本：{ $langs }。
lint-unknown-language = “{ $lang }”不是本程序支持的语言（{ $known }），学习者看不到这段文本。
lint-bad-tag = 误区标签“{ $tag }”应由小写单词和连字符组成。

## 检查：局面与着法

lint-position-missing = “{ $kind }”类练习需要一个局面（fen 或 diagram）。
lint-position-empty = 局面需要写 fen 或 diagram。
lint-fen = 无法读取 FEN。{ $detail }
lint-diagram-lines = 棋图有 { $count } 行，应为 10 行（第 10 横线在最上面）。
lint-diagram-width = 棋图第 { $line } 行有 { $count } 个点，每行应为 9 个点。
lint-diagram-char = 棋图第 { $line } 行的“{ $char }”既不是棋子字母，也不是“.”。
lint-turn = “{ $turn }”不是一方：请写 cho（楚）或 han（汉）。
lint-disagree = FEN 与棋图在 { $square } 不一致：FEN 是“{ $fen }”，棋图是“{ $diagram }”。
lint-disagree-turn = FEN 与 turn 对轮到哪一方走棋的说法不一致。
lint-setup = 这个局面不可能在对局中出现。{ $detail }（如果是专项练习局面，请在 position 里、fen 或 diagram 旁加上 relaxed: true。）
lint-bad-square = “{ $square }”不是棋盘上的点（a1 到 i10）。
lint-bad-move = “{ $move }”不是 b1c3 这样的着法（停着写成将所在的点两次，如 e2e2）。
lint-move-illegal = 着法 { $move } 在这里不合法。{ $reason }
lint-bad-side = “{ $side }”不是一方：请写 cho（楚）或 han（汉）。
lint-bad-result = “{ $value }”既不是结果（cho、han、draw），也不是结束原因（checkmate、no-moves、double-pass、bikjang、move-limit）。
lint-unknown-reason = “{ $reason }”不是原因编号（完整列表见 docs/LESSONS.md）。
lint-unknown-piece = “{ $piece }”不是棋子（可用：{ $known }）。

## 检查：由引擎核对的答案

lint-no-piece = { $square } 上没有棋子。
lint-not-to-move = { $square } 上的棋子属于{ $side }方，现在不轮到{ $side }方走棋，所以它没有合法落点。
lint-dest-extra = 答案列出了 { $square }，但这枚棋子走不到那里。{ $reason }
lint-own-point = 那是这枚棋子自己所在的点。
lint-dest-missing = 答案漏掉了 { $count } 个合法落点：{ $squares }。
lint-judge-legal = 答案说 { $move } 不合法，引擎却认为它合法。
lint-judge-illegal = 答案说 { $move } 合法，其实不合法。{ $reason }
lint-judge-reason = 答案给出的原因是“{ $given }”，引擎给出的原因是“{ $actual }”。{ $reason }
lint-judge-reason-with-legal = 合法的着法没有原因：请删去 reason，或改写为 legal: false。
lint-goal-empty = 目标中没有任何条件：至少要写一项（capture、reach、check 等）。
lint-goal-no-bikjang = 目标要求解除逼将，但这个局面里双方的将并没有相对。
lint-goal-no-check = 目标要求解除将军，但走棋的一方并没有被将军。
lint-goal-no-cannon = { $square } 上没有包。
lint-goal-from = { $square } 上没有走棋一方（{ $side }方）的棋子。
lint-goal-unreachable = 没有任何合法着法能达成这个目标。
lint-play-illegal = 示例答案 { $move } 不合法。{ $reason }
lint-play-misses = 示例答案 { $move } 没有达成目标：未能{ $goal }。
lint-choice-empty = 选择题至少需要一个选项。
lint-choice-no-truth = 这个选项需要写“correct: true/false”，或者写一条由引擎核对的 claim。
lint-choice-contradicts = 这个选项写着 correct: { $given }，引擎却判定其说法为 { $engine }。{ $evidence }
lint-choice-none-right = 没有一个选项是对的：这是有意的吗？
lint-claim-needs-position = 由引擎核对的说法需要一个局面：请为这道练习加上局面。
lint-claim-answer = 答案是 { $given }，引擎却判定这个说法为 { $engine }。{ $evidence }
lint-bad-line = “{ $line }”不是 b3:up 这样的包线（方向为 up、down、left、right 或 palace）。
lint-line-no-cannon = { $line } 指的不是包：走子之前 { $square } 上没有包。
lint-lines-no-moves = 包线练习至少需要一步着法。
lint-lines-opened = 引擎判定打开的线路：{ $expected }；答案写的是：{ $given }。
lint-lines-closed = 引擎判定关闭的线路：{ $expected }；答案写的是：{ $given }。
lint-replay-nested = 复盘的某一步不能本身又是复盘。
lint-replay-no-steps = 这个复盘没有提问：请加上 steps。
lint-replay-after = 这一步设在第 { $after } 着之后，但复盘只有 { $count } 着。
lint-replay-order = 这一步（第 { $after } 着之后）排在更晚的一步后面：各步应按对局顺序排列。
lint-feedback-no-key = 反馈条目需要写 reason、move 或 square，说明它在什么情况下出现。

## 目标的内容（用在“未能”之后）

goal-from = 走动 { $square } 上的棋子
goal-capture = 吃掉 { $square } 上的棋子
goal-capture-piece = 吃掉对方的{ $piece }
goal-reach = 走到 { $square }
goal-capture-any = 吃掉对方任意一枚棋子
goal-no-moves = 让对方无子可走
goal-check = 将军
goal-checkmate = 将死对方
goal-end-bikjang = 解除逼将
goal-escape-check = 解除将军
goal-open-line = 打开 { $square } 上那个包的一条线路
goal-close-line = 关闭 { $square } 上那个包的一条线路

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

## 着法为什么合法（接在“因为”或冒号之后）

fb-why-legal = 这步棋符合规则。
fb-why-pass = 按这套规则，将可以停着。
fb-why-chariot = 车沿横线或直线可走任意距离，{ $from } 与 { $to } 之间没有棋子。
fb-why-chariot-palace = 在九宫内，车还可以沿宫内斜线走，{ $from }–{ $to } 正在宫内斜线上。
fb-why-cannon = 包恰好隔着一个棋子，即 { $screen } 上的{ $piece }，而它不是包。
fb-why-horse = 马先直走一点，再向外斜走一点，马腿 { $leg } 上没有棋子。
fb-why-elephant = 象先直走一点，再向外斜走两点，途中的 { $first } 和 { $second } 都没有棋子。
fb-why-palace-step = { $piece }在九宫内走一点。
fb-why-palace-diagonal = { $piece }沿宫内斜线走一点：{ $from }–{ $to }。
fb-why-soldier-forward = 兵可以向前走一点。
fb-why-soldier-sideways = 兵从第一步起就可以横走一点。
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

fb-lines-opened-right = 正确：{ $line } 打开了。原因：{ $cause }
fb-lines-closed-right = 正确：{ $line } 关闭了。原因：{ $cause }
fb-lines-closed-not-opened = { $line } 不是打开，而是关闭了。原因：{ $cause }
fb-lines-opened-not-closed = { $line } 不是关闭，而是打开了。原因：{ $cause }
fb-lines-unchanged-open = { $line } 没有变化：它原来是通的，现在仍然是通的。
fb-lines-unchanged-closed = { $line } 没有变化：它原来不通，现在仍然不通。
fb-lines-no-line = 不存在 { $line } 这条包线。
fb-lines-missed-opened = 你漏掉了 { $line }：它打开了。原因：{ $cause }
fb-lines-missed-closed = 你漏掉了 { $line }：它关闭了。原因：{ $cause }
fb-lines-none = 正确：没有任何包线打开或关闭。
fb-cause-count = 线上的棋子变了。
fb-cause-count-screen = 线上的棋子变了：{ $square } 上的{ $piece }现在是跳板，包能走到它后面的点。
fb-cause-count-no-screen = 线上的棋子数量变了：线上已经没有可以跳的棋子。
fb-cause-count-blocked = 线上的棋子变了：{ $square } 上的{ $piece }现在挡在中间，包沿这条线哪里也去不了。
fb-cause-kind-cannon = 跳板的种类变了：线上的第一枚棋子（{ $square }）现在是包，而包永远不能跳包。
fb-cause-kind-usable = 跳板的种类变了：线上的第一枚棋子现在是 { $square } 上的{ $piece }，包可以跳过它。
fb-cause-beyond = 跳板没有变，变的是跳板后面的棋子。

## 无法读取或判定的答案

answer-empty = 答案是空的。
answer-square = “{ $text }”不是棋盘上的点（a1 到 i10）。
answer-move = “{ $text }”不是 b1c3 这样的着法。
answer-yes-no = “{ $text }”既不是“是”也不是“否”（也可以写 yes、no）。
answer-reason = “{ $text }”不是原因编号（如 horse-leg-blocked）。
answer-reason-with-yes = 只有不合法的着法才有原因：请回答“no 原因”，或者只回答“yes”。
answer-option = “{ $text }”不是 1 到 { $count } 之间的选项编号。
answer-line = “{ $text }”不是 b3:up 这样的包线（方向为 up、down、left、right 或 palace）。
answer-line-side = 请说明 { $text } 是打开还是关闭：“opened { $text }”或“closed { $text }”。
answer-true-false = “{ $text }”既不是“对”也不是“错”（也可以写 true、false）。
answer-step = “{ $text }”不是“步骤:答案”的格式，步骤应在 1 到 { $count } 之间。
answer-nested = 复盘的一步不能又是复盘。
answer-extra = 答案后面多了“{ $text }”。
check-wrong-kind = 这是“{ $got }”类练习的答案，而这道练习属于“{ $expected }”类。
check-out-of-range = 这里没有第 { $index } 项（一共 { $count } 项）。
check-broken-exercise = 无法判定这道练习（{ $detail }）：请对它的文件运行 janggi-tutor lint。
check-broken-position = 无法建立这道练习的局面（{ $detail }）：请对它的文件运行 janggi-tutor lint。

## 命令行：lint、lessons、try

lint-summary = 共检查 { $files } 个文件：{ $errors } 个错误，{ $warnings } 个警告。
lint-path-unreadable = 无法读取 { $path }：{ $detail }
lint-no-files = 没有找到课程文件（*.yaml）。
lessons-phase = { $name }（{ $id }）
lessons-lesson = { $order }. { $title } [{ $id }]，共 { $count } 道练习
lessons-exercise = { $id }：{ $kind }
lessons-none = （暂无课程）
lessons-total = 共 { $lessons } 课，{ $exercises } 道练习。
lessons-dir-unreadable = 无法读取课程文件夹 { $path }：{ $detail }
try-unknown-lesson = 没有编号为“{ $id }”的课程。现有课程：{ $known }
try-unknown-exercise = 课程“{ $lesson }”中没有练习“{ $id }”。这一课的练习：{ $known }
try-broken-lesson = 课程“{ $id }”无法使用：{ $detail }
try-right = 正确！
try-wrong = 还不对。
try-step = 第 { $step } 步，共 { $count } 步。
try-stars = 得星：{ $stars }/3。
try-points = （相关的点：{ $squares }）
try-misconception = 【误区：{ $tag }】
try-self-check = 自检标准：{ $text }
try-explanation = 讲解：{ $text }
lesson-evidence-piece-on = { $square } 上是：{ $piece }。
lint-bad-piece = “{ $piece }”不是棋子：请写 FEN 字母（K、A、B、N、R、C、P，汉方用小写）或 none。
lesson-evidence-line-open = 包线 { $line } 是通的：可以到达 { $points }。
lesson-evidence-line-closed = 包线 { $line } 是关闭的：这枚包沿这条线哪里也去不了。
lesson-evidence-no-cannon = { $square } 上没有包。

# A lesson or FAQ position that cannot be built.
spec-missing = 局面需要 fen 或棋图（diagram）。
spec-fen = 无法读取 FEN：{ $detail }
spec-diagram-lines = 棋图有 { $count } 行，应该是 10 行。
spec-diagram-width = 棋图第 { $line } 行有 { $count } 个点，应该是 9 个。
spec-diagram-char = 棋图第 { $line } 行的“{ $char }”既不是棋子字母，也不是“.”。
spec-turn = turn 只能是 cho 或 han，而不是“{ $turn }”。
spec-disagree-square = FEN 和棋图在 { $square } 不一致。
spec-disagree-turn = FEN 和 turn 给出的走棋方不一致。
spec-setup = 这个局面无法走棋：{ $detail }
spec-move-notation = moves 的第 { $index } 着“{ $move }”不是 b1c3 这样的写法。
spec-move-illegal = moves 的第 { $index } 着 { $move } 不合法：{ $reason }
lint-placeholder-left = { $lang } 文本还是骨架里的 TODO 占位文字：请写上学习者会读到的内容。
