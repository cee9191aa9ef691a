# 训练界面的练习（src/tui/exercise.rs、src/tui/view/exercise.rs）：要做什么、答题行、判定。
# 讲义（src/handout）也用其中一部分。
# 界面文字：不用宽度不定的字符（见 tui.ftl 开头的说明）。

ex-missing = 没有这道练习。
ex-step = 第 { $step } 步，共 { $count } 步
ex-hint = 提示 { $n }：
ex-help-destinations = 标出所有合法落点：按回车或点击来标记或取消，按 s 提交。已标记：{ $marked }
ex-help-play = 按回车或点击选中一枚棋子，再在它要去的点上按回车或点击，这步棋就走完了。练习里不会点亮落点。也可以按 m 输入着法。
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
ex-no-hints-here = 这道练习没有提示。
ex-cannot-move = { $square } 的{ $piece }现在不能走。{ $reason }
ex-cannot-move-plain = { $square } 的{ $piece }现在不能走。
ex-lesson-done = 课程完成：{ $lesson }。得星 { $stars } / { $max }。
ex-answer-hidden = 还有对的没有选出来。再看一看：第二次答错后会显示答案，按 a 可以马上看答案。
ex-why-hidden = 它为什么不能走，第二次答错后会显示；按 a 可以马上看答案。

# 判断题分两问；应要求显示答案（第 13 号问题，第二轮）。
ex-no-answer = 这里没有可以显示的答案。
ex-answer-shown = 答案
ex-answer-shown-then = 这就是答案。按 r 自己再答一遍（现在最多得一颗星），或按 n 做下一题。
ex-part-right = 这一问答对了。
ex-help-why = 为什么不合法？选出原因：回车或编号。
ex-head-review = 再练一遍：{ $lesson }  { $n }/{ $count }
ex-next-due = 按 n 进入下一道到期的练习，按 r 再练一次这道题。

# issue 65: lesson pointer
ex-see-lesson = 参见课程「{ $lesson }」：按 o 打开。
