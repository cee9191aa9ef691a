# 首页（src/tui/home.rs）：各个条目，以及列表旁显示的说明。
# 界面文字：不用宽度不定的字符（见 tui.ftl 开头的说明）。

home-title = 课程
home-no-lessons = （暂无课程）
home-rules = 规则速查
home-faq = 常见问题
home-free = 自由摆棋
home-settings = 设置
home-rules-desc = 朝鲜将棋规则一览：棋盘、各个棋子、包与兵、怎样完成一手、哪些着法不合规则、对局怎样结束，以及在线对弈使用的规则版本。
home-faq-desc = 常见问题和容易混淆的判断，每一条都给出解答，并由规则引擎在各个规则版本下逐一验证。
home-free-desc = 任意局面、任意规则版本：选中一枚棋子，它的合法落点全部亮起；随便试一步，看它是否合法，不合法又是为什么。
home-settings-desc = 语言、棋盘样式、自由摆棋的规则版本，以及清除进度。
home-welcome = 请按顺序完成三个阶段。每道练习都由真正的规则引擎判定；一次答对且不看提示得 3 颗星，重做或看提示会少得星。
home-exercises = 已完成练习 { $solved } / { $count }，得星 { $stars }
home-more = （按回车打开课程，阅读全文。）
home-continue = 继续
home-continue-due = 继续（先练 { $count } 道到期）
home-continue-repeats = 按回车先练到期的 { $count } 道题：答错的题在下一课之前再出现一次，答对了才算过关。
home-continue-next = 按回车打开下一道练习：{ $lesson }，第 { $n } / { $count } 题（阶段：{ $phase }）。
home-continue-lesson = 按回车打开下一课：{ $lesson }（阶段：{ $phase }）。先读本课的规则，再做 { $count } 道练习。
home-continue-done = 所有练习都已完成。可以重做任意课程，或到「自由摆棋」里随意走棋。
home-phases = 课程分三个阶段。理解规则：每种棋子怎么走、怎样才算完成一手。比较选择：九宫斜线、违规着法、将军、逼将与终局。复盘检验：一步步复盘短棋局，用规则检查每一个判断。每个阶段的自检标准都做到了，就可以进入下一阶段。
home-phase-open = 按回车打开本阶段总览：各课、得星和还没做完的练习。
home-review = 再练一遍（{ $count } 道到期）
home-mistakes = 我的错题（{ $count }）
home-mistakes-desc = 你答错的地方，按误区归类，最常见的在前。在某一项上按回车，打开讲这个误区的课。
home-games = 棋谱
home-games-desc = 打开一份棋谱：你保存的对局，或任何 .gib、PGN 文件。一着一着地回看，运行引擎复盘标出值得学习的时刻，把它们作为练习放进复习队列，还可以从任何一着起在自由摆棋上试试别的走法。
home-play = 与 AI 对弈
home-play-desc = 与 AI 下一局真正的棋：选择执楚或执汉（楚先走，执汉则由 AI 先走）、AI 的级别（1 到 8）、规则和双方的布局。选中棋子即点亮合法落点；可以要提示、悔棋、在规则允许时停着、提和或认输。
home-friend = 与朋友对弈
home-friend-desc = 两人在同一屏幕上对弈：填写双方名字，选择规则、谁执楚、计时（不计时、读秒或费舍尔加秒），以及棋盘是否转向走棋一方。可以提和或请求悔棋，由对方接受或拒绝。对局连同双方名字一起保存，可以复盘。
home-resume = 继续对局
home-resume-desc = 上次没下完的那一局，从离开的地方接着下。
home-editor = 摆局编辑器
home-editor-desc = 为课摆出任意局面：放上或拿掉双方的棋子，选定轮到哪方走棋和规则版本，立即看到规则是否接受这个局面、不接受又是为什么。可以在上面试走，再导出为 FEN、棋图或任意题型的课程骨架（终端支持时复制到剪贴板，退出时也会打印出来）。

# 用保存的座位继续房间对局（issue 66）。
home-resume-room = 继续房间对局
home-resume-room-desc = { $server } 上的房间 { $room }：你以 { $name } 的名字执{ $side }方。用保存下来的座位凭证取回座位。
home-resume-room-clock = 你离开期间对局仍在服务器上进行，你的时钟也一直在走。
# 加入班级（issue 67，class 分支）
home-join-class = 加入班级
home-join-class-desc = 加入老师在房间服务器上开的班级：班级的课程会出现在这里，你的作答会随时发给老师。

# The last game and the next step, in the Continue panel (issue 65)
home-last-game = 上一局（{ $date }）：{ $result }，{ $opponent }。
home-last-next-review = 下一步：复盘这一局（棋谱，再按 r），然后从错误中学习（按 m）。
home-last-next-lessons = 下一步：继续学习课程（回车）。
home-last-next-play = 下一步：带着一个小目标再下一局（与 AI 对弈）。
