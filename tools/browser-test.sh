#!/bin/sh
# The room page in a real browser (issue 69): builds the binary, installs puppeteer-core into
# tools/browser/node_modules (from the committed lock file) if missing, and runs
# tools/browser/test.mjs against Debian's chromium, headless. Not part of CI (it needs
# chromium, Node and a network for the first npm install).
#
#   tools/browser-test.sh            # run the tests
#   tools/browser-test.sh --shots    # and write docs/browser-*.png
#
# Needs: chromium (apt-get install chromium; or CHROMIUM=/path/to/chrome), node >= 18, npm,
# python3 (the terminal client runs on a pseudo-terminal through tools/browser/pty_relay.py).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
chromium=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$chromium" ]; then
    echo "browser-test: no chromium found; install it (apt-get install chromium) or set CHROMIUM" >&2
    exit 2
fi
cargo build --quiet --bin janggi-tutor
if [ ! -d tools/browser/node_modules/puppeteer-core ]; then
    (cd tools/browser && npm ci --no-audit --no-fund)
fi
shots=
if [ "${1:-}" = "--shots" ]; then
    shots="$root/docs"
fi
CHROMIUM="$chromium" JANGGI_BIN="$root/target/debug/janggi-tutor" SHOTS="$shots" \
    node tools/browser/test.mjs
# Small PNGs for the repository (a 256-colour palette) when pngquant is installed.
if [ -n "$shots" ] && command -v pngquant >/dev/null; then
    for f in "$shots"/browser-*.png; do
        pngquant --force --skip-if-larger --quality 60-90 --output "$f" "$f" || true
    done
fi
