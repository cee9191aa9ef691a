#!/usr/bin/env python3
"""The public-API pass of issue 20, as far as it got (see docs/ARCHITECTURE.md, "The shape in
numbers"). Run from a scratch worktree, never on a tree with work in progress:

  tools/visibility_pass.py move-tests ROOT NAME...   tests/it/NAME.rs -> src/tests/ (unit tests:
                                                     `janggi_tutor::` -> `crate::`, snapshots moved
                                                     and renamed as insta names them there)
  tools/visibility_pass.py privatize ROOT            every bare `pub ` in src/ (not lib.rs, main.rs)
                                                     -> `pub(crate) `
  tools/visibility_pass.py restore ROOT              loop `cargo check --all-targets`: turn back to
                                                     `pub` exactly the definitions the errors name
                                                     (private item, method, field, re-export,
                                                     private type in a public interface)
  tools/visibility_pass.py fix-unused ROOT           drop `pub(crate) use` re-exports nothing uses

After `restore`, every `pub` item is one the binary, `tests/it` or the benches reach; add
`#![deny(unreachable_pub)]` to src/lib.rs and re-export what it reports. What the trial learnt:
the layer `mod.rs` files need `pub(crate) mod` (not `mod`) for their files, `Screen` and
`CheckedTask` drag their variants' types into the API, and `tests/it` must use the layer
facades (`janggi_tutor::lesson::Catalog`, not `lesson::load::Catalog`).
"""
import collections
import glob
import json
import os
import re
import subprocess
import sys
def privatize(root):
    n = 0
    for dp, _, fs in os.walk(os.path.join(root, "src")):
        for f in fs:
            if not f.endswith(".rs"): continue
            p = os.path.join(dp, f)
            if p.endswith("src/lib.rs") or p.endswith("src/main.rs"): continue
            s = open(p).read()
            t, k = re.subn(r"(?<![\w\"])pub (?=[\w&(\[<])", "pub(crate) ", s)
            if k:
                open(p, "w").write(t); n += k
    print("privatized", n)

def flip(root, path, line, name=None):
    p = os.path.join(root, path)
    lines = open(p).read().split("\n")
    i = line - 1
    # walk up a few lines for attributes / multi-line signatures
    for j in range(i, max(i - 6, -1), -1):
        if "pub(crate) " in lines[j] and (name is None or name in lines[j] or j == i):
            lines[j] = lines[j].replace("pub(crate) ", "pub ", 1)
            open(p, "w").write("\n".join(lines))
            return True
    return False

def find_fields(root, struct, field):
    """Every `pub(crate) field` of a struct named `struct` (names repeat across modules: turning
    back too many is safe, `restore` only widens, and `deny(unreachable_pub)` narrows again)."""
    out = []
    pat_s = re.compile(r"\b(struct|enum)\s+" + re.escape(struct) + r"\b")
    for dp, _, fs in os.walk(os.path.join(root, "src")):
        for f in fs:
            if not f.endswith(".rs"): continue
            p = os.path.join(dp, f)
            ls = open(p).read().split("\n")
            for i, l in enumerate(ls):
                if pat_s.search(l):
                    for k in range(i, min(i + 200, len(ls))):
                        if re.search(r"pub\(crate\) " + re.escape(field) + r"\s*:", ls[k]):
                            out.append((os.path.relpath(p, root), k + 1))
                        if ls[k].startswith("}"): break
    return out

def find_def(root, d, name):
    pat = re.compile(r"pub\(crate\) (?:unsafe |async )?(?:fn|struct|enum|const|static|type|trait|mod|use [\w:]*::) ?" + re.escape(name) + r"\b")
    out = []
    for dp, _, fs in os.walk(os.path.join(root, d)):
        for f in fs:
            if not f.endswith(".rs"): continue
            p = os.path.join(dp, f)
            for i, l in enumerate(open(p).read().split("\n")):
                if pat.search(l) or re.search(r"pub\(crate\) use [^;]*[{ ,]" + re.escape(name) + r"\b", l):
                    out.append((os.path.relpath(p, root), i + 1))
    return out

def restore(root, extra=()):
    for rnd in range(30):
        r = subprocess.run(["cargo", "check", "--all-targets", "--message-format=json", *extra],
                           cwd=root, capture_output=True, text=True)
        todo = set(); errors = 0; unknown = []
        for ln in r.stdout.splitlines():
            try: m = json.loads(ln)
            except: continue
            if m.get("reason") != "compiler-message": continue
            msg = m["message"]
            mp = re.match(r"type `(?:[\w:]+::)?(\w+)(?:<.*>)?` is more private than the item", msg["message"])
            if msg["level"] == "warning" and mp:
                # a public item showing a crate-private type (private_interfaces): widen the type
                for loc in find_def(root, "src", mp.group(1)):
                    todo.add(loc)
                errors += 1
                continue
            if msg["level"] != "error": continue
            errors += 1
            code = (msg.get("code") or {}).get("code")
            text = msg["message"]
            hit = False
            for ch in msg.get("children", []) + [msg]:
                for sp in ch.get("spans", []):
                    lab = (sp.get("label") or "") + " " + ch.get("message", "")
                    if sp["file_name"].startswith("src/") and ("defined here" in lab or "private" in lab) and sp is not None:
                        if ch is msg and code not in ("E0364", "E0365", "E0624", "E0603", "E0616", "E0451"): continue
                        todo.add((sp["file_name"], sp["line_start"])); hit = True
            mf = re.match(r"field `(\w+)` of (?:struct|enum) `(?:[\w:]+::)?(\w+)(?:<.*>)?` is private", text)
            if mf:
                for loc in find_fields(root, mf.group(2), mf.group(1)):
                    todo.add(loc); hit = True
            mf = re.match(r"fields? (.*) of struct `(?:[\w:]+::)?(\w+)` (?:is|are) private", text)
            if mf and not hit:
                for fld in re.findall(r"`(\w+)`", mf.group(1)):
                    for loc in find_fields(root, mf.group(2), fld):
                        todo.add(loc); hit = True
            mr = re.match(r"`(\w+)` is only public within the crate, and cannot be re-exported", text)
            if mr and not hit:
                for loc in find_def(root, os.path.dirname(msg["spans"][0]["file_name"]), mr.group(1)):
                    todo.add(loc); hit = True
            mi = re.match(r"crate-private type `(\w+)(?:<.*>)?` in public interface", text)
            if mi and not hit:
                for sp in msg["spans"]:
                    for loc in find_def(root, os.path.dirname(sp["file_name"]), mi.group(1)):
                        todo.add(loc); hit = True
            mt = re.match(r"type `(?:[\w:]+::)?(\w+)(?:<.*>)?` is private", text)
            if mt and not hit:
                for loc in find_def(root, "src", mt.group(1)):
                    todo.add(loc); hit = True
            if not hit: unknown.append((code, text, [(s["file_name"], s["line_start"]) for s in msg["spans"]]))
        print(f"round {rnd}: {errors} errors, {len(todo)} flips, {len(unknown)} unhandled", flush=True)
        if errors == 0: return
        if not todo:
            for u in unknown[:40]: print("  ", u)
            return
        for f, l in sorted(todo): flip(root, f, l)


def move_tests(root, files):
    RENAME = {"faq": "faq_claims", "i18n": "i18n_catalog", "play": "play_session", "review": "review_moments"}
    os.chdir(root)
    os.makedirs("src/tests/snapshots", exist_ok=True)
    moved = []
    for f in files:
        src = f"tests/it/{f}.rs"
        if not os.path.exists(src): print("missing", src); continue
        dst = RENAME.get(f, f)
        subprocess.run(["git", "mv", src, f"src/tests/{dst}.rs"], check=True)
        moved.append(f)
        for snap in glob.glob(f"tests/it/snapshots/it__{f}__*.snap"):
            new = "src/tests/snapshots/janggi_tutor__tests__" + RENAME.get(f, f) + os.path.basename(snap)[len("it__") + len(f):]
            subprocess.run(["git", "mv", snap, new], check=True)
            s = open(new).read().replace(f"source: tests/it/{f}.rs", f"source: src/tests/{f}.rs")
            open(new, "w").write(s)
    # main.rs of the it crate: drop the moved modules
    m = open("tests/it/main.rs").read()
    for f in moved:
        m = re.sub(rf"^(#\[.*\]\n)*mod {f};\n", "", m, flags=re.M)
    open("tests/it/main.rs", "w").write(m)
    # src/tests/mod.rs
    mods = sorted(os.path.basename(p)[:-3] for p in glob.glob("src/tests/*.rs") if not p.endswith("mod.rs"))
    with open("src/tests/mod.rs", "w") as out:
        out.write("//! Tests of the crate's components (screens, trainer, sessions, ...) that need more than\n"
                  "//! the public API; tests of the public API and the command line are in `tests/it/`.\n\n")
        for md in mods:
            if md != "common":
                out.write(f"mod {md};\n")
        out.write("mod common;\n")
    for md in mods:
        p = f"src/tests/{md}.rs"
        s = open(p).read()
        s = s.replace("janggi_tutor::", "crate::")
        for old in moved + ["common"]:
            new = RENAME.get(old, old)
            if old in RENAME: continue
            s = re.sub(r"(?<![\w:])(\$?)crate::" + old + r"\b", r"\1crate::tests::" + new, s)
        s = re.sub(r"use crate::\{((?:tui_\w+|preview|lesson_\w+)(?:, (?:tui_\w+|preview|lesson_\w+))*)\}", r"use crate::tests::{\1}", s)
        s = re.sub(r"^use (tui_common|common)\b", r"use crate::tests::\1", s, flags=re.M)
        s = re.sub(r"\b(?<!::)(tui_common|common)::", r"crate::tests::\1::", s) if False else s
        open(p, "w").write(s)
    # the macros: crate-local instead of exported
    p = "src/tests/tui_common.rs"
    if os.path.exists(p):
        s = open(p).read()
        s = s.replace("#[macro_export]\nmacro_rules!", "macro_rules!")
        if "pub(crate) use {snap, snap_app};" not in s:
            s += "\npub(crate) use {snap, snap_app};\n"
        open(p, "w").write(s)
    for p in glob.glob("src/tests/*.rs"):
        s = open(p).read()
        s = re.sub(r"^use crate::tests::tui_common;\n", "", s, flags=re.M)
        s = re.sub(r"(?<![\w:])tui_common::", "crate::tests::tui_common::", s)
        s = re.sub(r"(?<![\w:])(\$?)crate::snap(_app)?!", lambda m: m.group(1) + "crate::tests::tui_common::snap" + (m.group(2) or "") + "!", s)
        open(p, "w").write(s)
    c = open("tests/it/common.rs").read().replace("janggi_tutor::", "crate::")
    open("src/tests/common.rs", "w").write(c)
    l = open("src/lib.rs").read()
    if "mod tests;" not in l:
        open("src/lib.rs", "a").write("\n#[cfg(test)]\nmod tests;\n")
    print("moved", moved)

def fix_unused(root):
    r = subprocess.run(["cargo", "check", "--lib", "--message-format=json"], cwd=root, capture_output=True, text=True)
    edits = collections.defaultdict(list)
    for ln in r.stdout.splitlines():
        try: m = json.loads(ln)
        except: continue
        if m.get("reason") != "compiler-message": continue
        msg = m["message"]
        if not msg["message"].startswith("unused import"): continue
        for ch in msg["children"]:
            for sp in ch.get("spans", []):
                if sp.get("suggested_replacement") is None: continue
                edits[sp["file_name"]].append((sp["byte_start"], sp["byte_end"], sp["suggested_replacement"], sp["line_start"]))
    for f, es in edits.items():
        p = f"{root}/{f}"
        b = open(p, "rb").read()
        lines = b.split(b"\n")
        # only re-export lines left by the visibility pass
        ok = []
        for (s, e, rep, line) in es:
            if lines[line - 1].lstrip().startswith(b"pub(crate) use") or b"pub(crate) use" in b[max(0, s - 300):s].split(b";")[-1]:
                ok.append((s, e, rep))
        last = None
        for (s, e, rep) in sorted(set(ok), reverse=True):
            if last is not None and e > last: continue
            b = b[:s] + rep.encode() + b[e:]; last = s
        open(p, "wb").write(b)
        print(f, len(ok))


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] not in ("move-tests", "privatize", "restore", "fix-unused"):
        sys.exit(__doc__)
    verb, root, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
    if verb == "move-tests":
        move_tests(root, rest)
    else:
        {"privatize": privatize, "restore": restore, "fix-unused": fix_unused}[verb](root)
