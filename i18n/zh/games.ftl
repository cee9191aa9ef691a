# 棋谱界面（src/tui/games.rs）：保存的对局和棋谱文件，逐步查看并复盘。

games-saved = 保存的对局
games-open-path = 按路径打开文件……
games-about = 棋谱
games-several = 这个文件里有 { $count } 局，请选择一局。
games-folder = 保存的对局放在 { $path }。在对局界面下完的对局会以 .gib 文件保存在这里。
games-no-folder = 你的进度没有保存在文件夹里，所以没有保存对局的文件夹；请按路径打开文件。
games-folder-empty = 这里还没有棋谱。
games-how = 回车打开选中的对局；o 输入路径（.gib 或 PGN，UTF-8 或 EUC-KR）。在对局中：左右键前后走一着，Home 和 End 到开局和终局，g 跳到某一着，r 运行复盘，w 在自由棋盘上试别的走法。
games-untitled = （无对局者）
games-moves = { $count } 着
games-at-start = 开局局面（共记录 { $count } 着）
games-at-move = 第 { $ply } 着，共 { $count } 着：{ $move }
games-review-hint = 按 r 对这局运行引擎复盘。
games-moments = 复盘：{ $count ->
    [0] 这局没有值得学习的时刻
   *[other] { $count } 个时刻，标有 ?!、? 或 ??（n：下一个）
}
games-review-done = 复盘完成：{ $count ->
    [0] 没有发现值得学习的时刻。
   *[other] 发现 { $count } 个时刻。按 s 放进复习队列。
}
games-review-failed = 复盘中途停止，没有结果。
games-review-first = 请先运行复盘（r）。
games-no-moments = 复盘在这局里没有发现值得学习的时刻。
games-kept = { $count ->
    [0] 这些练习已经在复习队列里了。
   *[other] 复习队列新增 { $count } 道练习（首页：再练一遍）。
}
games-bad-move-number = 「{ $text }」不是 0 到 { $count } 之间的着数。
games-what-if = 自由棋盘，停在这局的第 { $ply } 着：试试别的走法。按 u 沿着这局往回退。
games-review-side = 复盘只看{ $side }的着法（按 v 切换，按 r 开始）。
games-review-both = 复盘看双方的着法（按 v 切换，按 r 开始）。
