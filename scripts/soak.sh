#!/usr/bin/env bash
# Soak test: a release partyd under honest and chaos bots for MINUTES, sampling the server's
# resident memory (RSS) and open file descriptors every few seconds. The bots come in rounds of
# SOAK_ROUND_SECONDS (`party-bot --chaos`, each round a new room that closes at its end), so the
# soak also churns rooms, seats and connections.
# Usage: scripts/soak.sh MINUTES        (e.g. scripts/soak.sh 15)
# Environment: SOAK_HONEST (6), SOAK_CHAOS (6) bots; SOAK_ROUND_SECONDS (30);
#   SOAK_INTERVAL seconds between samples (5);
#   SOAK_RSS_GROWTH_PCT allowed growth of RSS from the warmed-up second quarter of the run to
#   its last quarter (15) plus SOAK_RSS_SLACK_MB (8); SOAK_PORT (17977).
# Fails (exit 1) when an honest bot lost anything, partyd died, RSS kept growing past the
# allowance, or partyd holds more descriptors after the bots left than before they came (+4).
# Samples go to .build/soak/samples.csv (seconds,rss_kb,fds), the logs beside them.
set -euo pipefail
cd "$(dirname "$0")/.."

minutes="${1:?usage: scripts/soak.sh MINUTES}"
honest="${SOAK_HONEST:-6}"
chaos="${SOAK_CHAOS:-6}"
round_seconds="${SOAK_ROUND_SECONDS:-30}"
interval="${SOAK_INTERVAL:-5}"
growth_pct="${SOAK_RSS_GROWTH_PCT:-15}"
slack_mb="${SOAK_RSS_SLACK_MB:-8}"
port="${SOAK_PORT:-17977}"
out=.build/soak
mkdir -p "$out"
rm -rf "$out/data"

swift build -c release --product partyd >/dev/null
swift build -c release --product party-bot >/dev/null
bin=$(swift build -c release --show-bin-path)

"$bin/partyd" --host 127.0.0.1 --port "$port" --http-port 0 --data-dir "$out/data" --log-level warning >"$out/partyd.log" 2>&1 &
server=$!
bots=""
cleanup() {
    [ -n "$bots" ] && kill "$bots" 2>/dev/null || true
    kill "$server" 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
    sleep 0.1
done

sample() {  # prints "rss_kb fds" of partyd
    local rss
    rss=$(awk '/^VmRSS:/ {print $2}' "/proc/$server/status")
    echo "$rss $(find "/proc/$server/fd" -mindepth 1 -maxdepth 1 | wc -l)"
}
read -r rss0 fds0 < <(sample)
echo "soak: partyd pid $server, before the bots: RSS ${rss0} kB, ${fds0} fds"
echo "seconds,rss_kb,fds" >"$out/samples.csv"

end=$((SECONDS + minutes * 60))
rm -f "$out/bots.failed"
(
    while [ "$SECONDS" -lt "$end" ]; do
        "$bin/party-bot" --chaos --port "$port" --honest "$honest" --chaos-bots "$chaos" \
            --seconds "$round_seconds" --seed "$RANDOM" || touch "$out/bots.failed"
    done
) >"$out/bots.log" 2>&1 &
bots=$!
start=$SECONDS
while kill -0 "$bots" 2>/dev/null; do
    kill -0 "$server" 2>/dev/null || { echo "soak: FAIL: partyd died (see $out/partyd.log)"; exit 1; }
    read -r rss fds < <(sample)
    echo "$((SECONDS - start)),$rss,$fds" >>"$out/samples.csv"
    sleep "$interval"
done
wait "$bots" || true
bots=""
sleep "$interval"  # let the server notice every departure
read -r rss1 fds1 < <(sample)
cat "$out/bots.log"

status=0
if [ -e "$out/bots.failed" ]; then echo "soak: FAIL: the bots reported problems (see above)"; status=1; fi
# Median RSS of the second quarter (warmed up) against the median of the last quarter.
read -r warm late < <(python3 - "$out/samples.csv" <<'PY'
import csv, statistics, sys
rows = [int(r["rss_kb"]) for r in csv.DictReader(open(sys.argv[1]))]
q = max(1, len(rows) // 4)
print(int(statistics.median(rows[q:2 * q] or rows)), int(statistics.median(rows[-q:])))
PY
)
limit=$((warm + warm * growth_pct / 100 + slack_mb * 1024))
echo "soak: RSS warmed up ${warm} kB, last quarter ${late} kB (limit ${limit} kB), after the bots left ${rss1} kB"
echo "soak: fds before ${fds0}, after the bots left ${fds1}; samples in $out/samples.csv"
if [ "$late" -gt "$limit" ]; then echo "soak: FAIL: RSS kept growing"; status=1; fi
if [ "$fds1" -gt $((fds0 + 4)) ]; then echo "soak: FAIL: descriptors leaked"; status=1; fi
[ "$status" -eq 0 ] && echo "soak: OK"
exit $status
