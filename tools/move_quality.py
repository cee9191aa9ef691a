#!/usr/bin/env python3
"""How much does each engine's chosen move lose by Fairy-Stockfish's judgement? A fast, low-noise
screen for search changes, before a match.

Why: a 100-game match against Fairy-Stockfish takes an hour and its 95 % interval is ±8 points,
so it cannot tell two close versions apart; round 3 found the games lost by a slide of middling
moves, not by blunders. Here every engine plays one move in each of a fixed set of positions
(from real match games), and native Fairy-Stockfish scores the move it chose against its own best
at a fixed depth: the mean loss (centipawns, capped) and the share of moves losing more than 50 and
150 cp are paired over the same positions, so versions compare with a fraction of a match's noise.
It measures agreement with the referee's judgement, not Elo: confirm a winner with a match. It
favours evaluations fitted to the referee's own static scores (round 4's fit E2 gained 5.7 cp here
and lost more games, docs/PERFORMANCE.md round 6): for evaluation changes only a match decides.

Positions: `--make-set N` samples them from game logs of `tools/sprt.py --games-log` (every 6th
ply from ply 10, both sides, seeded), keeping those whose reference score is within ±LIMIT cp.
The reference's scores are cached in `--cache` (JSON), so each further engine costs only its own
thinking and the moves no engine chose before.

Usage:
  python3 tools/move_quality.py --fsf FSF --set SET --make-set 300 --logs L1 L2 ...
  python3 tools/move_quality.py --fsf FSF --set SET --cache CACHE --movetime 500 \
      --engine main="/tmp/jt-main uci" --engine new="/tmp/jt-new uci" [--depth 13] [--jobs 2]
      [--moves-out MOVES.json]
"""

import argparse
import json
import os
import random
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from blunders import score  # noqa: E402
from selfplay import Engine, read_games_log  # noqa: E402

# Losses beyond this count as this: one lost piece should not outweigh many small slips.
CAP = 500


def fsf_engine(path):
    e = Engine(path, "janggi")
    e.send("setoption name Use NNUE value false")
    e.send("setoption name Threads value 1")
    return e


class Pool:
    """One engine per worker thread."""

    def __init__(self, make, jobs):
        self.make = make
        self.local = threading.local()
        self.all = []
        self.lock = threading.Lock()
        self.jobs = jobs

    def get(self):
        if not hasattr(self.local, "e"):
            self.local.e = self.make()
            with self.lock:
                self.all.append(self.local.e)
        return self.local.e

    def map(self, f, items):
        with ThreadPoolExecutor(self.jobs) as ex:
            return list(ex.map(lambda x: f(self.get(), x), items))

    def quit(self):
        for e in self.all:
            e.quit()


def make_set(args, ref):
    rng = random.Random(args.seed)
    cands = []
    for path in args.logs:
        for game in read_games_log(path):
            fen, moves = game.fen, game.moves
            for ply in range(10, len(moves) - 4, 6):
                cands.append((fen, moves[:ply]))
    rng.shuffle(cands)
    out = []
    seen = set()

    def root(e, c):
        e.new_game()
        return score(e, c[0], c[1], args.depth)

    i = 0
    while len(out) < args.make_set and i < len(cands):
        batch = [c for c in cands[i:i + 20] if (c[0], " ".join(c[1])) not in seen]
        i += 20
        for c, (s, best) in zip(batch, ref.map(root, batch)):
            seen.add((c[0], " ".join(c[1])))
            if abs(s) <= args.limit and best and best != "(none)":
                out.append({"fen": c[0], "moves": c[1], "best": best, "score": s})
        print(f"{len(out)} positions", file=sys.stderr)
    out = out[: args.make_set]
    if not out:
        sys.exit("no position kept: give game logs with --logs (sprt.py --games-log files)")
    with open(args.set, "w") as f:
        json.dump(out, f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fsf", required=True)
    ap.add_argument("--set", required=True)
    ap.add_argument("--cache")
    ap.add_argument("--make-set", type=int)
    ap.add_argument("--logs", nargs="*", default=[])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--limit", type=int, default=500)
    ap.add_argument("--depth", type=int, default=13)
    ap.add_argument("--movetime", type=int, default=500)
    ap.add_argument("--nodes", type=int)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--engine", action="append", default=[], help="NAME=COMMAND")
    ap.add_argument("--moves-out", help="write every engine's chosen moves and losses (JSON)")
    args = ap.parse_args()
    ref = Pool(lambda: fsf_engine(args.fsf), args.jobs)
    if args.make_set:
        make_set(args, ref)
        ref.quit()
        return
    positions = json.load(open(args.set))
    if not positions:
        sys.exit(f"{args.set}: no positions")
    cache = {}
    if args.cache and os.path.exists(args.cache):
        cache = json.load(open(args.cache))
    go = f"nodes {args.nodes}" if args.nodes else f"movetime {args.movetime}"

    def after(e, key):
        """The reference's score of a move, from the mover's side."""
        fen, moves, m, _ = key.split("|")
        e.new_game()
        return -score(e, fen, moves.split() + [m], args.depth - 1)[0]

    def key(p, m):
        # The depth is part of the key: a cache filled at one depth is not reused at another.
        return f"{p['fen']}|{' '.join(p['moves'])}|{m}|{args.depth}"

    def fill(keys):
        todo = sorted({k for k in keys if k not in cache})
        for k, v in zip(todo, ref.map(after, todo)):
            cache[k] = v
        if args.cache:
            with open(args.cache, "w") as f:
                json.dump(cache, f)

    fill([key(p, p["best"]) for p in positions])
    results = {}
    moves_by_engine = {}
    for spec in args.engine:
        name, cmd = spec.split("=", 1)
        pool = Pool(lambda: Engine(cmd, "janggi"), args.jobs)

        def choose(e, p):
            e.new_game()
            return e.best(p["fen"], p["moves"], go)

        chosen = pool.map(choose, positions)
        pool.quit()
        fill([key(p, m) for p, m in zip(positions, chosen)])
        losses = [
            min(CAP, max(0, cache[key(p, p["best"])] - cache[key(p, m)]))
            for p, m in zip(positions, chosen)
        ]
        results[name] = losses
        moves_by_engine[name] = [{"move": m, "loss": x} for m, x in zip(chosen, losses)]
        n = len(losses)
        agree = sum(1 for p, m in zip(positions, chosen) if m == p["best"])
        print(
            f"{name}: mean loss {sum(losses) / n:.1f} cp, >50 cp {sum(x > 50 for x in losses) / n:.1%},"
            f" >150 cp {sum(x > 150 for x in losses) / n:.1%}, same as reference {agree / n:.1%} ({n} positions)",
            flush=True,
        )
    ref.quit()
    if args.moves_out:
        with open(args.moves_out, "w") as f:
            json.dump(moves_by_engine, f)
    names = list(results)
    for other in names[1:]:
        d = [a - b for a, b in zip(results[other], results[names[0]])]
        n = len(d)
        mean = sum(d) / n
        sd = (sum((x - mean) ** 2 for x in d) / max(1, n - 1)) ** 0.5
        print(f"{other} - {names[0]}: {mean:+.1f} cp (95 % ±{1.96 * sd / n ** 0.5:.1f})")


if __name__ == "__main__":
    main()
