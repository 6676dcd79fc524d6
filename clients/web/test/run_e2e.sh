#!/usr/bin/env bash
# Runs the web client's end-to-end test against a fresh partyd on free ports.
#
#   clients/web/test/run_e2e.sh [OUT]          partyd serves the page and /ws itself (--http-port)
#   BRIDGE=1 clients/web/test/run_e2e.sh [OUT] a partyd without HTTP: dev_server.py serves the
#                                              page and bridges /ws to its TCP port
#   ONLY=night clients/web/test/run_e2e.sh [OUT] just the game nights' scenario (e2e_night.py);
#                                              ONLY=web just e2e_web.py, ONLY=app just e2e_app.py,
#                                              ONLY=guest just e2e_guest.py
#                                              ONLY=moderation just a public room's (e2e_moderation.py)
#
# PARTYD (default .build/debug/partyd) is the server binary. Needs chromium, chromium-driver
# and the PyPI packages selenium (and websockets for BRIDGE=1). Screenshots go to OUT
# (default: a temporary folder, printed).
set -euo pipefail
cd "$(dirname "$0")/../../.."
partyd=${PARTYD:-.build/debug/partyd}
out=${1:-$(mktemp -d /tmp/partyline-web-e2e.XXXXXX)}
work=$(mktemp -d /tmp/partyline-web-run.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_port() {
  for _ in $(seq 1 100); do
    if python3 -c "import socket,sys; socket.create_connection(('127.0.0.1', $1), 0.2)" 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  echo "nothing listens on port $1" >&2; return 1
}

tcp=$(free_port)
http=$(free_port)
if [ "${BRIDGE:-0}" = 1 ]; then
  "$partyd" serve --host 127.0.0.1 --port "$tcp" --http-port 0 --data-dir "$work/data" >"$work/partyd.log" 2>&1 &
  pids+=($!)
  wait_port "$tcp"
  python3 clients/web/test/dev_server.py --http-port "$http" --partyd-port "$tcp" >"$work/bridge.log" 2>&1 &
  pids+=($!)
else
  # --public-url: the address phones reach (never the loopback the browsers here use); the TV's
  # link and QR code must show it (e2e_room.py).
  "$partyd" serve --host 127.0.0.1 --port "$tcp" --http-port "$http" --public-url "http://partyline.test:$http" \
    --data-dir "$work/data" >"$work/partyd.log" 2>&1 &
  pids+=($!)
fi
wait_port "$tcp"
wait_port "$http"
echo "web e2e: partyd tcp $tcp, http $http, screenshots in $out"
# ONLY=web, ONLY=night, ONLY=guest, ONLY=moderation or ONLY=app runs just e2e_web.py (every game),
# e2e_night.py (game nights), e2e_guest.py (what a guest hit on a game night, issue 35),
# e2e_moderation.py (a public room: streamer mode, moderators, review, bans, the word filter,
# pauses) or e2e_app.py (the page as a phone app: weight, slow network, offline, wake lock,
# previews, QR; it starts and stops partyd processes of its own).
scripts=(e2e_web.py e2e_night.py e2e_guest.py e2e_moderation.py)
[ -n "${ONLY:-}" ] && scripts=("e2e_$ONLY.py")
[ "${ONLY:-}" = app ] && scripts=()
for script in "${scripts[@]}"; do
  if ! python3 "clients/web/test/$script" --base-url "http://127.0.0.1:$http" --tcp-port "$tcp" --out "$out"; then
    echo "--- $script failed; partyd log (last lines)" >&2
    tail -n 30 "$work/partyd.log" >&2
    exit 1
  fi
done
if [ -z "${ONLY:-}" ] || [ "${ONLY:-}" = app ]; then
  python3 clients/web/test/e2e_app.py --partyd "$partyd" --out "$out"
fi
