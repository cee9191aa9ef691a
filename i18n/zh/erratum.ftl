# 勘误报告（src/lesson/erratum.rs）：学习者发现课程、常见问题的回答、规则速查或引擎可能有错时发送的报告；
# erratum 命令和训练界面的 ! 键。

erratum-title = janggi-tutor 可能的错误
erratum-line = { $label }：{ $value }
erratum-heading = { $label }：
erratum-separator = 、
erratum-game = 朝鲜将棋（Janggi）
erratum-rules = { $name }，--rules { $id }
erratum-subject-exercise = 课「{ $lesson }」的练习「{ $exercise }」
erratum-subject-faq = 常见问题「{ $id }」
erratum-subject-rules = 规则速查的「{ $section }」一节
erratum-subject-position = 引擎对一个局面的判断
erratum-source-faq = 原文的常见问题
erratum-source-confused = 原文的容易混淆的判断
erratum-source-worked-position = 原文的局面拆解
erratum-source-illegal-list = 原文的非法着法列表
erratum-source-practice = 原文的实战判断与分阶段练习
erratum-source-rules = 原文的规则条文
erratum-field-game = 游戏
erratum-field-rules = 规则版本
erratum-field-subject = 内容
erratum-field-source = 来源条款
erratum-field-place = 文件
erratum-field-version = 程序
erratum-field-fen = 局面（FEN）
erratum-field-diagram = 局面图
erratum-field-prompt = 题目
erratum-field-option = 选项
erratum-field-explanation = 讲解
erratum-field-self-check = 自检
erratum-field-question = 问题
erratum-field-answer = 回答
erratum-field-text = 课程内容
erratum-field-problem = 问题所在
erratum-field-engine = 引擎的判断
erratum-legal-moves = { $count ->
        [0] 无着可走。
       *[other] 合法着法（{ $count } 种）：{ $moves }
    }
erratum-problem-placeholder = （请在这里写下哪里不对，以及你认为应该是什么）
erratum-send = 请把这份报告作为新问题提交到发布 janggi-tutor 的项目的问题跟踪系统（README 的「报告错误」一节写明了在哪里），或发给把这个程序交给你的人。
erratum-copied = 错误报告已复制到剪贴板（OSC 52），退出时也会打印出来。请把它贴到问题报告里（见 README 的「报告问题」）。
erratum-what = 请说明报告的对象：--lesson 课 --exercise 练习、--faq 问题，或 --fen 局面（加 --rules 规则）。
erratum-unknown-faq = 常见问题里没有「{ $id }」。已有的问题：{ $known }

## Complete error reports (issue 67)
erratum-send-address = 请把这份报告发到 { $address }（这门课为报告错误给出的地址）。
erratum-send-author = 这门课是用 --lessons 载入的，没有给出报告错误的地址：请把这份报告发给它的作者（文件见上）。
erratum-field-start = 起始局面（FEN）
erratum-field-moves = 从起始局面走的着法
erratum-field-fen-after = 走完这些着法后的局面（FEN；它的历史就是上面的着法）
erratum-field-sequence = 练习中的着法
erratum-field-steps = 步骤
erratum-step = 第 { $step } 步，走了 { $after } 步之后：
erratum-field-key = 答案（janggi-tutor try 的写法）
