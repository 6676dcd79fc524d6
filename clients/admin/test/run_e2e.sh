#!/usr/bin/env bash
# Runs the operator console's page test (e2e_admin.py) in headless Chromium against a fresh
# partyd with --admin-port on free ports.
#
#   clients/admin/test/run_e2e.sh [OUT]     screenshots go to OUT (default: a temporary folder, printed)
#
# PARTYD (default .build/debug/partyd) is the server binary. Needs chromium, chromium-driver
# and the PyPI package selenium.
set -euo pipefail
cd "$(dirname "$0")/../../.."
partyd=${PARTYD:-.build/debug/partyd}
out=${1:-$(mktemp -d /tmp/partyline-admin-e2e.XXXXXX)}
work=$(mktemp -d /tmp/partyline-admin-run.XXXXXX)
pid=
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# shellcheck source=scripts/bench/ports.sh
source scripts/bench/ports.sh  # listening, next_port, wait_listening
# Below Linux's ephemeral range (32768-60999), where the suite's port-0 servers land: a port
# picked there could be taken between the pick and partyd's bind ("Address already in use").
NEXT_PORT=$((20000 + RANDOM % 12000))
next_port; tcp=$PORT
next_port; http=$PORT
next_port; admin=$PORT
python3 -c 'import secrets; print(secrets.token_hex(32))' > "$work/admin.token"
"$partyd" serve --host 127.0.0.1 --port "$tcp" --http-port "$http" --admin-port "$admin" --admin-token-file "$work/admin.token" \
  --data-dir "$work/data" >"$work/partyd.log" 2>&1 &
pid=$!
for port in "$tcp" "$http" "$admin"; do
  wait_listening "$pid" "$port" 30 || { echo "partyd does not listen on $port" >&2; tail -n 20 "$work/partyd.log" >&2; exit 1; }
done
echo "console e2e: partyd tcp $tcp, console $admin, screenshots in $out"
if ! python3 clients/admin/test/e2e_admin.py --admin-url "http://127.0.0.1:$admin" --web-url "http://127.0.0.1:$http" --tcp-port "$tcp" \
    --token-file "$work/admin.token" --out "$out"; then
  echo "--- e2e_admin.py failed; partyd log (last lines)" >&2
  tail -n 30 "$work/partyd.log" >&2
  exit 1
fi
if grep -qF "$(cat "$work/admin.token")" "$work/partyd.log"; then
  echo "the admin token appeared in partyd's log" >&2
  exit 1
fi
