#!/usr/bin/env bash
# Measures PartyLine under load on this machine: fan-out latency and throughput for several
# room/bot mixes, and server memory (RSS) idle, with many connections, and under load.
# Usage: scripts/bench.sh [PORT]   (builds release binaries first; results go to stdout)
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-17999}
swift build -c release --product partyd >/dev/null
swift build -c release --product party-bench >/dev/null
bin=$(swift build -c release --show-bin-path)
data=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; rm -rf "$data"' EXIT

"$bin/partyd" --host 127.0.0.1 --port "$port" --http-port 0 --data-dir "$data" --log-level warning --max-connections 20000 &
pid=$!
for _ in $(seq 50); do "$bin/partyd" health --port "$port" >/dev/null 2>&1 && break; sleep 0.1; done
rss() { awk '/VmRSS/ {print $2 " kB"}' "/proc/$pid/status"; }
# Server CPU time (user+system) so far, in seconds: tells server cost apart from the load generator's.
cpu() { awk -v hz="$(getconf CLK_TCK)" '{printf "%.2f", ($14 + $15) / hz}' "/proc/$pid/stat"; }

echo "== machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB; $(swift --version 2>&1 | head -1)"
echo "== server RSS idle: $(rss)"
run() {
  echo "== $*"
  local before; before=$(cpu)
  "$bin/party-bench" --port "$port" "$@"
  echo "   server CPU during run: $(awk -v a="$before" -v b="$(cpu)" 'BEGIN {printf "%.2f", b - a}') s; RSS after: $(rss)"
}
# Memory per seated connection: RSS while 2,000 members sit idle in 200 rooms.
before=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
out=$(mktemp)
"$bin/party-bench" --port "$port" --rooms 200 --bots-per-room 10 --seconds 5 --workload idle > "$out" &
bench=$!
until grep -q holding "$out"; do sleep 0.2; done
sleep 1
during=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
wait $bench
cat "$out"; rm -f "$out"
echo "== idle: 2000 seated connections: RSS ${during} kB (before ${before} kB), about $(( (during - before) * 1024 / 2000 )) bytes per connection"

run --rooms 10 --bots-per-room 5 --rate 2 --seconds 10
run --rooms 100 --bots-per-room 5 --rate 2 --seconds 10
run --rooms 80 --bots-per-room 12 --rate 1 --seconds 10
run --rooms 10 --bots-per-room 12 --rate 10 --seconds 10
run --rooms 20 --bots-per-room 5 --rate 5 --seconds 10 --workload ping
run --rooms 20 --bots-per-room 5 --rate 5 --seconds 10 --workload wheels

