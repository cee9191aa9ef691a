#!/usr/bin/env python3
"""How closely our static evaluation follows Fairy-Stockfish's classical one, whole and king safety.

Why: an evaluation term copied from Fairy-Stockfish (its `evaluate.cpp`) should first be shown to
score what the referee's does before a match is spent on it. Positions come from Fairy-Stockfish
playing itself (`go depth D`) from the openings of a book (`sprt.py --book`), one every --every
plies from ply 10 on, skipping positions in check (the referee gives no breakdown there). For each
position the referee's `eval` table gives its total and its "King safety" middle-game total
(White minus Black, in its internal units: pawns × 208); our UCI `eval` line gives our total (side
to move, turned to Cho's side) and our king-danger middle-game terms (`Danger` and `Flank`, as
counted by `src/search/eval`). Prints, for each engine given, the correlation, the least-squares
slope and the root mean square difference of the totals, and the correlation and slope of the
king-safety terms.

Usage:
  python3 tools/eval_agreement.py --fsf /tmp/fsf-native/fairy-stockfish --book /tmp/book.txt \
      --engine main="/tmp/jt-main uci" --engine new="target/release/janggi-tutor uci" \
      [--first 100] [--openings 12] [--depth 7] [--every 6] [--king-terms new=374:-1,376:-8]
The positions depend only on the book, the depth and the referee (one thread), so every engine is
scored on the same ones.
"""

import argparse
import math
import os
import re
import sys

import pyffish as sf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from selfplay import add_referee_args, book_slice, named_engines, referee  # noqa: E402

# `main`'s king danger in our `eval` line: one term (`Term::index` 374) at −4 cp a unit.
MAIN_KING_TERMS = {374: -4}

FSF_PAWN = 208  # the referee's `eval` table divides its internal values by PawnValueEg


def fsf_eval(fsf, fen):
    """(total, king safety mg total) in the referee's internal units, White's side; None in check."""
    fsf.send(f"position fen {fen}")
    fsf.send("eval")
    total = king = None
    while True:
        line = fsf.p.stdout.readline()
        if not line:
            raise RuntimeError("the referee died")
        if line.startswith("|King safety"):
            king = float(re.findall(r"-?\d+\.\d+", line)[4]) * FSF_PAWN
        if line.startswith("Classical evaluation"):
            total = float(line.split()[2]) * FSF_PAWN
        if line.startswith("Final evaluation"):
            return None if total is None or king is None else (total, king)


def our_eval(engine, fen, king_terms):
    """(total, king-danger mg) in centipawns, Cho's side; `king_terms` maps the indices of the
    king-danger terms in the `eval` line to their middle-game weights."""
    engine.send(f"position fen {fen}")
    engine.send("eval")
    line = engine.wait_for("info")
    while "eval cp" not in line:
        line = engine.wait_for("info")
    parts = line.split()
    cp = int(parts[parts.index("cp") + 1])
    terms = dict((int(i), int(n)) for i, n in re.findall(r"(\d+):(-?\d+)", line.split("terms", 1)[1]))
    king = sum(w * terms.get(i, 0) for i, w in king_terms.items())
    return (cp if fen.split()[1] == "w" else -cp), king


def stats(xs, ys):
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    rms = math.sqrt(sum((x - y) ** 2 for x, y in zip(xs, ys)) / n)
    return sxy / math.sqrt(sxx * syy), sxy / sxx, rms


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_referee_args(ap)
    ap.add_argument("--openings", type=int, default=12)
    ap.add_argument("--depth", type=int, default=7)
    ap.add_argument("--every", type=int, default=6)
    ap.add_argument("--max-plies", type=int, default=90)
    ap.add_argument("--king-terms", action="append", default=[],
                    help="NAME=INDEX:MG_WEIGHT,... an engine's king-danger terms (`Term::index`, "
                         "weights.rs); by default main's one term, 374 at -4 per unit")
    args = ap.parse_args()
    king_terms = {}
    for spec in args.king_terms:
        name, terms = spec.split("=", 1)
        king_terms[name] = dict((int(i), int(w)) for i, w in (t.split(":") for t in terms.split(",")))

    book = book_slice(args.book, args.first, args.openings)
    fsf = referee(args.fsf, args.variant)
    engines = named_engines(args.engine, args.variant)
    ref, ours = [], {name: [] for name in engines}
    for fen, opening in book:
        moves = list(opening)
        fsf.new_game()
        for ply in range(args.max_plies):
            if ply >= 10 and ply % args.every == 0 and not sf.gives_check(args.variant, fen, moves):
                cur = sf.get_fen(args.variant, fen, moves)
                r = fsf_eval(fsf, cur)
                if r is not None:
                    ref.append(r)
                    for name, e in engines.items():
                        ours[name].append(our_eval(e, cur, king_terms.get(name, MAIN_KING_TERMS)))
            if sf.is_optional_game_end(args.variant, fen, moves)[0] or not sf.legal_moves(args.variant, fen, moves):
                break
            moves.append(fsf.best(fen, moves, f"depth {args.depth}"))
    if len(ref) < 3:
        sys.exit("too few positions: raise --openings or --max-plies")
    print(f"{len(ref)} positions from openings {args.first}..{args.first + args.openings - 1}")
    for name, rows in ours.items():
        c, slope, rms = stats([r[0] for r in ref], [o[0] for o in rows])
        kc, kslope, _ = stats([r[1] for r in ref], [o[1] for o in rows])
        print(f"{name}: total corr {c:.3f} slope {slope:.2f} rms {rms:.0f} cp; "
              f"king safety corr {kc:.3f} slope {kslope:.2f}")
    for e in [fsf, *engines.values()]:
        e.quit()


if __name__ == "__main__":
    main()
