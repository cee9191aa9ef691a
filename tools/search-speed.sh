#!/usr/bin/env bash
# Search speed through `janggi-tutor uci`: depth, nodes and nodes per second in one second from
# the start and from a middle game, and what each level spends on one move (the engine's last
# `info ... time` line before `bestmove` is the whole search).
# Usage: tools/search-speed.sh   (builds the release binary if missing)
set -euo pipefail
bin="$(dirname "$0")/../target/release/janggi-tutor"
[ -x "$bin" ] || cargo build --release --quiet
middle="rCbaa1bn1/9/3k2ccr/p2pp1p1p/3n5/8P/1PNPP1P2/4K1NC1/5A3/R1B1A1B1R w - - 20 11"
for pos in "startpos" "fen $middle"; do
  echo "== go movetime 1000, position $pos"
  (echo "position $pos"; echo "go movetime 1000"; sleep 1.3; echo quit) | "$bin" uci | grep '^info depth' | tail -2
done
for level in 1 2 3 4 5 6 7 8; do
  (echo "setoption name Skill Level value $level"; echo "position startpos moves b1c3 b10c8"; echo go
   sleep 4.5; echo quit) | "$bin" uci | grep '^info depth' | tail -1 | sed "s/^/level $level: /"
done
