# 边写边预览课程：--open 和 --watch（src/cli/trainer.rs、src/tui/preview.rs）。
open-unknown-lesson = 没有课程「{ $id }」。{ $hint }
open-unknown-exercise = 课程「{ $lesson }」中没有练习「{ $id }」。{ $hint }
open-near = 你要找的是不是：{ $near }？
open-known = 现有的 ID：{ $known }（见 janggi-tutor lessons）。
open-needs-screen = --open 和 --watch 用于打开训练界面，不能与命令一起使用。
watch-summary = 正在监视课程文件：已重新读取 { $reloads } 次；检查结果：{ $errors } 个错误，{ $warnings } 个警告。
watch-header = 检查：错误 { $errors }，警告 { $warnings }
watch-error = 错误
watch-warning = 警告
watch-problem = { $place }：{ $severity }：{ $message }
watch-more = ……还有 { $count } 条（janggi-tutor lint 会全部列出）。
watch-failed = 无法监视课程文件夹 { $path }（{ $error }）；在重新启动程序之前，文件的改动不会显示出来。

## Lessons that cannot teach a wrong rule (issue 67)
watch-note = 说明
