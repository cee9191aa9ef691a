#!/usr/bin/env python3
"""When do we see the mate that ends a lost game, and when does the referee?

Why: most of level 8's losses to Fairy-Stockfish end with no move left (mate), and neither more
time nor more pruning changed that (docs/PERFORMANCE.md, issue 26). If we see the mate only a
ply or two before it lands while the referee sees it many plies earlier, the gap is tactical
depth; if the referee already scores the position as lost long before any mate shows, the game
was lost earlier, to what the evaluation prefers.

For every game of a `tools/sprt.py --games-log` log that engine A (ours) lost with no move left,
each of A's positions in the last --plies plies is searched by both engines for --movetime ms,
walking forward as the game went (one `ucinewgame` a game, so the tables carry on as in play).
Scores are from A's side (the side to move). Per game it prints, in plies before the end, the
first of those positions where each engine reports the mate against A, and where each first
scores A at --lost centipawns or worse; then the medians. --positions-out keeps the positions
where the referee already scores A as lost and A does not.

Usage:
  python3 tools/mate_horizon.py --games LOG --ours "target/release/janggi-tutor uci" \
      --ref /tmp/fsf-native/fairy-stockfish [--movetime 500] [--plies 30] [--limit 30] \
      [--concurrency 2] [--opt-ref NAME=VALUE]
The referee always gets `Use NNUE=false` and `Threads=1` (classical, as in the matches);
--opt-ref adds options.
"""

import argparse
import os
import statistics
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from selfplay import CLASSICAL, Engine, read_games_log, run_workers  # noqa: E402


def first(scores, test):
    """Plies before the end of the earliest position whose score passes `test`, or None."""
    for before, s in scores:
        if s is not None and test(s):
            return before
    return None


def mated(s):
    return s[0] == "mate" and s[1] < 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", required=True)
    ap.add_argument("--ours", required=True)
    ap.add_argument("--ref", required=True)
    ap.add_argument("--opt-ref", action="append", default=list(CLASSICAL))
    ap.add_argument("--movetime", type=int, default=500)
    ap.add_argument("--plies", type=int, default=30)
    ap.add_argument("--lost", type=int, default=-300)
    ap.add_argument("--limit", type=int, default=30)
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--variant", default="janggi")
    ap.add_argument("--games-only", help="only these games of the log's lost ones (numbers as printed, comma-separated)")
    ap.add_argument("--positions-out", help="append the positions the referee scores as lost and we do not "
                    "(fen|moves|referee's score|ours) to FILE, for a closer look at what our evaluation misses")
    args = ap.parse_args()

    games = [g for g in read_games_log(args.games) if g.result == 0 and g.how == "no move"]
    games = list(enumerate(games))
    if args.games_only:
        wanted = {int(k) for k in args.games_only.split(",")}
        games = [g for g in games if g[0] in wanted]
    games = games[: args.limit]
    if not games:
        sys.exit(f"{args.games}: no game lost with no move left")

    def lost(s):
        return mated(s) or (s[0] == "cp" and s[1] <= args.lost)

    rows, lock, queue = [], threading.Lock(), list(games)

    def worker():
        ours = Engine(args.ours, args.variant)
        ref = Engine(args.ref, args.variant)
        ref.set_options(args.opt_ref)
        try:
            while True:
                with lock:
                    if not queue:
                        return
                    k, game = queue.pop(0)
                opening, side, fen, moves = game.opening, game.side, game.fen, game.moves
                ours.new_game()
                ref.new_game()
                n = len(moves)
                plies = [p for p in range(max(0, n - args.plies), n) if p % 2 == game.a_parity()]
                s_ours, s_ref = [], []
                for p in plies:
                    s_ours.append((n - p, ours.analyse(fen, moves[:p], f"movetime {args.movetime}")[0]))
                    s_ref.append((n - p, ref.analyse(fen, moves[:p], f"movetime {args.movetime}")[0]))
                if args.positions_out:
                    missed = [(p, r, o) for p, (_, r), (_, o) in zip(plies, s_ref, s_ours)
                              if r is not None and o is not None and lost(r) and not lost(o)]
                    with lock, open(args.positions_out, "a", encoding="utf-8") as f:
                        for p, r, o in missed:
                            f.write(f"{fen}|{' '.join(moves[:p])}|{r[0]} {r[1]}|{o[0]} {o[1]}\n")
                row = (k, opening, side, n, first(s_ref, mated), first(s_ours, mated),
                       first(s_ref, lost), first(s_ours, lost))
                with lock:
                    rows.append(row)
                    print("game {} (opening {}, A {}, {} plies): mate seen by ref {} / ours {} plies "
                          "before the end; lost ({} cp) by ref {} / ours {}".format(
                              k, opening, side, n, row[4], row[5], args.lost, row[6], row[7]), flush=True)
        finally:
            ours.quit()
            ref.quit()

    run_workers(worker, args.concurrency)

    def med(i):
        v = [r[i] for r in rows if r[i] is not None]
        return f"{statistics.median(v):g} (of {len(v)})" if v else "-"

    print(f"{len(rows)} games, medians in plies before the end: mate seen by ref {med(4)}, "
          f"ours {med(5)}; lost by ref {med(6)}, ours {med(7)}")
    both = [r[4] - r[5] for r in rows if r[4] is not None and r[5] is not None]
    if both:
        print(f"the referee saw the mate {statistics.mean(both):.1f} plies earlier on average "
              f"({len(both)} games where both saw it)")


if __name__ == "__main__":
    main()
