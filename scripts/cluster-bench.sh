#!/usr/bin/env bash
# scripts/cluster-bench.sh — what it costs when a room's members sit on another cluster node
# (issue 17): the same load once with every member on the room's owner node, once with the
# members relayed by a second node.
#
#   scripts/cluster-bench.sh                             # build partyload + partyd (release), 1 round
#   scripts/cluster-bench.sh --no-build --partyd .build/release/partyd --repeat 3
#   scripts/cluster-bench.sh --scenario "--rooms 20 --per-room 4 --rate 2 --warmup 1 --duration 3"
#   scripts/cluster-bench.sh --attach 1234:7781,5678:7782   # nodes already running: PID:PORT, owner first
#
# Two nodes, started for every run the way scripts/cluster-local.sh starts them: one throw-away
# PostgreSQL (scripts/pg-local.sh, its own folder and port), a fresh database partyline_bench per
# run, `partyd serve --database URL --cluster --node-address 127.0.0.1` on 127.0.0.1, plus
# bench.sh's limits (--rate-limit/--rate-burst 1000000, 20000 connections). Node1 owns the
# rooms (every room.create goes to it); CLUSTER_SETTLE seconds (default 2) after both listen,
# partyload runs scripts/bench.sh's scenario A (200 rooms x 8 members, 2 msgs/s each,
# 2 s warm-up, 10 s measured) twice:
#   local    --join-port = node1's port: every member on the owner; node2 idles
#   relayed  --join-port = node2's port: the creators on node1, the other 7 members of every
#            room on node2, which relays their requests and their deliveries
# with --server-pid node1 --relay-pid node2 (both nodes' CPU in the measured window). The script
# also reads /proc/PID/stat of both nodes before and after each partyload run (the whole run:
# set-up, warm-up, window and drain) as a cross-check.
# Table: run | deliveries/s | p50 ms | p99 ms | lost | µs CPU per delivery on node1 and node2
# (window) | node2 µs per delivery over the whole run. Results: OUT/results.jsonl, OUT/table.md.
# --attach skips PostgreSQL and the nodes: it measures nodes you started (a single partyd given
# twice, PID:PORT,PID:PORT, checks the script itself; both runs are then "local").
# Environment: OWNER_CPU, RELAY_CPU, LOADGEN_CPU (cores for taskset; default 0, 1, 2 with 3+
# cores, else 0, 1, 1 and the generator shares node2's core: the relayed figures are then
# pessimistic), BASE_PORT (22100), CLUSTER_SETTLE (2), BENCH_WORK (scratch folder),
# PARTYLINE_PG_DIR (/tmp/partyline-bench-pg), PARTYLINE_PG_PORT (54331).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
HERE="$ROOT/scripts/bench"
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/partyline-clusterbench}
export PARTYLINE_PG_DIR=${PARTYLINE_PG_DIR:-/tmp/partyline-bench-pg}
export PARTYLINE_PG_PORT=${PARTYLINE_PG_PORT:-54331}
if [[ $(nproc) -ge 3 ]]; then cpus=(0 1 2); else cpus=(0 1 1); fi
OWNER_CPU=${OWNER_CPU:-${cpus[0]}}
RELAY_CPU=${RELAY_CPU:-${cpus[1]}}
LOADGEN_CPU=${LOADGEN_CPU:-${cpus[2]}}
BASE_PORT=${BASE_PORT:-22100}
CLUSTER_SETTLE=${CLUSTER_SETTLE:-2}
DB_NAME=partyline_bench
# scripts/bench.sh's scenario A.
SCENARIO="--rooms 200 --per-room 8 --rate 2 --warmup 2 --duration 10"
REPEAT=1; OUT=""; NO_BUILD=0; PARTYD=""; ATTACH=""

usage() {
  sed -n '2,31p' "$0" | sed 's/^# \{0,1\}//'
  echo
  echo "options: --repeat N (1)  --scenario \"PARTYLOAD ARGS\" (default: scenario A)  --out DIR"
  echo "         --no-build  --partyd PATH (default: the release build)  --attach OWNER_PID:PORT,RELAY_PID:PORT"
  exit 2
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    --repeat) [[ $# -ge 2 ]] || usage; REPEAT="$2"; shift 2 ;;
    --scenario) [[ $# -ge 2 ]] || usage; SCENARIO="$2"; shift 2 ;;
    --out) [[ $# -ge 2 ]] || usage; OUT="$2"; shift 2 ;;
    --no-build) NO_BUILD=1; shift ;;
    --partyd) [[ $# -ge 2 ]] || usage; PARTYD="$2"; shift 2 ;;
    --attach) [[ $# -ge 2 ]] || usage; ATTACH="$2"; shift 2 ;;
    -h|--help) usage ;;
    *) echo "cluster-bench.sh: unknown option $1" >&2; usage ;;
  esac
done
[[ "$REPEAT" =~ ^[1-9][0-9]*$ ]] || { echo "cluster-bench.sh: --repeat takes a positive number" >&2; exit 2; }
if [[ -n "$ATTACH" && ! "$ATTACH" =~ ^[0-9]+:[0-9]+,[0-9]+:[0-9]+$ ]]; then
  echo "cluster-bench.sh: --attach takes OWNER_PID:PORT,RELAY_PID:PORT" >&2; exit 2
fi

mkdir -p "$WORK"
cd "$ROOT"

# ---- build ------------------------------------------------------------------------------
if [[ $NO_BUILD == 0 ]]; then
  echo "== build"
  gcc -O2 -Wall -o "$WORK/partyload" "$HERE/partyload.c" -lssl -lcrypto -lm
  if [[ -z "$PARTYD" && -z "$ATTACH" ]]; then swift build -c release --product partyd 2>&1 | tail -1; fi
fi
[[ -x "$WORK/partyload" ]] || { echo "partyload is not built ($WORK/partyload): run without --no-build"; exit 1; }
grep -q -- --join-port <<<"$("$WORK/partyload" --help 2>&1 || true)" \
  || { echo "$WORK/partyload has no --join-port: run without --no-build"; exit 1; }
if [[ -z "$ATTACH" ]]; then
  PARTYD=${PARTYD:-"$ROOT/.build/release/partyd"}
  [[ -x "$PARTYD" ]] || { echo "no partyd at $PARTYD"; exit 1; }
  grep -q -- '--cluster' <<<"$("$PARTYD" serve --help 2>&1 || true)" \
    || { echo "$PARTYD has no --cluster option (a build from before issue 17?)"; exit 1; }
  [[ -x "$ROOT/scripts/pg-local.sh" ]] || { echo "scripts/pg-local.sh is missing"; exit 1; }
fi

OUT=${OUT:-$WORK/results/$(date +%Y%m%d-%H%M%S)}
mkdir -p "$OUT"
RESULTS="$OUT/results.jsonl"; : >"$RESULTS"
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

# ---- helpers ----------------------------------------------------------------------------
# shellcheck source=scripts/bench/ports.sh
source "$HERE/ports.sh"  # listening, next_port, wait_listening
NEXT_PORT=$BASE_PORT
PORT=0
# CPU seconds (utime + stime) of a process from /proc/PID/stat; -1 when it is gone.
cpu_s() {
  local stat rest
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || { echo -1; return; }
  rest=${stat##*) }  # fields after "comm)": state is field 3, utime 14, stime 15
  awk -v hz="$(getconf CLK_TCK)" '{ printf "%.3f", ($12 + $13) / hz }' <<<"$rest"
}

PIDS=()       # nodes this script started
PG_STARTED=0
LPID=""
stop_nodes() {
  local pid i
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do
    for ((i = 0; i < 150; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  PIDS=()
}
cleanup() {
  trap - EXIT
  if [[ -n "$LPID" ]]; then kill "$LPID" 2>/dev/null || true; fi
  stop_nodes
  if [[ $PG_STARTED == 1 ]]; then "$ROOT/scripts/pg-local.sh" stop || true; fi
}
trap cleanup EXIT
trap 'echo "interrupted"; exit 130' INT TERM

ADMIN_URL=""
db_url() { echo "${ADMIN_URL%/*}/$DB_NAME"; }
fresh_database() {
  if [[ $PG_STARTED == 0 ]]; then
    PG_STARTED=1
    ADMIN_URL=$("$ROOT/scripts/pg-local.sh" ensure | tail -n 1)
    [[ "$ADMIN_URL" == postgres://*/* ]] || { echo "pg-local.sh ensure printed no URL (got '$ADMIN_URL')"; exit 1; }
  fi
  PGOPTIONS=--client-min-messages=warning psql "$ADMIN_URL" -qc "DROP DATABASE IF EXISTS $DB_NAME" -c "CREATE DATABASE $DB_NAME" >/dev/null
}

# Starts node N (1 = owner) pinned to a core; sets NODE_PID and NODE_PORT.
NODE_PID=""; NODE_PORT=""
start_node() {  # n core log
  local n=$1 core=$2 log=$3 port cport
  next_port; port=$PORT; next_port; cport=$PORT
  taskset -c "$core" "$PARTYD" serve --host 127.0.0.1 --port "$port" --http-port 0 \
    --database "$(db_url)" --cluster --cluster-port "$cport" --node-address 127.0.0.1 --node-name "bench$n" \
    --rate-limit 1000000 --rate-burst 1000000 --max-connections 20000 --max-connections-per-ip 20000 \
    --log-level warning >"$log" 2>&1 &
  NODE_PID=$!; NODE_PORT=$port
  PIDS+=("$NODE_PID")
}
# One partyload run: name round owner_pid owner_port relay_pid join_port
measure() {
  local name=$1 round=$2 opid=$3 oport=$4 rpid=$5 jport=$6 out rc o0 o1 r0 r1 lg
  out="$OUT/$name.$round.partyload.json"
  o0=$(cpu_s "$opid"); r0=$(cpu_s "$rpid")
  set +e
  # shellcheck disable=SC2086
  timeout 180 taskset -c "$LOADGEN_CPU" "$WORK/partyload" --host 127.0.0.1 --port "$oport" --join-port "$jport" \
    --server-pid "$opid" --relay-pid "$rpid" $SCENARIO >"$out" 2>"$OUT/$name.$round.partyload.err" &
  LPID=$!; wait "$LPID"; rc=$?; LPID=""
  set -e
  o1=$(cpu_s "$opid"); r1=$(cpu_s "$rpid")
  lg=$(head -c 200000 "$out" | head -1)
  [[ "$lg" == \{* ]] || lg='{"ok":false,"fail_reason":"partyload produced no result"}'
  printf '{"run":"%s","round":%d,"partyload_rc":%d,"owner_cpu_s_whole":%s,"relay_cpu_s_whole":%s,"loadgen":%s}\n' \
    "$name" "$round" "$rc" "$(awk -v a="$o0" -v b="$o1" 'BEGIN { print (a < 0 || b < 0) ? -1 : b - a }')" \
    "$(awk -v a="$r0" -v b="$r1" 'BEGIN { print (a < 0 || b < 0) ? -1 : b - a }')" "$lg" >>"$RESULTS"
  echo "   $name: partyload exit $rc ($out)"
}

# Both runs of one round against fresh nodes (or the attached ones).
run_round() {
  local round=$1 name opid oport rpid rport jport
  for name in local relayed; do
    echo "== round $round: $name"
    if [[ -n "$ATTACH" ]]; then
      IFS=':,' read -r opid oport rpid rport <<<"$ATTACH"
    else
      fresh_database
      start_node 1 "$OWNER_CPU" "$OUT/$name.$round.node1.log"; opid=$NODE_PID; oport=$NODE_PORT
      start_node 2 "$RELAY_CPU" "$OUT/$name.$round.node2.log"; rpid=$NODE_PID; rport=$NODE_PORT
      if ! wait_listening "$opid" "$oport" 30 || ! wait_listening "$rpid" "$rport" 30; then
        echo "   a node did not listen (see $OUT/$name.$round.node*.log)"
        stop_nodes
        printf '{"run":"%s","round":%d,"error":"a node did not start"}\n' "$name" "$round" >>"$RESULTS"
        continue
      fi
      sleep "$CLUSTER_SETTLE"  # the nodes register and see each other
    fi
    if [[ $name == local ]]; then jport=$oport; else jport=$rport; fi
    measure "$name" "$round" "$opid" "$oport" "$rpid" "$jport"
    if [[ -z "$ATTACH" ]]; then stop_nodes; fi
  done
}

# ---- run --------------------------------------------------------------------------------
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)$(git -C "$ROOT" diff --quiet 2>/dev/null || echo ' (with local changes)')"
  echo "machine: $(nproc) cores, kernel $(uname -r); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  if [[ -n "$ATTACH" ]]; then echo "nodes: attached ($ATTACH)"
  else echo "partyd: $PARTYD; node1 (owner) core $OWNER_CPU, node2 (relay) core $RELAY_CPU"; fi
  echo "partyload: core $LOADGEN_CPU, $SCENARIO; rounds: $REPEAT"
} | tee "$OUT/machine.txt"

for ((r = 1; r <= REPEAT; r++)); do run_round "$r"; done

echo
python3 - "$RESULTS" <<'PY' | tee "$OUT/table.md"
import json, sys
rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
def num(v, scale=1.0, digits=1):
    return "-" if v is None or v < 0 else f"{v / scale:.{digits}f}"
print("| run | round | ok | deliveries/s | p50 ms | p99 ms | lost | node1 µs/delivery | node2 µs/delivery | node2 µs/delivery (whole run) |")
print("|---|---|---|---|---|---|---|---|---|---|")
for r in rows:
    if "error" in r:
        print(f"| {r['run']} | {r['round']} | {r['error']} |  |  |  |  |  |  |  |")
        continue
    g = r["loadgen"]
    recv = g.get("received_total") or 0
    whole = r["relay_cpu_s_whole"] * 1e6 / recv if recv and r["relay_cpu_s_whole"] >= 0 else -1
    print(f"| {r['run']} | {r['round']} | {'yes' if g.get('ok') else 'no: ' + str(g.get('fail_reason') or g.get('first_error') or '?')} "
          f"| {num(g.get('deliveries_per_s'), 1, 0)} | {num(g.get('p50_us'), 1000, 2)} | {num(g.get('p99_us'), 1000, 2)} "
          f"| {g.get('lost', '-')} | {num(g.get('server_cpu_us_per_delivery'))} | {num(g.get('relay_cpu_us_per_delivery'))} "
          f"| {num(whole)} |")
PY
echo "raw results: $RESULTS"
