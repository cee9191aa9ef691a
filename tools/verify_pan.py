#!/usr/bin/env python3
"""Read every game with a [판 "..."] start board of a folder of .gib files (UTF-8 or EUC-KR), independently
of janggi-tutor (docs/RECORDS.md gives the form), replay it with Fairy-Stockfish (pyffish) and compare
the start and the final position with `janggi-tutor game F --game K --to fen`.
Run: python3 tools/verify_pan.py BIN DIR"""
import os, re, subprocess, sys, collections
import pyffish as sf

BIN = sys.argv[1]
DIR = sys.argv[2]
VARIANT = "janggimodern"
HAN = {"차": "r", "마": "n", "상": "b", "사": "a", "장": "k", "포": "c", "졸": "p", "병": "p", "한": "k", "초": "k"}
CHO = {"車": "R", "馬": "N", "象": "B", "士": "A", "將": "K", "帥": "K", "楚": "K", "漢": "K", "包": "C", "砲": "C", "兵": "P", "卒": "P"}

def pan_fen(pan):
    parts = pan.split()
    rows = parts[0].split("/")
    if len(rows) != 10:
        raise ValueError(f"{len(rows)} rows")
    out = []
    # Rows from rank 1 (Cho's back rank) up; Cho's pieces in Hangul, Han's in hanja.
    for row in reversed(rows):
        n = 0; s = ""; empty = 0
        for ch in row:
            if ch.isdigit():
                empty += int(ch); n += int(ch); continue
            p = (HAN[ch].upper() if ch in HAN else None) or (CHO[ch].lower() if ch in CHO else None)
            if ch == "楚": p = "K"
            if ch == "漢": p = "k"
            if p is None:
                raise ValueError(f"piece {ch!r}")
            if empty: s += str(empty); empty = 0
            s += p; n += 1
        empty += 9 - n
        if n > 9: raise ValueError("row too long")
        if empty: s += str(empty)
        out.append(s)
    side = "b" if len(parts) > 1 and parts[1] == "한" else "w"
    return "/".join(out) + f" {side} - - 0 1"

def point(d):
    row = 10 if d[0] == "0" else int(d[0])
    return "abcdefghi"[int(d[1]) - 1] + str(11 - row)

MOVE = re.compile(r"^(\d\d)(?:楚|漢)?(\S+?)(\d\d)")

def games(text):
    """Split a file into games: a game starts at a tag line after move text."""
    out, cur, seen_moves = [], [], False
    for line in text.splitlines():
        if line.startswith("[") and seen_moves:
            out.append(cur); cur, seen_moves = [], False
        if line.strip() and not line.startswith("["):
            seen_moves = True
        cur.append(line)
    if cur: out.append(cur)
    return out

def to_uci(fen0, moves, tok):
    if tok == "한수쉼":
        legal = sf.legal_moves(VARIANT, fen0, moves)
        ps = [m for m in legal if re.match(r"^([a-i]\d+)\1$", m)]
        return ps[0] if ps else None
    m = MOVE.match(tok)
    if not m: return None
    return point(m.group(1)) + point(m.group(3))

def main():
    stats = collections.Counter(); reasons = collections.Counter()
    files = sorted(f for f in os.listdir(DIR) if f.endswith(".gib"))
    for f in files:
        raw = open(os.path.join(DIR, f), "rb").read()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            text = raw.decode("cp949", errors="replace")
        if "[판 " not in text: continue
        for k, g in enumerate(games(text), 1):
            pan = next((re.search(r'\[판 "(.*)"\]', l).group(1) for l in g if l.startswith("[판 ")), None)
            if pan is None: continue
            stats["games"] += 1
            try:
                fen0 = pan_fen(pan)
            except ValueError as e:
                stats["pan unreadable (script)"] += 1; reasons[f"script: {e}"] += 1; fen0 = None
            body = re.sub(r"\{[^}]*\}", " ", " ".join(l for l in g if not l.startswith("["))).replace("\x1a", " ")
            toks = [t for t in body.split() if not re.match(r"^\d+\.$", t)]
            r = subprocess.run([BIN, "game", os.path.join(DIR, f), "--game", str(k), "--to", "fen", "--lang", "en"], capture_output=True, text=True)
            ours = r.stdout.strip().splitlines()[-1] if r.returncode == 0 and r.stdout.strip() else None
            r0 = subprocess.run([BIN, "game", os.path.join(DIR, f), "--game", str(k), "--to", "fen", "--at", "0", "--lang", "en"], capture_output=True, text=True)
            ours0 = r0.stdout.strip().splitlines()[-1] if r0.returncode == 0 and r0.stdout.strip() else None
            if ours is None:
                stats["refused by janggi-tutor"] += 1
                reasons["tutor: " + re.sub(r"“[^”]*”", "“…”", r.stderr.strip().splitlines()[-1] if r.stderr.strip() else "?")[:150]] += 1
            if fen0 is None: continue
            if ours0 is not None and ours0.split()[:2] == fen0.split()[:2]:
                stats["start agrees"] += 1
            if ours0 is not None and ours0.split()[:2] != fen0.split()[:2]:
                stats["start differs"] += 1; print("START", f, k, ours0, fen0)
            moves = []; bad = None
            for t in toks:
                if t in ("*",) or t.startswith("{"): continue
                u = to_uci(fen0, moves, t)
                if u is None or u not in sf.legal_moves(VARIANT, fen0, moves):
                    bad = t; break
                moves.append(u)
            if bad is not None:
                stats["fsf: illegal/unread move"] += 1
                reasons[f"fsf: move {len(moves)+1} {bad}"] += 0
                if ours is not None:
                    stats["tutor read, fsf refused"] += 1; print("TUTOR-ONLY", f, k, len(moves)+1, bad)
                continue
            theirs = sf.get_fen(VARIANT, fen0, moves)
            if ours is None:
                stats["fsf read, tutor refused"] += 1; print("FSF-ONLY", f, k, r.stderr.strip()[:200])
            elif ours == theirs:
                stats["agree"] += 1
            else:
                stats["differ"] += 1; print("DIFF", f, k, ours, theirs)
    for k, v in stats.items(): print(f"{k}: {v}")
    for k, v in reasons.most_common(20): print(f"  {v} {k}")

main()
