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
