#!/usr/bin/env bash
# Soak test: one partyd under a moderate mixed load for MINUTES, sampled every SOAK_SAMPLE
# seconds; fails on anything lost or doubled, a growing trend, or descriptors left over.
#
# Usage: scripts/soak.sh MINUTES        (30 for the release soak, 3 in CI)
#
# The load, all at once on one partyd (plain TCP, TLS, HTTP/WebSocket):
#   - party-bot --workload: SOAK_ROOMS rooms of three over plain TCP and TLS playing Would You
#     Rather and Guess or Pass, writing wheels, custom words, RSVPs and settings, each player
#     moving to the other port every ~30 s; its history is checked at the end
#     (scripts/history-check.py, with a dump of the store);
#   - party-bot --chaos in rounds of SOAK_ROUND_SECONDS (a new room each round, so rooms, seats
#     and connections churn): SOAK_HONEST honest and SOAK_CHAOS chaos bots, WebSocket ping floods
#     included; each round's history is checked too;
#   - scripts/reliability/soakload.py: WebSocket and text-mode (nc) players in rooms of two that
#     start over every ~30 s, a canary pair (chat p99) and a pinger (event-loop lag).
# Samples (seconds, RSS kB, descriptors, threads, canary p99 ms, worst ping ms, load average) go to
# $SOAK_OUT/samples.csv (default .build/soak); scripts/reliability/trend.py fits a line to each
# after the warm-up (the first SOAK_WARMUP of the run) and the run fails when one rises more than
# its noise and allowance over the span; the plot goes to $SOAK_OUT/soak.svg (SOAK_SVG elsewhere).
#
# Environment: SOAK_BIN (folder with partyd and party-bot; default: a release build made now),
#   SOAK_ROOMS (6), SOAK_HONEST (4), SOAK_CHAOS (4), SOAK_ROUND_SECONDS (30), SOAK_SAMPLE (10),
#   SOAK_WARMUP (0.2), SOAK_PORT (17977; +1 TLS, +2 HTTP), SOAK_OUT, SOAK_SVG.
set -euo pipefail
cd "$(dirname "$0")/.."

minutes="${1:?usage: scripts/soak.sh MINUTES}"
rooms="${SOAK_ROOMS:-6}"
honest="${SOAK_HONEST:-4}"
chaos="${SOAK_CHAOS:-4}"
round_seconds="${SOAK_ROUND_SECONDS:-30}"
sample="${SOAK_SAMPLE:-10}"
warmup="${SOAK_WARMUP:-0.2}"
port="${SOAK_PORT:-17977}"
tls_port=$((port + 1))
http_port=$((port + 2))
out="${SOAK_OUT:-.build/soak}"
svg="${SOAK_SVG:-$out/soak.svg}"
seconds=$((minutes * 60))
mkdir -p "$out"
rm -rf "$out/data" "$out"/*.jsonl "$out/bots.failed" "$out/stop"

if [ -n "${SOAK_BIN:-}" ]; then
    bin="$SOAK_BIN"
else
    swift build -c release --product partyd >/dev/null
    swift build -c release --product party-bot >/dev/null
    bin=$(swift build -c release --show-bin-path)
fi
python3 -c 'import websockets' 2>/dev/null || { echo "soak: needs Python's websockets (pip install websockets)"; exit 2; }

"$bin/partyd" serve --host 127.0.0.1 --port "$port" --tls-port "$tls_port" --tls-self-signed --http-port "$http_port" \
    --https-port 0 --data-dir "$out/data" --max-connections-per-ip 10000 --log-level warning >"$out/partyd.log" 2>&1 &
server=$!
chaos_loop="" workload="" players=""
cleanup() {
    for pid in $chaos_loop $workload $players; do kill "$pid" 2>/dev/null || true; done
    kill "$server" 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq 300); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
    sleep 0.1
done
sockets() { find "/proc/$server/fd" -mindepth 1 -maxdepth 1 -lname 'socket:*' | wc -l; }
sockets0=$(sockets)
echo "soak: partyd pid $server (from $bin), $minutes min, load average $(cut -d' ' -f1 /proc/loadavg) at the start"

# Chaos rounds, each with its own history and check.
(
    n=0
    end=$((SECONDS + seconds))
    while [ "$SECONDS" -lt "$((end - round_seconds / 2))" ]; do
        n=$((n + 1))
        "$bin/party-bot" --chaos --port "$port" --http-port "$http_port" --honest "$honest" --chaos-bots "$chaos" \
            --seconds "$round_seconds" --seed "$n" --history "$out/chaos-$n.jsonl" >>"$out/chaos.log" 2>&1 \
            || { echo "round $n: party-bot reported problems" >>"$out/bots.failed"; }
        python3 scripts/history-check.py "$out/chaos-$n.jsonl" >>"$out/chaos-check.log" 2>&1 \
            || { echo "round $n: the history check failed" >>"$out/bots.failed"; }
    done
) &
chaos_loop=$!
"$bin/party-bot" --workload --nodes "127.0.0.1:$port,tls://127.0.0.1:$tls_port" --rooms "$rooms" --players 3 \
    --seconds "$seconds" --history "$out/workload.jsonl" --move-seconds 30 --node-timeout 2 >"$out/workload.log" 2>&1 &
workload=$!
python3 scripts/reliability/soakload.py "$server" "$port" "$http_port" "$seconds" "$sample" "$out/samples.csv" >"$out/players.log" 2>&1 &
players=$!

status=0
for pid in $players $workload $chaos_loop; do
    if ! wait "$pid"; then
        [ "$pid" = "$players" ] && { echo "soak: FAIL: the WebSocket and text-mode players failed (see $out/players.log)"; status=1; }
        [ "$pid" = "$workload" ] && { echo "soak: FAIL: the workload reported problems (see $out/workload.log)"; status=1; }
    fi
    kill -0 "$server" 2>/dev/null || { echo "soak: FAIL: partyd died (see $out/partyd.log)"; exit 1; }
done
chaos_loop="" workload="" players=""
sleep 5  # let the server notice every departure
sockets1=$(sockets)
kill "$server"
wait "$server" || true
trap - EXIT

cat "$out/players.log"
tail -n 6 "$out/workload.log"
echo "soak: chaos rounds: $(grep -c '^chaos:' "$out/chaos.log" || true), history checks OK: $(grep -c 'history check: OK' "$out/chaos-check.log" || true)"
if [ -e "$out/bots.failed" ]; then cat "$out/bots.failed"; echo "soak: FAIL: a chaos round failed (see $out/chaos.log, $out/chaos-check.log)"; status=1; fi
python3 - "$out/data/partyline.sqlite" "$out/store.json" <<'PY'
import json, sys
sys.path.insert(0, "scripts")
from reliability import acked
json.dump(acked.dump(sys.argv[1]), open(sys.argv[2], "w"))
PY
# Every history together: the store's all-time tallies add up the votes of every room, the chaos rounds' too.
python3 scripts/history-check.py "$out/workload.jsonl" "$out"/chaos-*.jsonl --store "$out/store.json" --json "$out/check.json" || status=1
python3 - "$out/samples.csv" "$warmup" "$svg" "$minutes" <<'PY' || status=1
import sys
sys.path.insert(0, "scripts")
from reliability import trend
rows = trend.read(sys.argv[1])
result = trend.analyse(rows, warmup=float(sys.argv[2]))
loads = [float(r["load"]) for r in rows]
print(f"soak: {len(rows)} samples; load average during the run {min(loads):.1f}-{max(loads):.1f}")
print(trend.describe(result))
with open(sys.argv[3], "w") as f:
    f.write(trend.svg(rows, result, f"partyd soak, {sys.argv[4]} min (load average {min(loads):.0f}-{max(loads):.0f})",
                      warmup=float(sys.argv[2])))
print(f"soak: plot in {sys.argv[3]}")
sys.exit(1 if any(r["grows"] for r in result.values()) else 0)
PY
echo "soak: sockets open in partyd before the load ${sockets0}, after it left ${sockets1}"
if [ "$sockets1" -gt $((sockets0 + 2)) ]; then echo "soak: FAIL: sockets left over"; status=1; fi
[ "$status" -eq 0 ] && echo "soak: OK" || echo "soak: FAILED"
exit "$status"
