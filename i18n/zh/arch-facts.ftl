# `janggi-tutor bench`：搜索的节点数签名（src/cli/bench.rs）。
help-bench = 把一组固定局面各搜索到固定深度，并输出搜索的节点总数：这是搜索的签名，每次运行都相同。
help-bench-depth = 每个局面搜索多少层（半回合）。
bench-position = 局面 { $index }/{ $count }：{ $nodes } 个节点  { $fen }
bench-time = 总用时（毫秒）：{ $ms }
bench-nodes = 搜索节点数：{ $nodes }
bench-nps = 每秒节点数：{ $nps }
