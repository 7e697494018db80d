#!/usr/bin/env bash
# Refresh the translation sources (translations/prefgui_<lang>.ts) from the Python code.
#
# Runs Qt's lupdate over every Python file of the package (prefgui/, all subpackages) and
# merges what it finds into the existing .ts files: translations already made are kept, new source strings are added as
# unfinished entries, and strings that left the code are kept as "vanished" (drop them with
# --no-obsolete).
#
# Usage (from any folder; PySide6 must be installed, e.g. `pip install -e ".[test,dev]"`):
#     translations/update.sh                      # every language with a prefgui_<lang>.ts
#     translations/update.sh --no-obsolete        # also drop strings that left the code
#     translations/update.sh --accept-moved       # see "Moved strings" below
#     LANGUAGES="de cs" translations/update.sh    # only these languages
#     LANGUAGES="pl" translations/update.sh       # start a new language (creates prefgui_pl.ts)
#     LUPDATE=/some/pyside6-lupdate translations/update.sh   # a particular lupdate
#
# lupdate is taken from $LUPDATE, else `pyside6-lupdate` on PATH, else the project's
# .venv/bin/pyside6-lupdate.
#
# After running it:
#   1. Translate the new entries: open the .ts in Qt Linguist (`pyside6-linguist`) or a text
#      editor, fill in each <translation type="unfinished"> and remove type="unfinished".
#      Keep placeholders such as {name} and HTML tags exactly as in the source.
#   2. Run `pytest tests/ui/test_translations.py`: it fails while any entry is unfinished,
#      empty or missing, while placeholders differ, or while a plural entry lacks a form
#      of the language.
#   3. Commit the .ts files. The .qm files are compiled from them at build time (setup.py,
#      also by `pip install -e .`); for a quick look without reinstalling:
#      `pyside6-lrelease translations/prefgui_de.ts -qm prefgui/translations/prefgui_de.qm`
#      and start the game with a German locale
#      (e.g. LANGUAGE=de LC_ALL=de_DE.UTF-8).
#
# Moved strings: when a string keeps its text but moves to another context (another class,
# or another context name in QCoreApplication.translate), lupdate marks the old entry vanished
# and pre-fills the new one with the old translation, as unfinished. --accept-moved marks such
# entries finished when the pre-filled text is exactly the translation of a vanished entry
# with the same source text; review the diff of the .ts files before committing.
#
# Strings are found in self.tr("..."), QCoreApplication.translate("Context", "...") and
# QT_TRANSLATE_NOOP("Context", "...") calls with literal text; text built at run time (inside
# f-strings, or tr(variable)) is not found, nor is QT_TRANSLATE_NOOP called by another name.
# A plural message is found only as self.tr("%n ...", "", count), its text one literal on one
# line. lupdate files a call by how it is written, not by
# what the called function does: bare tr("...") goes to the empty context and texts.tr("...")
# to the context "texts", whatever context a module-level `def tr` passes to
# QCoreApplication.translate at run time. Write the call so that both agree (e.g.
# QCoreApplication.translate("Texts", "...") or self.tr in a class), or the translation is
# never found at run time.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
cd "$root"

obsolete=()
accept_moved=""
for arg in "$@"; do
  case "$arg" in
    --no-obsolete) obsolete=(-no-obsolete) ;;
    --accept-moved) accept_moved=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "update.sh: unknown option: $arg (see --help)" >&2; exit 2 ;;
  esac
done

lupdate="${LUPDATE:-}"
if [[ -z "$lupdate" ]]; then
  if command -v pyside6-lupdate >/dev/null 2>&1; then
    lupdate="pyside6-lupdate"
  elif [[ -x "$root/.venv/bin/pyside6-lupdate" ]]; then
    lupdate="$root/.venv/bin/pyside6-lupdate"
  else
    echo "update.sh: pyside6-lupdate not found: install PySide6 or set LUPDATE" >&2
    exit 1
  fi
fi

sources=()
while IFS= read -r file; do sources+=("$file"); done \
  < <(find prefgui -name '*.py' -type f | LC_ALL=C sort)
if [[ ${#sources[@]} -eq 0 ]]; then
  echo "update.sh: no Python files under prefgui" >&2
  exit 1
fi

run_lupdate() {
  "$lupdate" -silent -source-language en -target-language "$1" ${obsolete[@]+"${obsolete[@]}"} \
    "${sources[@]}" -ts "translations/prefgui_$1.ts"
}

accept_moved_strings() {
  python3 - "$1" <<'PY'
import sys
import xml.etree.ElementTree as ET

path = sys.argv[1]
tree = ET.parse(path)
messages = [m for m in tree.getroot().iter("message") if m.get("numerus") != "yes"]
vanished: dict[str, set[str]] = {}
for m in messages:
    tr = m.find("translation")
    if tr is not None and tr.get("type") == "vanished" and tr.text:
        vanished.setdefault(m.findtext("source") or "", set()).add(tr.text)
accepted = 0
for m in messages:
    tr = m.find("translation")
    if (tr is not None and tr.get("type") == "unfinished" and tr.text
            and vanished.get(m.findtext("source") or "") == {tr.text}):
        del tr.attrib["type"]
        accepted += 1
tree.write(path, encoding="utf-8", xml_declaration=True)
print(f"{path}: {accepted} moved string(s) accepted")
PY
}

# Every language present: the <lang> of each translations/prefgui_<lang>.ts (e.g. sr_Latn).
present=""
for ts in translations/prefgui_*.ts; do
  [[ -e "$ts" ]] || continue
  name="${ts##*/prefgui_}"
  present="$present ${name%.ts}"
done

for lang in ${LANGUAGES:-$present}; do
  run_lupdate "$lang"
  if [[ -n "$accept_moved" ]]; then
    accept_moved_strings "translations/prefgui_${lang}.ts"
    run_lupdate "$lang"  # lupdate's own layout again
  fi
  unfinished=$(grep -c 'type="unfinished"' "translations/prefgui_${lang}.ts" || true)
  echo "translations/prefgui_${lang}.ts: ${unfinished} unfinished"
done
