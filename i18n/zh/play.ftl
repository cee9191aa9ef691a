# 与电脑对局（对局进程、提示、外部引擎、UCI）。

play-not-your-turn = 现在不是你走棋：电脑正在思考。
play-game-over = 对局已经结束。
play-end-resigned = { $side }方认输
play-end-draw-agreed = 双方同意和棋
play-draw-accepted = 电脑接受和棋。
play-draw-declined = 电脑拒绝和棋，继续对局。
play-bad-saved-field = 无法读取保存的对局：“{ $value }”不是有效的 { $field }。
play-bad-saved-start = 保存的对局的起始局面无法进行：{ $detail }
play-bad-saved-move = 保存的对局的第 { $index } 着（{ $move }）无法走出：{ $reason }
play-match-score = 比分：胜 { $wins }，和 { $draws }，负 { $losses }（{ $percent }%）。

hint-line = { $move }：{ $reason }
hint-mate-in = { $moves ->
        [one] 一步将死
       *[other] { $moves } 步内必将死对方
    }
hint-only-move-out-of-check = 唯一的应将着法
hint-only-move = 唯一的合法着法
hint-wins = 吃掉 { $square } 的{ $piece }
hint-out-of-check = 最好的应将着法
hint-answers-bikjang = 应对逼将
hint-check = 将军
hint-saves = 让受攻击的 { $square } 的{ $piece }脱险
hint-pass = 此时停着最好
hint-improves = 改善{ $piece }的位置

engine-no-command = 没有给出引擎命令。
engine-missing = 无法启动引擎“{ $command }”：{ $detail }
engine-died = 引擎“{ $command }”不再回应（已退出）。
engine-timeout = 引擎“{ $command }”没有及时回应（在等待“{ $answer }”）。
engine-bad-move = 引擎“{ $command }”回答了“{ $answer }”，这在当前局面不是合法着法。
engine-fallback = { $error } 由内置对手接着下，对局继续。

uci-unknown-command = 未知命令“{ $command }”
uci-unknown-option = 未知选项“{ $name }”
uci-bad-option-value = “{ $value }”不是选项“{ $name }”的有效值
uci-bad-setoption = 应为“setoption name 名称 value 值”，收到的是“{ $text }”
uci-bad-position = 应为“position startpos”或“position fen FEN”，后面可接“moves …”，收到的是“{ $text }”
uci-illegal-move = 第 { $index } 着（{ $move }）无法走出：{ $reason }
uci-bad-go = 无法读取“go { $text }”（应为 depth N、nodes N、movetime 毫秒、wtime/btime/winc/binc 毫秒或 infinite）
