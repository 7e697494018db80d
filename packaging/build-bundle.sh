#!/usr/bin/env bash
# Build the PyInstaller one-folder bundle of prefgui from a clean venv, smoke-test it
# offscreen and print its size and the build time.
#
# Usage (from any folder; needs python3 ≥ 3.11 with venv, and the package registry):
#     packaging/build-bundle.sh            # bundle in build/bundle/dist/prefgui/
#     BUNDLE_WORK=/some/dir packaging/build-bundle.sh
#
# Steps: a new venv; the runtime dependencies and setuptools pinned with their hashes
# (packaging/requirements.txt, generated from pyproject.toml by packaging/deps.py), then
# PyInstaller; the game from this tree with `pip install --no-build-isolation --no-deps` (a
# normal install: PyInstaller cannot see an editable one; the translations are compiled by
# setup.py) and `pip check`; pyinstaller with packaging/pyinstaller/prefgui.spec. Then the
# smoke test, offscreen:
#   - `prefgui --version`;
#   - `prefgui --smoke-test --language de`: the bundle starts, loads German (the menus are
#     checked against translations/prefgui_de.ts), and the computer players play a whole deal
#     in their worker process;
#   - `prefgui tournament ... --jobs 2`: two spawned worker processes (freeze_support);
#   - `prefgui replay` on a record from tests/data;
#   - `prefgui --smoke-test` with LANG=sr_RS.UTF-8@latin alone: Serbian (Latin) menus;
#   - the manual page and the licence files are in the bundle.
# On Linux the bundle needs libgl1 and libegl1 on the target machine.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
work="${BUNDLE_WORK:-$root/build/bundle}"
python="${PYTHON:-python3}"
start=$(date +%s)

rm -rf "$work"
mkdir -p "$work"
echo "== clean venv in $work/venv"
"$python" -m venv "$work/venv"
pip=("$work/venv/bin/python" -m pip --disable-pip-version-check -q)
"${pip[@]}" install --require-hashes --only-binary=:all: -r "$here/requirements.txt"
"${pip[@]}" install "pyinstaller>=6.10"
echo "== prefgui from $root"
"${pip[@]}" install --no-build-isolation --no-deps "$root"
"${pip[@]}" check

echo "== pyinstaller"
(cd "$work" && "$work/venv/bin/pyinstaller" --noconfirm --log-level WARN \
  --distpath "$work/dist" --workpath "$work/pyi" "$root/packaging/pyinstaller/prefgui.spec")
bundle="$work/dist/prefgui"
built=$(date +%s)

echo "== smoke test (offscreen)"
export QT_QPA_PLATFORM=offscreen
cd "$work"  # never the source tree: everything must come from the bundle
version=$("$bundle/prefgui" --version)
echo "$version"
smoke=$(timeout 600 "$bundle/prefgui" --smoke-test --language de 2>"$work/smoke.err") || {
  echo "smoke test failed:"; echo "$smoke"; cat "$work/smoke.err"; exit 1; }
echo "$smoke"
game_de=$("$work/venv/bin/python" - "$root/translations/prefgui_de.ts" <<'PY'
import sys
import xml.etree.ElementTree as ET

for c in ET.parse(sys.argv[1]).getroot().iter("context"):
    if c.findtext("name") == "MenuActions":
        for m in c.iter("message"):
            if m.findtext("source") == "&Game":
                print(m.findtext("translation"))
PY
)
grep -q "^menus: .*${game_de}" <<<"$smoke" || { echo "the bundle did not load German"; exit 1; }
grep -q "^deal finished:" <<<"$smoke" || { echo "the computer players did not finish"; exit 1; }
timeout 900 "$bundle/prefgui" tournament --variant austrian --deals 2 \
  --players beginner,beginner,beginner --seed 1 --jobs 2 >"$work/tournament.out" \
  2>"$work/tournament.err" || { echo "tournament --jobs 2 failed"; cat "$work/tournament.err"; exit 1; }
echo "tournament --jobs 2: $(grep '^outcomes:' "$work/tournament.out")"
grep -Eq '^outcomes: [a-z ]+ [0-9]+' "$work/tournament.out" || { echo "outcomes not in words"; exit 1; }
record=$(ls "$root"/tests/data/records/*.json | grep -v expected | head -1)
replay=$("$bundle/prefgui" replay "$record")
echo "replay: ${replay:0:120}…"
grep -q '"format": "prefgui.result/1"' <<<"$replay" || { echo "replay printed no result"; exit 1; }
# The system's locale alone: Serbian Latin from sr_RS.UTF-8@latin (Qt drops the @latin).
game_sr=$("$work/venv/bin/python" - "$root/translations/prefgui_sr_Latn.ts" <<'PY'
import sys
import xml.etree.ElementTree as ET

for c in ET.parse(sys.argv[1]).getroot().iter("context"):
    if c.findtext("name") == "MenuActions":
        for m in c.iter("message"):
            if m.findtext("source") == "&Game":
                print(m.findtext("translation"))
PY
)
smoke_sr=$(env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=sr_RS.UTF-8@latin \
  timeout 600 "$bundle/prefgui" --smoke-test 2>>"$work/smoke.err") || {
  echo "smoke test (sr_RS@latin) failed"; cat "$work/smoke.err"; exit 1; }
grep "^menus:" <<<"$smoke_sr" | sed 's/^/sr_RS.UTF-8@latin: /'
grep -q "^menus: .*${game_sr}" <<<"$smoke_sr" || { echo "the bundle did not load Serbian"; exit 1; }
for f in resources/man/prefgui.6 "licenses/prefgui/*LICENSE-DejaVu.txt" licenses/numpy/ licenses/shiboken6/; do
  found=$(find "$bundle" -path "*$f*" | head -1)
  [[ -n "$found" ]] || { echo "the bundle lacks $f"; exit 1; }
done
echo "manual page and licences: $(find "$bundle" -path '*licenses/*' -type f | wc -l) licence files"
end=$(date +%s)

echo "== bundle $bundle"
echo "size: $(du -sh "$bundle" | cut -f1) ($(find "$bundle" -type f | wc -l) files)"
echo "build time: $((built - start)) s (venv, installs and pyinstaller); smoke test: $((end - built)) s"
