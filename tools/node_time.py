#!/usr/bin/env python3
"""Wall time of a game's worth of `go nodes N` searches, for exact speed-ups (docs/PERFORMANCE.md,
round 27). `bench` starts every position with a fresh searcher; in play the table and the
evaluation cache carry over from move to move, which is what this measures: each binary searches
the positions of the first logged games (from ply 10, every second ply) to a fixed node count
through UCI, after one `ucinewgame` a game, and the total time is printed. With `go nodes` the
trees are the same for binaries that differ only in speed; run on a quiet machine, alternating.

Usage:
  python3 tools/node_time.py --games LOG --bins BIN[,BIN...] [--nodes 200000] [--count 3]
      [--reps 2]
"""

import argparse
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from selfplay import read_games_log  # noqa: E402


def run(binary, games, nodes):
    """(seconds, searches) of one binary over `games`."""
    p = subprocess.Popen([binary, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True, bufsize=1)

    def send(c):
        p.stdin.write(c + "\n")
        p.stdin.flush()

    def wait(token):
        while True:
            line = p.stdout.readline()
            if not line:
                sys.exit(f"{binary} stopped")
            if line.startswith(token):
                return

    send("uci")
    wait("uciok")
    total, n = 0.0, 0
    for g in games:
        send("ucinewgame")
        send("isready")
        wait("readyok")
        for ply in range(10, min(len(g.moves), 70), 2):
            send(f"position fen {g.fen} moves {' '.join(g.moves[:ply])}")
            t = time.perf_counter()
            send(f"go nodes {nodes}")
            wait("bestmove")
            total += time.perf_counter() - t
            n += 1
    send("quit")
    p.wait()
    return total, n


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", required=True, help="a tools/sprt.py --games-log file")
    ap.add_argument("--bins", required=True, help="engine binaries, comma-separated")
    ap.add_argument("--nodes", type=int, default=200000)
    ap.add_argument("--count", type=int, default=3, help="games to replay")
    ap.add_argument("--reps", type=int, default=2)
    args = ap.parse_args()
    games = read_games_log(args.games)[: args.count]
    for _ in range(args.reps):
        for b in args.bins.split(","):
            t, n = run(b, games, args.nodes)
            print(f"{b}: {n} searches, {t:.2f} s", flush=True)


if __name__ == "__main__":
    main()
