#!/usr/bin/env bash
# The level ladder: each level against the one below, through the library (`janggi-tutor
# match`, a hidden development verb). Slow: run it in the background on a quiet machine.
# Usage: tools/ladder.sh [GAMES] [TIME_SCALE] [MAX_PLIES]   (defaults 10 0.1 100)
# LEVELS="6 8" tools/ladder.sh ... plays only those levels against the one below each.
# Optional: FSF=/tmp/fsf/fairy-stockfish tools/ladder.sh ... also plays level 8 against
# Fairy-Stockfish given a tenth of level 8's (scaled) time (build it with
# tools/build-fairy-stockfish.sh).
set -euo pipefail
games="${1:-10}"; scale="${2:-0.1}"; plies="${3:-100}"
bin="$(dirname "$0")/../target/release/janggi-tutor"
[ -x "$bin" ] || cargo build --release --quiet
for a in ${LEVELS:-2 3 4 5 6 7 8}; do
  echo "== level $a vs level $((a-1)) ($games games, time x$scale, at most $plies plies)"
  nice "$bin" --lang en match --a "$a" --b "$((a-1))" --games "$games" --time-scale "$scale" --max-plies "$plies" | tail -1
done
if [ -n "${FSF:-}" ]; then
  ms=$(python3 -c "print(max(1, int(4000 * $scale / 10)))")
  echo "== level 8 vs Fairy-Stockfish at ${ms} ms a move ($games games)"
  nice "$bin" --lang en match --a 8 --engine "$FSF" --engine-ms "$ms" --games "$games" --time-scale "$scale" --max-plies "$plies" | tail -1
fi
