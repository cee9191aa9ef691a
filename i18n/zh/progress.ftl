# 进度文件（src/trainer/progress）：读取、修复和保存时的问题（启动时和训练界面上显示），
# 以及 janggi-tutor progress。

progress-no-data-dir = 找不到用户数据文件夹，进度只在本次使用中保留。可用 --progress PATH 指定保存位置。
progress-unreadable = 无法读取进度文件 { $path }（{ $error }）。文件保持原样，本次使用期间不会保存任何内容。
progress-newer = 进度文件 { $path } 由更新版本的 janggi-tutor 写入（格式 { $version }）。文件保持原样，本次使用期间不会保存任何内容。
progress-corrupt = 进度文件 { $path } 已损坏（{ $detail }）。原文件已移到 { $moved }，现在重新开始记录。
progress-corrupt-kept = 进度文件 { $path } 已损坏（{ $detail }），而且无法移到别处（{ $error }）。文件保持原样，本次使用期间不会保存任何内容。
progress-save-failed = 无法把进度保存到 { $path }：{ $error }
progress-corrupt-peek = 进度文件 { $path } 已损坏（{ $detail }），保持原样不动。
progress-dropped = 进度文件 { $path } 里有 { $count } 项无法使用，已删去，其余内容全部保留。原文件的副本在 { $copy }。
progress-dropped-peek = 进度文件 { $path } 里有 { $count } 项无法使用，下次启动训练界面时会删去。
progress-dropped-kept = 进度文件 { $path } 里有 { $count } 项无法使用，而且文件无法修复（{ $error }）。文件保持原样，本次不会保存任何内容。
progress-dropped-setting = 已删去设置「{ $name }」：{ $value } 不是有效的值，改用默认值。
progress-dropped-exercise = 已删去 { $key } 的记录：{ $value } 不是有效的记录。
progress-dropped-more = ……另外还有 { $count } 项。

## janggi-tutor progress
progress-summary-file = 进度文件 { $path }：共 { $stars } 颗星。
progress-summary-phase = { $name }
progress-summary-lesson = { $title }（{ $id }）：{ $stars }/{ $max } 颗星，已完成 { $solved }/{ $exercises } 题，作答 { $attempts } 次，答错 { $misses } 次
progress-summary-misconceptions = 最常见的误区：
progress-summary-misconception = { $words }：答错 { $misses } 次，涉及 { $exercises } 道题
progress-summary-no-misconceptions = 还没有记录到误区。
progress-summary-due = 现在该复习的题：{ $count } 道
progress-summary-repeats = 其中 { $count } 道是答错过的题，当天就再出现。
progress-due-personal = 来自你的对局：第 { $number } 回合
progress-summary-goals = 你的对局的小目标：
progress-summary-goal = { $goal }（{ $id }）：{ $played } 局中达成 { $met } 局
progress-goal-unknown = 较新版本的目标
progress-too-large-to-write = 文件会有 { $size } 字节，超过能读回的上限 { $limit } 字节

# The game history (issue 65): `progress` and the home screen's last game
progress-summary-games = 你的对局（{ $count } 局，最新的在前）：
progress-summary-no-games = 还没有下过对局。
progress-summary-games-more = 另外还有 { $count } 局（「progress --json」列出全部）。
progress-game-line = { $date }  { $opponent }，{ $rules }：{ $result }
progress-game-line-side = { $date }  { $opponent }，执{ $side }，{ $rules }：{ $result }
progress-game-opponent-ai = 对手是 { $level } 级 AI
progress-game-opponent-engine = 对手是 { $name }
progress-game-opponent-friend = { $cho } 和 { $han } 同屏对局
progress-game-opponent-room = 在房间 { $room }（{ $server }）对 { $name }
progress-game-result-won = 胜
progress-game-result-lost = 负
progress-game-result-draw = 和棋
progress-game-result-side = { $side }方胜
progress-game-result-unknown = 没有记录结果
progress-game-goal-met = 目标「{ $goal }」已达成
progress-game-goal-missed = 目标「{ $goal }」未达成
progress-game-goal-pending = 目标「{ $goal }」尚未分出结果
progress-game-not-reviewed = 还没有复盘
progress-game-reviewed = 已复盘
progress-game-learned = 从错误中学习：{ $moments } 个时刻中找到了 { $found } 个更好的着法
progress-game-rules-other = 规则「{ $id }」
