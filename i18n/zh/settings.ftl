# 设置页（src/tui/settings.rs）：各行、可选的值，以及旁边显示的说明。
# 界面文字：不用宽度不定的字符（见 tui.ftl 开头的说明）。

settings-title = 设置
settings-about = 说明
settings-language = 语言
settings-language-auto = 跟随系统（LANG）
settings-language-desc = 整个程序的语言，包括课程内容，切换后立即生效。「跟随系统」按 LANG、LC_ALL 和 LC_MESSAGES 决定。
settings-board = 棋盘
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

# 记谱法设置。
settings-notation = 记谱法
settings-notation-desc = 着法列表（对局界面、棋谱）怎样写着法。韩国棋谱记法写出发点、棋子和到达点（79졸78），和 .gib 棋谱一样；SAN 是 pychess.org 显示的写法（Hc3）；坐标是命令行读的写法（b1c3）。中文记谱法是用中文棋子名的 SAN（马c3）。自动：韩语界面用韩国棋谱记法，中文界面用中文记谱法，英语界面用 SAN。
settings-notation-example = 例如：{ $moves }
notation-auto = 自动（{ $notation }）
notation-kja = 韩国棋谱记法
notation-san = SAN
notation-uci = 坐标
notation-fsf-janggi = Fairy-Stockfish 朝鲜将棋记法
notation-zh = 中文记谱法

# 对局引擎（外部 UCI 引擎；--engine 优先）。
settings-engine = 对局引擎
settings-engine-desc = 会下朝鲜将棋的 UCI 引擎（例如 Fairy-Stockfish）的命令行：「fairy-stockfish」或带参数的完整路径。按回车编辑，← 清空。留空则用内置 AI。引擎不存在或出错时会说明原因，由内置 AI 接着下。--engine 在本次运行中优先于此设置。
settings-engine-set = 新对局的对手是引擎「{ $command }」。
settings-engine-cleared = 新对局的对手是内置 AI。
settings-engine-not-found = 找不到程序「{ $program }」。设置已保存；在它能启动之前，对局由内置 AI 下。
