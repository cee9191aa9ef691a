# 规则引擎文本（简体中文）。术语见 docs/GLOSSARY.md。
# 棋子名、走棋方名作为嵌套消息代入句中；拉丁字母和数字（格子、步数）两侧留一个空格。

## 双方

side-cho = 楚
side-han = 汉

## 棋子

piece-king = 将
piece-advisor = 士
piece-elephant = 象
piece-horse = 马
piece-chariot = 车
piece-cannon = 包
piece-soldier = 兵

## 非法着法

reason-bad-notation = 看不懂「{ $move }」这步棋的写法。
reason-no-piece = { $square } 上没有棋子。
reason-not-your-piece = { $square } 上的棋子是{ $side }方的，你只能走自己的棋子。
reason-own-piece-on-target = { $square } 上是你自己的棋子，不能吃自己的子。
reason-not-piece-move = { $piece }不能从 { $from } 走到 { $to }，{ $piece }不是这样走的。
reason-leaves-palace = { $piece }只能在九宫内活动，而 { $to } 在九宫之外。
reason-off-palace-line = { $piece }只能沿宫内斜线斜走，而 { $from }–{ $to } 不在宫内斜线上。
reason-horse-leg-blocked = 马腿被蹩住了：马要先经过的 { $square } 上有棋子，走不过去。
reason-elephant-blocked = 象的路被挡住了：途中的 { $square } 上有棋子。
reason-chariot-blocked = 车的路被 { $square } 上的棋子挡住了。
reason-cannon-no-screen = 包必须隔着恰好一个棋子（跳板）才能走或吃子，这里中间没有棋子。
reason-cannon-screen-cannon = 包不能用包作跳板，而 { $square } 上正是一个包。
reason-cannon-many-screens = 包只能跳过一个棋子，但中间有{ $count ->
        [2] 两个
       *[other] { " " }{ $count } 个
    }棋子：{ $squares }。
reason-cannon-captures-cannon = 包不能吃包，而 { $square } 上正是一个包。
reason-soldier-backward = 兵只能向前或横走，不能后退。
reason-soldier-diagonal = 兵不能在这里斜走。只有承认宫内斜线的规则版本里，兵才可以沿宫内斜线向前斜走一步。
reason-king-would-be-attacked = 不能送将：那个位置正受到 { $square } 上{ $piece }的攻击。
reason-leaves-king-attacked = 你正被将军，走完这步后 { $square } 上的{ $piece }仍在攻击你的将。
reason-exposes-king = 这步棋会让你的将暴露在 { $square } 上{ $piece }的攻击之下。
reason-must-answer-bikjang = 双方的将正面相对（逼将），这一步必须解除逼将。
reason-pass-not-allowed = 这套规则不允许停着。
reason-pass-in-check = 被将军时不能停着。
reason-game-over = 对局已经结束。

## FEN 错误

fen-empty = FEN 是空的。
fen-ranks = FEN 的棋盘部分有 { $count } 条横线，朝鲜将棋的棋盘应该有 10 条。
fen-rank-width = 第 { $rank } 条横线共有 { $points } 个点，每条横线必须正好 9 个点。
fen-piece-char = 第 { $rank } 条横线里的「{ $char }」不是朝鲜将棋的棋子字母。
fen-turn = 走棋方只能写「w」或「b」，而不是「{ $found }」。
fen-castling = 王车易位一栏只能写「-」（朝鲜将棋没有王车易位），而不是「{ $found }」。
fen-en-passant = 吃过路兵一栏只能写「-」（朝鲜将棋没有吃过路兵），而不是「{ $found }」。
fen-halfmove = 半回合计数必须是非负整数，而不是「{ $found }」。
fen-fullmove = 回合数必须是正整数，而不是「{ $found }」。
fen-extra = FEN 末尾有多余的内容：「{ $found }」。
fen-digits = 第 { $rank } 条横线里的「{ $found }」不对：连续的空点要用一个 1 到 9 的数字表示。

## 局面（摆法）错误

pos-king-missing = { $side }方没有将。
pos-too-many-kings = { $side }方的将不止一个。
pos-king-outside-palace = { $side }方的将在 { $square }，不在九宫内。
pos-advisor-outside-palace = { $side }方的士在 { $square }，不在九宫内。
pos-too-many = { $side }方有 { $count } 个{ $piece }，最多只能有{ $max ->
        [1] 一个
        [2] 两个
       *[other] { " " }{ $max } 个
    }。
pos-soldier-behind = { $side }方在 { $square } 的兵退到了出发横线的后面。兵从不后退，所以这种局面不可能出现。
pos-opposite-check = 现在不是{ $side }方走棋，{ $side }方却正被将军。这种局面在对局中不可能出现。

## 状态与结果

status-turn = 轮到{ $side }方走棋。
status-check = { $side }方被将军！
status-bikjang = 逼将：双方的将在同一条直线上正面相对，中间没有任何棋子。
status-ongoing = 对局进行中。
status-rules = 规则版本：{ $rules }
result-win = { $side }方胜（{ $reason }）。
result-draw = 和棋（{ $reason }）。
end-checkmate = 将死
end-no-moves = 无着可走
end-double-pass = 双方连续停着
end-bikjang = 逼将
end-pass-in-bikjang = 面对逼将的一方停着
end-counting = 计点：{ side-cho }方 { NUMBER($cho) } 分，{ side-han }方 { NUMBER($han, minimumFractionDigits: 1) } 分
end-by-counting = { $cause }；{ $counting }
end-move-limit = 连续 { $plies } 着没有吃子
end-repetition = 同一局面重复出现
side-piece = { $side }方的{ $piece }
piece-none = 没有棋子

## 可申请的终局（Fairy-Stockfish 规则）：局面重复、长将、janggi-modern 的来回走子规则、长时间不吃子

claim-win = 此时可以要求按规则结束对局：{ $side }方胜（{ $reason }）。
claim-draw = 此时可以要求按规则结束对局，判为和棋（{ $reason }）。
end-perpetual-check = { $side }方长将，造成局面重复
end-move-repetition = { $side }方反复来回走同一个棋子
