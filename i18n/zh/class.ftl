# 班级（src/cli/class.rs、src/learner/class.rs、src/tui/class_watch.rs、src/net/class/report.rs 的报告）：class-*。
class-unreachable = 连不上班级所在的服务器：{ $detail }
class-bad-code = 「{ $code }」不是班级码（16 个字母和数字，即 class new 打印的那个）。
class-no-name = 加入班级需要名字：--class URL CODE --name NAME。
class-no-data-dir = 没有数据文件夹可以存放班级的课程；请用 --progress PATH 指定。
class-cannot-keep = 无法把班级的课程存到 { $path }：{ $error }
class-lessons-kept = 连不上班级所在的服务器，改用上次保存的课程：{ $error }
class-bad-token = 这个凭证打不开班级的报告。
class-lint-failed = 课程有 { $errors } 处错误（见上）：什么都没有上传。
class-created-code = 班级码：{ $code }
class-created-token = 教师凭证（请保密，用它查看报告）：{ $token }
class-created-hint = 学生这样加入：janggi-tutor --class { $url } { $code } --name 名字
class-not-queued = 无法为班级保存这次作答：{ $error }
class-sent = { $count ->
    [one] 已发送给班级。
   *[other] 已发送给班级（共 { $count } 次作答，含离线时保存的）。
}
class-queued = 已保存，稍后发送给班级（{ $count } 次作答待发送）：{ $error }
class-report-none = 无
class-report-head = 班级 { $class }：{ $students } 名学生，{ $answers } 次作答，{ $exercises } 道练习
class-report-students = 学生
class-report-no-students = （还没有人作答）
class-report-student = { "  " }{ $name }：完成 { $done }/{ $total } 题，{ $stars } 颗星，作答 { $answers } 次；误区：{ $misconceptions }
class-report-exercises = 练习
class-report-exercise = { "  " }{ $lesson }/{ $exercise }：{ $students } 名学生作答，{ $right } 名第一次就答对
class-report-wrong = { "    " }错误答案：{ $list }
class-report-exercise-misconceptions = { "    " }误区：{ $list }
class-watch-title = 班级 { $class }（实时）
class-watch-keys = q 退出 · ↑↓ PgUp PgDn 滚动
class-watch-lost = 与服务器的连接断了：{ $error }
# 班级里的名字、对局房间和用文字写出的误区（issue 67，class 分支）
class-name-taken = 这个班级里已经有同学用了「{ $name }」这个名字：请换一个名字（或在当初用这个名字加入的设备上加入）。
class-report-tag = { $words }（{ $count }）
class-report-tags = { $list }；{ $next }
class-report-rooms = 对局房间（在实时界面按编号观战）
class-report-room = { "  " }{ $n }. { $cho } 对 { $han }：已走 { $moves } 步，{ $state }（房间 { $room }）
class-report-room-player = { $name }
class-report-room-free = （空位）
class-report-room-on = 对局中
class-report-room-won = { $side ->
    [cho] 楚方胜
   *[han] 汉方胜
}
class-report-room-drawn = 和棋
class-watch-keys-rooms = q 退出 · ↑↓ 滚动 · 1-9 观战对局
# 「加入班级」表单（src/tui/screens/class_join/；issue 67，class 分支）
class-join-title = 加入班级
class-join-about = 这一行的说明
class-join-server = 服务器
class-join-code = 班级码
class-join-name = 你的名字
class-join-empty = （未填）
class-join-go = 加入班级
class-join-server-desc = 老师给你的房间服务器地址，例如 ws://192.168.1.10:8080/ws。按回车输入。
class-join-code-desc = 老师给你的班级码：16 个字母和数字。按回车输入。
class-join-name-desc = 老师在班级里看到的你的名字。第一个用这个名字加入的同学就拥有它：这台设备会替你记住。
class-join-go-desc = 加入班级：主页上列出的课程换成班级的课程，你的每次作答都会发给老师（连不上服务器时先保存，稍后再发）。
class-join-last = 上次加入：班级 { $code }，名字 { $name }，服务器 { $url }。
class-join-missing = 请先填好服务器、班级码和你的名字。
class-joined = 已用「{ $name }」加入班级 { $code }：班级的课程在主页上。
