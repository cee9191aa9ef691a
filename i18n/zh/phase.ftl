# 阶段总览（src/tui/course.rs）：本阶段的任务、自我检查、课程和剩下的练习。
# 界面文字：不用宽度不定的字符（见 tui.ftl 开头的说明）。

phase-lessons = 课
phase-self-check = 自检标准：
phase-task-understand = 这一阶段的任务（原文）：列出中国象棋的炮与朝鲜将棋的包在普通移动、吃子、跳板三方面的差异。
phase-check-understand = 明确朝鲜包连不吃子的移动也需要跳板。
phase-task-compare = 这一阶段的任务（原文）：在九宫分别摆车与将，沿标出的宫内斜线找合法落点。
phase-check-compare = 不能把九宫斜线推广为全盘任意斜走。
phase-task-review = 这一阶段的任务（原文）：复盘一次换跳板的着法，检查哪条包线被打开或关闭。
phase-check-review = 线路分析包含跳板类型变化，而不是只有数量变化。
phase-why-compare = 为什么接着学这个：你已经知道每种棋子怎么走；下一步比较看起来相似的着法，选出合法的那一个（宫内斜线、违规着法、将军、逼将）。
phase-why-review = 为什么接着学这个：你已经能判断单独一步；下一步复盘短小的着法序列，用规则检查每一个判断，就像真实对局一样。
phase-why-understand = 为什么从这里开始：一切判断都从每种棋子怎么走开始。
phase-progress = 已完成练习 { $solved } / { $count }，得星 { $stars }。
phase-all-done = 没有剩下的了：本阶段的练习全部完成。
phase-left = 还没做完：
phase-left-lesson = { $lesson }：还剩 { $count } 道题
phase-open-hint = 按回车打开选中的课。

# 策略建议（issue 65）：第四部分，是建议，不是规则。
phase-task-strategy = 这是建议，不是规则：原文把策略建议和规则分开。用分值数子力，找出没有保护好的棋子，兑子之前先算得失。第一盘对局不必等学完这一部分。
phase-check-strategy = 吃子之前，我会先算清能得多少分、会被吃回多少分。
phase-why-strategy = 为什么现在学：规则你已经会了，这一部分是下好棋的第一条建议。它是建议，不是规则，第一盘对局用不着它。
