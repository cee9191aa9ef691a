# 自由摆棋（src/tui/free.rs）：任意局面、任意着法，以及着法被拒绝的原因。
# 界面文字：不用宽度不定的字符（见 tui.ftl 开头的说明）。

free-intro = 下方状态栏显示轮到哪一方。选中该方的一枚棋子，它的合法落点都会亮起；点一个亮起的点，这一手就走完了。如果没有点亮起，这枚棋目前不能动。
free-lit = { $square } 上的{ $piece }有 { $count } 个合法落点，已经亮起。选一个点完成这一手。
free-lit-captures = 其中 { $count } 个可以吃子（用 > < 标出）。
free-nothing-lit = 没有点亮起：{ $square } 上的{ $piece }目前不能动，请改选另一枚棋子。
free-moved = { $side }方走了 { $move }。
free-captured = { $side }方走了 { $move }，吃掉一个{ $piece }。
free-passed = { $side }方停着。
free-illegal = { $move } 不合规则：
free-fen-refused = 这个 FEN 无法使用：
free-fen-loaded = 局面已摆好。
free-fen-drill = 这个局面在实战中不会出现，因此作为练习局面摆出：
free-drill-position = （练习局面）
free-rules-now = 规则版本：{ $rules }。
free-undone = 已悔回 { $move }。
free-nothing-to-undo = 没有可以悔的棋。
free-moves-none = 还没有走棋。
free-moves-last = 已走 { $count } 着（最后一着：{ $move }）
free-menu = 操作
free-why-stuck = { $move } 为什么不行：{ $reason }
