#!/usr/bin/env python3
"""A match between two UCI Janggi engines at a FIXED number of nodes (or depth) per move.

Why: the machine is shared and timed matches are noise; at fixed nodes a game depends only on the
two programs and the seed, so an evaluation or pruning change can be compared with the build before
it (keep a copy of the old binary). Fairy-Stockfish (tools/build-fairy-stockfish.sh) can be either
side, with `go nodes` or `go movetime`.

Usage:
  python3 tools/selfplay.py --a "target/release/janggi-tutor uci" --b "/tmp/old/janggi-tutor uci" \
      --games 40 --nodes 20000 [--nodes-b N] [--depth D] [--movetime-a MS --movetime-b MS] \
      [--seed 1] [--max-plies 150] [--variant janggi]

Openings: each pair of games shares a seeded random start (random formation for each side and two
random plies), played once with A as Cho and once with A as Han. The referee is pyffish (Fairy-
Stockfish's rules for the variant): a move it does not list as legal loses the game for the side that
played it. Games still running after --max-plies are decided by counting (chariot 13, cannon 7,
horse 5, elephant 3, advisor 3, soldier 2, Han +1.5), as `janggi-tutor match` does.

Output: one line per game, then A's score with an approximate 95 % interval (normal approximation
on the per-game results) and the Elo difference it corresponds to.
"""

import argparse
import math
import random
import shlex
import subprocess
import sys
import threading
from typing import NamedTuple

import pyffish as sf

POINTS = {"r": 13, "c": 7, "n": 5, "b": 3, "a": 3, "p": 2}


class Engine:
    def __init__(self, cmd, variant):
        self.cmd = cmd
        self.p = subprocess.Popen(
            shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.wait_for("uciok")
        self.send(f"setoption name UCI_Variant value {variant}")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def set_options(self, options):
        """UCI options given as NAME=VALUE strings (the tools' --opt arguments)."""
        for o in options:
            name, value = o.split("=", 1)
            self.send(f"setoption name {name} value {value}")

    def wait_for(self, token):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.cmd}: engine died")
            if line.split() and line.split()[0] == token:
                return line

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.wait_for("readyok")

    def go(self, fen, moves, go, on_line=None):
        """Searches `fen` after `moves` with `go GO`; hands every line before `bestmove` to
        `on_line` (split into words) and returns the best move."""
        self.send(f"position fen {fen}" + (" moves " + " ".join(moves) if moves else ""))
        self.send("go " + go)
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.cmd}: engine died")
            parts = line.split()
            if parts and parts[0] == "bestmove":
                return parts[1]
            if on_line:
                on_line(parts)

    def best(self, fen, moves, go):
        return self.go(fen, moves, go)

    def analyse(self, fen, moves, go):
        """The last score the engine reported, as (kind, value) with kind "cp" or "mate" (None
        if it gave none), and its best move."""
        score = None

        def see(parts):
            nonlocal score
            if "score" in parts:
                i = parts.index("score")
                score = (parts[i + 1], int(parts[i + 2]))

        best = self.go(fen, moves, go, see)
        return score, best

    def quit(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


# The referee as the matches run it: classical evaluation (no NNUE file), one thread.
CLASSICAL = ["Use NNUE=false", "Threads=1"]


def referee(cmd, variant):
    """Fairy-Stockfish started with the `CLASSICAL` options."""
    e = Engine(cmd, variant)
    e.set_options(CLASSICAL)
    return e


def named_engines(specs, variant):
    """{NAME: Engine} from the tools' `--engine NAME=COMMAND` arguments, in their order."""
    engines = {}
    for spec in specs:
        name, cmd = spec.split("=", 1)
        engines[name] = Engine(cmd, variant)
    return engines


def read_book(path):
    """The openings of a `sprt.py --book` file, as (fen, [moves]) pairs."""
    book = []
    for line in open(path, encoding="utf-8"):
        if "|" in line:
            fen, moves = line.rstrip("\n").split("|", 1)
            book.append((fen, moves.split()))
    return book


class LoggedGame(NamedTuple):
    """One game of a `sprt.py --games-log` file: opening|opening plies|A's side (cho/han)|
    result for A|how it ended|FEN|moves (the opening's moves first)."""

    opening: str
    opening_plies: int
    side: str
    result: float
    how: str
    fen: str
    moves: list

    def a_parity(self):
        """0 if engine A makes the moves at even plies (A is to move in the FEN), else 1."""
        return 0 if (self.side == "cho") == (self.fen.split()[1] == "w") else 1


def read_games_log(path):
    """The games of a `sprt.py --games-log` file, in order (lines of another form skipped)."""
    games = []
    for line in open(path, encoding="utf-8"):
        f = line.rstrip("\n").split("|")
        if len(f) >= 7:
            games.append(LoggedGame(f[0], int(f[1]), f[2], float(f[3]), f[4], f[5], f[6].split()))
    return games


def book_slice(path, first, count):
    """Openings `first` .. `first + count - 1` of a book; exits with the reason when it has fewer."""
    book = read_book(path)
    if first + count > len(book):
        sys.exit(f"{path}: {len(book)} openings, fewer than {first} + {count}")
    return book[first: first + count]


def add_referee_args(ap):
    """The arguments every tool comparing engines with the referee on book positions takes."""
    ap.add_argument("--fsf", required=True, help="native Fairy-Stockfish")
    ap.add_argument("--book", required=True, help="openings, as `sprt.py --book` writes them")
    ap.add_argument("--engine", action="append", required=True, help="NAME=COMMAND")
    ap.add_argument("--first", type=int, default=100, help="the first opening used")
    ap.add_argument("--variant", default="janggi")


def random_start(rng, variant):
    """A start FEN with a random formation for each side."""
    def back(upper):
        left = rng.choice(["nb", "bn"])
        right = rng.choice(["bn", "nb"])
        row = "r" + left + "a1a" + right + "r"
        return row.upper() if upper else row

    fen = f"{back(False)}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/{back(True)} w - - 0 1"
    moves = []
    for _ in range(2):
        legal = sorted(m for m in sf.legal_moves(variant, fen, moves) if not is_pass(m))
        moves.append(rng.choice(legal))
    return fen, moves


def is_pass(m):
    half = len(m) // 2
    return m[:half] == m[half:]


def counting_winner(fen):
    """'w' (Cho) or 'b' (Han) by counting points, Han with its 1.5 bonus."""
    board = fen.split()[0]
    cho = han = 0.0
    for ch in board:
        if ch.lower() in POINTS:
            if ch.isupper():
                cho += POINTS[ch.lower()]
            else:
                han += POINTS[ch]
    return "w" if cho > han + 1.5 else "b"


def run_workers(worker, n):
    """Runs `worker` in `n` threads (one per pair of engines) and waits for them all."""
    threads = [threading.Thread(target=worker) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def play(a, b, a_is_cho, fen, opening, go_a, go_b, variant, max_plies, record=None):
    """The result from A's side: 1, 0.5 or 0; and the plies and how it ended. The moves played
    (opening included) are left in `record` when one is given."""
    moves = record if record is not None else []
    moves.extend(opening)
    for e in (a, b):
        e.new_game()
    while True:
        turn = sf.get_fen(variant, fen, moves).split()[1]  # 'w' = Cho
        legal = sf.legal_moves(variant, fen, moves)
        if not legal:
            r = sf.game_result(variant, fen, moves)
            return result_for(a_is_cho, turn, r), len(moves), "no move"
        end, r = sf.is_immediate_game_end(variant, fen, moves)
        if end:
            return result_for(a_is_cho, turn, r), len(moves), "rule"
        end, r = sf.is_optional_game_end(variant, fen, moves)
        if end:
            return result_for(a_is_cho, turn, r), len(moves), "repetition"
        if len(moves) >= max_plies:
            w = counting_winner(sf.get_fen(variant, fen, moves))
            return (1.0 if (w == "w") == a_is_cho else 0.0), len(moves), "counting"
        a_moves = (turn == "w") == a_is_cho
        eng, go = (a, go_a) if a_moves else (b, go_b)
        m = eng.best(fen, moves, go)
        if m not in legal:
            print(f"  illegal move {m} by {'A' if a_moves else 'B'} after {' '.join(moves)}", file=sys.stderr)
            return (0.0 if a_moves else 1.0), len(moves), "illegal"
        moves.append(m)


def result_for(a_is_cho, turn, value):
    """pyffish values are from the side to move's view."""
    if value == 0:
        return 0.5
    mover_wins = value > 0
    mover_is_a = (turn == "w") == a_is_cho
    return 1.0 if mover_wins == mover_is_a else 0.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", required=True)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--nodes", type=int, default=20000)
    ap.add_argument("--nodes-b", type=int)
    ap.add_argument("--depth", type=int)
    ap.add_argument("--movetime-a", type=int)
    ap.add_argument("--movetime-b", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=150)
    ap.add_argument("--variant", default="janggi")
    args = ap.parse_args()

    def go(nodes, movetime):
        if movetime:
            return f"movetime {movetime}"
        if args.depth:
            return f"depth {args.depth}"
        return f"nodes {nodes}"

    go_a = go(args.nodes, args.movetime_a)
    go_b = go(args.nodes_b or args.nodes, args.movetime_b)
    a = Engine(args.a, args.variant)
    b = Engine(args.b, args.variant)
    rng = random.Random(args.seed)
    results = []
    fen, opening = None, None
    try:
        for g in range(args.games):
            if g % 2 == 0:
                fen, opening = random_start(rng, args.variant)
            a_is_cho = g % 2 == 0
            r, plies, how = play(a, b, a_is_cho, fen, opening, go_a, go_b, args.variant, args.max_plies)
            results.append(r)
            side = "Cho" if a_is_cho else "Han"
            print(f"game {g + 1}: A={side} result={r} plies={plies} ({how})", flush=True)
    finally:
        a.quit()
        b.quit()
    n = len(results)
    s = sum(results) / n
    w = results.count(1.0)
    d = results.count(0.5)
    l_ = results.count(0.0)
    sd = math.sqrt(sum((x - s) ** 2 for x in results) / max(1, n - 1)) / math.sqrt(n)
    lo, hi = max(0.0, s - 1.96 * sd), min(1.0, s + 1.96 * sd)

    def elo(p):
        p = min(max(p, 1e-3), 1 - 1e-3)
        return -400 * math.log10(1 / p - 1)

    print(
        f"A: {w} won, {d} drawn, {l_} lost of {n}: {100 * s:.1f} % "
        f"(95 % ~ {100 * lo:.0f}-{100 * hi:.0f} %), Elo {elo(s):+.0f} ({elo(lo):+.0f}..{elo(hi):+.0f}); "
        f"A go {go_a}, B go {go_b}"
    )


if __name__ == "__main__":
    main()
