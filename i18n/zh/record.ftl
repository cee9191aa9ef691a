# 棋谱（.gib、PGN）：读取、复盘、写出。
record-in-file = { $path }：{ $problem }
record-at-line = 第 { $line } 行：{ $problem }
record-not-a-file = 不是普通文件
record-too-large = 文件超过 { $limit } 字节，不像是棋谱
record-io = 无法读取文件（{ $detail }）
record-encoding = 文本既不是 UTF-8 也不是 EUC-KR 编码
record-empty = 棋谱是空的
record-bad-tag = 「{ $text }」不是 [名称 "值"] 形式的标签
record-move-number = 这里应是第 { $expected } 着，却写着「{ $found }」
record-truncated = { $number ->
    [0] 文件在注释中间就结束了
   *[other] 文件在步数 { $number } 之后就结束了，缺少这一步的着法
}
record-bad-tag-value = 标签 { $name } 的值无法使用：「{ $value }」
record-unknown-start = 无法读取开局局面「{ $value }」
record-move-count = 棋谱标明共 { $stated } 步，实际有 { $found } 步
record-more-games = 文件里有 { $count } 局；这是第一局（用 --game K 读第 K 局）
record-bad-move = 第 { $number } 着「{ $text }」（第 { $line } 行）：{ $reason }
record-nothing = 无子
record-move-unreadable = 这不是任何已知记法中的着法
record-unknown-piece = 「{ $name }」不是棋子名称
record-wrong-piece = 棋谱写的是{ $named }，但该点上是：{ $found }
record-wrong-capture = 棋谱写吃掉了{ $named }，但该点上是：{ $found }
record-no-capture = 棋谱标明吃子（타），但该点上没有棋子
record-no-such-move = 没有符合这段文字的合法着法
record-ambiguous = 这段文字符合多个合法着法：{ $moves }
record-ongoing = 对局尚未结束
record-result-mismatch = 结果「{ $stated }」与终局局面不符（{ $actual }）
record-at-out-of-range = --at { $at } 超出范围：这局只有 { $count } 步有效着法
record-unknown-notation = 未知的记法「{ $name }」（可用：{ $known }）
record-no-such-game = --game { $game } 超出范围：文件里只有 { $count } 局
