# 对局页面：要求结束对局、在后台计算的提示和提和、保存的棋谱、外部引擎设置。

key-help-claim = 要求结束
play-end-claimed = { $reason }，由{ $side }方要求结束
play-nothing-to-claim = 这个局面不能要求结束对局。
play-claim-offer = 此时你可以要求结束对局：按 c（也可以继续下）。
play-claimable = 按 c 要求结束：{ $result }
play-hint-thinking = 正在找提示……（Esc 停止）
play-draw-thinking = AI 正在考虑你的提和……（Esc 撤回）
play-request-stopped = 已停止。
play-record-saved = 棋谱已保存：{ $path }
play-record-failed = 棋谱无法写入 { $path }：{ $error }
play-tries-saved = { $count } 次不合法的尝试已加入复习队列。
input-engine = 引擎命令（留空：内置 AI）
settings-engine = 对局引擎
settings-engine-desc = 会下朝鲜将棋的 UCI 引擎（例如 Fairy-Stockfish）的命令行：“fairy-stockfish”或带参数的完整路径。按 Enter 编辑，← 清空。留空则用内置 AI。引擎不存在或出错时会说明原因，由内置 AI 接着下。--engine 在本次运行中优先于此设置。
settings-engine-set = 新对局的对手是引擎“{ $command }”。
settings-engine-cleared = 新对局的对手是内置 AI。
settings-engine-not-found = 找不到程序“{ $program }”。设置已保存；在它能启动之前，对局由内置 AI 下。
