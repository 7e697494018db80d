#!/usr/bin/env bash
# Download the wheels of requirements.txt for one architecture into packaging/flatpak/wheels/
# (git-ignored) and check their hashes; flatpak-builder then builds offline from them.
# Needs pip and the package registry.
#     packaging/flatpak/fetch-wheels.sh            # this machine's architecture
#     ARCH=aarch64 packaging/flatpak/fetch-wheels.sh
# PySide6 6.11's aarch64 wheels need glibc >= 2.39 in the runtime, the x86_64 ones 2.34.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
arch="${ARCH:-$(uname -m)}"
platforms=()
for tag in manylinux_2_39 manylinux_2_34 manylinux_2_28 manylinux_2_27 manylinux_2_17 manylinux2014; do
  platforms+=(--platform "${tag}_${arch}")
done
python3 -m pip download --no-deps --only-binary=:all: --require-hashes "${platforms[@]}" \
  --python-version 3.12 --implementation cp -r "$here/requirements.txt" -d "$here/wheels"
