# 可靠性：输入和文件的上限，以及超出时的处理。

fen-digits = 第 { $rank } 条横线里的“{ $found }”不对：连续的空点要用一个 1 到 9 的数字表示。

## 读取文件（crate::fsio）
fsio-not-found = 文件不存在
fsio-not-a-file-folder = 这是文件夹，不是文件
fsio-not-a-file-fifo = 这是命名管道（FIFO），不是普通文件，不会读取
fsio-not-a-file-device = 这是设备，不是普通文件，不会读取
fsio-not-a-file-socket = 这是套接字，不是普通文件，不会读取
fsio-not-a-file-special = 这不是普通文件，不会读取
fsio-too-large = 文件有 { $size } 字节，超过上限 { $limit } 字节，不会读取
fsio-not-utf8 = 文件不是 UTF-8 文本
fsio-io = 无法读取：{ $error }
fsio-folder-unreadable = 无法读取这个文件夹（{ $error }）；其他文件夹照常读取
fsio-folder-repeated = 这是指向已读文件夹的链接，已跳过，每个文件夹只读一次
fsio-folder-too-deep = 文件夹嵌套超过 { $depth } 层，不会读取

## YAML 嵌套上限（lesson::nesting）
nesting-too-deep = YAML 在这里嵌套超过 { $limit } 层，文件不再往下读

## 进度文件（trainer::progress）
progress-corrupt-peek = 进度文件 { $path } 已损坏（{ $detail }），保持原样不动。
progress-dropped = 进度文件 { $path } 里有 { $count } 项无法使用，已删去，其余内容全部保留。原文件的副本在 { $copy }。
progress-dropped-peek = 进度文件 { $path } 里有 { $count } 项无法使用，下次启动练习界面时会删去。
progress-dropped-kept = 进度文件 { $path } 里有 { $count } 项无法使用，而且文件无法修复（{ $error }）。文件保持原样，本次不会保存任何内容。
progress-dropped-setting = 已删去设置“{ $name }”：{ $value } 不是有效的值，改用默认值。
progress-dropped-exercise = 已删去 { $key } 的记录：{ $value } 不是有效的记录。
progress-dropped-more = ……另外还有 { $count } 项。

## 命令行
cli-output-failed = 无法写出结果：{ $error }
cli-perft-too-deep = perft { $depth } 大约要数 { $nodes } 个局面，约需 { $hours } 小时。深度超过 { $max } 时需要加 --force。
tui-dumb-terminal = 这个终端（TERM=dumb）无法显示训练界面。请换用支持光标移动的终端，或者使用子命令（见 --help）。

## janggi-tutor progress
progress-summary-file = 进度文件 { $path }：共 { $stars } 颗星。
progress-summary-phase = { $name }
progress-summary-lesson = { $title }（{ $id }）：{ $stars }/{ $max } 颗星，已完成 { $solved }/{ $exercises } 题，作答 { $attempts } 次，答错 { $misses } 次
progress-summary-misconceptions = 最常见的误解：
progress-summary-misconception = { $tag }：答错 { $misses } 次，涉及 { $exercises } 道题
progress-summary-no-misconceptions = 还没有记录到误解。
progress-summary-due = 现在该复习的题：{ $count } 道
progress-due-personal = 来自你的对局：第 { $ply } 着
