# 复盘与复习（src/review）：对局的引擎复盘（janggi-tutor review、棋谱界面）、首页的复习队列，
# 以及从学习者自己的对局得到的个人练习。

review-progress = 正在复盘局面
game-review-none = 复盘没有发现值得学习的问题：按引擎的计算，这局没有明显吃亏的着法，也没有错过短杀。
review-bad-side = 未知的一方 { $side }：请用 cho 或 han。
review-saved = 复习队列新增 { $count } 道个人练习，保存在 { $path }（首页：再练一遍）。
review-save-failed = 无法把个人练习保存到 { $path }：{ $error }
review-queue-trimmed = 复习队列最多保留 { $max } 道个人练习：已去掉 { $count } 道已掌握或最早的练习。
review-save-unreadable = 无法读取进度文件（见上文），因此不会写入任何内容
review-kind-missed-mate = { $number } { $played }{ $nag }（{ $side }）：错过了 { $moves } 步杀：{ $better_line }。
review-kind-walked-into-mate = { $number } { $played }{ $nag }（{ $side }）：这步棋让对方有 { $moves } 步杀：{ $line }。应该走 { $better }。
review-kind-hanging-piece = { $number } { $played }{ $nag }（{ $side }）：{ $piece }（{ $points } 分）被白白吃掉：{ $line }。更好的是：{ $better_line }。
review-kind-missed-capture = { $number } { $played }{ $nag }（{ $side }）：本可以白吃对方的{ $piece }（{ $points } 分）：{ $better_line }。
review-kind-loses-piece = { $number } { $played }{ $nag }（{ $side }）：对方第 { $moves } 着就能吃掉{ $piece }（{ $points } 分）：{ $line }。更好的是：{ $better_line }。
review-kind-missed-check = { $number } { $played }{ $nag }（{ $side }）：错过了更好的将军：{ $better_line }。实战这一着之后的变化：{ $line }。
review-kind-weaker-move = { $number } { $played }{ $nag }（{ $side }）：{ $better } 明显更好：{ $better_line }。实战这一着之后的变化：{ $line }。
review-kind-illegal-try = { $number }（{ $side }）：试走了 { $text }，但{ $reason }

## 复习队列（首页：复习）

review-title = 再练一遍
review-due = 有 { $count } 道练习该再练一遍了。按回车打开第一道。
review-how = 答错的练习在这次学习中就会再出现：做完另外 3 道练习或过 10 分钟以后，直到答对为止。做过的练习以后也会再出现，帮你记牢：先是 1 天后，每答对一次间隔就变长（1、2、4、8、16 天，即莱特纳盒子），答错了当天就再出现。
review-none = 现在没有要再练一遍的练习。

# 从学习者自己的对局得到的个人练习（复习队列）。
personal-title = 来自你的对局
personal-intro = 引擎复盘在你自己的对局里发现的时刻：每一个都是一道要重新解答的局面。
personal-prompt-missed-mate = 来自你的一局，第 { $number } 回合（轮到{ $side }走棋）：局面上有一套能强行将死对方的着法。走出它的第一着。
personal-prompt-walked-into-mate = 来自你的一局，第 { $number } 回合之后：这一着让对方有了杀棋。走出杀棋的第一着（轮到{ $side }走棋）。
personal-prompt-missed-capture = 来自你的一局，第 { $number } 回合（轮到{ $side }走棋）：有一个棋子可以白吃。吃掉它。
personal-prompt-hanging-piece = 来自你的一局，第 { $number } 回合之后：有一个棋子被白白送吃。吃掉它（轮到{ $side }走棋）。
personal-prompt-loses-piece = 来自你的一局，第 { $number } 回合（轮到{ $side }走棋）：实战这一着几着之后丢了子。找出更好的一着。
personal-prompt-missed-check = 来自你的一局，第 { $number } 回合（轮到{ $side }走棋）：将军比实战的一着更好。找出它。
personal-prompt-weaker-move = 来自你的一局，第 { $number } 回合（轮到{ $side }走棋）：有一着明显更好的棋。找出它。
personal-prompt-better-hanging-piece = 来自你的一局，第 { $number } 回合（轮到{ $side }走棋）：实战这一着让一个棋子被白白吃掉。找出更好的一着。
personal-prompt-better-walked-into-mate = 来自你的一局，第 { $number } 回合（轮到{ $side }走棋）：实战这一着让对方有了杀棋。找出更好的一着。
personal-self-check = 我找到了引擎给出的那一着，也明白对局里走的那一着为什么不行。
personal-hint = 看 { $square } 上的棋子。
personal-explanation = 从这个局面出发，引擎的着法是：{ $line }。
personal-in-queue = 队列里来自你自己对局的练习：{ $count } 道。
personal-prompt-illegal-try = 来自你的一局，第 { $number } 回合（轮到{ $side }走棋）：你试了一着规则不允许的棋。用你试过的那个棋子走一着合法的棋，或者走到你想去的那个点。
personal-explanation-legal = 这里合法的走法：{ $moves }。
personal-prompt-judge-try = 来自你的一局，第 { $number } 回合（轮到{ $side }走棋）：你想把 { $from } 上的{ $piece }走到 { $to }，被规则拒绝了。这一着合法吗？如果不合法，为什么？
personal-prompt-judge-try-empty = 来自你的一局，第 { $number } 回合（轮到{ $side }走棋）：你想从空点 { $from } 走到 { $to }。这一着合法吗？如果不合法，为什么？
personal-self-check-try = 我能说出这一着违反了哪条规则，并能在棋盘上看出来。
personal-explanation-try = 规则引擎给出的理由：{ $reason }
review-all-done = 现在到期的练习已经全部做完。其余练习会按复习间隔再出现（见首页的「再练一遍」）。

# The learner's name in the records the play screen saves (one of learner::games::PLAYER_NAMES).
game-record-player = 我

## Issue 65: the mistake before the answer, why the better move is better (advice)
review-mistake-missed-mate = { $number } { $played }{ $nag }（{ $side }）：错过了 { $moves } 步杀。
review-mistake-walked-into-mate = { $number } { $played }{ $nag }（{ $side }）：这步棋让对方有 { $moves } 步杀：{ $line }。
review-mistake-hanging-piece = { $number } { $played }{ $nag }（{ $side }）：{ $piece }（{ $points } 分）被白白吃掉：{ $line }。
review-mistake-missed-capture = { $number } { $played }{ $nag }（{ $side }）：本可以白吃对方的{ $piece }（{ $points } 分）。
review-mistake-loses-piece = { $number } { $played }{ $nag }（{ $side }）：对方第 { $moves } 着就能吃掉{ $piece }（{ $points } 分）：{ $line }。
review-mistake-missed-check = { $number } { $played }{ $nag }（{ $side }）：错过了更好的将军。实战这一着之后的变化：{ $line }。
review-mistake-weaker-move = { $number } { $played }{ $nag }（{ $side }）：有明显更好的着法。实战这一着之后的变化：{ $line }。
review-mistake-illegal-try = { review-kind-illegal-try }
review-advice-label = 建议
review-why-1 = 建议：{ $better } 更好，因为它{ $first }。
review-why-2 = 建议：{ $better } 更好，因为它{ $first }，而且{ $second }。
review-why-3 = 建议：{ $better } 更好，因为它{ $first }，{ $second }，而且{ $third }。
review-why-search = 建议：{ $better } 并不能马上得子；引擎的搜索看好的是它后面的变化。
review-why-mates = 直接将死对方
review-why-forces-mate = 是 { $moves } 步杀的第一着
review-why-stops-mate = 避开了杀棋：实战那一着让对方有 { $moves } 步杀，走这一着就没有了
review-why-takes-free = 吃掉对方的{ $piece }（{ $points } 分），对方不能马上吃回
review-why-takes = 吃掉对方的{ $piece }（{ $points } 分）
review-why-keeps = 保住了{ $piece }（{ $points } 分）：实战那一着之后，对方吃掉它能净得分
review-why-check = 将军
review-why-threatens-mate = 威胁下一着就将死对方
review-why-attacks = 攻击对方的{ $piece }（{ $points } 分）
review-see-lesson = 参见课程「{ $lesson }」。
review-advice-note = 以下是引擎搜索给出的建议，不是规则：每个时刻先说实战那一着的问题，再给出更好的着法和它好在哪里。
personal-explanation-why = 从这个局面出发，引擎的着法是：{ $line }。{ $why }
