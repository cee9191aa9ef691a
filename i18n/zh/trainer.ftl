# 课程路线、复习队列与答题规则（issue 13）。
key-help-next-step = 下一步
home-continue = 继续
home-continue-next = 按回车打开下一道练习：{ $lesson }，第 { $n } / { $count } 题（阶段：{ $phase }）。
home-continue-done = 所有练习都已完成。可以重做任意课程，或到自由棋盘上走棋。
home-phases = 课程分三个阶段。理解规则：每种棋子怎么走、怎样才算完成一手。比较选择：九宫斜线、违规着法、将军、逼将与终局。复盘检验：一步步复盘短棋局，用规则检查每一个判断。每个阶段的自检标准都做到了，就可以进入下一阶段。
confirm-quit = 还有一道练习没有完成。仍要退出吗？星星已保存，下次用「继续」可以回到这道题。
ex-answer-hidden = 还有对的没有选出来。再看一看：第二次答错后会显示答案。
home-review = 复习（{ $count } 道到期）
review-title = 复习
review-due = 有 { $count } 道答错过的练习到了复习时间。按回车打开第一道。
review-how = 每次答错都会记下来。答错的练习 1 天后再出现；每答对一次，间隔就变长（1、2、4、8、16 天，即莱特纳盒子），再答错就回到 1 天。
review-none = 现在没有需要复习的练习。
mistakes-title = 我的错题
mistakes-none = 还没有记录到错误。
mistakes-line = { $tag }：错了 { $count } 次。重读：{ $lessons }
free-why-stuck = { $move } 为什么不行：{ $reason }
