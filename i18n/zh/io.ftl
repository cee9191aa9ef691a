# 文件与库：有上限地读取文件（src/fsio/，fsio-*），以及把库（I/O、JSON）报告的错误
# 改写成带位置的句子（detail-*）。

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
# 库报告的错误，改写成带位置的句子（src/i18n/library_error.rs）。
detail-json-eof = 内容在第 { $line } 行第 { $column } 列提前结束了
detail-json-syntax = 第 { $line } 行第 { $column } 列不是有效的 JSON
detail-json-data = 第 { $line } 行第 { $column } 列的值不符合格式（{ $detail }）
detail-io-not-found = 它不存在
detail-io-permission = 没有访问权限
detail-io-is-folder = 这是文件夹，不是文件
detail-io-not-folder = 这不是文件夹
detail-io-invalid-data = 内容无法读取
detail-io-disk-full = 磁盘已满
detail-io-refused = 连接被拒绝，服务器可能没有运行
detail-io-timed-out = 等了太久，没有回应
detail-io-connection-lost = 连接中断了
detail-io-unreachable = 网络无法到达
detail-io-address-in-use = 这个地址已被占用
detail-io-other = 系统错误（{ $detail }）
