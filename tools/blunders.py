#!/usr/bin/env python3
"""Where were the games lost? Fairy-Stockfish scores every position of games kept by
`tools/sprt.py --games-log`; this lists the moves of engine A that lost the most, and shows when
along the games A's side slides and how much more A's moves lose than the referee's own.

Why: a match result says how much weaker a search is, not why. The biggest drops of A's moves,
by a deeper reference search, show whether the losses are tactics missed (a drop of a piece or
a mate in a few moves) or a slow slide (many small drops): search or evaluation. The referee's
own moves, judged the same way, set the floor: a fixed-depth search disagrees with itself a ply
later too, so its moves "lose" some tens of cp, and A's losses mean something only against that.

The log is read by `selfplay.read_games_log`.
A move's loss is the referee's score before it plus its score after it (which is the
opponent's), mates as ±3000 cp. It prints:
- the referee's score of A's side at some plies (mean, median);
- per stretch of plies, what a move of A and one of the referee lose on average (capped to
  [-200, 500]; positions with either score beyond ±600 left out);
- how often a move loses more than 120, 200, 300, 500 cp and stays lost a ply later (the score
  two plies on still that much lower), per side, so that one search's horizon is not counted;
- A's moves by the size of their loss (after the opening, the score before within ±LIMIT), and
  the --top largest, with the referee's move and the position.

The referee's scores and moves can be kept in --cache (JSON) and are read back on a second run.

Usage:
  python3 tools/blunders.py --fsf /tmp/fsf-native/fairy-stockfish --log GAMES [--depth 10]
      [--only-lost] [--top 20] [--limit 600] [--cache FILE] [--concurrency 2]
"""

import argparse
import json
import os
import statistics
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from selfplay import read_games_log, referee, run_workers  # noqa: E402

MATE_CP = 3000
STRETCHES = [(4, 20), (20, 40), (40, 60), (60, 80), (80, 400)]
AT_PLIES = [4, 10, 20, 30, 40, 60, 80]
THRESHOLDS = [120, 200, 300, 500]


def centipawns(s):
    """An engine's reported score as centipawns, a mate as +-MATE_CP; None stays None."""
    return None if s is None else s[1] if s[0] == "cp" else MATE_CP if s[1] > 0 else -MATE_CP


def score(eng, fen, moves, depth):
    """The referee's (score for the side to move in centipawns, 0 when it gave none; best move)
    at a fixed depth (also move_quality.py's)."""
    s, best = eng.analyse(fen, moves, f"depth {depth}")
    v = centipawns(s)
    return (0 if v is None else v), best


def read_log(path, only_lost):
    games = [g for g in read_games_log(path) if not (only_lost and g.result != 0.0)]
    if not games:
        sys.exit(f"{path}: no games (expected tools/sprt.py --games-log lines)")
    return games


def score_all(games, args):
    """Per game, the referee's (score, best move) of every position, side to move's view."""
    key = lambda g: f"{g.fen}|{' '.join(g.moves)}|{args.depth}"  # noqa: E731
    cache = {}
    if args.cache and os.path.exists(args.cache):
        cache = json.load(open(args.cache, encoding="utf-8"))
    queue = [g for g in games if key(g) not in cache]
    lock = threading.Lock()

    def worker():
        ref = referee(args.fsf, args.variant)
        try:
            while True:
                with lock:
                    if not queue:
                        return
                    g = queue.pop(0)
                ref.new_game()
                scored = []
                for p in range(len(g.moves) + 1):
                    s, best = ref.analyse(g.fen, g.moves[:p], f"depth {args.depth}")
                    scored.append((centipawns(s), best))
                with lock:
                    cache[key(g)] = scored
                    print(f"{len(cache)} games scored", file=sys.stderr, flush=True)
        finally:
            ref.quit()

    run_workers(worker, args.concurrency)
    if args.cache:
        json.dump(cache, open(args.cache, "w", encoding="utf-8"))
    return [cache[key(g)] for g in games]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fsf", required=True)
    ap.add_argument("--log", required=True)
    ap.add_argument("--depth", type=int, default=10)
    ap.add_argument("--only-lost", action="store_true")
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--limit", type=int, default=600)
    ap.add_argument("--cache")
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--variant", default="janggi")
    args = ap.parse_args()
    games = read_log(args.log, args.only_lost)
    all_scored = score_all(games, args)

    losses = {(who, st): [] for who in ("A", "ref") for st in STRETCHES}
    big = {(who, t): 0 for who in ("A", "ref") for t in THRESHOLDS}
    counted = {"A": 0, "ref": 0}
    at = {p: [] for p in AT_PLIES}
    drops = []
    sizes = {"<100": 0, "100-299": 0, "300-999": 0, ">=1000": 0}
    for g, scored in zip(games, all_scored):
        sc = [v for v, _ in scored]
        a_par = g.a_parity()
        for p in range(len(g.moves)):
            s0, s1 = sc[p], sc[p + 1]
            if s0 is None or s1 is None:
                continue
            who = "A" if p % 2 == a_par else "ref"
            loss = s0 + s1
            if who == "A" and p >= g.opening_plies and abs(s0) <= args.limit:
                sizes["<100" if loss < 100 else "100-299" if loss < 300 else "300-999" if loss < 1000 else ">=1000"] += 1
                drops.append((loss, g, p, scored[p][1], s0))
            if abs(s0) > 600 or abs(s1) > 600:
                continue
            for st in STRETCHES:
                if st[0] <= p < st[1]:
                    losses[(who, st)].append(max(-200, min(500, loss)))
            if p < 10 or p + 2 >= len(sc) or sc[p + 2] is None:
                continue
            counted[who] += 1
            for t in THRESHOLDS:
                if loss > t and s0 - sc[p + 2] > t - 20:
                    big[(who, t)] += 1
        for p in AT_PLIES:
            if p < len(sc) and sc[p] is not None:
                at[p].append(max(-1500, min(1500, sc[p] if p % 2 == a_par else -sc[p])))

    print(f"{len(games)} games, the referee at depth {args.depth}; A's side, cp as the referee prints them")
    for p, v in at.items():
        if v:
            print(f"ply {p:3}: {len(v):4} games, mean {statistics.mean(v):6.0f}, median {statistics.median(v):6.0f}")
    for st in STRETCHES:
        a, r = losses[("A", st)], losses[("ref", st)]
        if a and r:
            print(f"plies {st[0]:3}-{st[1] - 1:3}: a move loses, A {statistics.mean(a):5.1f} ({len(a)} moves), "
                  f"the referee {statistics.mean(r):5.1f} ({len(r)} moves)")
    for t in THRESHOLDS:
        print(f"moves losing > {t} cp and still lost a ply later: "
              + ", ".join(f"{who} {big[(who, t)]}/{counted[who]} ({100 * big[(who, t)] / max(1, counted[who]):.1f} %)"
                          for who in ("A", "ref")))
    print(f"{len(drops)} moves of A in open positions; drops by size: {sizes}")
    drops.sort(key=lambda d: -d[0])
    for loss, g, p, best, before in drops[: args.top]:
        print(f"opening {g.opening} A={g.side} ply {p + 1}: {g.moves[p]} lost {loss} cp "
              f"(before {before:+}), reference plays {best}")
        print(f"    position fen {g.fen} moves {' '.join(g.moves[:p])}")


if __name__ == "__main__":
    main()
