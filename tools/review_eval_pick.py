#!/usr/bin/env python3
"""Picks real games for `tools/review_eval.py --records`: splits `.gib` files holding many games
into one file per game (UTF-8), keeps the games our reader replays whole with at least --min-plies
moves, and draws --count of them with a fixed seed. Prints the picked files and writes their ids
(source file, game index in it, length; not the players' names) to --list, so the set can be rebuilt from the
same source without committing the records.

The set measured in docs/REVIEW.md: the `kakao-janggi-records-0[0-3].zip` of
github.com/tjsrb424/Checkmate (data/raw/janggi-records, commit bf6ad50), online games of
"장기 for Kakao", unzipped into one folder:

  python3 tools/review_eval_pick.py --out /tmp/rev_real/games --list tools/review_eval_real.txt \
      /tmp/rev_real/raw/k0*/*.gib
"""

import argparse
import os
import random
import subprocess


def decode(data):
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp949", errors="replace")


def games_of(text):
    """The games of a .gib file: each starts at its first header line after moves or a blank."""
    games, cur, in_moves = [], [], False
    for line in text.replace("\r\n", "\n").split("\n"):
        if line.startswith("[") and in_moves:
            games.append("\n".join(cur).strip() + "\n")
            cur, in_moves = [], False
        if line.strip() and not line.startswith("["):
            in_moves = True
        cur.append(line)
    if in_moves:
        games.append("\n".join(cur).strip() + "\n")
    return games


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--out", default="/tmp/rev_real/games")
    ap.add_argument("--list", default="tools/review_eval_real.txt")
    ap.add_argument("--bin", default="target/release/janggi-tutor")
    ap.add_argument("--count", type=int, default=24)
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--min-plies", type=int, default=40)
    args = ap.parse_args()
    pool = []
    for path in sorted(args.files):
        for i, game in enumerate(games_of(decode(open(path, "rb").read()))):
            pool.append((os.path.basename(os.path.dirname(path)) + "/" + os.path.basename(path), i, game))
    rng = random.Random(args.seed)
    rng.shuffle(pool)
    os.makedirs(args.out, exist_ok=True)
    picked = []
    for src, i, game in pool:
        if len(picked) == args.count:
            break
        path = os.path.join(args.out, f"real-{len(picked):02d}.gib")
        open(path, "w").write(game)
        out = subprocess.run([args.bin, "game", path, "--to", "pgn"], capture_output=True, text=True)
        plies = len([w for w in out.stdout.split("\n\n", 1)[-1].split()
                     if not w.endswith(".") and w not in ("*", "1-0", "0-1", "1/2-1/2")])
        if out.returncode != 0 or plies < args.min_plies:
            continue
        picked.append((path, src, i, plies))
    with open(args.list, "w") as f:
        f.write("# file\tsource (zip folder/file.gib)\tgame index in it (0-based)\tplies (by our reader)\n")
        for p in picked:
            f.write("\t".join(str(x) for x in (os.path.basename(p[0]),) + p[1:]) + "\n")
    for p in picked:
        print(p[0])


if __name__ == "__main__":
    main()
