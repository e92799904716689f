#!/usr/bin/env bash
# Builds Inkwell the way the Dockerfile does (its `RUN npm …` lines, in order, in a clean copy of the
# commit), then starts it as the container would (NODE_ENV=production, only production dependencies)
# and checks that it serves, starts fast on a migrated database and stops cleanly on SIGTERM.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

git archive HEAD | tar -x -C "$work"
cd "$work"
grep -E '^RUN npm ' "$root/Dockerfile" | sed -E 's/^RUN //' | while read -r step; do
  echo "production check: $step"
  bash -c "$step" >/dev/null
done
# The image holds dist/, node_modules and the start scripts; nothing else is needed to run.
rm -rf src

port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
export NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL=warn
export AUTH_SECRET="$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')"
export BASE_URL="http://127.0.0.1:$port"

wait_healthy() {
  for _ in $(seq 1 300); do
    if curl -sf -o /dev/null "$BASE_URL/api/health"; then return 0; fi
    sleep 0.05
  done
  echo "production check: the app did not become healthy" >&2
  return 1
}

node scripts/start.mjs 2> >(tee "$work/stderr.log" >&2) & server_pid=$!
wait_healthy
curl -sf "$BASE_URL/api/health" | grep -q '"database":"up"'
# A dependency's polyfill must not have replaced the built-ins before the server kept them (decision 0135).
if grep -q INKWELL_BUILTINS_LATE "$work/stderr.log"; then
  echo "production check: the built-ins were patched before native-builtins.ts ran" >&2
  exit 1
fi
test "$(curl -s -o /dev/null -w '%{http_code}' "$BASE_URL/")" = 200
test "$(curl -s "$BASE_URL/api/allBlogs" -D - -o /dev/null | tr -d '\r' | grep -i '^x-total-count:' | awk '{print $2}')" = 0
kill -TERM "$server_pid"; wait "$server_pid"; server_pid=""

started=$(date +%s%N)
node scripts/start.mjs & server_pid=$!
wait_healthy
elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))
echo "production check: start to healthy on a migrated database: ${elapsed_ms} ms"
kill -TERM "$server_pid"
status=0; wait "$server_pid" || status=$?; server_pid=""
test "$status" = 0 || { echo "production check: SIGTERM exit code $status" >&2; exit 1; }
echo "production check: passed"
