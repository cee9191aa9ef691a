# 命令行信息。
cli-error = 错误
cli-warning = 警告
cli-unknown-rules = 未知的规则版本「{ $name }」（可用：{ $known }）
cli-bad-fen = 无法读取 FEN：{ $detail }
cli-bad-position = 这个局面无法对弈：{ $detail }
cli-bad-square = 「{ $square }」不是棋盘上的点（a1 到 i10）
cli-illegal-history = --moves 中第 { $index } 着（{ $move }）不合法：{ $reason }
cli-unknown-formation = 未知的马象布局「{ $name }」（可用：{ $known }）
# explain：用文字说明（--id 改为输出固定的编号）。
explain-legal = 合法
explain-illegal = 不合法（{ $name }）：{ $sentence }
# 错误或警告的一行：标签连同它的分隔符。
cli-error-line = 错误：{ $text }
cli-warning-line = 警告：{ $text }
cli-unknown-side = 未知的阵营「{ $name }」（可用：cho、han）
cli-bad-clock = 未知的计时「{ $clock }」（可用：none；读秒，如 --clock=byo-yomi:10+3x30，即基本 10 分钟，然后 3 次 30 秒；费舍尔加秒，如 --clock=fischer:5+3，即 5 分钟，每步加 3 秒）
cli-bad-level = 没有 { $level } 级（级别为 1 到 { $max }）
cli-bad-goal = 没有「{ $goal }」这个目标（目标有：{ $known }）
cli-try-relaxed = 如果要把这个摆法当作练习局面使用（没有将、多出棋子、兵在初始横线之后），请加上 --relaxed。
cli-output-failed = 无法写出结果：{ $error }
cli-perft-too-deep = perft { $depth } 大约要数 { $nodes } 个局面，约需 { $hours } 小时。深度超过 { $max } 时需要加 --force。
cli-perft-too-many = 从这个局面算 perft { $depth } 大约要数 { $nodes } 个局面，约需 { $hours } 小时。超过 { $max } 个局面时需要加 --force。

# janggi-tutor bench: the search benchmark. `bench-nodes` stays in English in every language:
# it is the signature line scripts read, written as Stockfish writes it.
bench-position = 局面 { $index }/{ $count }：{ $nodes } 个节点  { $fen }
bench-time = 总用时（毫秒）：{ $ms }
bench-nodes = Nodes searched: { $nodes }
bench-nps = 每秒节点数：{ $nps }
cli-option-unused = { $option } 对这个命令不起作用：请去掉它，或者写在用得到它的命令后面（每个命令的 --help 列出它的选项）。

# Reliability round 3 (issue 68): numbers range-checked where they are parsed
cli-clock-too-long = 计时「{ $clock }」太长：基本时间最多一天（1440 分钟），读秒最多 100 次，每次读秒或加秒最多 3600 秒
cli-bad-seconds = 「{ $value }」不是大于 0、不超过 { $max } 的秒数
cli-bad-depth = 「{ $value }」不是 1 到 { $max } 之间的搜索深度
cli-bad-time-scale = 「{ $value }」不是大于 0、不超过 100 的时间倍数
