## 编写课程：检查器的补充检查与提示（第 15 号问题）

load-bad-byte = 这个字节（{ $byte }）不是 UTF-8 文本；请把文件存成 UTF-8 编码。
lint-no-lesson-files = 在 { $path } 中没有找到课程文件（*.yaml 或 *.yml）。
lint-choice-claim-needs-correct = 引擎核对的是这条 claim，而不是选项的文字：请加上“correct: true”或“correct: false”说明文字的意思，检查器会核对两者是否一致。
lint-answer-missing = 这道练习没有答案。引擎照样能判对错，但请写上“answer”，让检查器证明这课没有教错。
lint-answer-repeated = 答案里 { $item } 写了两次（第一次在第 { $line } 行第 { $col } 列）。
lint-feedback-never = 这条反馈永远不会出现：这道练习的任何回答都不会产生原因“{ $reason }”（可能产生的原因：{ $possible }）。
lint-replaces-builtin = 课程 id“{ $id }”会替换内置课程 { $path }；如果不是有意替换，请换一个 id。
lint-setup-impossible = 这个局面无法使用，连作练习也不行。{ $detail }
cli-try-relaxed = 如果要把这个摆法当作练习局面使用（没有将、多出棋子、兵在初始横线之后），请加上 --relaxed。
lint-tab-indent = 缩进里有制表符（Tab）：YAML 只能用空格缩进。请把 Tab 换成空格。
lint-yaml-aliases = 这个文件的别名（*名字）重复引用太多次，无法读取；请直接写出这些值。
lint-yaml-too-deep = 这个文件的列表和映射嵌套太深，无法读取。
lint-number-too-big = 这个数字太大了；顺序号和步数都是较小的整数。
