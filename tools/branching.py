#!/usr/bin/env python3
"""Depth reached and effective branching factor: our engine against Fairy-Stockfish, same positions.

Why: at equal time the referee completes two or three plies more than we do with about as many
nodes (docs/PERFORMANCE.md, issue 26 round 9). A pruning or reduction change should show here as
a smaller branching factor at depth long before a match at 500 ms can tell its score apart, and
10,000-node self-play tests (depth 6-7) hardly see it.

Each engine searches each position (a book opening after its moves) for --movetime ms (or --nodes,
which gives the same numbers under any load) from a fresh
`ucinewgame`. From its `info depth D ... nodes N ... score` lines, per position: the last depth it
completed, the nodes it had searched by then, and the effective branching factor over the last
--span plies, (nodes at D / nodes at D - span) ** (1 / span). Then the medians per engine. Read the
ratios on a busy machine, not the speeds.

Usage:
  python3 tools/branching.py --fsf /tmp/fsf-native/fairy-stockfish --book /tmp/book.txt \
      --engine main="/tmp/jt-main uci" [--engine new="target/release/janggi-tutor uci"] \
      [--first 100] [--positions 12] [--movetime 2000 | --nodes 400000] [--span 4]
"""

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from selfplay import add_referee_args, book_slice, named_engines, referee  # noqa: E402


def profile(engine, fen, moves, limit, node_limit=None):
    """{depth: nodes} of the iterations the engine reported with an exact score. With a node
    limit, the iteration the limit cut short is dropped: the referee reports it when it stops."""
    engine.new_game()
    nodes = {}

    def see(t):
        if (t and t[0] == "info" and "depth" in t and "nodes" in t and "score" in t
                and "upperbound" not in t and "lowerbound" not in t):
            nodes[int(t[t.index("depth") + 1])] = int(t[t.index("nodes") + 1])

    engine.go(fen, moves, limit, see)
    return {d: n for d, n in nodes.items() if node_limit is None or n < node_limit}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_referee_args(ap)
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--movetime", type=int, default=2000)
    ap.add_argument("--nodes", type=int, help="search this many nodes instead of --movetime")
    ap.add_argument("--span", type=int, default=4)
    args = ap.parse_args()
    limit = f"nodes {args.nodes}" if args.nodes else f"movetime {args.movetime}"

    book = book_slice(args.book, args.first, args.positions)
    engines = {"fsf": referee(args.fsf, args.variant), **named_engines(args.engine, args.variant)}
    rows = {name: [] for name in engines}
    for k, (fen, opening) in enumerate(book):
        cells = []
        for name, e in engines.items():
            nodes = profile(e, fen, opening, limit, args.nodes)
            if not nodes:
                cells.append(f"{name}: no iteration")
                continue
            d = max(nodes)
            ebf = (nodes[d] / nodes[d - args.span]) ** (1 / args.span) if nodes.get(d - args.span) else None
            rows[name].append((d, nodes[d], ebf))
            cells.append(f"{name}: depth {d}, {nodes[d]:,} nodes, ebf " + (f"{ebf:.2f}" if ebf else "-"))
        print(f"opening {args.first + k}: " + "; ".join(cells), flush=True)
    for name, r in rows.items():
        if not r:
            continue
        ebfs = [x[2] for x in r if x[2]]
        print(f"{name}: median depth {statistics.median(x[0] for x in r)}, "
              f"median nodes {statistics.median(x[1] for x in r):,.0f}, "
              f"median ebf {statistics.median(ebfs):.2f}" if ebfs else f"{name}: no ebf")
    for e in engines.values():
        e.quit()


if __name__ == "__main__":
    main()
