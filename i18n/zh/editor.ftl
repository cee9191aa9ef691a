# 摆局编辑器界面（src/tui/editor.rs）：摆放棋子、检查局面、导出。导出的课程骨架的文字见 skeleton.ftl。
# 界面文字：不用宽度不定的字符（见 tui.ftl 开头的说明）。

editor-intro = 按住 Shift 再按棋子字母（K A E H R C P），就在光标处放上棋子栏上方所示一方的棋子；s 切换双方，x 拿掉棋子。也可以先点棋子栏里的棋子，再点棋盘上的点。
editor-palette = 棋子（正在放：{ $side }方）
editor-legal = 规则接受这个局面。
editor-drill = 这个局面只能用作练习（课里写 relaxed: true）：
editor-illegal = 这个局面不能使用，连练习也不行：
editor-placed = 在 { $square } 放上{ $side }方的{ $piece }。
editor-removed = 拿掉了 { $square } 上{ $side }方的{ $piece }。
editor-nothing-there = { $square } 上没有棋子。
editor-no-pen = 请先选一个棋子：按 Shift 加它的字母，或在棋子栏里点它。
editor-side-now = 棋子键现在放{ $side }方的棋子。
editor-cleared = 棋盘已清空。
editor-started = 已摆成开局局面。
editor-cannot-export = 在规则接受这个局面之前，只能导出 FEN：
editor-cannot-try = 规则接受这个局面之后才能试走：
editor-exported = { $what }：已复制到剪贴板（共 { $lines } 行），退出时会打印出来。
editor-export-title = 导出
editor-export-fen = FEN
editor-export-diagram = 棋图（diagram）
editor-export-skeleton = 课程骨架：{ $kind }
