# 棋谱界面（src/tui/games.rs）：保存的对局和棋谱文件，逐步查看并复盘。

games-saved = 保存的对局
games-open-path = 按路径打开文件……
games-about = 棋谱
games-several = 这个文件里有 { $count } 局，请选择一局。
games-folder = 保存的对局放在 { $path }。在对局界面下完的对局会以 .gib 文件保存在这里。
games-no-folder = 你的进度没有保存在文件夹里，所以没有保存对局的文件夹；请按路径打开文件。
games-folder-empty = 这里还没有棋谱。
games-how = 回车打开选中的对局；o 输入路径（.gib 或 PGN，UTF-8 或 EUC-KR）。在对局中：左右键前后走一着，Home 和 End 到开局和终局，g 跳到某一着（7 或 7...），r 运行复盘，之后按 m 从错误中学习，w 在自由摆棋上试别的走法。
games-untitled = （无对局者）
games-row-players = { $date } { $cho }（楚）– { $han }（汉）：{ $result }，{ $moves }
games-row-title = { $date } { $title }：{ $result }，{ $moves }
games-result-won = 胜
games-result-lost = 负
games-result-draw = 和
games-result-side = { $side }胜
games-result-unknown = 未记结果
games-moves = { $count } 回合
games-at-start = 开局局面（共记录 { $count } 回合）
games-at-move = { $number } { $move }（共 { $count } 回合）
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
games-bad-move-number = 「{ $text }」不是 0 到 { $count } 之间的回合数（7 是楚方第 7 回合的着法，7... 是汉方的）。
games-what-if = 自由摆棋，停在这局的 { $number } 之后：试试别的走法。按 u 沿着这局往回退。
games-review-side = 复盘只看{ $side }的着法（按 v 切换，按 r 开始）。
games-review-both = 复盘看双方的着法（按 v 切换，按 r 开始）。

## Learn from your mistakes (the games screen, after the review)
learn-title = 从错误中学习 { $counter }
learn-counter = { $index }/{ $count }
learn-none = 复盘没有找到你本可以走得更好的那一着。
learn-game-move = 实战中{ $side }走的是 { $number } { $played }{ $nag }
learn-find = 为{ $side }找出更好的一着。
learn-not-better = { $move } 还不够好：按引擎的搜索，它{ $size ->
        [inaccuracy] 比最佳着法稍差（?!）
        [mistake] 比最佳着法差，是失误（?）
       *[blunder] 比最佳着法差很多，是严重失误（??）
    }，约少 { $points } 分。再试一次，或按 a 看答案。
learn-not-better-mate = { $move } 还不够好：按引擎的搜索，它{ $size ->
        [inaccuracy] 比最佳着法稍差（?!）
        [mistake] 比最佳着法差，是失误（?）
       *[blunder] 比最佳着法差很多，是严重失误（??）
    }，其中涉及将死。再试一次，或按 a 看答案。
learn-not-better-close = { $move } 也许相差不大，但引擎没能确认它和最佳着法一样好。再试一次，或按 a 看答案。
learn-how = 先选棋子，再选要去的点（回车或点击），也可以按 m 输入着法。和引擎最佳着法差不多好的着法都算对。
learn-found = 找得好：{ $move } 和引擎的最佳着法一样好。
learn-best = 引擎自己的选择：{ $move }。
learn-answer = 更好的一着：{ $move }。
learn-line = 引擎的着法：{ $line }
learn-summary = 完成：{ $count } 个更好的着法中你找到了 { $found } 个。
learn-summary-shown = 看了答案的时刻：{ $count } 个。
learn-summary-keep = 按回车回到对局；在那里按 s，把这些时刻作为练习放进复习队列。

## Issue 65: the better move kept back until the learner has tried the moment
games-better-hidden = 更好的着法先不显示：按 m 自己找，或按 b 直接看。
games-better-none-here = 这一着没有可显示的更好着法：按 n 去下一个时刻。

# issue 65: games list
games-row-played = { $date } { $opponent }：{ $result }，{ $moves }
games-row-played-side = { $date } { $opponent }，执{ $side }：{ $result }，{ $moves }

# issue 65: the moments first, the exercises' moves judged after
games-judging = 还在判断练习着法（见进度条），完成后自动放进复习队列。
games-judging-progress = 正在判断练习着法
games-judged = 练习着法已判断完毕。
learn-checking = 还在判断这一处哪些着法算对，请稍后再试。
