# 命令行的 --help 与用法错误（src/cli/help.rs）。末尾是训练界面的按键帮助（help-title、help-close）。
help-usage = 用法：{ $usage }
help-heading-commands = 命令：
help-heading-arguments = 参数：
# clap's usage placeholders: [OPTIONS] and [COMMAND].
help-placeholder-options = 选项
help-placeholder-command = 命令
help-heading-options = 选项：
help-janggi-tutor = 通过分阶段的练习学习朝鲜将棋的规则，每个答案都由真正的规则引擎判定。不带命令时打开训练界面。
help-janggi-tutor-lang = 界面语言：zh、ko 或 en（默认：先用保存的设置，再看 LC_ALL、LC_MESSAGES、LANG）。
help-janggi-tutor-progress = 进度文件（星数和设置）。默认：<数据文件夹>/janggi-tutor/progress.json。
help-janggi-tutor-ascii = 用字母而不是汉字画棋盘。
help-janggi-tutor-open = 直接打开这一课的页面或其中一道练习：LESSON 或 LESSON/EXERCISE，ID 与 janggi-tutor lessons 列出的一致。
help-janggi-tutor-watch = --lessons DIR 中的文件一有改动就重新读取课程，界面停留在原来的位置，并在下方显示检查发现的问题。
help-arg-help = 显示帮助。
help-arg-version = 显示版本。
help-help = 显示本帮助，或指定命令的帮助。
help-help-subcommand = 要说明的命令。
help-arg-lessons = 课程文件所在的文件夹：其中的课程会被加入，或替换编号相同的课程。
help-arg-fen = 用 FEN 表示的局面（先写第 10 条横线；w 表示轮到楚方走棋）。默认：开局局面。
help-arg-rules = 规则版本：basic、janggi、janggi-traditional、janggi-modern、janggi-casual。
help-arg-setup = 不用 FEN，而用马象布局的名称摆出开局：CHO[:HAN]，每一方取 heeh（马象象马，默认）、ehhe（象马马象）、hehe（马象马象）、eheh（象马象马）之一，从该方自己的左边读起。
help-arg-moves = 先从该 FEN 走的着法，用空格或逗号隔开，例如「e2e2 e9e9」。
help-arg-relaxed = 接受对局中不可能出现的摆法（没有将、棋子过多），供练习题使用。
help-arg-json = 以 JSON 输出结果（固定的编号，以及所选语言的文字）。
help-arg-ascii = 用字母而不是汉字。
help-moves = 列出所有合法着法，每行一个。
help-moves-from = 只列出这个点上棋子的着法。
help-perft = 统计合法着法树的叶节点数；最后一行只有这个数。
help-perft-depth = 统计的深度（着数）。
help-perft-divide = 列出每个第一着之下的节点数。
help-explain = 说明一步棋是否合法；不合法时说明原因。
help-explain-mv = 用坐标写的着法，例如 b1c3 或 e9e10；停着写成将所在的点两次。
help-explain-id = 输出固定的编号（legal 或原因编号），而不是文字。
help-show = 用文字棋图画出局面。
help-status = 轮到哪一方、将军、逼将和对局结果。
help-faq = 用引擎在每个规则版本下检验常见问题中关于规则的说法。
help-faq-files = 常见问题文件或其文件夹（默认：程序内置的常见问题）。
help-faq-rules = 只检验关于这个规则版本的说法：basic、janggi、janggi-traditional、janggi-modern、janggi-casual。
help-faq-all-rules = 在每个规则版本下检验每个说法，并按规则版本列表。
help-lint = 检查课程文件：YAML、字段、局面、用引擎核对答案、语言。每个问题占一行：path:line:col: error|warning: message。
help-lint-paths = 课程文件或文件夹（默认：内置的课程）。
help-erratum = 打印一份填好的错误报告（游戏、规则版本、局面、文件与行号、有问题的文字、程序版本），对象是一道练习、一个常见问题或一个局面，可直接贴到问题报告里。
help-erratum-lesson = 有问题的练习所在的课（与 --exercise 一起用；见 janggi-tutor lessons）。
help-erratum-exercise = 有问题的练习（与 --lesson 一起用）。
help-erratum-faq = 有问题的常见问题的编号（见 janggi-tutor faq）。
help-lessons = 列出各阶段、课程和练习及其编号。
help-try = 检查某道练习的一个答案，并显示判定和反馈。
help-try-lesson = 课程编号（见 janggi-tutor lessons）。
help-try-exercise = 练习编号。
help-try-answer = destinations 写「c3 a3」，judge 写「是」或「否 horse-leg-blocked」，play 写「b1c3」，choice 写「1,3」，lines 写「opened b3:up closed h3:left」，claim 写「对」或「错」，replay 写「2:是」。
help-schema = 输出课程文件的 JSON Schema（供编辑器使用）。

# clap 的用法错误，指出出错的参数或值。
clap-unknown-argument = 无法识别的参数「{ $arg }」。
clap-unknown-verb = 未知的命令「{ $verb }」。
clap-invalid-value = { $arg } 的值「{ $value }」无效。
clap-invalid-value-known = { $arg } 的值「{ $value }」无效（可用：{ $known }）。
clap-missing-argument = 缺少必需的参数：{ $args }。
clap-conflict = { $arg } 不能和 { $other } 同时使用。
clap-wrong-values = { $arg } 的值的个数不对。
clap-invalid-utf8 = 有一个参数不是有效的 UTF-8。
clap-missing-verb = 缺少命令。
clap-other = 无法读取命令行（{ $detail }）。
clap-did-you-mean = 你是不是想写「{ $suggestion }」？
clap-more-info = 详细说明请运行「{ $command } --help」。
help-with-default = { $help }（默认：{ $value }）

# 棋谱、进度和内置 AI 的命令。
help-moves-notation = 着法的写法：uci（b1c3）、san（Hc3）、kja（韩国棋谱写法，02마83）或 fsf-janggi（H02-83）。
help-perft-force = 即使深度超过 6 也照样统计（可能要几个小时）。
help-game = 读取一份棋谱（.gib 或 PGN，UTF-8 或 EUC-KR），用引擎检查每一步，并输出为 .gib、PGN、某一步之后的 FEN 或课程骨架。
help-game-file = 棋谱文件。
help-game-to = 输出：gib、pgn、fen（--at 之后的局面，默认最后一步之后）或 lesson（复盘练习；带 --at N 时为找出第 N 步的走子练习）。
help-game-at = 走到这么多着（单方一步为一着）后停下。
help-game-rules = 检查着法所用的规则版本（默认：.gib 用 janggi-modern，PGN 按其 Variant 标签）。
help-progress = 汇总进度文件：每个阶段和每课的星数、尝试次数、错误次数、最常见的误区、到期的复习。
help-uci = 以朝鲜将棋引擎（内置 AI）的身份在标准输入输出上使用 UCI 协议，供图形界面和对局程序使用。
help-serve = 运行网络对局的房间服务器（WebSocket，见 docs/PROTOCOL.md）；输出的第一行是监听地址 ws://HOST:PORT/ws。
help-serve-addr = 监听地址 HOST:PORT（端口 0：任意空闲端口）。不指定其他地址时只能在本机连接。
help-serve-data = 保存房间和已结束对局的文件夹（默认：数据文件夹中的 janggi-tutor/server）。
help-join = 在训练界面上进入房间服务器（janggi-tutor serve）的房间对局：加入房间 ROOM；不给 ROOM 就列出公开房间供挑选（或用 --new 新开一个房间并显示房间号以便分享）；--watch 为观战。
help-join-url = 房间服务器的地址，即 janggi-tutor serve 打印的 ws://HOST:PORT/ws；经 TLS 代理时为 wss://HOST/ws。
help-join-room = 房间号；不给则列出公开房间供挑选（在终端里直接按回车则新开一个房间）。
help-join-name = 对方看到的你的名字。
help-join-side = 新房间：你想执的一方，cho（楚）、han（汉）或 random（随机）。
help-join-clock = 新房间的计时方式，与 play --friend --clock 相同：none 为不计时；读秒如 --clock=byo-yomi:10+3x30（基本 10 分钟，然后 3 次 30 秒读秒）；费舍尔加秒如 --clock=fischer:5+3（5 分钟，每步加 3 秒）。
help-join-rules = 新房间：规则：basic、janggi、janggi-traditional、janggi-modern、janggi-casual。
help-join-watch = 观战房间 ROOM，不入座。
help-join-progress = 进度文件（星数和设置）。默认：<数据文件夹>/janggi-tutor/progress.json。
help-match = 供开发者使用：让内置 AI 的两个等级对弈，或与外部 UCI 引擎对弈，并输出比分。
help-match-a = 第一方的等级。
help-match-b = 第二方的等级（默认：比第一方低一级）。
help-match-engine = 作为第二方的外部 UCI 引擎（一条命令行）。
help-match-engine-ms = 外部引擎每步的用时，单位为毫秒。
help-match-games = 对局的盘数。
help-match-time-scale = 内置等级每步用时的倍数。
help-match-max-plies = 达到这么多着的对局用计点判定。
help-match-seed = 随机选择（布局、低等级）的种子。
help-play = 在训练界面上与 AI 对弈（与首页的「与 AI 对弈」相同）。
help-play-side = 你执哪一方：cho（楚，先走）或 han（汉，AI 先走）。
help-play-level = AI 的等级，从 1（初学者也能赢）到 8（这台机器允许的最强）。
help-play-setup = 布局 CHO:HAN（heeh、ehhe、hehe、eheh）；未指定时 AI 随机选择自己的布局，例如 hehe（执楚时只指定你自己的）或 heeh:eheh。
help-play-fen = 直接从这个局面（FEN）开始对局，不显示设置表。
help-play-engine = 用外部 UCI 引擎作对手，例如 "fairy-stockfish"（它出错时由内置 AI 接手）。
help-play-goal = 这一局的小目标：no-free-piece、cannon-check、cannon-capture、chariots-out、horses-out、no-illegal-try、king-home、no-check、counting-60。
help-play-seed = AI 随机选择所用的种子（用于复现对局）。
help-play-friend = 不与 AI 对弈，而与朋友在同一屏幕上对弈：双方都在棋盘上走棋。
help-play-cho = 与 --friend 一起用：执楚一方的名字。
help-play-han = 与 --friend 一起用：执汉一方的名字。
help-play-clock = 与 --friend 一起用：计时。none 为不计时；读秒如 --clock=byo-yomi:10+3x30（基本 10 分钟，然后 3 次 30 秒读秒）；费舍尔加秒如 --clock=fischer:5+3（基本 5 分钟，每步加 3 秒）。
help-play-turn-board = 与 --friend 一起用：转动棋盘，让走棋一方在下方。
help-play-progress = 进度文件（星数和设置）；进行中的对局保存在它旁边。默认：<数据文件夹>/janggi-tutor/progress.json。
help-review = 复盘一份棋谱：引擎逐着评判，指出缓着（?!）、错着（?）和败着（??），给出更好的一着、惩罚实战着法的变化和错在哪里；也指出错过或走进的短杀。
help-review-file = 棋谱文件（.gib 或 PGN）。
help-review-side = 只复盘这一方的着法：cho 或 han。
help-review-depth = 每个局面的搜索深度（默认 5；越深越可靠，也越慢）。
help-review-time = 整局复盘用的秒数，代替固定深度。
help-review-verify = 决定标记的那次搜索多读的步数（默认 4；供 tools/review_eval.py 调参用）。
help-review-verify-nodes = 决定标记的每次搜索最多用的节点数（默认 500000；调参用）。

# 讲义与棋图（i18n/*/handout.ftl；diagram-* 在 i18n/*/lesson.ftl）。
help-show-svg = 以 SVG 图片输出棋盘（与讲义中的画法相同）。
help-show-diagram = 输出一段 diagram: 棋图（带 turn:），可以直接粘贴进课程文件。
help-export = 把课程写成可打印的讲义：一个 HTML 页面，包含画出的局面、问题、自检标准和答案页。
help-export-ids = 课程编号、阶段编号（understand、compare、review）或 all。
help-export-to = 输出格式：html（一个独立的页面，可用 A4 纸打印）。
help-export-out = 写入这个文件，而不是标准输出。
help-export-copy = 给谁用：student（学生版：没有答案，留一行写姓名和日期）或 teacher（教师版：附答案、提示、讲解，以及每个选项为什么对、为什么错）。
help-fen = 读取课程中的棋图（diagram: 一段或其中的十行）并输出 FEN。
help-fen-diagram = 棋图所在的文件；用 - 表示从标准输入读取。
# 编写课程用的命令：摆局编辑器与课程骨架。
help-edit = 摆局编辑器：摆出一个局面，看规则是否接受、不接受又是为什么，在上面试走，再导出为 FEN、棋图或课程骨架（用 OSC 52 复制到剪贴板，退出时打印出来）。
help-edit-fen = 开始时的局面（FEN）；默认是开局局面。规则不接受的局面也能打开，并显示原因。
help-edit-progress = 进度文件（星数和设置）。默认：<数据文件夹>/janggi-tutor/progress.json。
help-new = 写出一个课程骨架：每种指定的题型各一题，围绕一个局面，答案由引擎给出；原样就能通过 lint，填好 TODO 文字之后也能通过。
help-new-id = 课程编号：小写字母和数字，词与词之间用「-」连接。
help-new-phase = 阶段：understand、compare 或 review。
help-new-kinds = 题型，用逗号分隔（默认：全部）：destinations、judge、play、choice、lines、replay、claim。
help-new-out = 把课写进这个文件（文件不能已经存在），而不是输出到标准输出。
help-new-order = 这一课在本阶段里的次序（小的在前）。
help-review-save = 把这些时刻作为个人练习放进进度文件的复习队列（首页的「再练一遍」会出这些题）。
help-arg-game = 文件里有多局时读哪一局（1 = 第一局）。
help-game-view = 在训练界面的「棋谱」页打开棋谱（逐着回看、复盘），而不是打印出来。

## 训练界面的按键帮助（按 ? 打开；各行是 keys.ftl 中的 key-help-*）

help-title = 按键说明
help-close = 按 Esc、? 或回车关闭本说明。也可以用鼠标：点击棋盘上的点或列表中的条目。

help-bench = 把一组固定局面各搜索到固定深度，并输出搜索的节点总数：这是搜索的签名，每次运行都相同。
help-bench-depth = 每个局面向后搜索多少着。

# join：新房间里的提示（issue 66）。
help-join-hints = 新房间：允许双方在对局中按 t 请求提示；不加此项则不允许提示。
# 班级（issue 67）
help-arg-class = 房间服务器上的一个班级：地址和班级码（由 class new 给出）。训练界面显示班级的课程，每次作答都发送给班级。
help-arg-name = 你在班级里的名字（与 --class 一起用）。
help-class = 教师在房间服务器上的班级：new 上传一个课程文件夹并打印班级码和教师凭证；report 打印学生的作答；watch 实时显示。
help-class-new = 检查一个课程文件夹，作为新班级上传，并打印班级码和教师凭证。
help-class-new-url = 房间服务器的地址，即 janggi-tutor serve 打印的 ws://HOST:PORT/ws。
help-class-new-lessons = 班级要学的课程文件所在的文件夹（检查必须没有错误）。
help-class-new-json = 以 JSON 打印班级码和凭证。
help-class-report = 打印班级的报告：每名学生（完成、星数、误区）和每道练习（第一次就答对的人数、常见错误答案、误区）。
help-class-report-url = 房间服务器的地址 ws://HOST:PORT/ws。
help-class-report-code = 班级码。
help-class-report-token = 教师凭证（由 class new 给出）。
help-class-report-json = 以 JSON 打印报告。
help-class-watch = 以实时界面显示班级的报告，有新的作答就更新。
help-class-watch-url = 房间服务器的地址 ws://HOST:PORT/ws。
help-class-watch-code = 班级码。
help-class-watch-token = 教师凭证（由 class new 给出）。
# Issue 66: the room server's limits and log (serve).
help-serve-max-connections = 同时打开的连接数上限；超出的连接收到 server-full。启动时服务器先把自己的打开文件数限制提到硬上限，再按该限制允许的数量调低此值。
help-serve-max-per-ip = 同一 IP 地址同时打开的连接数上限；超出时收到 too-many-connections。
help-serve-max-rooms = 房间数上限；超出时新开房间的请求收到 server-full。
help-serve-rooms-per-ip = 同一 IP 地址每小时可新开的房间数（在一小时内逐个恢复）；超出时收到 too-many-rooms。
help-serve-idle-timeout = 连接静默多少秒后关闭：过一半时间服务器发送心跳（「ping」），既不回应也不发消息的连接被关闭；不在任何房间且不发消息的连接也被关闭。
help-serve-unplayed-expiry = 一步未走的房间在无人连接后保留的秒数。这样的房间从不写入磁盘。
help-serve-room-expiry = 已有着法的房间在无人连接后保留的秒数（未下完的对局届时保存为 .gib 棋谱）。
help-serve-log = 标准错误输出上的日志内容：「off」、「error」、「warn」（拒绝）、「info」（另外每个连接、每个房间一行）、「debug」。
# join：wss:// 与公开房间大厅（issue 66）。
help-join-ca = 连接 wss:// 服务器时，另外信任这个 PEM 文件里的证书（例如棋社服务器的自签名证书）；内置的网站根证书始终受信任。
help-join-new = 直接新开一个房间（不先列出公开房间）。
help-join-open = 新房间：公开，等待对手时会列给这台服务器上的其他人。
# Reliability round 3 (issue 68)
help-export-force = 即使 --out 指定的文件不是本程序生成的讲义，也覆盖它。
# 班级的对局房间（issue 67，class 分支）
help-join-in-class = 新房间：作为这个班级的对局（班级码由「class new」给出）；班级的老师在「class watch」里能看到并观战。

# `play --rules`: its default, with or without --fen (issue 65)
help-play-rules = 规则版本：basic、janggi、janggi-traditional、janggi-modern、janggi-casual。不指定时，对局（在设置表上，或用 --fen 直接开始）采用课程已经教过的规则：在「规则版本：在线对局会遇到的不同」一课得到星之前用 basic，之后用 janggi。
