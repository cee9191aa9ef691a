# 我的错题（src/tui/mistakes.rs）：按误区归类的错题。
# 界面文字：不用宽度不定的字符（见 tui.ftl 开头的说明）。

mistakes-title = 我的错题
mistakes-none = 还没有记录到错误。
mistakes-line = { $tag }：错了 { $count } 次。重读：{ $lessons }
mistakes-count = 答错 { $count } 次。
mistakes-missed-in = 答错的练习：
mistakes-taught-in = 讲这一点的课：{ $lesson }
mistakes-open-hint = 按回车打开这一课。
mistakes-no-lesson = 本课程中没有专门讲这一点的课。
