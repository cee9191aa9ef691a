#!/usr/bin/env python3
"""Fit the evaluation's weights (src/search/eval/weights.rs) to Fairy-Stockfish's evaluation, or
to the results of games (Texel's method).

Why: the search loses to Fairy-Stockfish by a slow slide of small misjudgements rather than by
dropped pieces (tools/blunders.py), which points at the evaluation. Fairy-Stockfish's classical
evaluation of Janggi is the referee's own judgement; fitting our terms to it on positions from
real and engine games is a linear least-squares problem, because our evaluation is a sum of
counted terms times weights, blended by the game phase (src/search/eval/mod.rs, `trace`).

Input: a TSV of `FEN<TAB>cp` lines, cp being Fairy-Stockfish's evaluation from Cho's side in
its internal units (a soldier about 200, as ours). The engine's UCI `eval` command gives each
position's terms. The fit (every weight but the tempo) is ridge regression pulled towards the
current weights (so a term the data hardly sees keeps its value); the pull is chosen on a
held-out tenth of the positions.

Texel's method (--games): fitting the referee's static scores lost games three times
(docs/PERFORMANCE.md, rounds 4 and 6), so this mode fits what the games decided instead. Every
quiet position of the logged games (`tools/sprt.py --games-log`; not in check, the move played
next not a capture, after the opening) is labelled with the game's result for Cho; the weights
minimise the log loss of sigmoid(eval / scale) against it, with the scale first fitted to the
current weights, by Newton's method with a ridge pull towards the current weights. The pull is
chosen on a held-out tenth of the openings (positions of one opening's games are not
independent), and the weights are then fitted again on every position.

Deep labels (--deep): the same fit, each position's label being the referee's search score
(`tools/label_deep.py`) turned into an expected result, sigmoid(score / --scale), instead of the
game's result: far more positions per game carry a label that knows what the position is worth.

Usage:
  python3 tools/tune_eval.py --engine "target/release/janggi-tutor uci" --data data.tsv \
      [--weights src/search/eval/weights.rs] [--write] [--lambdas 1,10,100] [--max-cp 1500]
  python3 tools/tune_eval.py --games LOG[,LOG...] [--engine ...] [--write] [--lambdas ...]
  python3 tools/tune_eval.py --deep deep.tsv [--scale 400] [--engine ...] [--write] [--lambdas ...]
Needs numpy, and pyffish (the FEN helpers of gen_fsf_vectors.py import it).
"""

import argparse
import gzip
import os
import random
import re
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_fsf_vectors as vectors  # noqa: E402
from selfplay import read_games_log  # noqa: E402

ROLES = ["king", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"]
MAX_PHASE = 28
# The flat term order of src/search/eval/mod.rs (`Term::index`).
N_TERMS = 7 + 7 * 50 + 7 + 7 + 7 + 5
SCALARS = ["TRAPPED", "OPEN_FILE", "GUARD", "DANGER", "DANGER_END", "FLANK", "PALACE_DANGER",
           "HANGING", "RESTRICTED", "KING_THREAT", "CHARIOT_THREAT", "SOLDIER_PUSH"]


def read_weights(path):
    """The current weights, as a (N_TERMS, 2) array, and the tempo."""
    text = open(path).read()

    def pairs(block):
        return [(int(a), int(b)) for a, b in re.findall(r"P\((-?\d+), (-?\d+)\)", block)]

    def const(name):
        m = re.search(r"const " + name + r": [^=]+= (.*?);\n", text, re.S)
        if not m:
            sys.exit(f"{path}: no {name}")
        return m.group(1)

    w = pairs(const("MATERIAL")) + pairs(const("PSQT")) + pairs(const("MOBILITY"))
    w += pairs(const("THREAT"))
    for name in SCALARS:
        w += pairs(const(name))
    if len(w) != N_TERMS:
        sys.exit(f"{path}: {len(w)} weights, expected {N_TERMS}")
    tempo = int(const("TEMPO"))
    return np.array(w, dtype=float), tempo


def write_weights(path, w, tempo):
    """Rewrites the constants of weights.rs in place, keeping its comments."""
    text = open(path).read()
    w = np.rint(w).astype(int)

    def fmt(rows):
        return ", ".join(f"P({a}, {b})" for a, b in rows)

    def put(name, body):
        nonlocal text
        text, n = re.subn(r"(const " + name + r": [^=]+= ).*?;\n", lambda m: m.group(1) + body + ";\n",
                          text, count=1, flags=re.S)
        assert n == 1, name

    put("MATERIAL", "[" + fmt(w[0:7]) + "]")
    lines = ["["]
    for r, role in enumerate(ROLES):
        lines.append(f"    // {role}")
        lines.append("    [")
        base = 7 + r * 50
        for rank in range(10):
            lines.append("        " + fmt(w[base + rank * 5: base + rank * 5 + 5]) + ",")
        lines.append("    ],")
    lines.append("]")
    put("PSQT", "\n".join(lines))
    put("MOBILITY", "[" + fmt(w[357:364]) + "]")
    put("THREAT", "[" + fmt(w[364:371]) + "]")
    for k, name in enumerate(SCALARS):
        put(name, fmt(w[371 + k: 372 + k]))
    put("TEMPO", str(int(round(tempo))))
    open(path, "w").write(text)


def eval_lines(p, fen, who):
    """The lines a UCI engine process answers `eval` of `fen` with: `isready` marks the end of
    the answer, whatever it is (an evaluation, or errors for a position it refuses)."""
    p.stdin.write(f"position fen {fen}\neval\nisready\n")
    p.stdin.flush()
    lines = []
    while True:
        got = p.stdout.readline()
        if not got:
            sys.exit(f"{who} stopped")
        if got.strip() == "readyok":
            return lines
        lines.append(got)


def traces(engine, fens, skip_checks=False):
    """(phase, {index: count}, our cp for Cho) of every position, from the engine's `eval`; None
    for a position the engine refuses (or, with `skip_checks`, one whose side to move is in
    check)."""
    p = subprocess.Popen(engine, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True, bufsize=1)
    out = []
    for fen in fens:
        # A refused position (e.g. the side not to move in check) answers with errors instead
        # of the `eval` line, and is left out.
        line = next((g for g in eval_lines(p, fen, "the engine") if g.startswith("info string eval")), None)
        if line is None:
            out.append(None)
            continue
        f = line.split()
        cp, phase, check = int(f[4]), int(f[6]), f[8] == "1"
        if check and skip_checks:
            out.append(None)
            continue
        terms = {}
        for t in f[10:]:
            i, n = t.split(":")
            terms[int(i)] = int(n)
        cho = fen.split()[1] == "w"
        out.append((phase, terms, cp if cho else -cp))
    p.stdin.write("quit\n")
    p.stdin.close()
    p.wait()
    return out


def design(rows, fens):
    """One row per position: mg and eg columns per term, then tempo (+1 Cho to move, -1 Han)."""
    x = np.zeros((len(rows), 2 * N_TERMS + 1))
    for k, ((phase, terms, _), fen) in enumerate(zip(rows, fens)):
        mg = phase / MAX_PHASE
        for i, n in terms.items():
            x[k, 2 * i] = n * mg
            x[k, 2 * i + 1] = n * (1 - mg)
        x[k, -1] = 1 if fen.split()[1] == "w" else -1
    return x


class Board:
    """A bare board for replaying logged games (moves like `b1c3`, one onto its own point a
    pass), on `gen_fsf_vectors`' FEN and move helpers."""

    def __init__(self, fen):
        self.sq, self.turn = vectors.parse_fen(fen)

    def fen(self):
        return vectors.board_to_fen_placement(self.sq) + f" {self.turn} - - 0 1"

    def is_capture(self, move):
        fr, to = vectors.parse_move(move)
        return fr != to and to in self.sq

    def play(self, move):
        fr, to = vectors.parse_move(move)
        if fr != to:
            self.sq[to] = self.sq.pop(fr)
        self.turn = "b" if self.turn == "w" else "w"


def load(args, fens, skip_checks=False):
    """The positions the engine traces (their indices in `fens`), their design matrix, and the
    current weights with the tempo last."""
    rows = traces(args.engine, fens, skip_checks)
    keep = [k for k, r in enumerate(rows) if r is not None]
    if len(keep) < len(rows):
        print(f"{len(rows) - len(keep)} positions left out (refused by the engine, or in check)")
    rows = [rows[k] for k in keep]
    ours = np.array([r[2] for r in rows], dtype=float)
    x = design(rows, [fens[k] for k in keep])
    w0, tempo0 = read_weights(args.weights)
    prior = np.append(w0.reshape(-1), tempo0)
    # The weights read back must reproduce the engine's own evaluation (else the layout is off).
    drift = np.abs(x @ prior - ours)
    if np.mean(drift) > 2:
        sys.exit(f"the weights file does not match the engine's evaluation (mean drift {np.mean(drift):.1f})")
    return keep, x, prior, tempo0


def game_positions(paths, skip=0):
    """(fen, Cho's result, opening number) of every position of the logged games after the opening
    (and `skip` plies) whose next move is not a capture. Positions in check are left out later,
    by the engine's `eval` (pyffish takes about 10 ms a call, too slow for this)."""
    out = []
    openings = {}
    for path in paths.split(","):
        for g in read_games_log(path):
            opening, side, r, fen0, moves = g.opening_plies, g.side, g.result, g.fen, g.moves
            cho = r if side == "cho" else 1 - r
            # Games from one opening (both colours, several runs) are not independent: they
            # share one number, and the held-out part is made of whole openings.
            game = openings.setdefault((fen0, " ".join(moves[:opening])), len(openings))
            board = Board(fen0)
            for k, m in enumerate(moves):
                if k >= max(opening, skip) and not board.is_capture(m):
                    out.append((board.fen(), cho, game))
                board.play(m)
    return out


def sigmoid(z):
    return 1 / (1 + np.exp(-z))


def log_loss(e, y, scale):
    p = np.clip(sigmoid(e / scale), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def frozen_mask(names, n):
    """The weights --freeze holds at their current values: `material`, `psqt`, `mobility`,
    `threat` or a scalar's name (comma-separated)."""
    mask = np.zeros(n, dtype=bool)
    groups = {"material": (0, 7), "psqt": (7, 357), "mobility": (357, 364), "threat": (364, 371)}
    groups.update({name: (371 + k, 372 + k) for k, name in enumerate(SCALARS)})
    for name in filter(None, (names or "").split(",")):
        if name not in groups:
            sys.exit(f"--freeze: no weights named {name} (known: {', '.join(groups)})")
        a, b = groups[name]
        mask[2 * a: 2 * b] = True
    return mask


def deep_positions(path, scale, max_cp):
    """(fen, expected score for Cho, opening number) of a `label_deep.py` file: the referee's
    search score turned into an expected score by the same sigmoid the fit uses."""
    out = []
    opener = gzip.open if path.endswith(".gz") else open
    for line in opener(path, "rt", encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 3 and abs(int(f[1])) <= max_cp:
            out.append((f[0], float(sigmoid(int(f[1]) / scale)), int(f[2])))
    return out


def newton_fit(x, y, off, prior, reg, scale, iterations=8):
    """Weights minimising the summed log loss of sigmoid((x @ w + off) / scale) against y, plus
    |w - prior|^2 * reg / 2 / scale^2, by Newton's method from the prior (the pull is in the
    data's units: a `reg` of 100 weighs like a hundred positions; 1e12 holds a weight)."""
    w = prior.copy()
    for _ in range(iterations):
        p = sigmoid((x @ w + off) / scale)
        grad = x.T @ (p - y) / scale + reg * (w - prior) / scale**2
        h = (x * (p * (1 - p))[:, None]).T @ x / scale**2 + np.diag(reg) / scale**2
        step = np.linalg.solve(h, grad)
        w = w - step
        if np.max(np.abs(step)) < 0.05:
            break
    return w


def texel(args):
    """Texel's method: fit the weights to the games' results, or (--deep) to the referee's search
    scores as expected results (see the module's summary)."""
    if args.deep:
        data = deep_positions(args.deep, args.scale, args.max_cp)
        source = args.deep
    else:
        data = game_positions(args.games, skip=args.skip_plies)
        source = args.games
    if not data:
        sys.exit(f"{source}: no position to fit (no logged game, or only openings)")
    # Opening numbers as they come, made dense (a file may skip some).
    dense = {g: k for k, g in enumerate(sorted({g for _, _, g in data}))}
    data = [(f, y, dense[g]) for f, y, g in data]
    openings = len(dense)
    print(f"{len(data)} quiet positions from {openings} openings")
    keep, x, prior, tempo0 = load(args, [d[0] for d in data], skip_checks=True)
    y = np.array([data[k][1] for k in keep])
    opening = np.array([data[k][2] for k in keep])
    # The tempo stays (see `main`): its column moves into a fixed offset.
    offset = x[:, -1] * tempo0
    x = x[:, :-1]
    prior = prior[:-1]
    # Hold out a tenth of the openings, chosen by a seeded shuffle.
    order = list(range(openings))
    random.Random(args.seed).shuffle(order)
    held = np.isin(opening, order[: max(1, openings // 10)])
    xf, yf, of = x[~held], y[~held], offset[~held]
    xt, yt, ot = x[held], y[held], offset[held]
    scales = np.arange(50, 1001, 10)
    base = x @ prior + offset
    # Soft labels were made with a scale of their own; a results fit finds the current weights'.
    scale = float(args.scale) if args.deep else float(min(scales, key=lambda s: log_loss(base[~held], yf, s)))
    print(f"{len(yf)} fit, {len(yt)} held out; scale {scale:.0f} cp")
    print(f"current weights: log loss fit {log_loss(xf @ prior + of, yf, scale):.5f}, "
          f"held out {log_loss(xt @ prior + ot, yt, scale):.5f}")
    # The piece-square values are many and each seen in few positions: a fit of a few hundred
    # games makes noise of them unless they are pulled harder (--psqt-pull times lambda).
    psqt = np.zeros(len(prior), dtype=bool)
    psqt[2 * 7: 2 * (7 + 7 * 50)] = True
    frozen = frozen_mask(args.freeze, len(prior))

    def fit(x, y, off, reg):
        return newton_fit(x, y, off, prior, reg, scale, args.iterations)

    best = None
    for lam, pull in [(float(v), float(k)) for v in args.lambdas.split(",") for k in args.psqt_pull.split(",")]:
        reg = np.where(frozen, 1e12, lam * np.where(psqt, pull, 1.0))
        w = fit(xf, yf, of, reg)
        err = log_loss(xt @ w + ot, yt, scale)
        print(f"lambda {lam:>8g}, psqt x{pull:g}: log loss fit {log_loss(xf @ w + of, yf, scale):.5f}, held out {err:.5f}",
              flush=True)
        if best is None or err < best[0]:
            best = (err, f"{lam:g}, psqt x{pull:g}", reg)
    # The chosen pull, fitted again on every position.
    err, name, reg = best
    return (err, name, fit(x, y, offset, reg)), tempo0


def report(w, tempo0):
    weights = w.reshape(N_TERMS, 2)
    names = ROLES
    print("material:", ", ".join(f"{n} {a:.0f}/{b:.0f}" for n, (a, b) in zip(names, weights[0:7])))
    print("mobility:", ", ".join(f"{n} {a:.1f}/{b:.1f}" for n, (a, b) in zip(names, weights[357:364])))
    print("threat:", ", ".join(f"{n} {a:.0f}/{b:.0f}" for n, (a, b) in zip(names, weights[364:371])))
    print("scalars:", ", ".join(f"{n} {a:.1f}/{b:.1f}" for n, (a, b) in zip(SCALARS, weights[371:383])))
    print(f"tempo {tempo0} (kept)")
    return weights


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="target/release/janggi-tutor uci")
    ap.add_argument("--data", help="FEN<TAB>cp lines: fit to Fairy-Stockfish's static scores")
    ap.add_argument("--games", help="game logs of tools/sprt.py: fit to the games' results")
    ap.add_argument("--deep", help="a tools/label_deep.py file: fit to the referee's search scores")
    ap.add_argument("--freeze", help="--games/--deep: weights to keep, e.g. material,DANGER")
    ap.add_argument("--scale", type=int, default=400, help="--deep: the sigmoid's scale (cp)")
    ap.add_argument("--skip-plies", type=int, default=0, help="--games: leave out the first plies")
    ap.add_argument("--psqt-pull", default="1,10,100", help="--games/--deep: the piece-square values' pull, times lambda")
    ap.add_argument("--iterations", type=int, default=8, help="--games/--deep: Newton steps at most")
    ap.add_argument("--weights", default="src/search/eval/weights.rs")
    ap.add_argument("--write", action="store_true", help="write the fitted weights back")
    ap.add_argument("--max-cp", type=int, default=1500, help="leave out positions FSF scores beyond this")
    ap.add_argument("--lambdas", default="1,10,100,1000,10000")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if args.games or args.deep:
        (err, lam, w), tempo0 = texel(args)
        print(f"chosen lambda {lam} (held out log loss {err:.5f})")
        weights = report(w, tempo0)
        if args.write:
            write_weights(args.weights, weights, tempo0)
            print(f"wrote {args.weights}")
        return
    if not args.data:
        sys.exit("--data or --games is needed")

    data = []
    for line in open(args.data):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 2 and abs(int(f[1])) <= args.max_cp:
            data.append((f[0], int(f[1])))
    random.Random(args.seed).shuffle(data)
    fens = [d[0] for d in data]
    y = np.array([d[1] for d in data], dtype=float)
    keep, x, prior, tempo0 = load(args, fens)
    y = y[keep]

    # Tempo stays as it is: positions from games are mid-exchange as often as not, so the side to
    # move is statically behind on average (Fairy-Stockfish's evaluation has no tempo term for
    # Janggi, and its mean from the mover's side is negative); a fitted tempo would learn that.
    y = y - x[:, -1] * tempo0
    x = x[:, :-1]
    prior = prior[:-1]

    n_test = len(y) // 10
    xt, yt, xf, yf = x[:n_test], y[:n_test], x[n_test:], y[n_test:]

    def rmse(xs, ys, w):
        return float(np.sqrt(np.mean((xs @ w - ys) ** 2)))

    print(f"{len(y)} positions ({len(yf)} fit, {n_test} held out)")
    print(f"current weights: rmse fit {rmse(xf, yf, prior):.1f}, held out {rmse(xt, yt, prior):.1f}")
    gram = xf.T @ xf
    rhs = xf.T @ yf
    best = None
    for lam in [float(v) for v in args.lambdas.split(",")]:
        w = np.linalg.solve(gram + lam * np.eye(len(prior)), rhs + lam * prior)
        err = rmse(xt, yt, w)
        print(f"lambda {lam:>8g}: rmse fit {rmse(xf, yf, w):.1f}, held out {err:.1f}")
        if best is None or err < best[0]:
            best = (err, lam, w)
    err, lam, w = best
    print(f"chosen lambda {lam:g} (held out rmse {err:.1f})")
    weights = report(w, tempo0)
    if args.write:
        write_weights(args.weights, weights, tempo0)
        print(f"wrote {args.weights}")


if __name__ == "__main__":
    main()
