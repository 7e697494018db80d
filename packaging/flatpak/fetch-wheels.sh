#!/usr/bin/env bash
# Download the wheels of requirements.txt into packaging/flatpak/wheels/ (git-ignored) and
# check their hashes; flatpak-builder then builds offline from them. Needs pip and the
# package registry.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
python3 -m pip download --no-deps --only-binary=:all: --require-hashes \
  --platform manylinux_2_34_x86_64 --platform manylinux_2_28_x86_64 \
  --python-version 3.12 --implementation cp \
  -r "$here/requirements.txt" -d "$here/wheels"
