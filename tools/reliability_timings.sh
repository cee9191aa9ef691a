#!/bin/sh
# Times the hostile-file cases of docs/RELIABILITY.md against a built binary (default: the
# release build). Each should finish in milliseconds with its error, not hang or grow.
# Usage: tools/reliability_timings.sh [path/to/janggi-tutor]
set -u
BIN=${1:-target/release/janggi-tutor}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cd "$T" || exit 1
python3 - <<'PY'
import json
n = 160 * 1024
open('deep.yaml', 'w').write('[' * n + ']' * n + '\n')          # 320 KB of nesting
open('maps.yaml', 'w').write('{a: ' * 50000 + '1' + '}' * 50000 + '\n')
rec = {"stars": 3, "attempts": 5, "misses": 2, "misconceptions": {"horse-leg-blocked": 2},
       "review": {"box": 2, "due": 1, "last": 1}}
ex = {f"l{i}": {f"e{j}": rec for j in range(40)} for i in range(50)}
text = json.dumps({"version": 2, "exercises": ex}, indent=2)
open('progress.json', 'w').write(text)                            # 2,000 records
open('huge.json', 'w').write(text * 45)                           # about 24 MB
PY
mkdir loop && ln -s . loop/l1 && ln -s . loop/l2 && mkfifo loop/x.yaml && ln -s /dev/zero loop/z.yaml
t() { printf '%-42s ' "janggi-tutor $*"; /usr/bin/time -f '%es, peak %MKB' "$BIN" "$@" >/dev/null 2>"$T/err"; tail -1 "$T/err"; }
t lint deep.yaml
t lint maps.yaml
t lint loop
t lessons --lessons loop
t --progress progress.json moves
t --progress huge.json moves
t --progress progress.json progress
t perft 10
