#!/usr/bin/env python3
"""Mutate real .gib records (a folder of them: DIR) and lesson files; run `janggi-tutor game F --to fen`
and `lint F` on each for SECS seconds; count exit codes, panics (101 / "panicked"), runs over 5 s and
hangs (20 s). Run: nice python3 tools/fuzz_records.py BIN DIR SECS
Issue 68 added: hostile lesson seeds (anchors and aliases, wide and nested; 80,000 invalid points in
one list; 48,000 unknown keys), alias tokens among the mutations, extreme numbers on the command line
(review --time/--depth, play --clock, match --time-scale), and the children's peak memory."""
import os, random, resource, subprocess, sys, time, collections, glob
BIN, DIR, SECS = sys.argv[1], sys.argv[2], float(sys.argv[3])
rng = random.Random(24)
files = [os.path.join(DIR, f) for f in os.listdir(DIR)]
lessons = glob.glob(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lessons", "**", "*.yaml"), recursive=True)
stats = collections.Counter(); bad = []
def seeds():
    items = ", ".join(["x"] * 1000)
    horse = [l for l in lessons if l.endswith("03-horse.yaml")]
    base = open(horse[0]).read() if horse else "id: x\n"
    nested = "id: bomb\nl0: &l0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"l{i}: &l{i} [{', '.join([f'*l{i-1}'] * 10)}]\n" for i in range(1, 10))
    out = {"wide.yaml": f"id: bomb\nbase: &a [{items}]\nuses: [{', '.join(['*a'] * 10000)}]\n",
           "wider.yaml": f"id: bomb\nbase: &a [{items}]\nuses: [{', '.join(['*a'] * 60000)}]\n",
           "nested.yaml": nested,
           "points.yaml": base.replace("marks: [d7, f7, c6, g6, c4, g4, d3, f3]", "marks: [" + ", ".join(["j1"] * 80000) + "]", 1),
           "keys.yaml": base + "".join(f"zz{i}: 1\n" for i in range(48000))}
    paths = []
    for name, text in out.items():
        p = os.path.join(tmp, "seed-" + name); open(p, "w").write(text); paths.append(p)
    return paths
NUMBERS = ["1e30", "1e20", "NaN", "inf", "-0.5", "-1", "0", "1e300", "4294967295", "4294967296", "18446744073709551616", "0.0000001", "-0"]
def number_case():
    x = rng.choice(NUMBERS); y = rng.choice(NUMBERS); z = rng.choice(NUMBERS)
    return rng.choice([
        ["review", "/nonexistent/x.gib", "--time", x], ["review", "/nonexistent/x.gib", "--depth", x],
        ["play", "--friend", "--clock", f"byo-yomi:{x}+{y}x{z}"], ["play", "--friend", "--clock", f"fischer:{x}+{y}"],
        ["match", "--time-scale", x, "--games", "0"]])
end = time.time() + SECS
tmp = os.environ.get("FUZZ_TMP", "/tmp/janggi-fuzz"); os.makedirs(tmp, exist_ok=True)
def mutate(b):
    b = bytearray(b)
    for _ in range(rng.randint(1, 6)):
        k = rng.random(); i = rng.randrange(len(b) + 1)
        if k < 0.3 and b: b[min(i, len(b)-1)] = rng.randrange(256)
        elif k < 0.5: b[i:i] = rng.choice([b"[", b"]", b'"', b"/", b"\n", "판".encode(), "漢".encode(), b"99", b"0", "한수쉼".encode(), b"{", b"}", b"\xff", b"1.", b"&a ", b"*a", b"*a, *a, *a", b"<<: *a"])
        elif k < 0.7: j = rng.randrange(len(b) + 1); b[i:j] = b""
        elif k < 0.85: j = min(len(b), i + rng.randrange(200)); b[i:i] = b[i:j] * rng.randint(1, 50)
        else: b = b[:i]
    return bytes(b)
tmp_seeds = None
n = 0
while time.time() < end:
    if tmp_seeds is None:
        tmp_seeds = seeds(); lessons = lessons + tmp_seeds
    if rng.random() < 0.1:
        cmd = [BIN, "--lang", "en", "--progress", "/nonexistent/p.json"] + number_case()
        try:
            r = subprocess.run(cmd, capture_output=True, timeout=20, stdin=subprocess.DEVNULL)
            stats[("numbers", r.returncode)] += 1
            if r.returncode == 101 or b"panicked" in r.stderr: stats["PANIC"] += 1; bad.append(" ".join(cmd))
        except subprocess.TimeoutExpired:
            stats["TIMEOUT"] += 1; bad.append(" ".join(cmd))
        n += 1
        continue
    lesson = rng.random() < 0.25
    src = rng.choice(lessons if lesson else files)
    data = open(src, "rb").read()
    data = data if src in tmp_seeds and rng.random() < 0.3 else mutate(data[:200000])
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
print("peak memory of any child (KiB):", resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
