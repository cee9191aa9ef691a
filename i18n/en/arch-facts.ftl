# `janggi-tutor bench`: the search's node signature (src/cli/bench.rs).
help-bench = Search a fixed set of positions to a fixed depth and print how many nodes were searched: the search's signature, the same on every run.
help-bench-depth = How many plies deep to search each position.
bench-position = Position { $index }/{ $count }: { $nodes } nodes  { $fen }
bench-time = Total time (ms): { $ms }
bench-nodes = Nodes searched: { $nodes }
bench-nps = Nodes/second: { $nps }
