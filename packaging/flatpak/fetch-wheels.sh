#!/usr/bin/env bash
# Download the wheels the Flatpak installs, for one architecture, into
# packaging/flatpak/wheels/ (git-ignored), checking each against its sha256 in
# packaging/requirements.txt; flatpak-builder then builds offline from them. The versions,
# the Python and the platform tags come from packaging/lock.json (packaging/deps.py).
# Needs python3 with pip, and the package registry.
#     packaging/flatpak/fetch-wheels.sh            # this machine's architecture
#     ARCH=aarch64 packaging/flatpak/fetch-wheels.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
arch="${ARCH:-$(uname -m)}"
mapfile -t args < <(python3 - "$here/../lock.json" "$arch" <<'PY'
import json, sys
target = json.load(open(sys.argv[1]))["targets"][f"flatpak-{sys.argv[2]}"]
print("--python-version"); print(target["python"])
for tag in target["platforms"]:
    print("--platform"); print(tag)
PY
)
python3 -m pip download --no-deps --only-binary=:all: --require-hashes --implementation cp \
  "${args[@]}" -r "$here/../requirements.txt" -d "$here/wheels"
