#!/usr/bin/env python3
"""Would a new evaluation term help? Candidate terms computed from each position's FEN are
added, one at a time and then all together, to the `tune_eval.py --deep` fit (the same labels,
held-out openings and Newton steps), and the held-out log loss is compared with the fit of the
current terms alone. A term worth writing in Rust lowers it; round 27 of docs/PERFORMANCE.md
found none that did by more than 0.0005.

Usage:
  python3 tools/explore_terms.py --deep deep.tsv [--engine "BIN uci"] [--weights FILE]
      [--freeze NAMES] [--only TERM,...] [--lam 3]
The engine's traces are cached beside the labels (deep.tsv.npz; delete it when the terms change). Needs numpy and pyffish.
"""
import argparse
import os
import random
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tune_eval as te  # noqa: E402

# The roles counted as attackers near the palace: chariot, cannon, horse.
ATT = {"r": 1, "c": 1, "n": 1}


def feats(fen):
    """The candidate terms of a position, Cho's count less Han's (Cho upper case, ranks 1-3 its
    palace's)."""
    b = te.vectors.parse_fen(fen)[0]  # {(file 0-8, rank 1-10): letter}
    def side_feats(up):
        # up: True for Cho (uppercase, palace ranks 1-3); enemy palace ranks 8-10
        own = (lambda c: c.isupper()) if up else (lambda c: c.islower())
        enemy_pal = range(8, 11) if up else range(1, 4)
        own_pal = range(1, 4) if up else range(8, 11)
        near_enemy = range(6, 11) if up else range(1, 6)
        f = {}
        att = sum(1 for (x, y), c in b.items() if own(c) and c.lower() in ATT and 3 <= x <= 5 and y in near_enemy)
        attp = sum(1 for (x, y), c in b.items() if own(c) and c.lower() in ATT and 3 <= x <= 5 and y in enemy_pal)
        f["att_near"] = att
        f["att_near2"] = att * att
        f["att_pal"] = attp
        ch_near = sum(1 for (x, y), c in b.items() if own(c) and c.lower() == "r" and y in near_enemy)
        f["chariot_near"] = ch_near
        defs = sum(1 for (x, y), c in b.items() if own(c) and c.lower() in "ab" and 3 <= x <= 5 and y in own_pal)
        f["defenders_pal"] = defs
        adv = sum(1 for c in b.values() if own(c) and c.lower() == "a")
        f["two_adv"] = 1 if adv == 2 else 0
        k = [(x, y) for (x, y), c in b.items() if own(c) and c.lower() == "k"]
        if k:
            x, y = k[0]
            f["king_center"] = 1 if (x == 4 and y == (2 if up else 9)) else 0
        sold = {(x, y) for (x, y), c in b.items() if own(c) and c.lower() == "p"}
        f["sold_conn"] = sum(1 for (x, y) in sold if (x + 1, y) in sold)
        total = sum(1 for c in b.values() if c.lower() != "k")
        cann = sum(1 for c in b.values() if own(c) and c.lower() == "c")
        f["cannon_x_pieces"] = cann * total / 10.0
        horse = sum(1 for c in b.values() if own(c) and c.lower() == "n")
        f["horse_x_pieces"] = horse * total / 10.0
        f["two_cannons"] = 1 if cann == 2 else 0
        ch = sum(1 for c in b.values() if own(c) and c.lower() == "r")
        f["two_chariots"] = 1 if ch == 2 else 0
        return f
    a, h = side_feats(True), side_feats(False)
    return {k: a.get(k, 0) - h.get(k, 0) for k in set(a) | set(h)}


ap = argparse.ArgumentParser()
ap.add_argument("--deep")
ap.add_argument("--engine", default="target/release/janggi-tutor uci")
ap.add_argument("--weights", default="src/search/eval/weights.rs")
ap.add_argument("--freeze", default="material,DANGER,DANGER_END,FLANK,PALACE_DANGER")
ap.add_argument("--only", default="")
ap.add_argument("--scale", type=float, default=400)
ap.add_argument("--lam", type=float, default=3)
ap.add_argument("--seed", type=int, default=1)
ap.add_argument("--max-cp", type=int, default=1500)
args = ap.parse_args()
cache = args.deep + ".npz"
data = te.deep_positions(args.deep, args.scale, args.max_cp)
dense = {g: k for k, g in enumerate(sorted({g for _, _, g in data}))}
if os.path.exists(cache):
    z = np.load(cache)
    keep, x, prior, tempo0 = list(z["keep"]), z["x"], z["prior"], int(z["tempo"])
else:
    keep, x, prior, tempo0 = te.load(args, [d[0] for d in data], skip_checks=True)
    np.savez(cache, keep=np.array(keep), x=x, prior=prior, tempo=tempo0)
y = np.array([data[k][1] for k in keep])
opening = np.array([dense[data[k][2]] for k in keep])
fl = [feats(data[k][0]) for k in keep]
names = sorted(fl[0].keys() | set().union(*[set(f) for f in fl[:100]]))
if args.only:
    names = args.only.split(",")
# The phase is not cached: each term's columns are its count times mg and times 1 - mg, so the
# sums of their magnitudes give mg back.
s = x[:, 0:2 * te.N_TERMS:2]; e = x[:, 1:2 * te.N_TERMS:2]
tot = np.abs(s).sum(1) + np.abs(e).sum(1)
mg = np.where(tot > 0, np.abs(s).sum(1) / np.maximum(tot, 1e-9), 0.5)
offset = x[:, -1] * tempo0
x = x[:, :-1]; prior = prior[:-1]
order = list(range(len(dense))); random.Random(args.seed).shuffle(order)
held = np.isin(opening, order[: max(1, len(dense) // 10)])
frozen = te.frozen_mask(args.freeze, len(prior))


def fit(X, P, Fr, lam):
    """The fit of tune_eval.py --deep (one pull for every weight): weights, held-out and fit log loss."""
    xf, yf, of = X[~held], y[~held], offset[~held]
    w = te.newton_fit(xf, yf, of, P, np.where(Fr, 1e12, lam), args.scale, iterations=10)
    return w, te.log_loss(X[held] @ w + offset[held], y[held], args.scale), te.log_loss(xf @ w + of, yf, args.scale)

print(f"{len(y)} positions, {held.sum()} held out; current held {te.log_loss(x[held] @ prior + offset[held], y[held], args.scale):.5f}")
w, lh, lf = fit(x, prior, frozen, args.lam)
print(f"base refit: held {lh:.5f} fit {lf:.5f}")
for name in names + ["ALL"]:
    cols = names if name == "ALL" else [name]
    extra = np.array([[f.get(c, 0) for c in cols] for f in fl], dtype=float)
    E = np.concatenate([extra * mg[:, None], extra * (1 - mg[:, None])], axis=1)
    X2 = np.concatenate([x, E], axis=1)
    P2 = np.concatenate([prior, np.zeros(E.shape[1])])
    F2 = np.concatenate([frozen, np.zeros(E.shape[1], dtype=bool)])
    w2, lh2, lf2 = fit(X2, P2, F2, args.lam)
    ex = w2[len(prior):]
    print(f"{name:>16}: held {lh2:.5f} ({lh2 - lh:+.5f}) fit {lf2:.5f} w mg {np.round(ex[:len(cols)],1)} eg {np.round(ex[len(cols):],1)}", flush=True)
