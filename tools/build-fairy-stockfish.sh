#!/usr/bin/env bash
# Builds a `fairy-stockfish` UCI binary from the pyffish 0.0.90 sdist on PyPI (its `src/` is
# Fairy-Stockfish's C++ source, UCI front end included). For measuring our opponent only:
# the binary is GPL-3 and is never committed or shipped. Usage: tools/build-fairy-stockfish.sh [OUT_DIR]
set -euo pipefail
out="${1:-/tmp/fsf}"
mkdir -p "$out"
cd "$out"
[ -f pyffish-0.0.90.tar.gz ] || pip download --no-binary :all: --no-deps pyffish==0.0.90 -d .
[ -d pyffish-0.0.90 ] || tar xzf pyffish-0.0.90.tar.gz
cd pyffish-0.0.90
srcs=$(ls src/*.cpp src/syzygy/*.cpp src/nnue/*.cpp src/nnue/features/*.cpp | grep -v -e ffishjs.cpp -e pyffish.cpp)
mkdir -p obj
objs=()
for s in $srcs; do
  o="obj/$(echo "$s" | tr / _).o"
  objs+=("$o")
  [ -f "$o" ] || nice g++ -std=c++17 -O2 -DNDEBUG -DIS_64BIT -DUSE_PTHREADS -DLARGEBOARDS -DALLVARS \
    -DPRECOMPUTED_MAGICS -DNNUE_EMBEDDING_OFF -Wno-date-time -c "$s" -o "$o"
done
g++ -o "$out/fairy-stockfish" "${objs[@]}" -lpthread
echo "$out/fairy-stockfish"
