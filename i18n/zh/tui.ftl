# 训练界面（src/tui）与进度文件（src/trainer/progress.rs）的文字。
# 界面文字不用东亚宽度不定的字符（弯引号、破折号、省略号、间隔号、箭头）：
# 中文终端会把它们画成两格宽，版面就会错位。引号一律用「」。

app-name = janggi-tutor
label-value = { $label }：{ $value }
header-stars = 星：{ $stars }

## 页面

screen-home = 首页
screen-free = 自由摆棋
screen-settings = 设置
screen-rules = 规则速查
screen-faq = 常见问题
screen-lesson = 课程
screen-exercise = 练习

## 终端

tui-too-small = 终端窗口太小（{ $width } x { $height }）。请至少放大到 { $min_width } x { $min_height }。
tui-no-terminal = 训练界面需要在交互式终端里运行。请在终端中打开，或者使用子命令（见 --help）。
tui-terminal-error = 终端出错：{ $error }

## 按键功能（底部提示栏和 ? 帮助都由同一张按键表生成）

key-help-yes = 确定
key-help-no = 取消
key-help-input-ok = 确认
key-help-input-cancel = 取消
key-help-close = 关闭
key-help-submit = 提交答案
key-help-hint = 提示
key-help-type-move = 输入着法
key-help-pick = 按编号选择选项
key-help-next = 下一题
key-help-retry = 重做
key-help-fen = 输入 FEN
key-help-rules = 规则版本
key-help-undo = 悔棋
key-help-start = 开局摆位
key-help-left = 左
key-help-down = 下
key-help-up = 上
key-help-right = 右
key-help-page-up = 上翻页
key-help-page-down = 下翻页
key-help-select = 选择
key-help-cancel = 取消
key-help-next-panel = 切换面板
key-help-prev-panel = 上一个面板
key-help-help = 按键说明
key-help-back = 返回
key-help-quit = 退出
key-group-move = 移动

## 按键名称

key-name-space = 空格
key-name-enter = 回车
key-name-esc = Esc
key-name-tab = Tab
key-name-backtab = Shift-Tab
key-name-backspace = 退格
key-name-up = 上
key-name-down = 下
key-name-left = 左
key-name-right = 右
key-name-page-up = PgUp
key-name-page-down = PgDn
key-name-ctrl = Ctrl-{ $key }

## 对话框

help-title = 按键说明
help-close = 按 Esc、? 或回车关闭本说明。也可以用鼠标：点击棋盘上的点或列表中的条目。
confirm-title = 清除进度
confirm-reset = 要清除目前得到的全部星吗？设置会保留。此操作无法撤销。
confirm-yes-no = y：清除    n 或 Esc：保留
notice-title = 请注意
notice-continue = 按回车或 Esc 继续。
input-move = 着法（如 b1c3）
input-fen = FEN

## 进度文件

progress-no-data-dir = 找不到用户数据文件夹，进度只在本次使用中保留。可用 --progress PATH 指定保存位置。
progress-unreadable = 无法读取进度文件 { $path }（{ $error }）。文件保持原样，本次使用期间不会保存任何内容。
progress-newer = 进度文件 { $path } 由更新版本的 janggi-tutor 写入（格式 { $version }）。文件保持原样，本次使用期间不会保存任何内容。
progress-corrupt = 进度文件 { $path } 已损坏（{ $detail }）。原文件已移到 { $moved }，现在重新开始记录。
progress-corrupt-kept = 进度文件 { $path } 已损坏（{ $detail }），而且无法移到别处（{ $error }）。文件保持原样，本次使用期间不会保存任何内容。
progress-save-failed = 无法把进度保存到 { $path }：{ $error }

## 首页

home-title = 课程
home-no-lessons = （暂无课程）
home-rules = 规则速查
home-faq = 常见问题
home-free = 自由摆棋
home-settings = 设置
home-rules-desc = 朝鲜将棋规则一览：棋盘、各个棋子、包与兵、怎样完成一手、哪些着法不合规则、对局怎样结束，以及在线对弈使用的规则版本。
home-faq-desc = 常见问题和容易混淆的判断，每一条都给出解答，并由规则引擎在各个规则版本下逐一验证。
home-free-desc = 任意局面、任意规则版本：选中一枚棋子，它的合法落点全部亮起；随便试一步，看它是否合法，不合法又是为什么。
home-settings-desc = 语言、棋盘样式、自由摆棋的规则版本，以及清除进度。
home-welcome = 请按顺序完成三个阶段。每道练习都由真正的规则引擎判定；一次答对且不看提示得 3 颗星，重做或看提示会少得星。
home-exercises = 已完成练习 { $solved } / { $count }，得星 { $stars }
page-exercises = 练习
home-more = （按回车打开课程，阅读全文。）

## 练习

ex-missing = 没有这道练习。
ex-step = 第 { $step } 步，共 { $count } 步
ex-hint = 提示 { $n }：
ex-help-destinations = 标出所有合法落点：按回车或点击来标记或取消，按 s 提交。已标记：{ $marked }
ex-help-play = 选中一枚棋子，再选一个亮起的点；也可以按 m 输入着法。
ex-help-choice = 勾选所有正确的选项（回车或选项编号），然后按 s 提交。
ex-help-lines = 对每条包的线路，判断它是打开、关闭还是没有变化（回车切换），然后按 s 提交。
ex-help-pick = 选择答案：回车或答案编号。
ex-view = 棋盘显示第 { $n } 着之后的局面，共 { $count } 着（按 , 和 . 前后翻看）。
ex-judge-legal = 合法
ex-judge-illegal = 不合法
ex-judge-because = 不合法：{ $reason }
ex-claim-true = 对
ex-claim-false = 错
ex-line = { $square } 的包，{ $direction }
ex-dir-up = 向上
ex-dir-down = 向下
ex-dir-left = 向左
ex-dir-right = 向右
ex-dir-palace = 宫内斜线
ex-line-unchanged = 没有变化
ex-line-opened = 打开
ex-line-closed = 关闭
ex-right = 答对了！
ex-wrong = 还不对。
ex-stars = 星：{ $stars }
ex-next-step = 按 n 进入下一步。
ex-try-again = 修改答案后再次提交，或按 r 重新开始。按 t 查看提示。
ex-explanation = 讲解
ex-self-check = 自检标准
ex-next = 按 n 进入下一题，按 r 再练一次这道题。
ex-choose-move = 请先在棋盘上走一步。
ex-choose-row = 请先选择一个答案。
ex-no-hints = 没有更多提示了。
ex-lesson-done = 课程完成：{ $lesson }。得星 { $stars } / { $max }。
key-help-earlier = 上一个局面
key-help-later = 下一个局面
tui-lesson-problem = 课程文件 { $path }:{ $line }:{ $col }：{ $message }
tui-lessons-unreadable = 无法读取课程文件夹 { $path }（{ $error }）。只显示内置课程。

## 自由摆棋

free-intro = 下方状态栏显示轮到哪一方。选中该方的一枚棋子，它的合法落点都会亮起；点一个亮起的点，这一手就走完了。如果没有点亮起，这枚棋目前不能动。
free-lit = { $square } 上的{ $piece }有 { $count } 个合法落点，已经亮起。选一个点完成这一手。
free-lit-captures = 其中 { $count } 个可以吃子（用 > < 标出）。
free-nothing-lit = 没有点亮起：{ $square } 上的{ $piece }目前不能动，请改选另一枚棋子。
free-moved = { $side }方走了 { $move }。
free-captured = { $side }方走了 { $move }，吃掉一个{ $piece }。
free-passed = { $side }方停着。
free-illegal = { $move } 不合规则：
free-fen-refused = 这个 FEN 无法使用：
free-fen-loaded = 局面已摆好。
free-fen-drill = 这个局面在实战中不会出现，因此作为练习局面摆出：
free-drill-position = （练习局面）
free-rules-now = 规则版本：{ $rules }。
free-undone = 已悔回 { $move }。
free-nothing-to-undo = 没有可以悔的棋。
free-moves-none = 还没有走棋。
free-moves-last = 已走 { $count } 着（最后一着：{ $move }）
free-menu = 操作
board-legend = 标记：[ ] 光标  ( ) 选中  { $lit } 合法落点  > < 可吃  * * 说明中提到的点  ! ! 被将军的将
board-legend-letters = 字母：K 将，A 士，B 象，N 马，R 车，C 包，P 兵；大写为楚，小写为汉。

## 设置

settings-title = 设置
settings-about = 说明
settings-language = 语言
settings-language-auto = 跟随系统（LANG）
settings-language-desc = 整个程序的语言，包括课程内容，切换后立即生效。「跟随系统」按 LANG、LC_ALL 和 LC_MESSAGES 决定。
settings-board = 棋盘
board-style-glyphs = 汉字
board-style-letters = 字母
settings-board-desc = 用实物棋子上的汉字显示棋子（将为 楚 和 漢），或者在没有中日韩字体的终端里改用字母。楚方棋子为蓝色，汉方为红色。
settings-free-rules = 自由摆棋规则
settings-free-rules-desc = 自由摆棋开始时使用的规则版本。各课程会注明自己使用的规则。
settings-reset = 清除进度...
settings-reset-desc = 清除目前得到的全部星。执行前会请你确认。
settings-reset-done = 进度已清除。
settings-saved-in = 进度和设置保存在 { $path }。
settings-not-saved-file = 本次使用期间不会保存（见启动时的提示）：{ $path }。
settings-not-saved = 进度只在本次使用中保留。
settings-stars = 已得星数：{ $stars }

## 规则速查

rules-ref-title = 目录
rules-ref-board-title = 棋盘与开局摆位
rules-ref-board-body =
    - 棋盘有 9 条直线（a 到 i）和 10 条横线（1 到 10），棋子放在交叉点上。没有楚河汉界。
    - 楚方在下，每局都由楚方先走；汉方在上。
    - 双方各有一个 3 x 3 个点的九宫（楚方 d1 到 f3，汉方 d8 到 f10），宫内画有两条斜线，即宫内斜线。将和士始终不能离开己方九宫。
    - 默认布局的底线从左到右是：车、马、象、士、空、士、象、马、车。将坐在九宫正中，包在第三横线的马前，兵隔一列排在第四横线。
    - 其他传统布局是在开局前把一侧或两侧的马和象对调。
rules-ref-pieces-title = 车、马、象、士、将
rules-ref-pieces-body =
    - 车（棋盘上为 車）：沿横线或直线走任意距离，不能跳子；在九宫内还可以沿宫内斜线走。
    - 马（馬）：先直走一点，再向外斜走一点。第一点上有子就走不了，这就是蹩马腿。
    - 象：先直走一点，再向外斜走两点，即「一直二斜」。路上两个点任何一个有子都会被挡住。象可以走到对方半盘。
    - 士和将（楚/漢）：在己方九宫内沿线走一点：直走，或者只沿宫内斜线斜走。
    - 走到对方棋子所在的点就是吃子，前提是这一步本身合法。同方棋子不能同在一个点。没有王车易位，兵也不会升变。
rules-ref-cannon-title = 包
rules-ref-cannon-body =
    - 包沿横线或直线（在九宫内也可沿宫内斜线从一角到对角）走，无论移动还是吃子，都必须正好隔一枚棋子，这枚棋子叫跳板。
    - 线上没有跳板，包就完全不能往那边走。它不像中国象棋的炮那样可以空走。
    - 跳板不能是包（哪一方的都不行），包也永远不能吃包。
    - 所以不能只数中间有几枚子，还要看跳板是什么子：中间唯一的一枚是包，就不能走。
rules-ref-soldier-title = 兵
rules-ref-soldier-body =
    - 兵（卒/兵）每次向前或向左右走一点，开局就可以横走，不必先过河。兵不能后退。
    - 兵吃子也是走到前方或左右的邻点，没有斜吃，也不会升变。
    - 在 Fairy-Stockfish 的规则版本中，进入对方九宫的兵还可以沿宫内斜线向前斜走一点。
rules-ref-move-title = 完成一手
rules-ref-move-body =
    - 先看状态栏是轮到楚还是汉，再选中该方的一枚棋子。
    - 棋盘会标出它所有的合法落点，包括可以吃到的对方棋子（用 > < 标出）。
    - 选一个亮起的点，这一手才算走完。
    - 如果没有点亮起，这枚棋目前不能动，改选另一枚。
    - 在自由摆棋中也可以直接输入着法，如 b1c3（从 b1 走到 c3）。停着写成将所在的点重复两次（如 e2e2），只在允许停着的规则版本中有效。
    - 想和 AI 下完整的一局，打开首页上的「对弈」（或运行 janggi-tutor play）：选择执楚或执汉，以及 1 到 8 级。
rules-ref-illegal-title = 不合规则的着法
rules-ref-illegal-body =
    - 让将走进被攻击的点。
    - 用包空走、隔包走，或者吃包。
    - 象经过被挡住的点，或者马被蹩腿仍要走。
    - 兵后退。
    - 移动对方的棋子。
    - 己方的将被将军却不解，或者走子后让己方的将暴露在攻击之下。
    - 在自由摆棋中，每一次不合规则的尝试都会显示引擎给出的理由，并用 * * 标出涉及的点。
rules-ref-end-title = 胜负与和棋
rules-ref-end-body =
    - 将死对方的将即获胜。轮到走棋却无着可走的一方判负。
    - 两将在同一条直线上相对、中间没有任何棋子（逼将）是合法的。按基础规则，另一方随后必须解除：把将挪开，或者用子挡住这条线；吃子只有同时解除两将相对才算数。
    - 按基础规则，双方合计 120 着（各走 60 着）没有吃子即为和棋。双方也可以同意和棋。
rules-ref-versions-title = 规则版本
rules-ref-versions-body = 课程讲授的是原文的基础规则。在线对弈（pychess、Fairy-Stockfish）使用的变体主要在停着、兵在九宫内的走法以及逼将如何结束对局上有所不同；此外，无吃子的着数限制、局面重复与长将，以及现代规则对同一枚棋子来回走动的限制也不一样。停着、逼将和无吃子限制的差别，常见问题里有逐项对比。

## 常见问题页

faq-page-questions = 问题
faq-page-empty = 暂无问题。
faq-page-open = 按回车查看支持这个解答的 { $count } 条论断的棋盘，每条都由引擎核对。
faq-page-claim = 论断 { $n } / { $count }
faq-page-keys = h/l：切换论断。j/k：切换规则版本（棋盘随之变化）。PgUp/PgDn：滚动。Esc 或 q：回到问题列表。
