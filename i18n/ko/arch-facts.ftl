# `janggi-tutor bench`: 탐색의 노드 수 서명 (src/cli/bench.rs).
help-bench = 정해진 국면들을 정해진 깊이까지 탐색하고 탐색한 노드 수를 출력합니다. 이 수는 탐색의 서명으로, 실행할 때마다 같습니다.
help-bench-depth = 각 국면을 몇 수(플라이) 깊이까지 탐색할지.
bench-position = 국면 { $index }/{ $count }: 노드 { $nodes }개  { $fen }
bench-time = 총 시간(밀리초): { $ms }
bench-nodes = 탐색한 노드 수: { $nodes }
bench-nps = 초당 노드 수: { $nps }
