# 对局复盘与棋谱界面。

review-progress = 正在复盘局面
game-review-none = 复盘没有发现值得学习的问题：没有白丢的棋子，也没有错过吃子或短杀。
review-bad-side = 未知的一方 { $side }：请用 cho 或 han。
review-saved = 新增 { $count } 道个人练习，保存在 { $path }。
review-save-failed = 无法把个人练习保存到 { $path }：{ $error }
review-kind-missed-mate = 第 { $ply } 步（{ $side }，{ $played }）：错过了 { $moves } 步杀：{ $line }。
review-kind-walked-into-mate = 第 { $ply } 步（{ $side }，{ $played }）：这步棋让对方有 { $moves } 步杀：{ $line }。
review-kind-hanging-piece = 第 { $ply } 步（{ $side }，{ $played }）：{ $piece }被白白吃掉（{ $points } 分）：{ $line }。
review-kind-missed-capture = 第 { $ply } 步（{ $side }，{ $played }）：本可以白吃对方的{ $piece }（{ $points } 分）：{ $line }。
review-kind-illegal-try = 第 { $ply } 步（{ $side }）：试走了 { $text }，但{ $reason }
