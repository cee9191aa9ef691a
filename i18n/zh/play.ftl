# 与 AI 对局：对局进程（src/play：提示、外部引擎）、janggi-tutor uci，以及对局页面（src/tui/play.rs）。

play-not-your-turn = 现在不是你走棋：AI 正在思考。
play-game-over = 对局已经结束。
play-end-resigned = { $side }方认输
play-end-draw-agreed = 双方同意和棋
play-draw-accepted = AI 接受和棋。
play-draw-declined = AI 拒绝和棋，继续对局。
play-bad-saved-field = 无法读取保存的对局：「{ $value }」不是有效的 { $field }。
play-bad-saved-start = 保存的对局的起始局面无法进行：{ $detail }
play-bad-saved-move = 保存的对局的第 { $index } 着（{ $move }）无法走出：{ $reason }
play-match-score = 比分：胜 { $wins }，和 { $draws }，负 { $losses }（{ $percent }%）。

hint-line = { $move }：{ $reason }
hint-mate-in = { $moves ->
        [one] 一步杀
       *[other] { $moves } 步杀
    }
hint-only-move-out-of-check = 唯一的应将着法
hint-only-move = 唯一的合法着法
hint-wins = 吃掉 { $square } 的{ $piece }
hint-out-of-check = 最好的应将着法
hint-answers-bikjang = 应对逼将
hint-check = 将军：{ $square } 的{ $piece }攻击对方的将
hint-saves = 让受攻击的 { $square } 的{ $piece }脱险
hint-threatens = { $from } 的{ $piece }攻击 { $square } 的{ $target }
hint-blocks = 挡住对 { $square } 的{ $piece }的攻击
hint-protects = 保护受攻击的 { $square } 的{ $piece }
hint-opens-line = 打开 { $square } 的包的{ $line ->
        [file] 直线
        [rank] 横线
       *[palace] 宫内斜线
    }
hint-opens-line-onto = 打开 { $square } 的包的{ $line ->
        [file] 直线
        [rank] 横线
       *[palace] 宫内斜线
    }，瞄准 { $target_square } 的{ $target }
hint-pass = 此时停着最好
hint-improves = 把{ $piece }走到 { $square }：没有直接威胁，但位置更好

engine-no-command = 没有给出引擎命令。
engine-missing = 无法启动引擎「{ $command }」：{ $detail }
engine-died = 引擎「{ $command }」不再回应（已退出）。
engine-timeout = 引擎「{ $command }」没有及时回应（在等待「{ $answer }」）。
engine-bad-move = 引擎「{ $command }」回答了「{ $answer }」，这在当前局面不是合法着法。
engine-fallback = { $error } 由内置对手接着下，对局继续。

uci-unknown-command = 未知命令「{ $command }」
uci-unknown-option = 未知选项「{ $name }」
uci-bad-option-value = 「{ $value }」不是选项「{ $name }」的有效值
uci-bad-setoption = 应为「setoption name 名称 value 值」，收到的是「{ $text }」
uci-bad-position = 应为「position startpos」或「position fen FEN」，后面可接「moves …」，收到的是「{ $text }」
uci-illegal-move = 第 { $index } 着（{ $move }）无法走出：{ $reason }
uci-bad-go = 无法读取「go { $text }」（应为 depth N、nodes N、movetime 毫秒、wtime/btime/winc/binc 毫秒或 infinite）
uci-line-too-long = 已忽略一条超过 { $limit } 字节的命令（开头是「{ $start }」）
uci-not-utf8 = 已忽略一条不是 UTF-8 文本的命令（开头是「{ $start }」）
uci-position-refused = 局面未设置：在收到可以读取的「position」命令之前，「go」不会搜索任何局面
uci-no-position = 没有可搜索的局面：上一条「position」命令被拒绝了

# 对局页面（与 AI 对弈）：设置、对局、结语。

play-closing-words = 读懂了规则，下一步就是真实的一局。带着一个小目标开始，不必急着赢。让每一手棋，都成为下一次进步的起点。
play-form-side = 执子
play-form-level = AI 级别
play-form-rules = 规则
play-form-mine = 我方布局
play-form-ai = AI 布局
play-form-opponent = 对手
play-form-start = 开始对局
play-level = { $level } 级
play-formation-heeh = 马象象马
play-formation-ehhe = 象马马象
play-formation-hehe = 马象马象
play-formation-eheh = 象马象马
play-formation-random = 由 AI 随机选择
play-opponent-builtin = 内置 AI
play-form-side-desc = 任何规则下都由楚先走。执汉则由 AI 先走。←/→ 或空格更改一项；在任何一行按回车都会开始对局。
play-form-level-desc = 1 级会漏看，初学者也能赢；级别越高算得越深；8 级每步思考几秒。
play-form-rules-desc = 规则决定能否停着、逼将如何处理，以及没有将死时如何计点。
play-form-rules-basic = 课程所教的规则，没有任何增加：不能停着，逼将必须立即解除。
play-form-rules-janggi = 在所学规则之外增加：可以停着，兵卒可沿对方九宫斜线走，逼将时停着或连续两次停着即结束对局并计点。
play-form-rules-janggi-traditional = 在所学规则之外增加：可以停着，兵卒可沿对方九宫斜线走，逼将时停着或连续两次停着即以和棋结束。
play-form-rules-janggi-modern = 在所学规则之外增加：可以停着，兵卒可沿对方九宫斜线走；逼将没有特殊意义，连续两次停着即结束对局并计点。
play-form-rules-janggi-casual = 在所学规则之外增加：可以停着，兵卒可沿对方九宫斜线走；逼将没有特殊意义，连续两次停着即以和棋结束。
play-form-formation-desc = 底线上马和象的摆法，从各自的左边读起。棋盘上显示开局局面。
play-form-opponent-desc = 用 --engine 指定的外部 UCI 引擎，或内置 AI。引擎出错时由内置 AI 接手，对局继续。
play-form-start-desc = 按回车开始。每走一步都会保存；按 q 离开，之后可在首页继续对局。
play-sides = 我方：{ $you } · AI { $level } 级 · { $rules }
play-engine-opponent = 对手：引擎「{ $command }」
play-thinking = AI 正在思考……
play-your-move = 轮到你：先选棋子，再选点亮的落点。
play-your-turn = 轮到你走
play-what-next = n：新对局 · u：悔棋 · q：返回
play-moves = 着法
play-captured = { $side }吃子：{ $pieces }（{ $points } 分）
play-captured-none = { $side }吃子：暂无
play-no-moves = （还没有着法）
play-ai-moved = AI 走了 { $move }。
play-ai-passed = AI 停着。
play-undone = 已悔回你的上一步和 AI 的应着。
play-cannot-move = { $square } 的{ $piece }现在不能走。
play-cannot-pass = 现在不能停着。
play-resign-confirm = 再按一次 x 认输。
play-draw-confirm = 再按一次 d 向 AI 提和。
play-pass-confirm = 停着后，对方可以立刻也停着，对局就此结束：{ $result }再按一次 p 停着。
play-pass-ends = 对方刚停着，你再停着对局就结束：{ $result }再按一次 p 停着。
play-claim-confirm = { $result }再按一次 c 结束对局。
play-two-lines = { $first }{ $second }
play-save-failed = 对局无法保存到 { $path }：{ $error }
play-saved-unreadable = 保存的对局 { $path } 无法读取：{ $error }
play-no-saved-game = 没有保存的对局。

# 对局页面：要求结束对局、在后台计算的提示和提和、保存的棋谱。
play-end-claimed = { $reason }，由{ $side }方要求结束
play-nothing-to-claim = 这个局面不能要求结束对局。
play-claim-offer = 此时你可以要求结束对局：按 c（也可以继续下）。
play-claimable = 按 c 要求结束：{ $result }
play-hint-thinking = 正在找提示……（Esc 停止）
play-draw-thinking = AI 正在考虑你的提和……（Esc 撤回）
play-request-stopped = 已停止。
play-record-saved = 已存入棋谱：{ $name }。
play-record-failed = 棋谱无法写入 { $path }：{ $error }
play-tries-saved = { $count } 次不合法的尝试已加入复习队列。
# A pass in the move list (every notation).
play-move-pass = 停着

## 小目标（src/play/goals.rs，开局表单的目标一行，对局面板）。
play-form-goal = 目标
play-form-goal-desc = 带着一个小目标下这一局，每走一着都由引擎判断：不必赢棋也能达成。
play-goal-none = 无
play-goal-suggested = * 根据你的错误推荐：{ $goal }
play-goal-record = { $played } 局中达成 { $met } 局。
play-goal-line = 目标：{ $goal }，{ $state }
play-goal-state-pending = 尚未决定
play-goal-state-met = 在 { $move } 达成
play-goal-state-met-start = 开局即已达成
play-goal-state-failed = 在 { $move } 未能达成
play-goal-state-met-unnamed = 已达成
play-goal-state-failed-unnamed = 未能达成
play-goal-state-failed-try = { $move } 这一着试走违规，未能达成。{ $reason }
play-goal-moves = 关键的着法：{ $moves }
play-goal-no-free-piece = 不白丢子
play-goal-no-free-piece-desc = 在你的前 20 着内，每失去一个棋子，都要在你接下来的两着内按计点分值赢回来；少 2 分或更多即未达成。
play-goal-cannon-check = 用包将军
play-goal-cannon-check-desc = 至少用你的包将军一次；别的棋子走开后由你的包形成的将军也算。
play-goal-cannon-capture = 用包吃子
play-goal-cannon-capture-desc = 在本局中至少一次用包隔着跳板吃掉对方的棋子。
play-goal-chariots-out = 前 15 着出动双车
play-goal-chariots-out-desc = 在你的第 15 着之前，两个车都至少走一着；车还没走就被吃掉即未达成。
play-goal-horses-out = 前 10 着出动双马
play-goal-horses-out-desc = 在你的第 10 着之前，两个马都至少走一着；马还没走就被吃掉即未达成。
play-goal-no-illegal-try = 不走违规的着法
play-goal-no-illegal-try-desc = 一直下到对局结束，不尝试任何规则不允许的着法。
play-goal-king-home = 前 20 着将不动
play-goal-king-home-desc = 在你的前 20 着内不走将（停着可以）；在此之前输掉对局即未达成。
play-goal-no-check = 前 20 着不被将军
play-goal-no-check-desc = 在你的前 20 着内不让 AI 将军；在此之前输掉对局即未达成。
play-goal-counting-60 = 各走 60 着时计点领先
play-goal-counting-60-desc = 双方各走 60 着后，你的计点比 AI 多（车 13、包 7、马 5、象 3、士 3、兵 2；汉另加 1.5 分）。在此之前赢棋也算达成。

## 两人在同一屏幕上对弈。
play-end-time = { $side }方超时
play-friend-draw-offered = { $side }方提和。请{ $other }方选择接受或拒绝。
play-friend-takeback-asked = { $side }方请求悔回上一步。请{ $other }方选择接受或拒绝。
play-friend-draw-accepted = { $side }方接受和棋。
play-friend-draw-declined = { $side }方拒绝和棋。对局继续。
play-friend-takeback-accepted = { $side }方同意，上一步已悔回。
play-friend-takeback-declined = { $side }方拒绝悔棋。对局继续。
play-friend-answer-first = 有一个请求等待答复，请先答复。
play-friend-no-offer = 没有需要答复的请求。
play-friend-draw-withdrawn = { $side }方撤回了提和。
play-friend-takeback-withdrawn = { $side }方撤回了悔棋请求。
play-friend-default-name = { $side }方棋手
play-friend-resign-confirm = { $side }方认输？再按一次 x 认输。
play-friend-sides = 楚：{ $cho } · 汉：{ $han } · { $rules }
play-friend-to-move = 轮到{ $side }方（{ $name }）：先选棋子，再选点亮的落点。
play-friend-to-move-unnamed = 轮到{ $side }方：先选棋子，再选点亮的落点。
play-friend-waiting = 等待{ $side }方答复
play-form-against = 对手
play-against-ai = AI
play-against-friend = 同一屏幕上的另一位棋手
play-form-player-one = 第一位棋手
play-form-player-two = 第二位棋手
play-form-name-empty = （未填）
play-form-cho-player = 执楚（先走）
play-form-clock = 计时
play-form-turn-board = 棋盘转向走棋一方
play-form-on = 是
play-form-off = 否
play-form-against-desc = 与 AI 对弈，或与共用这台键盘和屏幕的另一个人对弈。空格或 ←/→ 切换。
play-form-name-desc = 按空格输入名字，名字会写入棋谱。留空则使用阵营名。
play-form-cho-player-desc = 两人中谁执楚。楚先走。
play-form-clock-desc = 不计时、读秒（用完基本时间后进入读秒：在一次读秒内走棋则保留该次，最后一次读秒用完即负）或费舍尔加秒（基本时间，每走一步加时）。用完时间的一方判负。与 pychess.org 相同，提和或悔棋请求等待答复时，棋钟照常走。
play-form-turn-board-desc = 每步之前把棋盘转半圈，让走棋一方在下方。
play-clock-none = 不计时
play-clock-byo-yomi = 读秒：基本 { $main } 分钟，然后 { $periods } 次 x { $period } 秒
play-clock-fischer = 费舍尔加秒：{ $main } 分钟 + 每步 { $increment } 秒
play-clock-main = { $time }
play-clock-main-byo = { $time } + { $periods } 次 x { $period } 秒
play-clock-period = 读秒 { $time }（还剩 { $periods } 次）
play-clock-line = { $side } { $name }：{ $clock }
play-clock-running = > { $side } { $name }：{ $clock }

## The first-game page after the lessons
play-first-game = 你的第一局：对手是 AI { $level } 级，你执{ $side }，规则：{ $rules }。
play-first-game-goal = 你的小目标：{ $goal }
play-first-game-keys = 对局中的按键
play-first-game-enter = 按回车开始对局。按空格打开新对局设置，可以修改以上任何一项。

# Reliability round 3 (issue 68): a saved clock no game could reach
play-saved-bad-clock = 无法继续保存的对局：它的计时超出了对局可能有的范围（基本时间最多一天，读秒最多 100 次、每次一小时）。请开始新的对局。
