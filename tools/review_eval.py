#!/usr/bin/env python3
"""How sure is `janggi-tutor review`? Measured against Fairy-Stockfish on a small evaluation set.

The set: self-play games of our engine where one side plays a low level (it blunders) against a
stronger level, generated once and kept under the work directory, plus any real records given with
--records (e.g. tests/data/records/games/*.gib). Every position of every game, before and after
each move, is scored by Fairy-Stockfish at a fixed depth (scores cached in WORK/fsf-cache.json, so
a second run costs only the review). Then `janggi-tutor review --json` runs on the same games and
the script prints:

- recall: of the moves FSF finds losing >= 300 cp while the game is open (|score before| <= 1000
  cp and no mate on the board), the share the review reports;
- false reports: the share of the review's reports on moves that lost <= 30 cp by FSF;
- better-move agreement: the share of reports whose better move is within 60 cp of FSF's best
  (FSF scores the position after our better move, same depth);
- seconds per 100 plies of the review: wall clock as run, and CPU seconds (on a shared machine
  the CPU time is the steadier number; the review searches on two threads), and the CPU seconds
  of the text report, which judges no exercise moves (what the games screen makes the learner
  wait for before the moments show);
- the exercises' fairness (issue 65), judged by FSF at `go movetime ACCEPT_MS` (1 s by default):
  the share of reported moments whose accepted moves (`accepted` of `review --json`, what "learn
  from your mistakes" and the personal exercise accept) hold FSF's best move (goal >= 90 %; also
  without the moments where FSF's best is the move played, which is never accepted), and the
  share of all accepted moves FSF rates 150 cp or more below its best (goal <= 5 %): FSF's
  root score against its score after the accepted move, and (steadier) its score after its own
  best move against its score after the accepted move.

A loss is FSF's score before the move minus FSF's score after it, from the mover's side; mate
scores count as +-3000 cp. FSF's cp for Janggi: 100 = its "pawn" (endgame) unit.

Usage:
  nice tools/build-fairy-stockfish.sh /tmp/fsf          # once
  cargo build --release
  python3 tools/review_eval.py [--fsf /tmp/fsf/fairy-stockfish] [--bin target/release/janggi-tutor]
      [--games 12] [--depth 10] [--work /tmp/review_eval] [--records FILE ...] [--review-args "..."]
      [--accept-ms 1000]
  Real games only, as docs/REVIEW.md records them:
  python3 tools/review_eval.py --games 0 --records tests/data/records/games/*.gib \
      tests/data/records/games/*.pgn tests/data/review/learner-loss.pgn
"""

import argparse
import glob
import json
import os
import random
import resource
import shlex
import subprocess
import sys
import time

MATE_CP = 3000


class Uci:
    def __init__(self, cmd, options=()):
        self.p = subprocess.Popen(
            shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        for name, value in options:
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, token):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine died")
            lines.append(line.strip())
            if line.split() and line.split()[0] == token:
                return lines

    def go(self, position, go):
        """(bestmove, score cp from the side to move's view, or None at a game end)."""
        self.send(position)
        self.send(go)
        lines = self.wait("bestmove")
        best = lines[-1].split()[1] if len(lines[-1].split()) > 1 else None
        score = None
        for line in lines:
            w = line.split()
            if "score" in w:
                i = w.index("score")
                kind, val = w[i + 1], int(w[i + 2])
                if kind == "cp":
                    score = val
                else:
                    score = MATE_CP if val > 0 else -MATE_CP
        if best in (None, "(none)"):
            return None, None
        return best, score

    def quit(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


def make_games(args, folder):
    """Self-play: our level `weak` against level `strong`, colours alternating, random openings."""
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(args.seed)
    g = 0
    while g < args.games:
        path = os.path.join(folder, f"selfplay-{g:02d}.pgn")
        if os.path.exists(path):
            g += 1
            continue
        weak, strong = rng.choice([1, 2]), rng.choice([3, 4])
        weak_is_cho = g % 2 == 0
        engines = {
            "cho": Uci(f"{args.bin} uci", [("Skill Level", weak if weak_is_cho else strong)]),
            "han": Uci(f"{args.bin} uci", [("Skill Level", strong if weak_is_cho else weak)]),
        }
        moves = []
        for ply in range(args.max_plies):
            side = "cho" if ply % 2 == 0 else "han"
            pos = "position startpos" + (" moves " + " ".join(moves) if moves else "")
            best, _ = engines[side].go(pos, "go depth 8")
            if best is None:
                break
            moves.append(best)
        for e in engines.values():
            e.quit()
        if len(moves) < 30:
            continue  # two passes ended it at once: nothing to learn from, play another
        cho = f"level {weak if weak_is_cho else strong}"
        han = f"level {strong if weak_is_cho else weak}"
        body = " ".join(
            (f"{i // 2 + 1}. " if i % 2 == 0 else "") + m for i, m in enumerate(moves))
        with open(path, "w") as f:
            f.write(f'[Event "review eval {g}"]\n[Variant "janggi"]\n[White "{cho}"]\n'
                    f'[Black "{han}"]\n[Result "*"]\n\n{body} *\n')
        print(f"game {g}: {len(moves)} plies ({cho} v {han})", file=sys.stderr)
        g += 1


def fens_of(args, path):
    """The FEN before every move and after the last, by our own replay (`game --to fen --at N`),
    and the rule set's FSF variant name."""
    pgn = subprocess.run([args.bin, "game", path, "--to", "pgn"], capture_output=True, text=True).stdout
    variant = "janggi"
    for line in pgn.splitlines():
        if line.startswith("[Variant "):
            # FSF's variant names are lower case ("Janggi" would leave it playing chess).
            variant = line.split('"')[1].lower()
    fens = []
    n = 0
    while True:
        out = subprocess.run([args.bin, "game", path, "--to", "fen", "--at", str(n)],
                             capture_output=True, text=True)
        fen = out.stdout.strip()
        if out.returncode != 0 or not fen or (fens and fen == fens[-1]):
            break
        fens.append(fen)
        n += 1
    return variant, fens


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fsf", default="/tmp/fsf/fairy-stockfish")
    ap.add_argument("--bin", default="target/release/janggi-tutor")
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--max-plies", type=int, default=100)
    ap.add_argument("--depth", type=int, default=10, help="FSF depth per position")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--work", default="/tmp/review_eval")
    ap.add_argument("--records", nargs="*", default=[])
    ap.add_argument("--review-args", default="")
    ap.add_argument("--open", type=int, default=1000, help="|cp| before the move for an open game")
    ap.add_argument("--misses", action="store_true", help="list the big losses not reported")
    ap.add_argument("--accept-ms", type=int, default=1000,
                    help="FSF's time per position judging the accepted moves (ms)")
    ap.add_argument("--games-only", action="store_true", help="only generate the self-play games")
    ap.add_argument("--score-only", action="store_true",
                    help="only score the positions with FSF (fills the cache), no review")
    args = ap.parse_args()

    make_games(args, os.path.join(args.work, "games"))
    if args.games_only:
        return
    files = sorted(glob.glob(os.path.join(args.work, "games", "*.pgn"))) + args.records

    cache_path = os.path.join(args.work, "fsf-cache.json")
    cache = json.load(open(cache_path)) if os.path.exists(cache_path) else {}
    fsf = None

    def ask(variant, fen, moves, tag, go):
        """FSF's (bestmove, score) for the position, cached under `tag` (one thread, a fresh game)."""
        nonlocal fsf
        key = f"{variant}|{tag}|{fen}|{moves}"
        if key not in cache:
            if fsf is None:
                fsf = Uci(args.fsf, [("Threads", 1), ("Hash", 64)])
            fsf.send(f"setoption name UCI_Variant value {variant}")
            fsf.send("ucinewgame")
            pos = f"position fen {fen}" + (f" moves {moves}" if moves else "")
            cache[key] = fsf.go(pos, go)
        return cache[key]

    def score(variant, fen, moves=""):
        return ask(variant, fen, moves, args.depth, f"go depth {args.depth}")

    def timed(variant, fen, moves=""):
        """As `score`, FSF thinking ACCEPT_MS per position."""
        return ask(variant, fen, moves, f"t{args.accept_ms}", f"go movetime {args.accept_ms}")

    # The exercises' fairness: moments judged, FSF's best accepted (and without the moments
    # where it is the move played), accepted moves, those FSF rates >= 150 cp below its best.
    fair = {"moments": 0, "best_in": 0, "not_played": 0, "best_in_np": 0, "accepted": 0, "bad": 0,
            "open": 0, "open_bad": 0, "bad_after": 0}
    unfair = []

    big, found, reports, false_reports, agree, judged = 0, 0, 0, 0, 0, 0
    seconds, cpu, cpu_moments, plies = 0.0, 0.0, 0.0, 0
    rows = []
    for path in files:
        variant, fens = fens_of(args, path)
        scored = [score(variant, f) for f in fens]
        if args.score_only:
            json.dump(cache, open(cache_path, "w"))
            print(f"scored {os.path.basename(path)}: {len(fens)} positions", file=sys.stderr)
            continue
        # Loss of the move from position i: before (mover's view) + after (opponent's view).
        loss = {}
        for i in range(len(fens) - 1):
            (b_best, b), (_, a) = scored[i], scored[i + 1]
            if b is None:
                continue
            a = -MATE_CP if a is None else a  # the move ended the game: it won
            loss[i + 1] = (b + a, b, b_best)
        t0 = time.time()
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run([args.bin, "--lang", "en", "review", path, "--json"]
                             + shlex.split(args.review_args), capture_output=True, text=True)
        seconds += time.time() - t0
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu += (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
        plies += len(fens) - 1
        # The text report, which judges no exercise moves: the time until the moments show
        # (the games screen judges those moves afterwards, while the learner reads).
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([args.bin, "--lang", "en", "review", path] + shlex.split(args.review_args),
                       capture_output=True, text=True)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu_moments += (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
        moments = [m for m in json.loads(out.stdout)["moments"] if m["kind"] != "illegal-try"]
        reported = {m["ply"]: m for m in moments}
        for ply, (l, before, _) in loss.items():
            if l >= 300 and abs(before) <= args.open:
                big += 1
                found += ply in reported
                if args.misses and ply not in reported:
                    print(f"  missed: {os.path.basename(path)} ply {ply} FSF before {before} "
                          f"loss {l}")
        for m in moments:
            if m["ply"] not in loss:
                continue
            l, before, fsf_best = loss[m["ply"]]
            reports += 1
            false_reports += l <= 30
            if m["better"]:
                judged += 1
                if m["better"] == fsf_best:
                    agree += 1
                    diff = 0
                else:
                    _, after_better = score(variant, fens[m["ply"] - 1], m["better"])
                    after_better = -MATE_CP if after_better is None else after_better
                    diff = before + after_better
                    agree += diff <= 60
            rows.append((os.path.basename(path), m["ply"], m["nag"], m["kind"], m["played"],
                         m["better"], l))
        for m in moments:
            if not m.get("accepted"):
                continue
            fen = fens[m["ply"] - 1]
            best_move, best = timed(variant, fen)
            if best_move is None:
                continue
            fair["moments"] += 1
            inside = best_move in m["accepted"]
            fair["best_in"] += inside
            if best_move != m["played"]:
                fair["not_played"] += 1
                fair["best_in_np"] += inside
            # FSF's score after its own best move, searched as the accepted moves are: the
            # root search and the searches after a move disagree by tens of cp even on FSF's
            # best (a second, steadier reading of the same goal).
            _, after_best = timed(variant, fen, best_move)
            after_best = -MATE_CP if after_best is None else after_best
            for a in m["accepted"]:
                _, after = timed(variant, fen, a)
                after = -MATE_CP if after is None else after
                gap = best + after
                fair["accepted"] += 1
                fair["bad"] += gap >= 150
                fair["bad_after"] += after - after_best >= 150
                # The margin is in winning chances: in a decided game it spans many cp.
                if abs(best) <= args.open:
                    fair["open"] += 1
                    fair["open_bad"] += gap >= 150
                if gap >= 150 or (not inside and a == m["accepted"][0]):
                    unfair.append((os.path.basename(path), m["ply"], best_move, a, gap,
                                   " ".join(m["accepted"])))
        json.dump(cache, open(cache_path, "w"))
    if fsf:
        fsf.quit()
    for r in rows:
        print("  %-20s ply %3d %-3s %-16s played %-6s better %-6s FSF loss %5d" % r)
    pct = lambda a, b: f"{100 * a / b:.0f} % ({a}/{b})" if b else "n/a"
    print(f"games: {len(files)}, plies: {plies}, FSF depth {args.depth}")
    print(f"recall (FSF loss >= 300 cp, game open): {pct(found, big)}")
    print(f"reports on moves that lost <= 30 cp:     {pct(false_reports, reports)}")
    print(f"better move within 60 cp of FSF's best:  {pct(agree, judged)}")
    print(f"review seconds per 100 plies:            {100 * seconds / max(plies, 1):.2f} wall, "
          f"{100 * cpu / max(plies, 1):.2f} CPU (both sides reviewed)")
    print(f"  of which until the moments show:       {100 * cpu_moments / max(plies, 1):.2f} CPU "
          f"(the text report: no exercise moves judged)")
    for r in unfair:
        print("  %-20s ply %3d FSF best %-6s accepted %-6s FSF gap %5d  (accepted: %s)" % r)
    print(f"FSF's best ({args.accept_ms} ms) accepted at moments: {pct(fair['best_in'], fair['moments'])}"
          f"; where it is not the move played: {pct(fair['best_in_np'], fair['not_played'])}")
    print(f"accepted moves FSF rates >= 150 cp below its best: {pct(fair['bad'], fair['accepted'])}"
          f"; in an open game (|FSF| <= {args.open} cp): {pct(fair['open_bad'], fair['open'])}")
    print(f"accepted moves >= 150 cp below FSF's best, both scored after the move: "
          f"{pct(fair['bad_after'], fair['accepted'])}")


if __name__ == "__main__":
    main()
