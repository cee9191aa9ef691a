#!/usr/bin/env python3
"""Which labels make the better fit? Fits of the evaluation to several `label_deep.py` files (for
example the same games searched to 25,000 and to 80,000 nodes), and to all of them at once (a
later file's label replacing an earlier one's for the same position), each judged on the same
held-out openings against one chosen file's labels. Beside them: the current weights, and with
`--fsf` the referee's own static evaluation (its `eval`, classical), at the scale that suits it
best; round 28 of docs/PERFORMANCE.md used it to ask whether deeper labels, or the referee's own
evaluation, predict the referee's searched score better than our fitted one.

Positions are tied to their opening by replaying the games the labels came from (`--games`, the
logs given to `label_deep.py`), so that every file holds out the same openings.

Usage:
  python3 tools/label_fits.py --games LOG[,LOG...] --labels 25k=old.tsv,80k=deep80.tsv \
      --judge 80k [--fsf /tmp/fsf-native/fairy-stockfish] [--engine "BIN uci"] \
      [--weights src/search/eval/weights.rs] [--lambdas 1,10,30] [--seeds 1,2]
Needs numpy and pyffish, as tune_eval.py.
"""

import argparse
import os
import random
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tune_eval as te  # noqa: E402
from label_deep import INTERNAL_PER_CP  # noqa: E402
from selfplay import read_games_log, referee  # noqa: E402


def opening_of_fens(paths):
    """Every position of the logged games, by FEN, to the number of its game's opening."""
    key_of, openings = {}, {}
    for path in paths.split(","):
        for g in read_games_log(path):
            k = openings.setdefault((g.fen, " ".join(g.moves[: g.opening_plies])), len(openings))
            board = te.Board(g.fen)
            key_of.setdefault(board.fen(), k)
            for m in g.moves:
                board.play(m)
                key_of.setdefault(board.fen(), k)
    return key_of


def read_labels(path, max_cp):
    """FEN to the referee's score for Cho (the mean where a position is labelled twice)."""
    d = {}
    for line in open(path, encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 2 and abs(int(f[1])) <= max_cp:
            d.setdefault(f[0], []).append(int(f[1]))
    return {k: float(np.mean(v)) for k, v in d.items()}


def referee_static(fsf, fens):
    """The referee's classical static evaluation of each position, for Cho, in internal units."""
    e = referee(fsf, "janggi")
    out = []
    for fen in fens:
        v = None
        for line in te.eval_lines(e.p, fen, "the referee"):
            # "Final evaluation  +0.54 (white side)": pawns, from Cho's side (white moves first).
            if line.startswith("Final evaluation"):
                try:
                    v = float(line.split()[2]) * 100 * INTERNAL_PER_CP
                except ValueError:
                    v = None  # "none (in check)"
        out.append(v)
    e.quit()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", required=True, help="the logs the labels were made from, comma-separated")
    ap.add_argument("--labels", required=True, help="NAME=FILE,... of label_deep.py")
    ap.add_argument("--judge", help="the NAME whose labels judge every fit (default: the last)")
    ap.add_argument("--fsf", help="the referee's binary: also judge its static evaluation")
    ap.add_argument("--engine", default="target/release/janggi-tutor uci")
    ap.add_argument("--weights", default="src/search/eval/weights.rs")
    ap.add_argument("--freeze", default="material,DANGER,DANGER_END,FLANK,PALACE_DANGER")
    ap.add_argument("--scale", type=float, default=400)
    ap.add_argument("--max-cp", type=int, default=1500)
    ap.add_argument("--lambdas", default="1,10,30")
    ap.add_argument("--seeds", default="1")
    args = ap.parse_args()

    sets = [tuple(s.split("=", 1)) for s in args.labels.split(",")]
    if any(len(s) != 2 for s in sets):
        sys.exit("--labels: NAME=FILE,...")
    judge = args.judge or sets[-1][0]
    if judge not in dict(sets):
        sys.exit(f"--judge: no labels named {judge}")
    labels = {name: read_labels(path, args.max_cp) for name, path in sets}
    key_of = opening_of_fens(args.games)
    fens = sorted(set().union(*labels.values()))
    unknown = sum(1 for f in fens if f not in key_of)
    if unknown:
        print(f"{unknown} positions are in none of the games and are left out")
    print(", ".join(f"{name} {len(d)}" for name, d in labels.items()) + f" labels; judged on {judge}'s")
    rows = te.traces(args.engine, fens, skip_checks=True)
    keep = [i for i, r in enumerate(rows) if r is not None and fens[i] in key_of]
    fens, rows = [fens[i] for i in keep], [rows[i] for i in keep]
    x = te.design(rows, fens)
    w0, tempo0 = te.read_weights(args.weights)
    prior = np.append(w0.reshape(-1), tempo0)
    drift = np.mean(np.abs(x @ prior - np.array([r[2] for r in rows], float)))
    if drift > 2:
        sys.exit(f"the weights file does not match the engine's evaluation (mean drift {drift:.1f})")
    offset, x, prior = x[:, -1] * tempo0, x[:, :-1], prior[:-1]
    opening = np.array([key_of[f] for f in fens])

    def expected(d):
        return np.array([te.sigmoid(d[f] / args.scale) if f in d else np.nan for f in fens])

    ys = {name: expected(labels[name]) for name, _ in sets}
    mix = np.full(len(fens), np.nan)
    for name, _ in sets:
        mix = np.where(np.isnan(ys[name]), mix, ys[name])
    ys["all"] = mix
    y_judge = ys[judge]
    fsf = None
    if args.fsf:
        fsf = np.array([np.nan if v is None else v for v in referee_static(args.fsf, fens)])
    frozen = te.frozen_mask(args.freeze, len(prior))

    for seed in [int(s) for s in args.seeds.split(",")]:
        keys = sorted(set(opening))
        random.Random(seed).shuffle(keys)
        n_held = max(1, len(keys) // 10)
        held = np.isin(opening, keys[:n_held])
        t = held & ~np.isnan(y_judge)
        print(f"seed {seed}: {t.sum()} held-out positions of {n_held} openings")
        print(f"  current weights: {te.log_loss(x[t] @ prior + offset[t], y_judge[t], args.scale):.5f}")
        if fsf is not None:
            ok = t & ~np.isnan(fsf)
            best = min((te.log_loss(fsf[ok] * s, y_judge[ok], args.scale), s) for s in np.arange(0.5, 1.51, 0.1))
            print(f"  the referee's static evaluation: {te.log_loss(fsf[ok], y_judge[ok], args.scale):.5f} "
                  f"as it is, {best[0]:.5f} times {best[1]:.1f} ({ok.sum()} positions)")
        for name, y in ys.items():
            train = ~held & ~np.isnan(y)
            for lam in [float(v) for v in args.lambdas.split(",")]:
                # tune_eval.py's fit, the piece-square values pulled as hard as the rest.
                reg = np.where(frozen, 1e12, lam)
                w = te.newton_fit(x[train], y[train], offset[train], prior, reg, args.scale)
                print(f"  fit to {name} ({train.sum()} positions), lambda {lam:g}: "
                      f"{te.log_loss(x[t] @ w + offset[t], y_judge[t], args.scale):.5f}", flush=True)


if __name__ == "__main__":
    main()
