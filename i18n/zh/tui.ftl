# 训练界面的框架（src/tui）：标题栏、页面标题、终端、对话框与输入框、棋盘图例。
# 各页面自己的文字在对应的文件里（home、exercise、free 等）。
# 界面文字不用东亚宽度不定的字符（弯引号、破折号、省略号、间隔号、箭头）：
# 中文终端会把它们画成两格宽，版面就会错位。引号一律用「」。

app-name = janggi-tutor
label-value = { $label }：{ $value }
header-stars = 星：{ $stars }
page-exercises = 练习

## 页面

screen-home = 首页
screen-free = 自由摆棋
screen-settings = 设置
screen-rules = 规则速查
screen-faq = 常见问题
screen-lesson = 课程
screen-exercise = 练习
screen-phase = 阶段
screen-lesson-end = 本课结束
screen-mistakes = 我的错题
screen-games = 棋谱
screen-play = 对局
screen-play-setup = 新对局
screen-play-friend = 与朋友对弈
screen-play-friend-setup = 与朋友开新局
screen-closing = 第一盘实战
screen-editor = 摆局编辑器

## 终端

tui-too-small = 终端窗口太小（{ $width } x { $height }）。请至少放大到 { $min_width } x { $min_height }。
tui-no-terminal = 训练界面需要在交互式终端里运行。请在终端中打开，或者使用子命令（见 --help）。
tui-no-terminal-editor = 摆局编辑器需要在交互式终端里运行。请在终端中打开；导出的内容可以写进文件，例如 `janggi-tutor edit > position.txt`。
tui-terminal-error = 终端出错：{ $error }
tui-dumb-terminal = 这个终端（TERM=dumb）无法显示训练界面。请换用支持光标移动的终端，或者使用子命令（见 --help）。
tui-lesson-problem = 课程文件 { $path }:{ $line }:{ $col }：{ $message }
tui-lessons-unreadable = 无法读取课程文件夹 { $path }（{ $error }）。只显示内置课程。

## 对话框

confirm-title = 清除进度
confirm-reset = 要清除目前得到的全部星吗？设置会保留。此操作无法撤销。
confirm-yes-no = y：清除    n 或 Esc：保留
notice-title = 请注意
notice-continue = 按回车或 Esc 继续。
input-move = 着法（如 b1c3）
input-fen = FEN
confirm-quit = 还有一道练习没有完成。仍要退出吗？星星已保存，下次用「继续」可以回到这道题。
confirm-quit-title = 退出
confirm-quit-yes-no = y：退出    n 或 Esc：留下
input-path = 文件
input-move-number = 跳到第几着
input-engine = 引擎命令（留空：内置 AI）
input-player-name = 棋手名字
input-server-address = 服务器地址（ws://HOST:PORT/ws）
input-room-code = 房间号

## 棋盘：图例与显示方式

board-legend = 标记：[ ] 光标  ( ) 选中  { $lit } 合法落点  > < 可吃  * * 说明中提到的点  ! ! 被将军的将
board-legend-letters = 字母：K 将，A 士，B 象，N 马，R 车，C 包，P 兵；大写为楚，小写为汉。
board-style-glyphs = 汉字
board-style-letters = 字母
# 加入班级（issue 67，class 分支）
screen-class-join = 加入班级
input-class-code = 班级码
