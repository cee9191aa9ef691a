# 对局复盘与棋谱界面。

review-progress = 正在复盘局面
game-review-none = 复盘没有发现值得学习的问题：没有白丢的棋子，也没有错过吃子或短杀。
review-bad-side = 未知的一方 { $side }：请用 cho 或 han。
review-saved = 复习队列新增 { $count } 道个人练习，保存在 { $path }（首页：复习）。
review-save-failed = 无法把个人练习保存到 { $path }：{ $error }
review-kind-missed-mate = 第 { $ply } 着（{ $side }，{ $played }）：错过了 { $moves } 步杀：{ $line }。
review-kind-walked-into-mate = 第 { $ply } 着（{ $side }，{ $played }）：这步棋让对方有 { $moves } 步杀：{ $line }。
review-kind-hanging-piece = 第 { $ply } 着（{ $side }，{ $played }）：{ $piece }被白白吃掉（{ $points } 分）：{ $line }。
review-kind-missed-capture = 第 { $ply } 着（{ $side }，{ $played }）：本可以白吃对方的{ $piece }（{ $points } 分）：{ $line }。
review-kind-illegal-try = 第 { $ply } 着（{ $side }）：试走了 { $text }，但{ $reason }

# 棋谱界面（保存的对局和棋谱文件）。
screen-games = 棋谱
home-games = 棋谱
home-games-desc = 打开一份棋谱：你保存的对局，或任何 .gib、PGN 文件。一着一着地回看，运行引擎复盘标出值得学习的时刻，把它们作为练习放进复习队列，还可以从任何一着起在自由棋盘上试试别的走法。
games-saved = 保存的对局
games-open-path = 按路径打开文件……
games-about = 棋谱
games-several = 这个文件里有 { $count } 局，请选择一局。
games-folder = 保存的对局放在 { $path }。在对局界面下完的对局会以 .gib 文件保存在这里。
games-no-folder = 你的进度没有保存在文件夹里，所以没有保存对局的文件夹；请按路径打开文件。
games-folder-empty = 这里还没有棋谱。
games-how = 回车打开选中的对局；o 输入路径（.gib 或 PGN，UTF-8 或 EUC-KR）。在对局中：左右键前后走一着，Home 和 End 到开局和终局，g 跳到某一着，r 运行复盘，w 在自由棋盘上试别的走法。
games-untitled = （无对局者）
games-moves = { $count } 着
games-at-start = 开局局面（共记录 { $count } 着）
games-at-move = 第 { $ply } 着，共 { $count } 着：{ $move }
games-review-hint = 按 r 对这局运行引擎复盘。
games-moments = 复盘：{ $count ->
    [0] 这局没有值得学习的时刻
   *[other] { $count } 个时刻，标有 !（n：下一个）
}
games-review-done = 复盘完成：{ $count ->
    [0] 没有发现值得学习的时刻。
   *[other] 发现 { $count } 个时刻。按 s 放进复习队列。
}
games-review-failed = 复盘中途停止，没有结果。
games-review-first = 请先运行复盘（r）。
games-no-moments = 复盘在这局里没有发现值得学习的时刻。
games-kept = { $count ->
    [0] 这些练习已经在复习队列里了。
   *[other] 复习队列新增 { $count } 道练习（首页：复习）。
}
games-bad-move-number = “{ $text }”不是 0 到 { $count } 之间的着数。
games-what-if = 自由棋盘，停在这局的第 { $ply } 着：试试别的走法。按 u 沿着这局往回退。
input-path = 文件
input-move-number = 跳到第几着
key-help-open-path = 按路径打开文件
key-help-first-move = 开局
key-help-last-move = 终局
key-help-go-to = 跳到某一着
key-help-run-review = 运行复盘
key-help-next-moment = 下一个时刻
key-help-keep-findings = 放进复习队列
key-help-what-if = 试别的走法（自由棋盘）

# 记谱法设置。
settings-notation = 记谱法
settings-notation-desc = 着法列表（对局界面、棋谱）怎样写着法。韩国棋谱记法写出发点、棋子和到达点（79졸78），和 .gib 棋谱一样；SAN 是 pychess.org 显示的写法（Hc3）；坐标是命令行读的写法（b1c3）。自动：韩语界面用韩国棋谱记法，英语和中文界面用 SAN。
settings-notation-example = 例如：{ $moves }
notation-auto = 自动（{ $notation }）
notation-kja = 韩国棋谱记法
notation-san = SAN
notation-uci = 坐标
notation-fsf-janggi = Fairy-Stockfish 朝鲜将棋记法

# 从学习者自己的对局得到的个人练习（复习队列）。
personal-title = 来自你的对局
personal-intro = 引擎复盘在你自己的对局里发现的时刻：每一个都是一道要重新解答的局面。
personal-prompt-missed-mate = 来自你的一局，第 { $ply } 着（轮到{ $side }走棋）：局面上有一套能强行将死对方的着法。走出它的第一着。
personal-prompt-walked-into-mate = 来自你的一局，第 { $ply } 着之后：这一着让对方有了杀棋。走出杀棋的第一着（轮到{ $side }走棋）。
personal-prompt-missed-capture = 来自你的一局，第 { $ply } 着（轮到{ $side }走棋）：有一个棋子可以白吃。吃掉它。
personal-prompt-hanging-piece = 来自你的一局，第 { $ply } 着之后：有一个棋子被白白送吃。吃掉它（轮到{ $side }走棋）。
personal-self-check = 我找到了引擎给出的那一着，也明白对局里走的那一着为什么不行。
personal-hint = 看 { $square } 上的棋子。
personal-explanation = 从这个局面出发，引擎的着法是：{ $line }。
personal-in-queue = 队列里来自你自己对局的练习：{ $count } 道。
personal-prompt-illegal-try = 来自你的一局，第 { $ply } 着（轮到{ $side }走棋）：你试了一着规则不允许的棋。用你试过的那个棋子走一着合法的棋，或者走到你想去的那个点。
personal-explanation-legal = 这里合法的走法：{ $moves }。
key-help-review-side = 复盘看哪一方的着法（双方、楚、汉）
games-review-side = 复盘只看{ $side }的着法（按 v 切换，按 r 开始）。
games-review-both = 复盘看双方的着法（按 v 切换，按 r 开始）。
