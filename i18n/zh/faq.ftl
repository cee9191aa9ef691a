# FAQ 核对文本（简体中文）：`janggi-tutor faq` 与训练界面的常见问题页。术语见 docs/GLOSSARY.md。
# 论断（faq-st-*）是不带句号的分句，由外层消息补上标点。$expect 为 1 表示原样论断，为 0 表示其否定。

## 论断：原样或否定

faq-st-legal = { $expect ->
        [0] { $move } 不是合法着法
       *[other] { $move } 是合法着法
    }
faq-st-illegal = { $expect ->
        [0] { $move } 不是非法着法
       *[other] { $move } 是非法着法
    }
faq-st-illegal-why = { $expect ->
        [0] { $move } 并不是因为「{ $why }」而非法
       *[other] { $move } 是非法着法，因为{ $why }
    }
faq-st-destinations = { $count ->
        [0] { $expect ->
            [0] { $square } 上的{ $piece }有合法着法
           *[other] { $square } 上的{ $piece }无处可走
        }
       *[other] { $expect ->
            [0] { $square } 上的{ $piece }的合法落点并不恰好是 { $points }
           *[other] { $square } 上的{ $piece }的合法落点恰好是 { $points }
        }
    }
faq-st-check = { $expect ->
        [0] { $side }方没有被将军
       *[other] { $side }方正被将军
    }
faq-st-bikjang = { $expect ->
        [0] 局面中没有需要解除的逼将
       *[other] 双方形成逼将，轮到走棋的一方必须解除
    }
faq-st-kings-facing = { $expect ->
        [0] 两将没有正面相对
       *[other] 两将在同一直线上正面相对，中间无子
    }
faq-st-to-move = { $expect ->
        [0] 不是轮到{ $side }方走棋
       *[other] 轮到{ $side }方走棋
    }
faq-st-game-over = { $expect ->
        [0] 对局并没有以这个结果结束：{ $result }
       *[other] 对局已经结束：{ $result }
    }
faq-st-ongoing = { $expect ->
        [0] 对局已经结束
       *[other] 对局仍在进行
    }
faq-st-no-promotion = { $expect ->
        [0] 有某一步兵的着法会让兵升变
       *[other] 没有任何一步能让兵升变
    }
faq-st-can-pass = { $expect ->
        [0] 轮到走棋的一方不能停着
       *[other] 轮到走棋的一方可以停着
    }
faq-claim-mixed = { $statement }（论断：按{ $yes }为真，按{ $no }为假）

faq-result-win = { $side }方胜
faq-result-win-by = { $side }方胜（{ $end }）
faq-result-draw = 和棋
faq-result-draw-by = 和棋（{ $end }）

faq-end-checkmate = 将死
faq-end-no-moves = 无着可走
faq-end-double-pass = 双方连续停着
faq-end-bikjang = 逼将
faq-end-move-limit = 长时间没有吃子

## 简短理由：“……是非法着法，因为{ $why }”

faq-why-no-piece = 出发点上没有棋子
faq-why-not-your-piece = 那是对方的棋子
faq-why-own-piece-on-target = 目标点上是自己的棋子
faq-why-not-piece-move = 这个棋子不是这样走的
faq-why-leaves-palace = 这个棋子会走出九宫
faq-why-off-palace-line = 这一斜步不在宫内斜线上
faq-why-horse-leg-blocked = 蹩马腿
faq-why-elephant-blocked = 象的路被挡住了
faq-why-chariot-blocked = 车的路上有棋子
faq-why-cannon-no-screen = 包没有跳板可跳
faq-why-cannon-screen-cannon = 包的跳板是包
faq-why-cannon-many-screens = 包和目标之间不止一个棋子
faq-why-cannon-captures-cannon = 包不能吃包
faq-why-soldier-backward = 兵不能后退
faq-why-soldier-diagonal = 兵在那里不能斜走
faq-why-king-would-be-attacked = 将会走到受攻击的点上
faq-why-leaves-king-attacked = 走完后己方的将仍被将军
faq-why-exposes-king = 这步会让己方的将暴露在攻击之下
faq-why-must-answer-bikjang = 这步没有解除逼将
faq-why-pass-not-allowed = 这套规则不允许停着
faq-why-pass-in-check = 被将军时不能停着
faq-why-game-over = 对局已经结束
faq-why-bad-notation = 看不懂这步棋的写法

## 证据：引擎看到了什么

faq-ev-legal = { $move } 合法。
faq-ev-illegal = { $move } 不合法：{ $reason }
faq-ev-destinations = { $count ->
        [0] { $square } 上的{ $piece }没有合法落点。
       *[other] { $square } 上的{ $piece }可以走到 { $points }。
    }
faq-ev-not-in-check = { $side }方没有被将军。
faq-ev-in-check = { $side }方正被将军，攻击者是{ $attackers }。
faq-ev-not-facing = 两将没有正面相对。
faq-ev-bikjang = 两将正面相对，中间无子：这是逼将，轮到走棋的一方必须解除。
faq-ev-facing-no-rule = 两将正面相对，但按这套规则，这没有任何特殊作用。
faq-ev-over = 对局已经结束：{ $result }
faq-ev-soldier-moves = { $count ->
        [0] 没有兵可以走。
       *[other] 兵的合法着法：{ $moves }。
    }
faq-ev-pass-legal = 可以停着（{ $move }）。
faq-ev-pass-illegal = 不能停着：{ $reason }

faq-piece-at = { $square } 上的{ $piece }
faq-piece-unknown = 棋子
faq-as-written = { $text }
faq-series = { $head }、{ $rest }
faq-list-none = 无
faq-list-pair = { $a }和{ $b }
faq-list-more = { $head }、{ $rest }

## 局面

faq-position-line = 局面：{ $position }
faq-position-start = 开局局面
faq-position-fen = { $fen }
faq-position-diagram = 文件中的棋图
faq-position-moves = { $position }，之后走 { $moves }

## 无法核对的论断

faq-problem-unknown-rules = 「{ $name }」不是规则名（可用：{ $known }，或 all）。
faq-problem-missing-expect = expect 没有给出 { $rules } 下的真假：请写明，或加上「others」。
faq-problem-unlisted-expect = expect 写了 { $rules }，但这条论断的 rules 里没有它。
faq-problem-no-rules = rules 里没有任何规则。
faq-statement-move = 「{ $value }」不是 b1c3 这样的着法写法。
faq-statement-square = 「{ $value }」不是棋盘上的点（a1 到 i10）。
faq-statement-side = 「{ $value }」不是走棋方（cho 或 han）。
faq-statement-reason = 「{ $value }」不是理由编号（见 docs/RULES.md）。
faq-statement-result = 「{ $value }」不是结果（cho、han、draw），也不是结束原因（checkmate、no-moves、double-pass、bikjang、move-limit）。

## 文件

faq-cannot-read = 无法读取 { $file }：{ $detail }
faq-bad-file = { $place }：不是常见问题文件：{ $detail }
faq-no-files = { $file } 中没有 .yaml 文件
faq-at = { $place }：{ $text }
faq-warn-duplicate-id = 编号「{ $id }」已经在 { $first } 用过
faq-warn-bad-id = 编号「{ $id }」只能使用小写字母、数字和「-」
faq-warn-missing-lang = 这段文字缺少以下语言：{ $langs }
faq-warn-no-claims = 条目「{ $id }」没有任何论断

## 报告

faq-file = == { $file } ==
faq-claim-title = 论断 { $n }（{ $place }）：{ $statement }。
# 列举规则时用的简称。
faq-rules-short-basic = 基础规则
faq-rules-short-janggi = 朝鲜将棋（Fairy-Stockfish）
faq-rules-short-janggi-traditional = 传统规则
faq-rules-short-janggi-modern = 现代规则
faq-rules-short-janggi-casual = 休闲规则
faq-verdict-holds = 成立
faq-verdict-fails = 不成立
faq-verdict-unclaimed = 不在论断范围内
faq-verdict-problem = 无法核对
faq-rules-all = 所有规则
faq-rules-every = 所有规则
faq-run-holds = { $rules }：成立。{ $evidence }
faq-run-fails = { $rules }：不成立！{ $evidence }
faq-run-unclaimed = { $rules }（不在论断范围内）：{ $evidence }
faq-run-problem = { $rules }：无法核对：{ $evidence }
faq-claim-problem = 无法核对（{ $place }）：{ $problem }
faq-no-claims-for = （本条目没有关于{ $rules }的论断。）
faq-failures = 不成立的论断：
faq-failure = { $place }：{ $id }，论断 { $n }：{ $why }
faq-failure-rules = 按{ $rules }不成立。{ $problem }
faq-failure-problem = 无法核对（{ $place }）：{ $problem }
faq-summary = 论断：{ $claims }，成立：{ $hold }，不成立：{ $fail }
faq-table-rules-basic = 基础
faq-table-rules-janggi = 朝鲜将棋
faq-table-rules-janggi-traditional = 传统
faq-table-rules-janggi-modern = 现代
faq-table-rules-janggi-casual = 休闲
faq-table-title = 各规则下的论断（是／否：该论断在这套规则下是否为真）
faq-table-claim = 论断
faq-table-statement = 内容
faq-table-yes = 是
faq-table-no = 否
faq-table-legend = （是）、（否）：论断没有涉及这套规则，列出引擎的结果仅供对比。「!」：引擎的结果与论断相反。「?」：无法核对。 「朝鲜将棋」一列是朝鲜将棋（Fairy-Stockfish）规则。
faq-st-piece-on = { $expect ->
        [0] { $square } 上不是{ $piece }
       *[other] { $square } 上是{ $piece }
    }
faq-ev-piece-on = { $square } 上：{ $piece }。
faq-statement-piece = 「{ $value }」不是棋子字母（K、A、B、N、R、C、P，汉方用小写），也不是 none。
faq-st-line-open = { $expect ->
        [0] { $line }是关闭的
       *[other] { $line }是通的
    }
faq-statement-line = 「{ $value }」不是 b3:up 这样的包线。

# optional-end 陈述：可以申请的终局结果（src/lesson/statement.rs，FAQ 和课程）。
faq-st-optional-end = { $expect ->
        [0] 此时不能要求结束对局并{ $result ->
                [counting] 按计点决定胜负
               *[draw] 判为和棋
            }
       *[other] 此时可以要求结束对局，{ $result ->
                [counting] 按计点决定胜负
               *[draw] 判为和棋
            }
    }{ $reason ->
        [move-limit] （因长时间没有吃子）
        [repetition] （因局面重复）
        [perpetual-check] （因长将）
        [move-repetition] （因来回走同一个棋子）
       *[any] {""}
    }

## 常见问题页

faq-page-questions = 问题
faq-page-empty = 暂无问题。
faq-page-open = 按回车查看支持这个解答的 { $count } 条论断的棋盘，每条都由引擎核对。
faq-page-claim = 论断 { $n } / { $count }
faq-page-keys = h/l：切换论断。j/k：切换规则版本（棋盘随之变化）。PgUp/PgDn：滚动。Esc 或 q：回到问题列表。

# 策略建议（issue 65）：由引擎的兑子计算核对的论断。
faq-st-hanging = { $expect ->
        [0] { $square } 上的棋子保护得足够
       *[other] { $square } 上的棋子没有保护好
    }
faq-st-wins-material = { $expect ->
        [0] { $move } 净得不到 { $points } 分
       *[other] { $move } 至少净得 { $points } 分
    }
faq-st-loses-material = { $expect ->
        [0] { $move } 不会净亏 { $points } 分
       *[other] { $move } 至少净亏 { $points } 分
    }
