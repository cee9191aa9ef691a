# 可打印的讲义（src/handout/，janggi-tutor export）。

handout-title = 朝鲜将棋课程：练习
handout-summary = 共 { $lessons } 课、{ $exercises } 道练习。答案在最后几页。
handout-summary-student = 共 { $lessons } 课、{ $exercises } 道练习。
handout-name = 姓名：
handout-date = 日期：
handout-why = 每个选项为什么对、为什么错：
handout-exercise = 练习 { $number }
handout-board-title = 棋盘：{ $fen }
handout-before-moves = 走棋之前。
handout-after-move = 第 { $n } 着之后。
handout-start-position = 起始局面。
handout-moves = 着法：
handout-write-points = 落点：
handout-write-move = 你的着法：
handout-write-reason = 理由：
handout-answers = 答案
handout-answer-destinations = { $square } 上的棋子可以走到 { $count } 个点：{ $points }。
handout-answer-no-destinations = { $square } 上的棋子现在完全不能走。
handout-answer-legal = { $move } 合法。
handout-answer-illegal = { $move } 不合法。{ $reason }
handout-answer-play = { $count ->
        [0] 没有能达成目标的着法。
       *[other] 达成目标的着法：{ $moves }。
    }
handout-answer-choice = { $count ->
        [0] 没有正确的选项。
       *[other] 正确的选项：{ $options }。
    }
handout-answer-opened = 打开：{ $lines }。
handout-answer-closed = 关闭：{ $lines }。
handout-answer-true = 对。
handout-answer-false = 错。
handout-none = 无
handout-list = { $head }；{ $item }
handout-skipped = 这道练习无法打印：{ $detail }
handout-skipped-exercise = 课程 { $lesson } 的练习 { $exercise } 没有放进讲义：{ $detail }
handout-unknown-lesson = 没有编号为「{ $id }」的课程或阶段。可用的有：{ $known }
handout-write-failed = 无法把讲义写入 { $path }：{ $detail }
handout-written = 讲义已写入 { $path }（{ $lessons } 课、{ $exercises } 道练习）。

# Reliability round 3 (issue 68): export --out keeps other files
handout-out-not-ours = { $path } 已经存在，而且不是 janggi-tutor 生成的讲义：原文件保持不动。请换一个文件名，或加上 --force 覆盖它。
