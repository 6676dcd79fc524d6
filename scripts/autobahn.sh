#!/usr/bin/env bash
# Runs the Autobahn TestSuite fuzzing client (PyPI `autobahntestsuite`) against partyd's
# WebSocket implementation and fails if any case is marked FAILED.
#
# The suite expects an echo server, so partyd runs with the hidden --ws-echo flag, which adds
# /ws/echo: the same handshake, frame decoder, encoder, UTF-8 checks and close handling as
# /ws, but it echoes messages (binary too) instead of speaking the PartyLine protocol.
# Cases 9.* (throughput with messages up to 16 MiB) are left out unless AUTOBAHN_ALL=1;
# 12.* and 13.* (permessage-deflate) are reported UNIMPLEMENTED, as partyd negotiates no
# extensions.
#
# autobahntestsuite is Python 2 software: it needs a python2.7 with pip (here pyenv's 2.7.18)
# and installs into .build/autobahn. Without Python 2.7 the script says so and exits 0.
#
# Usage: scripts/autobahn.sh            (reports in .build/autobahn/reports)
set -euo pipefail
cd "$(dirname "$0")/.."

py2=${PYTHON2:-}
if [ -z "$py2" ]; then
  for candidate in python2.7 python2 "$HOME"/.pyenv/versions/2.7*/bin/python; do
    if [ -x "$(command -v "$candidate" 2>/dev/null)" ] && "$candidate" -c 'import sys; sys.exit(sys.version_info[0] != 2)' 2>/dev/null; then
      py2=$(command -v "$candidate"); break
    fi
  done
fi
if [ -z "$py2" ]; then
  echo "autobahn: SKIPPED: autobahntestsuite needs Python 2.7 with pip, and there is none here"
  exit 0
fi

work=$PWD/.build/autobahn
mkdir -p "$work"
if ! "$py2" -c "import site; site.addsitedir('$work/site'); import autobahntestsuite" >/dev/null 2>&1; then
  echo "autobahn: installing autobahntestsuite for $py2"
  if ! "$py2" -m pip install --quiet --target "$work/site" autobahntestsuite; then
    echo "autobahn: SKIPPED: autobahntestsuite did not install"
    exit 0
  fi
fi

swift build --product partyd >/dev/null
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
data=$(mktemp -d)
.build/debug/partyd --host 127.0.0.1 --port 0 --http-port "$port" --https-port 0 --ws-echo \
  --max-frame-bytes 16777216 --data-dir "$data" --log-level warning > "$work/partyd.log" 2>&1 &
partyd=$!
trap 'kill "$partyd" 2>/dev/null; wait "$partyd" 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.1; done

exclude='["9.*"]'
[ "${AUTOBAHN_ALL:-0}" = 1 ] && exclude='[]'
rm -rf "$work/reports"
cat > "$work/fuzzingclient.json" <<JSON
{
  "outdir": "$work/reports",
  "servers": [{"agent": "partyd", "url": "ws://127.0.0.1:$port/ws/echo"}],
  "cases": ["*"],
  "exclude-cases": $exclude,
  "exclude-agent-cases": {}
}
JSON
# site.addsitedir, not PYTHONPATH: zope's namespace package needs its .pth file read.
(cd "$work" && "$py2" -c 'import site, sys; site.addsitedir("site"); sys.argv[0] = "wstest"
from autobahntestsuite.wstest import run; run()' -m fuzzingclient -s fuzzingclient.json) > "$work/wstest.log" 2>&1 || {
  tail -20 "$work/wstest.log"; echo "autobahn: wstest failed"; exit 1; }

python3 - "$work/reports/index.json" <<'PY'
import json, sys, collections
results = json.load(open(sys.argv[1]))["partyd"]
counts = collections.Counter()
failed = []
for case, r in sorted(results.items()):
    counts[r["behavior"]] += 1
    if "FAILED" in (r["behavior"], r["behaviorClose"]):
        failed.append(f'{case}: {r["behavior"]} / close {r["behaviorClose"]}')
print("autobahn:", len(results), "cases:", ", ".join(f"{n} {k}" for k, n in sorted(counts.items())))
if failed:
    print("autobahn: FAILED cases:\n  " + "\n  ".join(failed))
    sys.exit(1)
PY
