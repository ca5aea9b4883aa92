# Shared by scripts/run and scripts/test: install missing packages, configure with Ninja, build.
# shellcheck shell=bash
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
"$ROOT/scripts/deps"
cmake --preset default >/dev/null
# Two cores: -j2 keeps memory flat and is as fast as more jobs here.
cmake --build --preset default -- -j"${STEPBUDGET_JOBS:-2}"
