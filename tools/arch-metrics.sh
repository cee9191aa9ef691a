#!/usr/bin/env bash
# The architecture numbers docs/ARCHITECTURE.md keeps (issues 20 and 64's "done when"): public
# items, file sizes, `json!` trees in the CLI, `Result<_, i32>` helpers, snapshot files, views
# taking `&App`, `Any`/`downcast` in the screen stack, the two forbidden imports (net → trainer
# or learner, play → review), .ftl id prefixes spread over several files. Prints one line per
# number; no build needed.
set -euo pipefail
cd "$(dirname "$0")/.."

pub_items=$(grep -rE '^\s*pub (fn|struct|enum|const|static|type|trait|mod|use|unsafe fn)' src | wc -l)
crate_items=$(grep -rE '^\s*pub\((crate|super|in [a-z:]+)\)' src | wc -l)
echo "pub items (fn/struct/enum/const/static/type/trait/mod/use): $pub_items"
echo "pub(crate)/pub(super) items: $crate_items"
echo "largest source files:"
find src -name '*.rs' -print0 | xargs -0 wc -l | sort -rn | sed -n '2,6p'
echo "src/tui/app.rs lines: $(wc -l < src/tui/app.rs 2>/dev/null || echo 'n/a')"
echo "json! in src/cli: $(grep -rn 'json!' src/cli | wc -l)"
echo "Result<_, i32> in src/cli: $(grep -rnE 'Result<[^;{]*, i32>' src/cli | wc -l)"
echo "snapshot files: $(find src tests -name '*.snap' | wc -l)"
echo "views taking &App: $(grep -rnE '&App\b' src/tui/screens/*/view.rs src/tui/view | wc -l)"
echo "Any/downcast in src/tui/stack.rs: $(grep -cE '\bAny\b|downcast' src/tui/stack.rs || true)"
echo "net importing trainer/learner: $(grep -rnE 'crate::(trainer|learner)' src/net | wc -l)"
echo "play importing review: $(grep -rn 'crate::review' src/play | wc -l)"
# The layer order of src/lib.rs's header: a layer may import only the ones before it.
order=(rules search i18n record fsio lesson handout faq play review net trainer learner tui cli)
upward=0
for i in "${!order[@]}"; do
    for later in "${order[@]:i+1}"; do
        n=$(grep -rE "crate::${later}\b" "src/${order[i]}" | grep -cvE '^[^:]*:\s*//' || true)
        [ "$n" -gt 0 ] && echo "  ${order[i]} imports ${later} ($n lines)"
        upward=$((upward + n))
    done
done
echo "imports against the layer order: $upward"
python3 - <<'PY'
import collections, glob, os, re
spread = 0
for lang in sorted(d for d in os.listdir("i18n") if os.path.isdir(f"i18n/{d}")):
    where = collections.defaultdict(set)
    for f in glob.glob(f"i18n/{lang}/*.ftl"):
        for line in open(f, encoding="utf-8"):
            m = re.match(r"^([a-z][a-z0-9]*)-[a-z0-9-]+\s*=", line)
            if m:
                where[m.group(1)].add(os.path.basename(f))
    many = {p: sorted(fs) for p, fs in where.items() if len(fs) > 1}
    spread = max(spread, len(many))
    print(f"{lang}: {len(glob.glob(f'i18n/{lang}/*.ftl'))} .ftl files, {len(where)} id prefixes, {len(many)} spread over several files")
PY
