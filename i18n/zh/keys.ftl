# 按键（src/tui/keys/table.rs：底部提示栏和 ? 帮助由同一张表生成）：按键的作用（key-help-*）、
# 按键组（key-group-*）和按键名称（key-name-*）。
# 界面文字：不用宽度不定的字符（见 tui.ftl 开头的说明）。

## 按键功能（底部提示栏和 ? 帮助都由同一张按键表生成）

key-help-yes = 确定
key-help-no = 取消
key-help-accept = 接受
key-help-decline = 拒绝
key-help-input-ok = 确认
key-help-input-cancel = 取消
key-help-close = 关闭
key-help-submit = 提交答案
key-help-hint = 提示
key-help-type-move = 输入着法
key-help-pick = 按编号选择选项
key-help-next = 下一题
key-help-retry = 重做
key-help-fen = 输入 FEN
key-help-rules = 规则版本
key-help-undo = 悔棋
key-help-start = 开局摆位
key-help-left = 左
key-help-down = 下
key-help-up = 上
key-help-right = 右
key-help-page-up = 上翻页
key-help-page-down = 下翻页
key-help-select = 选择
key-help-cancel = 取消
key-help-next-panel = 切换面板
key-help-prev-panel = 上一个面板
key-help-help = 按键说明
key-help-back = 返回
key-help-quit = 退出
key-group-move = 移动

## 练习与课程路线

key-help-earlier = 上一个局面
key-help-later = 下一个局面
key-help-next-step = 下一步
key-help-prev-step = 上一步
key-help-lesson-text = 课文
key-help-show-answer = 看答案
key-help-next-lesson = 下一课
key-help-start-game = 开始对局
key-help-change-value = 更改此项

## 自由摆棋

key-help-free-pass = 停着

## 棋谱

key-help-open-path = 按路径打开文件
key-help-first-move = 开局
key-help-last-move = 终局
key-help-go-to = 跳到某一着
key-help-run-review = 运行复盘
key-help-next-moment = 下一个时刻
key-help-keep-findings = 加入复习
key-help-learn-mistakes = 从错误中学习
key-help-learn-next = 下一个
key-help-what-if = 试别的走法（自由摆棋）
key-help-review-side = 复盘看哪一方的着法（双方、楚、汉）

## 与 AI 对局

key-help-game-hint = 提示
key-help-game-undo = 悔棋
key-help-pass = 停着（先确认）
key-help-draw = 提和
key-help-resign = 认输
key-help-new-game = 新对局
key-help-claim = 要求结束

## 摆局编辑器

key-group-place = 放子
key-help-place-king = 放将
key-help-place-advisor = 放士
key-help-place-elephant = 放象
key-help-place-horse = 放马
key-help-place-chariot = 放车
key-help-place-cannon = 放包
key-help-place-soldier = 放兵
key-help-remove = 拿掉
key-help-pen-side = 切换双方
key-help-erratum = 报告错误
key-help-export = 导出
key-help-try-moves = 试走
key-help-turn = 轮到哪方
key-help-clear = 清空棋盘

## 按键名称

key-name-space = 空格
key-name-enter = 回车
key-name-esc = Esc
key-name-tab = Tab
key-name-backtab = Shift-Tab
key-name-backspace = 退格
key-name-up = 上
key-name-down = 下
key-name-left = 左
key-name-right = 右
key-name-page-up = PgUp
key-name-page-down = PgDn
key-name-ctrl = Ctrl-{ $key }
key-name-delete = Delete

# 房间对局断线时（issue 66）。
key-help-reconnect = 重新连接
key-help-new-address = 新地址

# A room game's clock paused by agreement (issue 66).
key-help-pause-clock = 暂停或继续计时

# The first-game page's own keys (issue 65).
key-help-change-choices = 修改设置
# Issue 65: the better move kept back until asked for
key-help-show-better = 显示更好的着法

# issue 65: lesson pointer
key-help-see-lesson = 参见课程
