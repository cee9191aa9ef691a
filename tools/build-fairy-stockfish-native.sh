#!/usr/bin/env bash
# Builds Fairy-Stockfish as its users run it: its own Makefile, native CPU flags (popcnt, pext
# with bmi2), LTO, large boards (Janggi's 9x10). This is the reference for strength matches
# (issue 26); tools/build-fairy-stockfish.sh (the pyffish sources at -O2, no CPU flags) is a
# markedly slower engine and only fits quick checks. For measuring only: the binary is GPL-3
# and is never committed or shipped.
# Usage: tools/build-fairy-stockfish-native.sh [SRC_DIR] [OUT_DIR]   (PROFILE=1 for profile-build)
# SRC_DIR holds the Fairy-Stockfish sources (github fairy-stockfish/Fairy-Stockfish; cloned when
# missing). The binary is OUT_DIR/fairy-stockfish (default /tmp/fsf-native).
set -euo pipefail
src="${1:-/tmp/fsf-src}"; out="${2:-/tmp/fsf-native}"
[ -d "$src/src" ] || git clone --depth 1 https://github.com/fairy-stockfish/Fairy-Stockfish "$src"
if grep -qw bmi2 /proc/cpuinfo; then arch=x86-64-bmi2; else arch=x86-64-modern; fi
target=build; [ -n "${PROFILE:-}" ] && target=profile-build
(cd "$src/src" && nice make -j2 "$target" ARCH="$arch" largeboards=yes)
mkdir -p "$out"
cp "$src/src/stockfish" "$out/fairy-stockfish"
echo "$out/fairy-stockfish"
