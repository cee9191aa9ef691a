#!/usr/bin/env python3
"""Label positions of logged games with Fairy-Stockfish's *search* score, for `tune_eval.py --deep`.

Why: fitting our static evaluation to the referee's static one lost games (docs/PERFORMANCE.md,
rounds 4 and 6), and a fit to game results had too few games for its weights (round 8). The usual
cure is a label that knows what the position is worth: the referee's score after a search. Every
`--every`th position of the games (odd, so that both sides come to move), from the opening's end
or ply `--from` if later, is searched by native Fairy-Stockfish (classical, one thread, the game's moves given so that its history
counts) to `--nodes` nodes; positions whose best move is a capture, or whose score is a mate, are
left out (a static evaluation cannot see those), and so, later, are positions in check (our
`eval` says so). Output, one line per position: FEN, the score for Cho in the engines' internal
units (the referee's UCI centipawns times 2.08: its soldier is 208 internal units, ours 200), and
the number of the game's opening (positions of one opening are not independent; the fit holds
whole openings out).

Usage:
  python3 tools/label_deep.py --fsf /tmp/fsf-native/fairy-stockfish --games LOG[,LOG...] \
      --out deep.tsv [--nodes 25000] [--every 3] [--from 8] [--jobs 2]
A rerun makes nearly the same file: the referee's table is cleared at each new opening, but which
worker searches which position varies, and with it what the table holds, so a few scores differ.
Files it makes are data for one fit, not kept in the tree (they are large and can be made again).
"""

import argparse
import os
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from selfplay import read_games_log, referee, run_workers  # noqa: E402
from tune_eval import Board  # noqa: E402

# The referee's soldier in its internal units (`PawnValueEg`), over the 100 of its UCI centipawns.
INTERNAL_PER_CP = 2.08


def positions(paths, every, first):
    """(opening number, game's FEN, moves so far, position's FEN) of the positions to label."""
    out = []
    openings = {}
    for path in paths.split(","):
        for g in read_games_log(path):
            group = openings.setdefault((g.fen, " ".join(g.moves[: g.opening_plies])), len(openings))
            board = Board(g.fen)
            start = max(g.opening_plies, first)
            for k, m in enumerate(g.moves):
                if k >= start and (k - start) % every == 0:
                    out.append((group, g.fen, g.moves[:k], board.fen()))
                board.play(m)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fsf", required=True)
    ap.add_argument("--games", required=True, help="tools/sprt.py --games-log files, comma-separated")
    ap.add_argument("--out", required=True)
    ap.add_argument("--nodes", type=int, default=25000)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--from", dest="first", type=int, default=8)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--variant", default="janggi")
    args = ap.parse_args()
    todo = positions(args.games, args.every, args.first)
    if not todo:
        sys.exit(f"{args.games}: no position to label")
    print(f"{len(todo)} positions to search", file=sys.stderr)
    lock = threading.Lock()
    out = open(args.out, "w", encoding="utf-8")
    done = [0, 0]

    def worker():
        ref = referee(args.fsf, args.variant)
        last = None
        try:
            while True:
                with lock:
                    if not todo:
                        return
                    group, fen0, moves, fen = todo.pop(0)
                if group != last:
                    ref.new_game()
                    last = group
                s, best = ref.analyse(fen0, moves, f"nodes {args.nodes}")
                board = Board(fen)
                keep = s is not None and s[0] == "cp" and best and not board.is_capture(best)
                with lock:
                    done[0] += 1
                    if keep:
                        cp = s[1] * INTERNAL_PER_CP
                        cho = cp if fen.split()[1] == "w" else -cp
                        out.write(f"{fen}\t{cho:.0f}\t{group}\n")
                        done[1] += 1
                    if done[0] % 1000 == 0:
                        out.flush()
                        print(f"{done[0]} searched, {done[1]} kept", file=sys.stderr, flush=True)
        finally:
            ref.quit()

    run_workers(worker, args.jobs)
    out.close()
    print(f"{done[0]} searched, {done[1]} kept in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
