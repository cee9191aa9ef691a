#!/usr/bin/env python3
"""Where were the games lost? Fairy-Stockfish scores every position of games kept by
`tools/sprt.py --games-log`, and this lists the moves of engine A that lost the most.

Why: a match result says how much weaker a search is, not why. The biggest drops of A's moves,
by a deeper reference search, show whether the losses are tactics missed (a drop of a piece or
a mate in a few moves) or a slow slide (many small drops): search or evaluation.

Each line of the log: opening|opening plies|A's side (cho/han)|result for A|how it ended|FEN|moves.
A drop is the reference's score before A's move minus its score after, from A's side (mates as
±3000 cp); only moves after the opening and with the reference's score before within ±LIMIT cp
(an open game) are counted.

Usage:
  python3 tools/blunders.py --fsf /tmp/fsf-native/fairy-stockfish --log GAMES [--depth 10]
      [--only-lost] [--top 20] [--limit 600]
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from selfplay import Engine  # noqa: E402

MATE_CP = 3000


def score(eng, fen, moves, depth):
    """The reference's score of the position for the side to move, in centipawns."""
    s, best = eng.analyse(fen, moves, f"depth {depth}")
    if s is None:
        return 0, best
    kind, v = s
    return (v if kind == "cp" else (MATE_CP if v > 0 else -MATE_CP)), best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fsf", required=True)
    ap.add_argument("--log", required=True)
    ap.add_argument("--depth", type=int, default=10)
    ap.add_argument("--only-lost", action="store_true")
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--limit", type=int, default=600)
    ap.add_argument("--variant", default="janggi")
    args = ap.parse_args()
    eng = Engine(args.fsf, args.variant)
    eng.send("setoption name Use NNUE value false")
    drops = []
    sizes = {"<100": 0, "100-299": 0, "300-999": 0, ">=1000": 0}
    games = 0
    for line in open(args.log, encoding="utf-8"):
        o, n_open, side, result, how, fen, moves = line.rstrip("\n").split("|")
        if args.only_lost and float(result) != 0.0:
            continue
        games += 1
        moves = moves.split()
        a_first = (side == "cho") == (fen.split()[1] == "w")
        eng.new_game()
        for i in range(int(n_open), len(moves)):
            if (i % 2 == 0) != a_first:
                continue
            before, best = score(eng, fen, moves[:i], args.depth)
            if abs(before) > args.limit:
                continue
            after, _ = score(eng, fen, moves[: i + 1], args.depth)
            drop = before + after  # `after` is from the opponent's side
            key = "<100" if drop < 100 else "100-299" if drop < 300 else "300-999" if drop < 1000 else ">=1000"
            sizes[key] += 1
            drops.append((drop, o, side, i + 1, moves[i], best, before, fen, moves[:i]))
    eng.quit()
    drops.sort(key=lambda d: -d[0])
    print(f"{games} games, {len(drops)} moves of A in open positions; drops by size: {sizes}")
    for drop, o, side, ply, mv, best, before, fen, ms in drops[: args.top]:
        print(f"opening {o} A={side} ply {ply}: {mv} lost {drop} cp (before {before:+}), reference plays {best}")
        print(f"    position fen {fen} moves {' '.join(ms)}")


if __name__ == "__main__":
    main()
