#!/usr/bin/env python3
"""Fuzz the room server's protocol (issue 24, `docs/RELIABILITY.md`): start a real
`janggi-tutor serve` on port 0 with a fresh data folder, keep SENTINEL rooms playing (two
players each: a move, a takeback offered and accepted, again and again) and measure their round
trips, while WORKERS threads send random, mutated and hostile input for SECS seconds: mutated
and wrong-typed JSON, huge frames (declared and real), binary and non-UTF-8 frames, bad opcodes
and reserved bits, fragments, unmasked frames, floods, half-closed and silent sockets, bad HTTP
handshakes, and interleaved rooms (moves, offers and stale plies in rooms of others, guessed
tokens). Then the server is killed (SIGKILL), restarted on its folder, and every sentinel room
must come back at its last acknowledged move.

The server runs with its limits on, at their defaults (issue 66: 64 connections and 60 rooms an
hour per IP address, a 60 s idle timeout with pings). The attackers connect from 127.0.0.1; a
FLOOD thread there also holds idle connections and creates rooms as fast as the message rate
allows on 50 connections (the issue's flood); the sentinels play from 127.0.0.2, and at the end
a newcomer from 127.0.0.3 must create a room, be joined and play.

Checked: the server never exits or panics (its log), every sentinel round trip is answered
(slow: over 1 s; hang: none in 10 s), memory and open descriptors at the end, what the flood
got (rooms, connections, bytes on disk).

Run: nice python3 tools/fuzz_rooms.py BIN SECS [WORKERS] [SENTINELS]
Standard library only (a minimal WebSocket client is below, so frames can be made wrong)."""
import base64, collections, json, os, random, signal, socket, struct, subprocess, sys, tempfile, threading, time

BIN, SECS = sys.argv[1], float(sys.argv[2])
WORKERS = int(sys.argv[3]) if len(sys.argv) > 3 else 4
SENTINELS = int(sys.argv[4]) if len(sys.argv) > 4 else 4
stats = collections.Counter()
lock = threading.Lock()
def count(k, n=1):
    with lock: stats[k] += n

def start_server(data, log):
    # The log goes to a file: a pipe nobody reads would fill and stop the server.
    p = subprocess.Popen([BIN, "serve", "--addr", "127.0.0.1:0", "--data", data, "--log", "info"],
                         stdout=subprocess.PIPE, stderr=open(log, "ab"))
    line = p.stdout.readline().decode()
    assert line.startswith("listening on ws://"), line
    hostport = line.split("ws://")[1].split("/")[0]
    return p, int(hostport.rsplit(":", 1)[1])

class WS:
    def __init__(self, port, path="/ws", timeout=10, source="127.0.0.1"):
        self.s = socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(source, 0))
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        self.buf = b""
        while b"\r\n\r\n" not in self.buf:
            d = self.s.recv(4096)
            if not d: raise ConnectionError("closed in handshake")
            self.buf += d
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]: raise ConnectionError(head[:40])
    def frame(self, opcode, payload, fin=True, mask=True, rsv=0, length=None):
        n = len(payload) if length is None else length
        b0 = (0x80 if fin else 0) | (rsv << 4) | opcode
        if n < 126: hdr = struct.pack("!BB", b0, (0x80 if mask else 0) | n)
        elif n < 65536: hdr = struct.pack("!BBH", b0, (0x80 if mask else 0) | 126, n)
        else: hdr = struct.pack("!BBQ", b0, (0x80 if mask else 0) | 127, n)
        if mask:
            k = os.urandom(4)
            payload = bytes(c ^ k[i % 4] for i, c in enumerate(payload))
            hdr += k
        self.s.sendall(hdr + payload)
    def send(self, obj):
        self.frame(1, (obj if isinstance(obj, str) else json.dumps(obj)).encode())
    def recv(self, timeout=10):
        """The next text message as JSON (None: closed or timed out)."""
        self.s.settimeout(timeout)
        end = time.time() + timeout
        while True:
            while len(self.buf) < 2 or len(self.buf) < self._need():
                if time.time() > end: return None
                try: d = self.s.recv(65536)
                except (socket.timeout, OSError): return None
                if not d: return None
                self.buf += d
            op, payload = self._take()
            if op == 1: return json.loads(payload)
            if op == 8: return None
            if op == 9: self.frame(10, payload)  # a ping: pong, as every client does
    def _need(self):
        n = self.buf[1] & 0x7F; h = 2
        if n == 126: h = 4; n = struct.unpack("!H", self.buf[2:4])[0] if len(self.buf) >= 4 else 0
        elif n == 127: h = 10; n = struct.unpack("!Q", self.buf[2:10])[0] if len(self.buf) >= 10 else 0
        return h + n
    def _take(self):
        op = self.buf[0] & 0x0F; n = self._need()
        size = self.buf[1] & 0x7F; hl = 2 if size < 126 else (4 if size == 126 else 10)
        payload = self.buf[hl:n]; self.buf = self.buf[n:]
        return op, payload
    def until(self, kind, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            v = self.recv(max(0.01, end - time.time()))
            if v is None: return None
            if v.get("type") == kind: return v
        return None
    def close(self):
        try: self.s.close()
        except OSError: pass

# --- sentinels: rooms that must keep answering ----------------------------------------------
sentinel_rtts, sentinel_info = [], {}
stop = threading.Event()
def sentinel(port, i):
    a, b = WS(port, source="127.0.0.2"), WS(port, source="127.0.0.2")
    a.send({"type": "create", "side": "cho", "name": f"S{i}", "clock": None})
    j = a.until("joined"); code, ta = j["room"], j["token"]
    b.send({"type": "join", "room": code, "name": f"T{i}"}); tb = b.until("joined")["token"]
    a.until("state"); plies = 0
    sentinel_info[i] = [code, ta, tb, 0]
    while not stop.is_set():
        t = time.time()
        a.send({"type": "move", "move": "b1c3", "ply": 0})
        s = a.until("state", 10)
        if s is None: count("SENTINEL-HANG"); return
        sentinel_info[i][3] = len(s["moves"])
        a.send({"type": "offer", "what": "takeback"}); b.until("offer", 10)
        b.send({"type": "answer", "what": "takeback", "accept": True})
        s = a.until("state", 10)
        while s is not None and s["moves"]:
            s = a.until("state", 10)
        if s is None: count("SENTINEL-HANG"); return
        sentinel_info[i][3] = 0
        dt = time.time() - t
        with lock: sentinel_rtts.append(dt)
        if dt > 1: count("sentinel-slow>1s")
        time.sleep(0.25)  # a human pace, far under the rate cap

# --- hostile input ---------------------------------------------------------------------------
TYPES = ["create", "join", "watch", "rejoin", "move", "offer", "answer", "resign", "claim", "state", "", None, 7]
def junk(rng, depth=0):
    k = rng.random()
    if depth > 3 or k < 0.2: return rng.choice([None, True, 0, -1, 2**64, 1e308, -0.0, "", "x" * rng.randrange(300), "\u0000\ud7ff한漢", "../../etc/passwd", "b1c3", "e2e2", "a1a1"])
    if k < 0.5: return [junk(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["type", "room", "move", "ply", "what", "accept", "token", "name", "side", "rules", "clock", "main_s", "periods", "period_s", "increment_s"]): junk(rng, depth + 1) for _ in range(rng.randrange(5))}
def message(rng, codes, tokens):
    m = {"type": rng.choice(TYPES)}
    fields = {"room": lambda: rng.choice(codes + ["", "A" * 16, "abcdefghijkmnpqr", "../x"]) if codes else "abcdefghijkmnpqr",
              "move": lambda: rng.choice(["b1c3", "b10c8", "e2e2", "a1a1", "z9z9", "b1c3b1c3", "", "e9e9"]),
              "ply": lambda: rng.choice([0, 1, 2, -1, 2**32, 2**63, "0", None, 1.5]),
              "what": lambda: rng.choice(["draw", "takeback", "other", None]),
              "accept": lambda: rng.choice([True, False, "yes", None]),
              "token": lambda: rng.choice(tokens + ["0" * 32, "", "x" * 1000]) if tokens else "0" * 32,
              "name": lambda: rng.choice(["", "A", "\u202e\u0007evil", "名" * 100]),
              "side": lambda: rng.choice(["cho", "han", "random", "both", 1]),
              "rules": lambda: rng.choice(["janggi", "janggi-casual", "chess", "", None]),
              "clock": lambda: rng.choice([None, {"main_s": 1, "periods": 0, "period_s": 0}, {"main_s": 2**63}, {"main_s": 0, "periods": 5, "period_s": 1}, {"main_s": 60, "increment_s": 2}, []])}
    for f in rng.sample(list(fields), rng.randrange(1, 5)): m[f] = fields[f]()
    if rng.random() < 0.2: m[rng.choice(list(m))] = junk(rng)
    if rng.random() < 0.1: m["extra"] = junk(rng)
    return m

def attack(port, rng, codes, tokens):
    kind = rng.choice(["json", "json", "json", "rooms", "rooms", "frames", "huge", "flood", "half", "http", "silent"])
    count("attack-" + kind)
    if kind == "http":
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        s.sendall(rng.choice([b"GET / HTTP/1.1\r\n\r\n", b"\x00\xff" * 100, b"GET /ws HTTP/1.1\r\nHost: x\r\n\r\n",
                              b"GET /ws HTTP/1.1\r\n" + b"X: " + b"a" * 100000 + b"\r\n\r\n", b"POST /ws HTTP/1.0\r\n\r\n"]))
        try: s.recv(100)
        except OSError: pass
        s.close(); return
    if kind == "silent":
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        if rng.random() < 0.5: s.sendall(b"GET /ws HTTP/1.1\r\nHost: x\r\n")  # never finished
        time.sleep(rng.random() * 2); s.close(); return
    ws = WS(port, timeout=5)
    try:
        if kind == "json":
            for _ in range(rng.randrange(1, 15)):
                ws.send(message(rng, codes, tokens))
                r = ws.recv(5)
                if r is None: count("closed-after-json"); break
                count("reply-" + r.get("type", "?") + ("-" + r["code"] if r.get("type") == "error" else ""))
                if r.get("type") == "joined" and r.get("token"):
                    with lock: codes.append(r["room"]); tokens.append(r["token"])
                time.sleep(0.06)
        elif kind == "rooms":
            ws.send({"type": "create", "side": "random", "name": "x"}); j = ws.until("joined", 5)
            if j:
                with lock: codes.append(j["room"]); tokens.append(j["token"])
            other = WS(port, timeout=5)
            other.send({"type": rng.choice(["join", "watch"]), "room": rng.choice(codes)}); other.recv(5)
            for _ in range(rng.randrange(1, 10)):
                w = rng.choice([ws, other]); w.send(message(rng, codes, tokens)); r = w.recv(3)
                if r and r.get("type") == "error": count("reply-error-" + r["code"])
                time.sleep(0.06)
            other.s.shutdown(socket.SHUT_WR) if rng.random() < 0.5 else None; other.close()
        elif kind == "frames":
            op = rng.choice([2, 1, 0, 3, 7, 11, 9, 10, 8])
            payload = rng.choice([b"\xff\xfe\x00", b'{"type":"claim"}', os.urandom(rng.randrange(200)), b"x" * 126])
            ws.frame(op, payload, fin=rng.random() < 0.7, mask=rng.random() < 0.8, rsv=rng.choice([0, 0, 1, 4]))
            if rng.random() < 0.3: ws.frame(0, b"continued", fin=True)
            r = ws.recv(3); count("frames-" + (r.get("code", r.get("type")) if r else "closed"))
        elif kind == "huge":
            if rng.random() < 0.5: ws.frame(1, b"", length=rng.choice([2**63 - 1, 1 << 40, 17000]))  # declared only
            else: ws.frame(1, b"[" * rng.choice([17000, 1 << 20]))
            r = ws.recv(5); count("huge-" + (r.get("code", "?") if r else "closed"))
        elif kind == "flood":
            for _ in range(rng.choice([100, 400])):
                try: ws.send({"type": "claim"})
                except OSError: count("flood-cut"); break
            n = 0
            while ws.recv(2) is not None: n += 1
            count("flood-replies", n)
        elif kind == "half":
            ws.s.sendall(b"\x81\xfe\x10")  # half a frame header, then half-close
            ws.s.shutdown(socket.SHUT_WR); ws.recv(3)
    finally:
        ws.close()

# --- the flood, from 127.0.0.1 ---------------------------------------------------------
flood = collections.Counter()
def create_flood(port):
    """50 connections sending `create` under the rate cap (15 a second each), and idle
    connections held open without a word, while the fuzz runs."""
    conns = []
    for _ in range(50):
        try: conns.append(WS(port, timeout=5))
        except Exception as e: flood["flood-connection-refused " + type(e).__name__] += 1
    idle = []
    for _ in range(200):
        try:
            w = WS(port, timeout=5); w.s.settimeout(0.5)
            try:
                d = w.s.recv(4096)  # a refusal comes at once
                if d: flood["idle-refused (" + d[2:60].decode(errors="replace") + ")"] += 1; w.close(); continue
            except socket.timeout: pass
            idle.append((w, time.time()))
        except Exception as e: flood["idle-connection-failed " + type(e).__name__] += 1
    flood["idle-held"] = len(idle)
    while not stop.is_set():
        for c in list(conns):
            try:
                c.send({"type": "create"}); r = c.recv(2)
                if r is None: conns.remove(c); flood["create-connection-closed"] += 1; continue
                if r.get("type") == "joined": flood["rooms-created"] += 1
                elif r.get("type") == "error": flood["create-" + r["code"]] += 1
            except OSError: conns.remove(c); flood["create-connection-closed"] += 1
        # idle connections: the server closes those that say nothing (no read, so no pong)
        for w, t0 in list(idle):
            w.s.setblocking(False)
            try:
                d = w.s.recv(65536)
                if d == b"": flood["idle-closed-by-server"] += 1; flood["idle-closed-after-s"] = max(flood["idle-closed-after-s"], int(time.time() - t0)); idle.remove((w, t0))
            except (BlockingIOError, socket.timeout): pass
            except OSError: flood["idle-closed-by-server"] += 1; idle.remove((w, t0))
        time.sleep(1 / 15)
    flood["idle-still-open"] = len(idle)

def newcomer(port):
    """Another address creates a room, is joined and plays, after the flood."""
    a, b = WS(port, source="127.0.0.3"), WS(port, source="127.0.0.3")
    a.send({"type": "create", "side": "cho"}); j = a.until("joined", 10)
    if not j: return False
    b.send({"type": "join", "room": j["room"]}); b.until("joined", 10)
    a.send({"type": "move", "move": "b1c3", "ply": 0})
    s = a.until("state", 10)
    while s is not None and len(s["moves"]) != 1: s = a.until("state", 10)
    a.close(); b.close()
    return s is not None

def du(path):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(path) for f in fs)

def worker(port, seed, codes, tokens):
    rng = random.Random(seed)
    while not stop.is_set():
        try: attack(port, rng, codes, tokens)
        # The client's own troubles (a reset, a refused handshake) are counted, not fatal.
        except Exception as e: count("client-side " + type(e).__name__)

def proc_stat(pid):
    try:
        rss = [l for l in open(f"/proc/{pid}/status") if l.startswith("VmRSS")][0].split()[1]
        return int(rss), len(os.listdir(f"/proc/{pid}/fd"))
    except OSError: return 0, 0

data = tempfile.mkdtemp(prefix="janggi-fuzz-rooms-")
log = data + ".log"
server, port = start_server(data, log)
print("server", server.pid, "port", port, "data", data)
sents = [threading.Thread(target=sentinel, args=(port, i), daemon=True) for i in range(SENTINELS)]
for t in sents: t.start()
time.sleep(1)
rss0, fd0 = proc_stat(server.pid)
codes, tokens = [], []
ws_threads = [threading.Thread(target=worker, args=(port, 25 + i, codes, tokens), daemon=True) for i in range(WORKERS)]
for t in ws_threads: t.start()
flooder = threading.Thread(target=create_flood, args=(port,), daemon=True); flooder.start()
end = time.time() + SECS
while time.time() < end and server.poll() is None: time.sleep(1)
stop.set()
for t in ws_threads: t.join(15)
for t in sents: t.join(15)
flooder.join(15)
came_in = newcomer(port) if server.poll() is None else False
disk = du(data)
alive = server.poll() is None
rss1, fd1 = proc_stat(server.pid)
time.sleep(3)  # sockets of the attack closed
rss2, fd2 = proc_stat(server.pid)
server.send_signal(signal.SIGKILL); server.wait()
err = open(log, errors="replace").read()
# Restart on the same folder: every sentinel room at its last acknowledged move.
server2, port2 = start_server(data, log)
restored = 0
for i, (code, ta, tb, plies) in sentinel_info.items():
    w = WS(port2, source="127.0.0.2"); w.send({"type": "rejoin", "room": code, "token": ta}); w.until("joined"); s = w.until("state")
    if s and len(s["moves"]) == plies: restored += 1
    else: print("NOT RESTORED", code, plies, s and s["moves"])
    w.close()
server2.send_signal(signal.SIGKILL); server2.wait()
rt = sorted(sentinel_rtts)
print(f"alive {alive}; panics {'panicked' in err}; sentinel cycles {len(rt)}, p50 {rt[len(rt)//2]*1000:.0f} ms, "
      f"p99 {rt[int(len(rt)*0.99)]*1000:.0f} ms, max {rt[-1]*1000:.0f} ms" if rt else "no sentinel cycles")
print(f"server RSS {rss0} -> {rss1} -> {rss2} KiB; fds {fd0} -> {fd1} -> {fd2}; rooms created by the fuzz {len(codes)}; "
      f"sentinels restored after kill -9: {restored}/{len(sentinel_info)}")
for k, v in sorted(stats.items(), key=str): print(" ", k, v)
print(f"flood from 127.0.0.1: data folder {disk} bytes at the end; newcomer from 127.0.0.3 created, was joined and played: {came_in}")
for k, v in sorted(flood.items(), key=str): print("  flood", k, v)
lines = err.splitlines()
kinds = collections.Counter(" ".join(l.split()[1:3]) if "conn" not in l.split()[2:3] else l.split()[1] + " conn " + l.split(": ", 1)[-1][:40] for l in lines if len(l.split()) > 3)
print(f"server log: {len(lines)} lines ({log})")
for k, v in kinds.most_common(15): print("  log", k, v)
sys.exit(0 if alive and "panicked" not in err and restored == len(sentinel_info) and not stats["SENTINEL-HANG"] and came_in else 1)
