#!/usr/bin/env python3
"""Sequential probability ratio test (SPRT) between two UCI Janggi engines, pentanomial model.

Why: a 10- or 40-game match cannot see the few Elo a search change is worth; an SPRT plays game
pairs until the evidence decides between "no gain" (elo0) and "a gain of elo1" at the chosen
error rates, and stops as soon as it does. Fixed nodes per move keep the games independent of the
shared machine's load.

Each pair of games starts from one opening of the book, played once with A as Cho and once with A
as Han; the pair's score for A (0, 0.5, 1, 1.5 or 2) is one pentanomial sample, which removes most
of the noise of unbalanced openings. The LLR is the normal (GSPRT) approximation on the pair
scores with logistic Elo, as fishtest and fastchess compute it.

Openings: seeded random formations for both sides with 2-4 random plies, and positions taken from
the real games in tests/data/records/games (*.expected: the moves of .gib/.pgn records), every
few plies between ply 6 and 30. With --filter CMD, an engine keeps only the openings it scores
within ±--balance centipawns at --filter-depth (Fairy-Stockfish is the natural choice).

Usage:
  python3 tools/sprt.py --a "/tmp/new uci" --b "/tmp/base uci" --nodes 20000 \
      [--elo0 0 --elo1 5 --alpha 0.05 --beta 0.05] [--max-pairs 3000] [--concurrency 2] \
      [--book-size 200 --seed 1 --filter /tmp/fsf uci]
  python3 tools/sprt.py ... --movetime-a 500 --movetime-b 500 --no-sprt --max-pairs 50
      --opt-b "Use NNUE=false" (a plain match with the pentanomial 95 % interval, e.g. against
      Fairy-Stockfish built by tools/build-fairy-stockfish-native.sh)
  python3 tools/sprt.py --a A --b B --book FILE --filter /tmp/fsf --max-pairs 0
      (only make the book and write it to FILE; the engines are not started)
  python3 tools/sprt.py --summarize LOG [ELO0 ELO1]   (the verdict of a run's log cut short)
  python3 tools/sprt.py --compare LOG_A LOG_B   (two runs against one opponent, on the openings
      both played, an opening's k-th pair in A with its k-th in B: each one's score, the paired
      difference with its 95 % interval, and the sequential test on it, H0 0 / H1 +5 points: the
      stopping rule, PERFORMANCE.md round 18)
  python3 tools/sprt.py --a NEW --b REFEREE ... --control "MAIN uci" --control-log FILE
      (after each pair of A's, the control engine plays the same opening against its own B, with
      A's time; its pairs go to FILE in the log's format, and the run ends with the paired
      difference: two engines measured minutes apart, where two runs hours apart are not
      comparable, docs/PERFORMANCE.md round 16)
  --first K starts at the book's K-th opening, so that a second run alongside plays other games
  (fixed-node games from one opening are the same game); --games-log FILE keeps every game's
  moves (for finding where the games were lost, e.g. with Fairy-Stockfish).
  With --nodes and --nodes-b (both engines one thread) every game is the same on every run and
  under any load, so a control's fixed-node log serves every later candidate with the same book
  and limits: play it once, then run each candidate alone and --compare its log with it
  (docs/PERFORMANCE.md round 19).
"""

import argparse
import glob
import math
import os
import platform
import random
import sys
import threading

import pyffish as sf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from selfplay import Engine, is_pass, play, read_book, run_workers  # noqa: E402

MIN_PAIRS = 20


def formation_fen(rng):
    def back(upper):
        row = "r" + rng.choice(["nb", "bn"]) + "a1a" + rng.choice(["bn", "nb"]) + "r"
        return row.upper() if upper else row
    return f"{back(False)}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/{back(True)} w - - 0 1"


def all_formations():
    out = []
    for top in ["nb", "bn"]:
        for tr in ["bn", "nb"]:
            for bot in ["nb", "bn"]:
                for br in ["bn", "nb"]:
                    han = "r" + top + "a1a" + tr + "r"
                    cho = ("r" + bot + "a1a" + br + "r").upper()
                    out.append(f"{han}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/{cho} w - - 0 1")
    return out


def record_openings(variant, root):
    """(fen, moves) at plies 6, 10, ..., 30 of each recorded game, whose start formation is
    found by replaying its moves from each of the 16 formations."""
    out = []
    for path in sorted(glob.glob(os.path.join(root, "tests/data/records/games/*.expected"))):
        lines = dict(l.split(" ", 1) for l in open(path, encoding="utf-8").read().splitlines() if " " in l)
        moves = lines.get("moves", "").split()
        if len(moves) < 8:
            continue
        start = None
        for fen in all_formations():
            try:
                ms = []
                for m in moves[:30]:
                    if m not in sf.legal_moves(variant, fen, ms):
                        raise ValueError
                    ms.append(m)
                start = fen
                break
            except ValueError:
                continue
        if start is None:
            continue
        for ply in range(6, min(31, len(moves)), 4):
            out.append((start, moves[:ply]))
    return out


def random_openings(rng, variant, n):
    out = []
    for _ in range(n):
        fen = formation_fen(rng)
        moves = []
        for _ in range(rng.choice([2, 3, 4])):
            legal = sorted(m for m in sf.legal_moves(variant, fen, moves) if not is_pass(m))
            moves.append(rng.choice(legal))
        out.append((fen, moves))
    return out


def cpu_model():
    """The processor's name as Linux reports it, or the platform's when it does not."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def balanced(book, cmd, depth, limit, variant):
    eng = Engine(cmd, variant)
    kept = []
    try:
        for fen, moves in book:
            eng.new_game()
            score, _ = eng.analyse(fen, moves, f"depth {depth}")
            if score and score[0] == "cp" and abs(score[1]) <= limit:
                kept.append((fen, moves))
    finally:
        eng.quit()
    return kept


def elo_to_score(elo):
    return 1 / (1 + 10 ** (-elo / 400))


def stats(pairs):
    """Mean per-game score and the variance of a pair's per-game score."""
    n = len(pairs)
    xs = [p / 2 for p in pairs]
    mu = sum(xs) / n
    var = sum((x - mu) ** 2 for x in xs) / n
    return mu, var


def llr(pairs, elo0, elo1):
    if len(pairs) < 2:
        return 0.0
    mu, var = stats(pairs)
    # A handful of identical pair scores has no variance; floor it so that the LLR stays sane.
    var = max(var, 0.01)
    s0, s1 = elo_to_score(elo0), elo_to_score(elo1)
    return len(pairs) * (s1 - s0) * (2 * mu - s0 - s1) / (2 * var)


def elo(p):
    p = min(max(p, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / p - 1)


def summary(pairs, games):
    n = len(pairs)
    mu, var = stats(pairs)
    sd = math.sqrt(var / n) if n > 1 else 0.5
    lo, hi = max(0.0, mu - 1.96 * sd), min(1.0, mu + 1.96 * sd)
    w = sum(1 for g in games if g == 1.0)
    d = sum(1 for g in games if g == 0.5)
    l_ = sum(1 for g in games if g == 0.0)
    penta = [sum(1 for p in pairs if p == k / 2) for k in range(5)]
    return (f"{len(games)} games W-D-L {w}-{d}-{l_}, pairs LL..WW {penta}, score {100 * mu:.1f} % "
            f"(95 % {100 * lo:.1f}-{100 * hi:.1f}), Elo {elo(mu):+.1f} ({elo(lo):+.1f}..{elo(hi):+.1f})")


def pair_line(n, o, g1, g2, tail):
    """A log's line for a pair: its number, its opening, each game as (result, plies, how it
    ended), and a tail; `logged_pairs` reads it back."""
    (r1, p1, h1), (r2, p2, h2) = g1, g2
    return f"pair {n} (opening {o}): {r1} ({p1} {h1}), {r2} ({p2} {h2}); {tail}"


def logged_pairs(path):
    """The pairs of a run's log: (opening, first game's result, second game's result)."""
    out = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("pair "):
            opening = int(line.split("(opening ", 1)[1].split(")", 1)[0])
            body = line.split(": ", 1)[1]
            r1 = float(body.split(" ", 1)[0])
            r2 = float(body.split("), ", 1)[1].split(" ", 1)[0])
            out.append((opening, r1, r2))
    return out


def summarize(path, elo0, elo1):
    """The verdict line of a log cut short (a run stopped before its end)."""
    pairs, games = [], []
    for _, r1, r2 in logged_pairs(path):
        pairs.append(r1 + r2)
        games.extend([r1, r2])
    print(f"{path}: LLR {llr(pairs, elo0, elo1):+.2f} (elo0 {elo0}, elo1 {elo1}); {summary(pairs, games)}")


def compare(path_a, path_b):
    """Two runs against the same opponent on the openings both played (one may be cut short):
    each one's score there, and the difference with a 95 % interval from the paired openings
    (an opening's two games are one sample, as in the match itself)."""
    a, b = by_occurrence(path_a), by_occurrence(path_b)
    common = sorted(set(a) & set(b))
    if len(common) < 2:
        sys.exit(f"{len(common)} openings in common: nothing to compare")
    print(paired_difference([(o, a[(o, k)], b[(o, k)]) for o, k in common], path_a, path_b))


def by_occurrence(path):
    """A log's pair scores keyed by (opening, how many times it came before): pooled logs may
    play an opening again (other games, at a move time), and its k-th pair in one log is paired
    with its k-th in the other, not overwritten by it."""
    seen, out = {}, {}
    for o, r1, r2 in logged_pairs(path):
        k = seen.get(o, 0)
        seen[o] = k + 1
        out[(o, k)] = r1 + r2
    return out


def paired_difference(rows, name_a, name_b):
    """(opening, A's pair score, B's pair score) rows: each one's score and A − B with a 95 %
    interval, one sample per opening."""
    diffs = [(pa - pb) / 2 for _, pa, pb in rows]
    n = len(diffs)
    mu = sum(diffs) / n
    sd = math.sqrt(sum((d - mu) ** 2 for d in diffs) / (n - 1) / n)
    sa = sum(pa for _, pa, _ in rows) / (2 * n)
    sb = sum(pb for _, _, pb in rows) / (2 * n)
    first, last = min(o for o, _, _ in rows), max(o for o, _, _ in rows)
    # The stopping rule (an interval watched until it clears 0 finds false gains): a sequential
    # test on the openings' differences, normal model, H0 no gain, H1 +5 points, α = β = 0.05.
    var = sd * sd * n
    d1 = 0.05
    seq = (d1 / var) * (sum(diffs) - n * d1 / 2) if var > 0 else 0.0
    bound = math.log(0.95 / 0.05)
    return (f"openings {first}-{last} ({n} pairs, {2 * n} games): {name_a} {100 * sa:.1f} %, "
            f"{name_b} {100 * sb:.1f} %; difference {100 * mu:+.1f} points "
            f"(95 % {100 * (mu - 1.96 * sd):+.1f}..{100 * (mu + 1.96 * sd):+.1f}); "
            f"sequential (H0 0, H1 +5 points) LLR {seq:+.2f} (bounds ±{bound:.2f})")


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "--summarize":
        elos = [float(x) for x in sys.argv[3:5]] or [0.0, 5.0]
        return summarize(sys.argv[2], *elos)
    if len(sys.argv) == 4 and sys.argv[1] == "--compare":
        return compare(sys.argv[2], sys.argv[3])
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", required=True)
    ap.add_argument("--nodes", type=int, default=20000)
    ap.add_argument("--nodes-b", type=int)
    ap.add_argument("--movetime-a", type=int)
    ap.add_argument("--movetime-b", type=int)
    ap.add_argument("--elo0", type=float, default=0.0)
    ap.add_argument("--elo1", type=float, default=5.0)
    ap.add_argument("--alpha", type=float, default=0.05)
    ap.add_argument("--beta", type=float, default=0.05)
    ap.add_argument("--max-pairs", type=int, default=3000)
    ap.add_argument("--no-sprt", action="store_true", help="play --max-pairs pairs, report the score")
    ap.add_argument("--concurrency", type=int, default=1)
    ap.add_argument("--book-size", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--book", help="read the openings from FILE (fen|moves lines); made and written there when missing")
    ap.add_argument("--filter")
    ap.add_argument("--filter-depth", type=int, default=8)
    ap.add_argument("--balance", type=int, default=150)
    ap.add_argument("--max-plies", type=int, default=150)
    ap.add_argument("--first", type=int, default=0,
                    help="start at this opening of the book (a second run on other openings)")
    ap.add_argument("--games-log", help="append each game (opening, A's colour, result, moves) to FILE")
    ap.add_argument("--variant", default="janggi")
    ap.add_argument("--opt-a", action="append", default=[], help="UCI option NAME=VALUE for A")
    ap.add_argument("--opt-b", action="append", default=[], help="UCI option NAME=VALUE for B")
    ap.add_argument("--control", help="a second engine that plays each opening right after A, with A's limits")
    ap.add_argument("--control-log", help="the control's pairs, in the log's format (needs --control)")
    args = ap.parse_args()

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    rng = random.Random(args.seed)
    if args.book and os.path.exists(args.book):
        book = read_book(args.book)
    else:
        book = record_openings(args.variant, root) + random_openings(rng, args.variant, args.book_size)
        if args.filter:
            book = balanced(book, args.filter, args.filter_depth, args.balance, args.variant)
        rng.shuffle(book)
        if args.book:
            with open(args.book, "w", encoding="utf-8") as f:
                for fen, moves in book:
                    f.write(f"{fen}|{' '.join(moves)}\n")
    print(f"book: {len(book)} openings", flush=True)
    if args.max_pairs <= 0:
        return  # --max-pairs 0: only make (and write) the book

    # Which processor played: the referee's speed relative to ours differs between machines
    # (docs/PERFORMANCE.md, round 14), so a log says where it was made.
    print(f"machine: {cpu_model()}, {os.cpu_count()} cores", flush=True)
    go_a = f"movetime {args.movetime_a}" if args.movetime_a else f"nodes {args.nodes}"
    go_b = f"movetime {args.movetime_b}" if args.movetime_b else f"nodes {args.nodes_b or args.nodes}"
    lower = math.log(args.beta / (1 - args.alpha))
    upper = math.log((1 - args.beta) / args.alpha)
    lock = threading.Lock()
    if args.control and (args.concurrency != 1 or not args.no_sprt):
        sys.exit("--control plays a plain match (--no-sprt) with one worker")
    if args.control_log and not args.control:
        sys.exit("--control-log needs --control")
    pairs, games = [], []
    # With --control: (opening, A's pair score, the control's pair score).
    paired = []
    next_pair = [0]
    done = [None]

    def worker():
        a = Engine(args.a, args.variant)
        b = Engine(args.b, args.variant)
        a.set_options(args.opt_a)
        b.set_options(args.opt_b)
        c = Engine(args.control, args.variant) if args.control else None
        if c:
            c.set_options(args.opt_a)
        try:
            while True:
                with lock:
                    if done[0] or next_pair[0] >= args.max_pairs:
                        return
                    k = next_pair[0]
                    next_pair[0] += 1
                o = (k + args.first) % len(book)
                fen, opening = book[o]
                m1, m2 = [], []
                r1, p1, h1 = play(a, b, True, fen, opening, go_a, go_b, args.variant, args.max_plies, m1)
                r2, p2, h2 = play(a, b, False, fen, opening, go_a, go_b, args.variant, args.max_plies, m2)
                with lock:
                    if args.games_log:
                        with open(args.games_log, "a", encoding="utf-8") as f:
                            for cho, r, h, ms in ((True, r1, h1, m1), (False, r2, h2, m2)):
                                side = "cho" if cho else "han"
                                f.write(f"{o}|{len(opening)}|{side}|{r}|{h}|{fen}|{' '.join(ms)}\n")
                    pairs.append(r1 + r2)
                    games.extend([r1, r2])
                    value = llr(pairs, args.elo0, args.elo1)
                    tail = (f"score {100 * sum(games) / len(games):.1f} %" if args.no_sprt
                            else f"LLR {value:+.2f} [{lower:.2f}, {upper:.2f}]")
                    print(pair_line(len(pairs), o, (r1, p1, h1), (r2, p2, h2), tail), flush=True)
                    # No verdict on the first few pairs, whose variance is not yet known.
                    if not args.no_sprt and len(pairs) >= MIN_PAIRS and (value >= upper or value <= lower):
                        done[0] = "H1 accepted (gain)" if value >= upper else "H0 accepted (no gain)"
                if c:
                    # The same opening, both colours, right after A's pair (one worker: no lock).
                    g1 = play(c, b, True, fen, opening, go_a, go_b, args.variant, args.max_plies, [])
                    g2 = play(c, b, False, fen, opening, go_a, go_b, args.variant, args.max_plies, [])
                    paired.append((o, r1 + r2, g1[0] + g2[0]))
                    cs = sum(x for _, _, x in paired) / (2 * len(paired))
                    line = pair_line(len(paired), o, g1, g2, f"score {100 * cs:.1f} %")
                    if args.control_log:
                        with open(args.control_log, "a", encoding="utf-8") as f:
                            f.write(line + "\n")
                    print("control " + line, flush=True)
        finally:
            a.quit()
            b.quit()
            if c:
                c.quit()

    run_workers(worker, args.concurrency)
    if not pairs:
        sys.exit("no game was played")
    verdict = done[0] or ("match" if args.no_sprt else "no decision (pair limit)")
    print(f"{verdict}: LLR {llr(pairs, args.elo0, args.elo1):+.2f} "
          f"(elo0 {args.elo0}, elo1 {args.elo1}, alpha {args.alpha}, beta {args.beta}); "
          f"{summary(pairs, games)}; A go {go_a}, B go {go_b}")
    if len(paired) >= 2:
        print("against the control: " + paired_difference(paired, "A", "control"))


if __name__ == "__main__":
    main()
