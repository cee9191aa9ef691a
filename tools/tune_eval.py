#!/usr/bin/env python3
"""Fit the evaluation's weights (src/search/eval/weights.rs) to Fairy-Stockfish's evaluation.

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

Usage:
  python3 tools/tune_eval.py --engine "target/release/janggi-tutor uci" --data data.tsv \
      [--weights src/search/eval/weights.rs] [--write] [--lambdas 1,10,100] [--max-cp 1500]
Needs numpy.
"""

import argparse
import random
import re
import subprocess
import sys

import numpy as np

ROLES = ["king", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"]
MAX_PHASE = 28
# The flat term order of src/search/eval/mod.rs (`Term::index`).
N_TERMS = 7 + 7 * 50 + 7 + 7 + 4
SCALARS = ["TRAPPED", "OPEN_FILE", "GUARD", "DANGER"]


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


def traces(engine, fens):
    """(phase, {index: count}, our cp for Cho) of every position, from the engine's `eval`."""
    p = subprocess.Popen(engine, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True, bufsize=1)
    out = []
    for fen in fens:
        # `isready` marks the end of the answer: a refused position (e.g. the side not to move
        # in check) answers with errors instead of the `eval` line, and is left out.
        p.stdin.write(f"position fen {fen}\neval\nisready\n")
        p.stdin.flush()
        line = None
        while True:
            got = p.stdout.readline()
            if not got:
                sys.exit("the engine stopped")
            if got.startswith("info string eval"):
                line = got
            if got.strip() == "readyok":
                break
        if line is None:
            out.append(None)
            continue
        f = line.split()
        cp, phase = int(f[4]), int(f[6])
        terms = {}
        for t in f[8:]:
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


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="target/release/janggi-tutor uci")
    ap.add_argument("--data", required=True)
    ap.add_argument("--weights", default="src/search/eval/weights.rs")
    ap.add_argument("--write", action="store_true", help="write the fitted weights back")
    ap.add_argument("--max-cp", type=int, default=1500, help="leave out positions FSF scores beyond this")
    ap.add_argument("--lambdas", default="1,10,100,1000,10000")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    data = []
    for line in open(args.data):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 2 and abs(int(f[1])) <= args.max_cp:
            data.append((f[0], int(f[1])))
    random.Random(args.seed).shuffle(data)
    fens = [d[0] for d in data]
    y = np.array([d[1] for d in data], dtype=float)
    rows = traces(args.engine, fens)
    keep = [k for k, r in enumerate(rows) if r is not None]
    if len(keep) < len(rows):
        print(f"{len(rows) - len(keep)} positions refused by the engine, left out")
    fens = [fens[k] for k in keep]
    y = y[keep]
    rows = [rows[k] for k in keep]
    ours = np.array([r[2] for r in rows], dtype=float)
    x = design(rows, fens)
    w0, tempo0 = read_weights(args.weights)
    prior = np.append(w0.reshape(-1), tempo0)
    # The weights read back must reproduce the engine's own evaluation (else the layout is off).
    drift = np.abs(x @ prior - ours)
    if np.mean(drift) > 2:
        sys.exit(f"the weights file does not match the engine's evaluation (mean drift {np.mean(drift):.1f})")

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
    weights = w.reshape(N_TERMS, 2)
    names = ROLES
    print("material:", ", ".join(f"{n} {a:.0f}/{b:.0f}" for n, (a, b) in zip(names, weights[0:7])))
    print("mobility:", ", ".join(f"{n} {a:.1f}/{b:.1f}" for n, (a, b) in zip(names, weights[357:364])))
    print("threat:", ", ".join(f"{n} {a:.0f}/{b:.0f}" for n, (a, b) in zip(names, weights[364:371])))
    print("scalars:", ", ".join(f"{n} {a:.1f}/{b:.1f}" for n, (a, b) in zip(SCALARS, weights[371:375])))
    print(f"tempo {tempo0} (kept)")
    if args.write:
        write_weights(args.weights, weights, tempo0)
        print(f"wrote {args.weights}")


if __name__ == "__main__":
    main()
