# janggi-tutor serve：房间服务器的命令行错误。
serve-bad-address = 「{ $addr }」不是可监听的地址（请写成 HOST:PORT，例如 127.0.0.1:8080）
serve-no-data-dir = 本系统没有已知的数据文件夹，请用 --data 指定
serve-bad-data = 无法使用数据文件夹 { $path }：{ $error }
serve-bind-failed = 无法在 { $addr } 上监听：{ $error }
serve-skipped-room = 有一个已保存的房间未能载入，已留在磁盘上：{ $detail }

# Issue 66: the room server's limits and log.
serve-bad-log = 「{ $level }」不是日志级别：请写 off、error、warn、info 或 debug
serve-zero-limit = { $flag } 至少为 1
# 同一端口上的浏览器页面（issue 69）。
serve-page = 浏览器页面：{ $url }
# Issue 68：无法写入的数据文件夹（磁盘已满或只读）。
serve-cannot-save = 数据文件夹 { $path } 无法写入（{ $error }）：服务器照常运行，但在能再次写入之前，房间只保存在内存中
