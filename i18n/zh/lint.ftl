# 课程检查（src/lesson/lint、src/lesson/parse.rs；janggi-tutor lint 和 --watch 预览）：
# 课程文件的每一个问题，以及汇总。术语见 docs/GLOSSARY.md。拉丁字母和数字（点、着法）两侧留一个空格。

## 检查：YAML 语法与课程文件结构

lint-yaml-syntax = 这不是合法的 YAML：{ $detail }
lint-duplicate-key = 「{ $key }」在同一处写了两次。
lint-cut-at-comma = 「{ $text }」像是被英文逗号截断的文本后半段：在用花括号写在一行里的映射中，含有英文逗号的文本要加引号。
lint-empty-file = 文件是空的。
lint-unknown-field = 未知字段「{ $field }」。此处允许的字段：{ $expected }。
lint-missing-field = 缺少字段「{ $field }」。
lint-wrong-type = 此处应为{ $expected }，实际是{ $found }。
lint-type-string = 文本
lint-type-integer = 整数
lint-type-number = 数字
lint-type-boolean = true 或 false
lint-type-array = 列表
lint-type-object = 字段（键: 值）
lint-type-null = 空值
lint-unknown-value = 此处不允许「{ $value }」。可用的值：{ $expected }。
lint-out-of-range = { $value } 超出范围：请写从 0 起的整数。

## 检查：编号、规则版本与文本

lint-bad-id = 「{ $id }」不是合法的编号：请只用小写字母和数字，单词之间用一个连字符连接（如 cannon-screens）。
lint-duplicate-lesson = 课程编号「{ $id }」已被 { $other } 使用。
lint-duplicate-exercise = 练习编号「{ $id }」已在第 { $line } 行用过。
lint-duplicate-order = 本阶段的顺序号 { $order } 已被 { $other } 使用。
lint-phase-folder = 课程写明属于「{ $phase }」阶段，却放在文件夹「{ $folder }」里。
lint-unknown-rules = 未知的规则版本「{ $name }」（可用：{ $known }）。
lint-no-exercises = 这一课没有练习。
lint-intro-empty = 导入部分没有任何步骤：至少写一步，或写成一段文字。
lint-intro-marks-no-board = 这些标记没有棋盘可画：请给这一步加上 position。
lint-missing-language = 这段文本缺少 { $count } 种语言版本：{ $langs }。
lint-unknown-language = 「{ $lang }」不是本程序支持的语言（{ $known }），学习者看不到这段文本。
lint-bad-tag = 误区标签「{ $tag }」应由小写单词和连字符组成。
lint-tag-unknown = 误区标签「{ $tag }」没有说明文字，学习者只会看到标签本身。请改用程序自带的标签，或在课程文件顶层的 misconceptions: 下声明它，并写上 zh、ko、en 三种说明。
lint-tag-unused = 误区标签「{ $tag }」已经声明，但本课没有任何反馈用到它。

## 检查：局面与着法

lint-position-missing = 「{ $kind }」类练习需要一个局面（fen 或 diagram）。
lint-position-empty = 局面需要写 fen 或 diagram。
lint-fen = 无法读取 FEN。{ $detail }
lint-diagram-lines = 棋图有 { $count } 行，应为 10 行（第 10 横线在最上面）。
lint-diagram-width = 棋图第 { $line } 行有 { $count } 个点，每行应为 9 个点。
lint-diagram-char = 棋图第 { $line } 行的「{ $char }」既不是棋子字母，也不是「.」。
lint-turn = 「{ $turn }」不是一方：请写 cho（楚）或 han（汉）。
lint-disagree = FEN 与棋图在 { $square } 不一致：FEN 是「{ $fen }」，棋图是「{ $diagram }」。
lint-disagree-turn = FEN 与 turn 对轮到哪一方走棋的说法不一致。
lint-setup = 这个局面不可能在对局中出现。{ $detail }（如果是专项练习局面，请在 position 里、fen 或 diagram 旁加上 relaxed: true。）
lint-bad-square = 「{ $square }」不是棋盘上的点（a1 到 i10）。
lint-bad-move = 「{ $move }」不是 b1c3 这样的着法（停着写成将所在的点两次，如 e2e2）。
lint-move-illegal = 着法 { $move } 在这里不合法。{ $reason }
lint-bad-side = 「{ $side }」不是一方：请写 cho（楚）或 han（汉）。
lint-bad-result = 「{ $value }」既不是结果（cho、han、draw），也不是结束原因（checkmate、no-moves、double-pass、bikjang、move-limit）。
lint-unknown-reason = 「{ $reason }」不是原因编号（完整列表见 docs/LESSONS.md）。
lint-unknown-piece = 「{ $piece }」不是棋子（可用：{ $known }）。

## 检查：由引擎核对的答案

lint-no-piece = { $square } 上没有棋子。
lint-not-to-move = { $square } 上的棋子属于{ $side }方，现在不轮到{ $side }方走棋，所以它没有合法落点。
lint-dest-extra = 答案列出了 { $square }，但这枚棋子走不到那里。{ $reason }
lint-own-point = 那是这枚棋子自己所在的点。
lint-dest-missing = 答案漏掉了 { $count } 个合法落点：{ $squares }。
lint-judge-legal = 答案说 { $move } 不合法，引擎却认为它合法。
lint-judge-illegal = 答案说 { $move } 合法，其实不合法。{ $reason }
lint-judge-reason = 答案给出的原因是「{ $given }」，引擎给出的原因是「{ $actual }」。{ $reason }
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
lint-choice-no-truth = 这个选项需要写「correct: true/false」，或者写一条由引擎核对的 claim。
lint-choice-contradicts = 这个选项写着 correct: { $given }，引擎却判定其说法为 { $engine }。{ $evidence }
lint-choice-none-right = 没有一个选项是对的：这是有意的吗？
lint-claim-needs-position = 由引擎核对的说法需要一个局面：请为这道练习加上局面。
lint-claim-answer = 答案是 { $given }，引擎却判定这个说法为 { $engine }。{ $evidence }
lint-bad-line = 「{ $line }」不是 b3:up 这样的包线（方向为 up、down、left、right 或 palace）。
lint-line-no-cannon = { $line } 指的不是包：走子之前 { $square } 上没有包。
lint-lines-no-moves = 包线练习至少需要一步着法。
lint-lines-opened = 引擎判定打开的线路：{ $expected }；答案写的是：{ $given }。
lint-lines-closed = 引擎判定关闭的线路：{ $expected }；答案写的是：{ $given }。
lint-replay-nested = 复盘的某一步不能本身又是复盘。
lint-replay-no-steps = 这个复盘没有提问：请加上 steps。
lint-replay-after = 这一步设在第 { $after } 着之后，但复盘只有 { $count } 着。
lint-replay-order = 这一步（第 { $after } 着之后）排在更晚的一步后面：各步应按对局顺序排列。
lint-feedback-no-key = 反馈条目需要写 reason、move、square、option 或 answer，说明它在什么情况下出现。
lint-bad-piece = 「{ $piece }」不是棋子：请写 FEN 字母（K、A、B、N、R、C、P，汉方用小写）或 none。
lint-placeholder-left = { $lang } 文本还是骨架里的 TODO 占位文字：请写上学习者会读到的内容。
# optional-end 陈述：可以申请的终局结果（src/lesson/statement.rs，FAQ 和课程）。
lint-bad-optional-end = 「{ $value }」不是 optional-end 的有效值：result 只能是 counting 或 draw；reason 只能是 move-limit、repetition、perpetual-check 或 move-repetition。

## 编写课程：检查器的补充检查与提示（第 15 号问题）

lint-no-lesson-files = 在 { $path } 中没有找到课程文件（*.yaml 或 *.yml）。
lint-choice-claim-needs-correct = 引擎核对的是这条 claim，而不是选项的文字：请加上「correct: true」或「correct: false」说明文字的意思，检查器会核对两者是否一致。
lint-answer-missing = 这道练习没有答案。引擎照样能判对错，但请写上「answer」，让检查器证明这课没有教错。
lint-answer-repeated = 答案里 { $item } 写了两次（第一次在第 { $line } 行第 { $col } 列）。
lint-feedback-never = 这条反馈永远不会出现：这道练习的任何回答都不会产生原因「{ $reason }」（可能产生的原因：{ $possible }）。
lint-replaces-builtin = 课程 id「{ $id }」会替换内置课程 { $path }；如果不是有意替换，请换一个 id。
lint-setup-impossible = 这个局面无法使用，连作练习也不行。{ $detail }
lint-tab-indent = 缩进里有制表符（Tab）：YAML 只能用空格缩进。请把 Tab 换成空格。
lint-yaml-colon = 文本里的「冒号加空格」会让文本在这里断开（YAML 把后面当成新的键）。请把整段文本放进引号（"…"），或者在键后写 |- 或 >-，把文本写在下面几行。
lint-yaml-indent = 这一行的缩进和前面几行对不上。同一层的键要从同一列开始；跨多行的文本要在键后写 |- 或 >-。
lint-yaml-list-indent = 这个列表的缩进不对：每一项都要像第一项那样，在同一列以「- 」开头。
lint-yaml-bad-start = 值不能以这个字符开头（例如 ` @ % 或制表符）。请把文本放进引号。
lint-yaml-unclosed-quote = 有一段加引号的文本没有闭合：开头的引号在结尾找不到对应的引号。请补上，或者在文本里把引号写两次（'…' 里写 ''）。
lint-yaml-missing-colon = 键后面要有冒号（键: 值）；请检查这一行和上一行是不是少了冒号，或有引号没有闭合。
lint-yaml-flow = 第 { $line } 行第 { $column } 列打开的括号没有闭合，或者括号里两项之间少了逗号。除最后一项外，每项后面都要加逗号，并把括号闭合。
lint-yaml-aliases = 这个文件的别名（*名字）重复引用太多次，无法读取；请直接写出这些值。
lint-yaml-too-deep = 这个文件的列表和映射嵌套太深，无法读取。
lint-number-too-big = 这个数字太大了；顺序号和步数都是较小的整数。

## janggi-tutor lint

lint-summary = 共检查 { $files } 个文件：{ $errors } 个错误，{ $warnings } 个警告。
lint-path-unreadable = 无法读取 { $path }：{ $detail }
lint-no-files = 没有找到课程文件（*.yaml）。
lint-reason-overlaps = 着法 { $move } 不合法的原因是「{ $actual }」，而「{ $reason }」也符合这步棋：「为什么？」列表里就会有两个正确答案。这步棋不会列出「{ $reason }」；请把反馈改挂在「{ $actual }」上，或换一步只符合一个原因的棋。
lint-reason-not-for-piece = 原因「{ $reason }」永远不适用于{ $piece }（{ $move }），所以这步棋不会列出它：请删掉这条反馈，或改挂在适用于这个棋子的原因上。

## 检查：对照棋盘与文字本身的警告（lesson::advice）

lint-hint-gives-answer = 这条提示把完整答案（{ $answer }）都说出来了：学习者一看提示就得到答案，而不是被引导着自己找到它。请改为点出思路。
lint-text-wrong-script = 这段文字写在 { $lang } 下，却没有一个{ $lang ->
    [zh] 汉字
   *[ko] 韩文字母
  }：看起来是贴进了别的语言的文字。请用{ $lang ->
    [zh] 中文
   *[ko] 韩文
  }来写。
lint-text-too-long = 这段 { $lang } 文字有 { $count } 个字符，这里最多只能有 { $cap } 个。请删短，或拆开（把讲解拆成提示，把导入部分拆成几步）。
lint-intro-step-too-long = 导入部分的这一步在 { $lang } 里有 { $count } 个字符（最多 { $cap } 个）：每一步配一张棋盘，只讲一个要点。请拆成两步。
lint-text-unbroken = 这段 { $lang } 文字里有连续 { $count } 个字符没有空格（最多 { $cap } 个）：这样的一行无论在屏幕上还是在打印的讲义里都无法换行。请加上空格。
lint-prompt-piece-other = 题目说 { $square } 上有{ $piece }，但棋盘上 { $square } 是{ $found }。
lint-prompt-piece-none = 题目说 { $square } 上有{ $piece }，但棋盘上 { $square } 是空的。
lint-did-you-mean = { $detail }是不是想写「{ $near }」？
lint-rules-elsewhere = { $detail }在 { $rules } 规则下这个论断是 { $given }，但这道题按 { $lesson } 规则检查：课程的规则版本是你想要的那个吗？

## Lessons that cannot teach a wrong rule (issue 67)
lint-text-foreign-sentence = 这段 { $lang } 文字里有一句别的语言：「{ $sentence }」。请用这段文字本身的语言来写（或把它移到对应语言的文字里）。
lint-ko-particle = 助词与前面的词不搭配：「{ $written }」应为「{ $right }」。
lint-option-against-claim = 选项 { $option } 的 { $lang } 文字说这步棋{ $says ->
    [can] 可以走
   *[cannot] 不能走
}，但它的断言说的正好相反：学习者读的是文字，引擎判的是断言，这个选项会教给学习者错误的规则。请让文字和断言说同一件事。
lint-feedback-key-never = 这条反馈永远不会出现：「{ $key }:」不适用于{ $kind }题。
lint-feedback-no-option = 这条反馈永远不会出现：没有选项 { $option }（这道题共有 { $count } 个选项）。
lint-feedback-answer-right = 这条反馈永远不会出现：这里「{ $said }」才是正确答案，按答案写的反馈只针对错误答案。
lint-feedback-option-right = 选项 { $option } 是对的：学习者漏选它时会看到这条反馈，但其中的误区标签永远不会被计入（误区只在学习者自己答错时才计入）。请把误区标签写在错误的选项上。
# Reliability round 3 (issue 68): anchors and aliases refused
lint-yaml-alias = 课程文件里不能使用锚点和别名（&名字、*名字）：请在这里直接写出这个值。
lint-yaml-too-many = 这个文件里的值（文字、键、列表）超过 { $limit } 个；一课用不了这么多，请拆成几个文件。
# 策略建议（issue 65）：建议要标明是建议
lint-advice-unmarked = { $n ->
        [0] 策略建议部分的课讲的是建议，不是规则：请加上「nature: advice」，让每个界面和讲义都标明这一点。
       *[other] 第 { $n } 道练习核对的是策略建议（没有保护好的子、净得或净亏的分），不是规则：请给这一课加上「nature: advice」，让每个界面和讲义都标明这一点。
    }

## 导入步骤或讲解提前给出后面练习的答案（issue 70 第 16 条）
lint-shows-later-answer = 这里已经给出了第 { $number } 题（「{ $id }」）的答案：那道题在同一局面里，而这里标出或说出了 { $answer }。学习者照抄就行，用不着自己想。请换一个点或换一个局面来讲这个道理。
