#!/usr/bin/env python3
"""Generate Janggi differential-test data from Fairy-Stockfish (pyffish).

Run:   python3 tools/gen_fsf_vectors.py            (from the repository root or anywhere)
       python3 tools/gen_fsf_vectors.py --seed 7    (other seed -> other data)
       python3 tools/gen_fsf_vectors.py --no-perft  (vectors only)
       python3 tools/gen_fsf_vectors.py --perft-depth4  (also depth 4 for the start positions; slow)

Needs:  pip install pyffish      (the data in the repo was made with the version printed in the headers)

What it writes (relative to the repository root):

  tests/data/fsf/<variant>.vectors   for variant in janggi, janggitraditional, janggimodern, janggicasual
  tests/data/perft/fsf.perft         perft counts computed by recursion over pyffish.legal_moves

Vectors format: UTF-8 text; lines starting with '#' are comments (header: generator, pyffish version,
seed, variant, feature counts).  Every other line is ONE record with 5 TAB-separated fields:

  start_fen <TAB> moves <TAB> fen_after <TAB> legal <TAB> end

  start_fen  the FEN the game started from
  moves      move history from start_fen, space-separated UCI exactly as pyffish writes it
             ("e2e2" = pass: king square twice; rank 10 is written "10", e.g. "e9e10"), or "-" if none
  fen_after  pyffish.get_fen(variant, start_fen, moves)
  legal      sorted(pyffish.legal_moves(variant, start_fen, moves)) (Python string sort), space-separated,
             or "-" if empty (checkmate, or the game ended by a variant rule)
  end        comma-separated tokens:
               1st token: "-" if pyffish.is_immediate_game_end(...)[0] is False, else win/loss/draw
                          for the SIDE TO MOVE (value > 0 -> win, < 0 -> loss, 0 -> draw);
               ",optional:<win|loss|draw>"  if pyffish.is_optional_game_end(...)[0] is True
                          (repetition / n-move rule; same mapping, side to move);
               ",check"   if the side to move is in check (pyffish.gives_check(variant, start_fen, moves),
                          which reports whether the side to move is in check after `moves`);
               ",gameresult:<win|loss|draw>"  only when legal is "-" and the first token is "-"
                          (i.e. checkmate): pyffish.game_result(...) mapped the same way.
             Examples: "-", "-,check", "loss", "draw", "-,optional:draw", "-,check,gameresult:loss".

Determinism: everything is driven by random.Random(seed * 1000 + variant_index); moves are sorted before
sampling; no set/dict iteration order or hash() is used for decisions.  Same seed + same pyffish version
-> byte-identical files.

Bias: the random play is biased (per-game "personalities") so that the data contains passes (also two in a
row and passes while the kings face each other), bikjang positions, checks, checkmates, soldiers in the
enemy palace, cannon/chariot moves along palace diagonals, repetitions and game-ended positions.  A small
pure-Python Janggi board model in this file is used ONLY to steer the random play (guessing checks,
captures, facing kings); every recorded field comes from pyffish.
"""

import argparse
import os
import random
import re
import sys
import time
from multiprocessing import Pool

import pyffish as sf

VARIANTS = ["janggi", "janggitraditional", "janggimodern", "janggicasual"]
BIKJANG_VARIANTS = {"janggi", "janggitraditional"}
DEFAULT_SEED = 20240601
RECORDS_PER_VARIANT = 800          # soft target; generation continues until feature quotas are met
FEATURE_QUOTA = 40                 # aim per feature per variant
MAX_GAMES = int(os.environ.get("FSF_MAX_GAMES", "1500"))  # hard stop per variant
MAX_PLIES = 110                    # history length cap
MAX_FILE_BYTES = 1_450_000

FILES = "abcdefghi"
MOVE_RE = re.compile(r"^([a-i])(10|[1-9])([a-i])(10|[1-9])$")
STARTFEN = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_VECTORS = os.path.join(ROOT, "tests", "data", "fsf")
OUT_PERFT = os.path.join(ROOT, "tests", "data", "perft", "fsf.perft")


def pyffish_version():
    return ".".join(str(x) for x in sf.version())


# --------------------------------------------------------------------------------------------------
# Minimal board model (for steering only)
# --------------------------------------------------------------------------------------------------

def sq_name(f, r):
    return f"{FILES[f]}{r}"


def parse_sq(s):
    return FILES.index(s[0]), int(s[1:])


def parse_move(m):
    mm = MOVE_RE.match(m)
    if not mm:
        raise ValueError(m)
    return (FILES.index(mm.group(1)), int(mm.group(2))), (FILES.index(mm.group(3)), int(mm.group(4)))


def parse_fen(fen):
    """-> (board dict {(f,r): char}, side 'w'/'b')"""
    parts = fen.split()
    rows = parts[0].split("/")
    board = {}
    for i, row in enumerate(rows):
        r = 10 - i
        f = 0
        num = ""
        for ch in row:
            if ch.isdigit():
                num += ch
                continue
            if num:
                f += int(num)
                num = ""
            board[(f, r)] = ch
            f += 1
    return board, parts[1]


def board_to_fen_placement(board):
    rows = []
    for r in range(10, 0, -1):
        s, empty = "", 0
        for f in range(9):
            p = board.get((f, r))
            if p is None:
                empty += 1
            else:
                if empty:
                    s += str(empty)
                    empty = 0
                s += p
        if empty:
            s += str(empty)
        rows.append(s)
    return "/".join(rows)


def is_white(p):
    return p.isupper()


def in_palace(f, r, white):
    return 3 <= f <= 5 and ((1 <= r <= 3) if white else (8 <= r <= 10))


def any_palace(f, r):
    return in_palace(f, r, True) or in_palace(f, r, False)


# palace diagonal adjacency: centre <-> corners
def palace_diag_neighbours(f, r):
    out = []
    for cr in (2, 9):
        centre = (4, cr)
        corners = [(3, cr - 1), (5, cr - 1), (3, cr + 1), (5, cr + 1)]
        if (f, r) == centre:
            out.extend(corners)
        elif (f, r) in corners:
            out.append(centre)
    return out


def is_palace_diag_move(a, b):
    """True if a->b is along a palace diagonal line (1 or 2 steps)."""
    (fa, ra), (fb, rb) = a, b
    if fa == fb or ra == rb:
        return False
    for cr in (2, 9):
        pts = {(4, cr), (3, cr - 1), (5, cr - 1), (3, cr + 1), (5, cr + 1)}
        if a in pts and b in pts and abs(fa - fb) == abs(ra - rb):
            return True
    return False


def king_sq(board, white):
    k = "K" if white else "k"
    for s, p in board.items():
        if p == k:
            return s
    return None


def kings_facing(board):
    a, b = king_sq(board, True), king_sq(board, False)
    if not a or not b or a[0] != b[0]:
        return False
    lo, hi = sorted((a[1], b[1]))
    return all((a[0], r) not in board for r in range(lo + 1, hi))


def attacks(board, frm, to):
    """Does the piece on frm attack square `to` (pseudo, ignores pins)?"""
    p = board[frm]
    white = is_white(p)
    t = p.upper()
    (ff, fr), (tf, tr) = frm, to
    df, dr = tf - ff, tr - fr
    if t in "KA":
        if not in_palace(tf, tr, white):
            return False
        if abs(df) + abs(dr) == 1:
            return True
        return to in palace_diag_neighbours(ff, fr)
    if t == "P":
        fwd = 1 if white else -1
        if (df, dr) in ((0, fwd), (1, 0), (-1, 0)):
            return True
        return dr == fwd and to in palace_diag_neighbours(ff, fr)
    if t == "N":
        for (a, b) in ((1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1)):
            if (df, dr) == (a, b):
                leg = (ff + (a // 2 if abs(a) == 2 else 0), fr + (b // 2 if abs(b) == 2 else 0))
                return leg not in board
        return False
    if t == "B":
        for (a, b) in ((2, 3), (-2, 3), (2, -3), (-2, -3), (3, 2), (3, -2), (-3, 2), (-3, -2)):
            if (df, dr) == (a, b):
                sa, sb = (1 if a > 0 else -1), (1 if b > 0 else -1)
                if abs(a) == 3:
                    leg1 = (ff + sa, fr)
                else:
                    leg1 = (ff, fr + sb)
                leg2 = (leg1[0] + sa, leg1[1] + sb)
                return leg1 not in board and leg2 not in board
        return False
    if t in "RC":
        path = None
        if df == 0 and dr != 0:
            s = 1 if dr > 0 else -1
            path = [(ff, fr + s * i) for i in range(1, abs(dr))]
        elif dr == 0 and df != 0:
            s = 1 if df > 0 else -1
            path = [(ff + s * i, fr) for i in range(1, abs(df))]
        elif is_palace_diag_move(frm, to):
            path = [] if abs(df) == 1 else [((ff + tf) // 2, (fr + tr) // 2)]
        if path is None:
            return False
        blockers = [s for s in path if s in board]
        if t == "R":
            return not blockers
        # cannon: exactly one screen, not a cannon; target must not be a cannon
        if len(blockers) != 1 or board[blockers[0]].upper() == "C":
            return False
        return board.get(to, "").upper() != "C"
    return False


def in_check(board, white):
    k = king_sq(board, white)
    if k is None:
        return False
    return any(is_white(p) != white and attacks(board, s, k) for s, p in list(board.items()))


def apply_move(board, m):
    a, b = parse_move(m)
    nb = dict(board)
    if a != b:
        nb[b] = nb.pop(a)
    return nb


# --------------------------------------------------------------------------------------------------
# Start positions
# --------------------------------------------------------------------------------------------------

def setup_fens():
    """The 16 horse/elephant setups (4 per side). Default first."""
    sides = [("N", "B", "B", "N"), ("B", "N", "B", "N"), ("N", "B", "N", "B"), ("B", "N", "N", "B")]
    out = []
    for w in sides:
        for b in sides:
            white = "R" + w[0] + w[1] + "A1A" + w[2] + w[3] + "R"
            black = ("R" + b[0] + b[1] + "A1A" + b[2] + b[3] + "R").lower()
            out.append(f"{black}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/{white} w - - 0 1")
    assert out[0] == STARTFEN
    return out


def mk(spec, side="w"):
    """Build a FEN from 'K:e2 A:d1,f1 k:e9 ...' ."""
    board = {}
    for tok in spec.split():
        p, sqs = tok.split(":")
        for s in sqs.split(","):
            f, r = parse_sq(s)
            assert (f, r) not in board, (spec, s)
            board[(f, r)] = p
    return f"{board_to_fen_placement(board)} {side} - - 0 1"


# ~22 handcrafted mid-game positions (name, fen)
HANDCRAFTED = [
    ("w-soldiers-at-han-palace",
     mk("K:e2 A:d1,f1 R:a1,i3 C:b3 N:c3 P:d8,f8,e7,a4 k:e9 a:d10,f10 r:i10 c:b8 n:h8 p:a7,i7", "b")),
    ("b-soldiers-at-cho-palace",
     mk("k:e9 a:d10,f10 r:a10,i8 c:b8 n:c8 p:d3,f3,e4,i7 K:e2 A:d1,f1 R:i1 C:b3 N:h3 P:a4,i4", "w")),
    ("w-soldier-in-palace-centre",
     mk("K:f2 A:e1 R:a2 C:h3 P:e9,c7 k:d10 a:f10 r:i10 n:g8 b:a8 p:g7", "b")),
    ("b-soldier-in-palace-centre",
     mk("k:f9 a:e10 r:a9 c:h8 p:e2,c4 K:d1 A:f1 R:i1 N:g3 B:a3 P:g4", "w")),
    ("w-soldier-diag-ready",
     mk("K:e2 A:d1,f1 R:a1 P:d8,c7 k:f10 a:d10,e10 r:i10 n:h8 p:a7")),
    ("b-soldier-diag-ready",
     mk("k:e9 a:d10,f10 r:a10 p:d3,c4 K:f1 A:d1,e1 R:i1 N:h3 P:a4", "b")),
    ("cannon-palace-diag-w",
     mk("K:d2 A:e2 C:f1,d8 B:c1 R:i1 P:a4,e4 k:f9 a:e9 r:f10 n:b10 c:h8 p:a7,c7,i7")),
    ("cannon-palace-diag-b",
     mk("k:d9 a:e9 c:f10,d3 b:c10 r:i10 p:a7,e7 K:f2 A:e2 R:f1 N:b1 C:h3 P:a4,c4,i4", "b")),
    ("chariot-palace-diag",
     mk("K:f2 R:d1,d8 A:f1 N:c3 P:a4,g4 k:e10 a:f10 r:a10 c:b8 n:g8 p:a7,e7,i7")),
    ("chariot-palace-diag-b",
     mk("k:f9 r:d10,d3 a:f10 n:c8 p:a7,g7 K:e1 A:f1 R:a1 C:b3 N:g3 P:a4,e4,i4", "b")),
    ("kings-almost-facing-horse",
     mk("K:e2 A:d1,f3 R:a1 N:e5 P:a4,i4 k:e9 a:d8,f10 r:i10 c:b8 p:a7,i7")),
    ("kings-almost-facing-cannon-b",
     mk("K:e1 A:d2,f1 R:a1 N:c3 P:a4,i4 k:e10 a:d10,f9 r:i10 c:e6 p:a7,i7", "b")),
    ("bikjang-on-board",
     mk("K:f2 A:e1 R:a1 C:b3 P:a4,c4 k:f9 a:e10 r:i10 n:c8 p:a7,c7")),
    ("bikjang-and-check",
     mk("K:e2 A:d1 R:a1 P:a4 k:e9 a:d10 n:f4 r:i10 p:i7")),
    ("w-in-check-by-cannon",
     mk("K:e1 A:d1 N:e2 R:a3 P:a4,i4 k:f9 a:e9 c:e7 r:h10 n:b8 p:a7,c7")),
    ("b-in-check-by-horse",
     mk("k:e9 a:d10,f10 r:a10 p:a7,i7 K:e2 A:d1 N:d7 R:i1 C:b3 P:a4", "b")),
    ("b-in-check-by-soldier",
     mk("k:e10 a:d10 r:i10 c:b8 p:a7 K:f1 A:e1 P:e9,d8 R:a1 N:c3", "b")),
    ("near-mate-two-chariots",
     mk("K:e2 A:d1,f1 R:a9,b5 C:b3 P:c4 k:d10 a:e10 n:h8 p:a7,i7 c:h10")),
    ("near-mate-b",
     mk("k:e9 a:d10,f10 r:a2,h5 c:h8 p:g7 K:f1 A:e1 N:b1 P:a4,i4 C:b3", "b")),
    ("endgame-chariot-vs-cannon",
     mk("K:d1 R:e5 P:c4,g4 k:f10 c:f8 a:e9 p:c7")),
    ("endgame-elephants",
     mk("K:e2 B:c1,e5 P:a4,e4 k:d9 b:c10,g8 p:c7,e7", "b")),
    ("cannons-on-palace-lines",
     mk("K:f1 A:e1 C:d1,e3 R:a2 P:e4,i4 k:d8 a:e8 c:f10,d10 r:i9 p:a7,e7")),
    ("counting-balance",
     mk("K:e2 R:a1 N:c3 P:a4 k:f9 r:i10 n:g8 p:i7,g7")),
    ("attack-w-two-chariots",
     mk("K:f2 A:d1 R:a8,b7 C:h3 P:c4 k:e9 a:d10,f10 n:g8 p:a7,i7")),
    ("attack-b-two-chariots",
     mk("k:d9 a:d10 r:a3,b4 c:h8 p:c7 K:e2 A:d1,f1 N:g3 P:a4,i4", "b")),
    ("attack-w-chariot-cannon",
     mk("K:f1 A:e1 R:d7 C:e5 N:c6 P:c7,g7 k:e10 a:d10,f9 b:g10 p:i7")),
    ("attack-b-horse-cannon-soldiers",
     mk("k:d10 a:e10 n:c4 c:e6 p:d4,f4 r:a9 K:e2 A:d1,f1 B:c1 P:a4,i4", "b")),
    ("attack-w-soldiers-chariot",
     mk("K:d1 A:e1 P:d8,f8,e7 R:i9 C:b3 k:e10 a:d10,f10 c:b10 p:a7")),
    ("attack-b-soldiers-chariot",
     mk("k:d10 a:e10 p:d3,f3,e4 r:i2 c:b8 K:e1 A:d1,f1 C:b1 P:a4", "b")),
    ("pass-trap-w-material-down",
     mk("K:e1 A:f1 P:a4 k:e9 a:d10,f10 c:b8 p:a7")),
]


# --------------------------------------------------------------------------------------------------
# pyffish wrappers
# --------------------------------------------------------------------------------------------------

def res_word(v):
    return "win" if v > 0 else ("loss" if v < 0 else "draw")


def record_for(variant, start, moves):
    fen_after = sf.get_fen(variant, start, moves)
    legal = sorted(sf.legal_moves(variant, start, moves))
    imm, imm_v = sf.is_immediate_game_end(variant, start, moves)
    opt, opt_v = sf.is_optional_game_end(variant, start, moves)
    chk = bool(sf.gives_check(variant, start, moves))
    toks = [res_word(imm_v) if imm else "-"]
    if opt:
        toks.append("optional:" + res_word(opt_v))
    if chk:
        toks.append("check")
    if not legal and not imm:
        toks.append("gameresult:" + res_word(sf.game_result(variant, start, moves)))
    return {
        "start": start, "moves": list(moves), "fen": fen_after, "legal": legal,
        "imm": imm, "opt": opt, "check": chk, "end": ",".join(toks),
    }


def line_of(rec):
    return "\t".join([
        rec["start"],
        " ".join(rec["moves"]) if rec["moves"] else "-",
        rec["fen"],
        " ".join(rec["legal"]) if rec["legal"] else "-",
        rec["end"],
    ])


FEATURES = [
    "pass", "double_pass", "pass_while_facing", "bikjang", "check", "checkmate",
    "soldier_in_enemy_palace", "soldier_palace_diag_move", "cannon_palace_diag_move",
    "chariot_palace_diag_move", "ended", "immediate_end", "optional_end",
]


def features_of(rec):
    board, side = parse_fen(rec["fen"])
    mv = rec["moves"]
    out = set()

    def is_pass(m):
        a, b = parse_move(m)
        return a == b

    if mv and is_pass(mv[-1]):
        out.add("pass")
        if kings_facing(board):
            out.add("pass_while_facing")
    if len(mv) >= 2 and is_pass(mv[-1]) and is_pass(mv[-2]):
        out.add("double_pass")
    if kings_facing(board):
        out.add("bikjang")
    if rec["check"]:
        out.add("check")
    if not rec["legal"]:
        out.add("ended")
        if rec["check"] and not rec["imm"]:
            out.add("checkmate")
    if rec["imm"]:
        out.add("immediate_end")
    if rec["opt"]:
        out.add("optional_end")
    for s, p in board.items():
        if p == "P" and in_palace(s[0], s[1], False) or p == "p" and in_palace(s[0], s[1], True):
            out.add("soldier_in_enemy_palace")
            break
    for m in rec["legal"]:
        a, b = parse_move(m)
        if a == b or not is_palace_diag_move(a, b):
            continue
        t = board[a].upper()
        if t == "P":
            out.add("soldier_palace_diag_move")
        elif t == "C":
            out.add("cannon_palace_diag_move")
        elif t == "R":
            out.add("chariot_palace_diag_move")
    return out


# --------------------------------------------------------------------------------------------------
# Biased random play
# --------------------------------------------------------------------------------------------------

def choose_move(rng, variant, persona, cur_fen, board, side, legal, moves):
    white = side == "w"
    facing_now = kings_facing(board)
    last_pass = bool(moves) and parse_move(moves[-1])[0] == parse_move(moves[-1])[1]
    weights = []
    mate_checks = 0
    # shuffle persona: replay the reverse of own move from 2 plies ago (repetitions)
    if persona["shuffle"] and len(moves) >= 2 and rng.random() < 0.85:
        a, b = parse_move(moves[-2])
        rev = sq_name(*b) + sq_name(*a)
        if rev in legal:
            return rev
    for m in legal:
        a, b = parse_move(m)
        p = board[a]
        t = p.upper()
        w = 1.0
        if a == b:  # pass
            w = persona["pass"]
            if last_pass:
                w *= persona["double_pass"]
            if facing_now:
                w *= persona["facing_pass"]
            weights.append(w)
            continue
        target = board.get(b)
        nb = apply_move(board, m)
        if target is not None:
            w += persona["capture"] * {"R": 6, "C": 4, "N": 3, "B": 2, "A": 2, "P": 1.5}.get(target.upper(), 1)
        gives = in_check(nb, not white)
        if gives:
            w += persona["check"]
            if mate_checks < persona["mate_checks"]:
                mate_checks += 1
                if not sf.legal_moves(variant, cur_fen, [m]):
                    w += persona["mate"]
        if kings_facing(nb) and not facing_now:
            w += persona["facing"]
        if is_palace_diag_move(a, b):
            w += persona["diag"] * (3 if t in "PCR" else 1)
        if t == "P":
            fwd = (b[1] - a[1]) * (1 if white else -1)
            if fwd > 0:
                w += persona["advance"]
            if in_palace(b[0], b[1], not white):
                w += persona["advance"] * 2
        if t in "RC" and any_palace(*b):
            w += persona["palace_pieces"]
        weights.append(max(w, 0.01))
    return rng.choices(legal, weights=weights, k=1)[0]


def new_persona(rng):
    return {
        "pass": rng.choice([0.05, 0.2, 0.6, 2.0]),
        "double_pass": rng.choice([1.0, 10.0, 50.0, 300.0]),
        "facing_pass": rng.choice([1.0, 10.0, 60.0]),
        "capture": rng.choice([0.5, 2.0, 4.0, 8.0]),
        "check": rng.choice([1.0, 4.0, 10.0, 25.0]),
        "mate": rng.choice([200.0, 2000.0]),
        "mate_checks": rng.choice([2, 6]),
        "facing": rng.choice([0.0, 3.0, 15.0]),
        "diag": rng.choice([0.5, 3.0, 8.0]),
        "advance": rng.choice([0.2, 1.0, 3.0, 8.0]),
        "palace_pieces": rng.choice([0.0, 1.0, 3.0]),
        "shuffle": rng.random() < 0.08,
    }


def generate_variant(args):
    variant, seed = args
    vi = VARIANTS.index(variant)
    rng = random.Random(seed * 1000 + vi)
    setups = setup_fens()
    starts = [STARTFEN] * 4 + setups[1:] + [f for _, f in HANDCRAFTED]
    records = []
    seen = set()
    counts = {f: 0 for f in FEATURES}
    size = 0

    def add(rec):
        nonlocal size
        key = (rec["start"], tuple(rec["moves"]))
        if key in seen:
            return False
        ln = line_of(rec)
        if size + len(ln) + 1 > MAX_FILE_BYTES:
            return False
        seen.add(key)
        records.append(ln)
        size += len(ln.encode("utf-8")) + 1
        for f in features_of(rec):
            counts[f] += 1
        return True

    # every start position at ply 0
    for s in setups + [f for _, f in HANDCRAFTED]:
        add(record_for(variant, s, []))

    def quotas_met():
        return all(c >= FEATURE_QUOTA for c in counts.values()) and len(records) >= RECORDS_PER_VARIANT

    games = 0
    while games < MAX_GAMES and not quotas_met() and size < MAX_FILE_BYTES - 20000:
        start = starts[games % len(starts)]
        games += 1
        persona = new_persona(rng)
        max_plies = rng.randint(12, MAX_PLIES)
        moves = []
        # short histories for handcrafted starts are more useful; long ones for setups
        record_p = rng.choice([0.04, 0.08, 0.15])
        board, side = parse_fen(start)
        while True:
            # board tracked locally (Janggi has no special moves); FEN only used to steer the play
            cur_fen = f"{board_to_fen_placement(board)} {side} - - 0 1"
            legal = sorted(sf.legal_moves(variant, start, moves))
            interesting = False
            if moves:
                if not legal:
                    interesting = True
                else:
                    last = parse_move(moves[-1])
                    if last[0] == last[1] or kings_facing(board):
                        interesting = True
                    elif in_check(board, side == "w"):
                        interesting = True
                    elif any(is_palace_diag_move(*parse_move(m)) and board[parse_move(m)[0]].upper() in "PCR"
                             for m in legal):
                        interesting = True
                plain_wanted = len(records) < RECORDS_PER_VARIANT and rng.random() < record_p
                if interesting or plain_wanted or not legal:
                    rec = record_for(variant, start, moves)
                    # feature-driven records only while that feature is still under-represented
                    need = [f for f in features_of(rec) if counts[f] < FEATURE_QUOTA * 2]
                    if plain_wanted or need:
                        add(rec)
            if not legal or len(moves) >= max_plies:
                break
            mv = choose_move(rng, variant, persona, cur_fen, board, side, legal, moves)
            moves.append(mv)
            board = apply_move(board, mv)
            side = "b" if side == "w" else "w"
        if games % 50 == 0:
            print(f"  [{variant}] games={games} records={len(records)} bytes={size} "
                  + " ".join(f"{k}={c}" for k, c in counts.items()), file=sys.stderr, flush=True)
    return variant, records, counts, games


# --------------------------------------------------------------------------------------------------
# Perft
# --------------------------------------------------------------------------------------------------

def perft(variant, fen, moves, depth):
    lm = sf.legal_moves(variant, fen, moves)
    if depth == 1:
        return len(lm)
    return sum(perft(variant, fen, moves + [m], depth - 1) for m in sorted(lm))


def perft_positions():
    setups = setup_fens()
    hc = dict(HANDCRAFTED)
    return [
        ("startpos", STARTFEN, []),
        ("setup-w-rbna1abnr", setups[4], []),     # white RBNA1ABNR, black default
        ("setup-both-rbna1anbr", setups[15], []),
        ("after-one-pass", STARTFEN, ["e2e2"]),
        ("after-pass-reply", STARTFEN, ["b1c3", "e9e9"]),
        ("bikjang-on-board", hc["bikjang-on-board"], []),
        ("bikjang-by-history", hc["kings-almost-facing-horse"], ["e5d7"]),
        ("bikjang-and-check", hc["bikjang-and-check"], []),
        ("soldier-in-palace", hc["w-soldier-diag-ready"], []),
        ("b-soldier-in-palace", hc["b-soldier-diag-ready"], []),
        ("in-check-by-soldier-in-palace", hc["w-soldier-in-palace-centre"], []),
        ("cannon-on-palace-line", hc["cannons-on-palace-lines"], []),
        ("chariot-palace-diag", hc["chariot-palace-diag"], []),
        ("in-check-by-cannon", hc["w-in-check-by-cannon"], []),
    ]


def perft_job(args):
    variant, name, fen, moves, maxdepth = args
    return variant, name, fen, moves, [perft(variant, fen, list(moves), d) for d in range(1, maxdepth + 1)]


# --------------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--no-perft", action="store_true")
    ap.add_argument("--no-vectors", action="store_true")
    ap.add_argument("--perft-depth4", action="store_true", help="depth 4 for the start positions (slow)")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()

    ver = pyffish_version()
    print(f"pyffish version {ver}, seed {a.seed}")
    for name, fen in HANDCRAFTED:
        for v in VARIANTS:
            if sf.validate_fen(fen, v) != sf.FEN_OK:
                sys.exit(f"invalid handcrafted FEN {name}: {fen}")

    # sanity check against known start-position perft
    known = {"janggi": [32, 1024], "janggimodern": [32, 1024]}
    for v, k in known.items():
        got = [perft(v, STARTFEN, [], d) for d in (1, 2)]
        assert got == k, (v, got)

    t0 = time.time()
    if not a.no_vectors:
        os.makedirs(OUT_VECTORS, exist_ok=True)
        with Pool(a.jobs) as pool:
            results = pool.map(generate_variant, [(v, a.seed) for v in VARIANTS])
        print(f"\n{'feature':28s}" + "".join(f"{v:>19s}" for v in VARIANTS))
        for f in FEATURES + ["records", "games"]:
            row = []
            for v, recs, counts, games in results:
                row.append(len(recs) if f == "records" else games if f == "games" else counts[f])
            print(f"{f:28s}" + "".join(f"{x:>19d}" for x in row))
        for v, recs, counts, games in results:
            path = os.path.join(OUT_VECTORS, f"{v}.vectors")
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                fh.write("# generator: tools/gen_fsf_vectors.py (see its docstring for the format)\n")
                fh.write(f"# pyffish: {ver}\n")
                fh.write(f"# seed: {a.seed}\n")
                fh.write(f"# variant: {v}\n")
                fh.write("# fields: start_fen<TAB>moves<TAB>fen_after<TAB>legal<TAB>end\n")
                fh.write("# end: <'-'|win|loss|draw = is_immediate_game_end for side to move>"
                         "[,optional:<win|loss|draw>][,check][,gameresult:<win|loss|draw> (checkmate)]\n")
                fh.write(f"# records: {len(recs)}  games: {games}\n")
                fh.write("# feature counts: " + " ".join(f"{f}={counts[f]}" for f in FEATURES) + "\n")
                for ln in recs:
                    fh.write(ln + "\n")
            print(f"wrote {os.path.relpath(path, ROOT)} ({os.path.getsize(path)} bytes)")
        print(f"vectors: {time.time() - t0:.1f}s")

    if not a.no_perft:
        t1 = time.time()
        jobs = []
        for v in VARIANTS:
            for name, fen, moves in perft_positions():
                d = 4 if (a.perft_depth4 and name == "startpos") else 3
                jobs.append((v, name, fen, moves, d))
        with Pool(a.jobs) as pool:
            out = pool.map(perft_job, jobs)
        os.makedirs(os.path.dirname(OUT_PERFT), exist_ok=True)
        with open(OUT_PERFT, "w", encoding="utf-8", newline="\n") as fh:
            fh.write("# Janggi perft from Fairy-Stockfish: recursion over pyffish.legal_moves(variant, epd, moves)\n")
            fh.write("# (history-aware: passes, bikjang and double-pass endings are honoured exactly as FSF does;\n")
            fh.write("#  a node whose game has ended has no legal moves). Leaves at depth d = number of legal\n")
            fh.write("#  move sequences of length d. The pass (king square twice, e.g. e2e2) is a move.\n")
            fh.write(f"# generator: tools/gen_fsf_vectors.py  pyffish: {ver}\n\n")
            blocks = []
            for v, name, fen, moves, counts in out:
                lines = [f"id {name}", f"variant {v}", f"epd {fen}", "moves " + (" ".join(moves) if moves else "-")]
                lines += [f"perft {d} {n}" for d, n in enumerate(counts, start=1)]
                blocks.append("\n".join(lines))
            fh.write("\n\n".join(blocks) + "\n")
        for v, name, fen, moves, counts in out:
            if name == "startpos":
                exp = [32, 1024, 33000] if v in BIKJANG_VARIANTS else [32, 1024, 33316]
                status = "OK" if counts[:3] == exp else f"MISMATCH expected {exp}"
                print(f"perft startpos {v}: {counts} {status}")
                if counts[:3] != exp:
                    sys.exit(1)
        print(f"wrote {os.path.relpath(OUT_PERFT, ROOT)} ({len(out)} positions, {time.time() - t1:.1f}s)")


if __name__ == "__main__":
    main()
