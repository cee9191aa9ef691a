#!/usr/bin/env python3
"""Mutate real .gib records (a folder of them: DIR) and lesson files; run `janggi-tutor game F --to fen`
and `lint F` on each for SECS seconds; count exit codes, panics (101 / "panicked"), runs over 5 s and
hangs (20 s). Run: nice python3 tools/fuzz_records.py BIN DIR SECS"""
import os, random, subprocess, sys, time, collections, glob
BIN, DIR, SECS = sys.argv[1], sys.argv[2], float(sys.argv[3])
rng = random.Random(24)
files = [os.path.join(DIR, f) for f in os.listdir(DIR)]
lessons = glob.glob(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lessons", "**", "*.yaml"), recursive=True)
stats = collections.Counter(); bad = []
end = time.time() + SECS
tmp = os.environ.get("FUZZ_TMP", "/tmp/janggi-fuzz"); os.makedirs(tmp, exist_ok=True)
def mutate(b):
    b = bytearray(b)
    for _ in range(rng.randint(1, 6)):
        k = rng.random(); i = rng.randrange(len(b) + 1)
        if k < 0.3 and b: b[min(i, len(b)-1)] = rng.randrange(256)
        elif k < 0.5: b[i:i] = rng.choice([b"[", b"]", b'"', b"/", b"\n", "판".encode(), "漢".encode(), b"99", b"0", "한수쉼".encode(), b"{", b"}", b"\xff", b"1."])
        elif k < 0.7: j = rng.randrange(len(b) + 1); b[i:j] = b""
        elif k < 0.85: j = min(len(b), i + rng.randrange(200)); b[i:i] = b[i:j] * rng.randint(1, 50)
        else: b = b[:i]
    return bytes(b)
n = 0
while time.time() < end:
    lesson = rng.random() < 0.25
    src = rng.choice(lessons if lesson else files)
    data = mutate(open(src, "rb").read()[:200000])
    path = os.path.join(tmp, f"m{n % 4}" + (".yaml" if lesson else ".gib"))
    open(path, "wb").write(data)
    cmd = [BIN, "--progress", "/nonexistent/p.json", "lint", path] if lesson else [BIN, "game", path, "--to", "fen", "--game", str(rng.randint(1, 3))]
    t0 = time.time()
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=20)
        dt = time.time() - t0
        stats[("lint" if lesson else "game", r.returncode)] += 1
        if r.returncode == 101 or b"panicked" in r.stderr:
            stats["PANIC"] += 1; keep = f"{tmp}/panic{n}" + (".yaml" if lesson else ".gib"); open(keep, "wb").write(data); bad.append(keep)
        if dt > 5: stats["slow>5s"] += 1; keep = f"{tmp}/slow{n}"; open(keep, "wb").write(data); bad.append(keep)
    except subprocess.TimeoutExpired:
        stats["TIMEOUT"] += 1; keep = f"{tmp}/hang{n}"; open(keep, "wb").write(data); bad.append(keep)
    n += 1
print("runs", n); [print(k, v) for k, v in sorted(stats.items(), key=str)]; print(bad[:20])
