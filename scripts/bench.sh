#!/usr/bin/env bash
# scripts/bench.sh — PartyLine's own benchmark, with the method of the independent
# yardstick in ../shared/bench: an open-loop C load generator (scripts/bench/partyload.c,
# epoll, latency from the intended send time), partyd pinned to one core and the generator
# to the other (loopback only), a fresh partyd for every run, server CPU per delivery from
# /proc/PID/stat, memory per idle connection from /proc/PID/status.
#
#   scripts/bench.sh                          # build, then A, B, C over tcp and tls (+ ws), 3 rounds
#   scripts/bench.sh --repeat 1 --scenarios A,C --transports tcp
#   scripts/bench.sh --no-build --partyd .build/release/partyd --out /tmp/bench-x
#   scripts/bench.sh --yardstick ../shared/bench   # also the yardstick's loadgen, same runs
#   scripts/bench.sh --scenarios E --transports tcp --nio ../shared/bench   # players per core, beside NIO
#
# Scenarios (the yardstick's):
#   A  200 rooms x 8 members, 2 chat msgs/s each (3,200 sends/s, 25,600 deliveries/s):
#      2 s warm-up, 10 s measured: deliveries/s, server CPU µs/delivery, p50/p99/p99.9, lost
#   B  100 rooms x 8 members, rate from 4 msgs/s x1.6 per 0.8 s step, then x1.1 from the
#      last good one, until p99 > 50 ms, loss, a growing backlog or the generator > 85 % busy;
#      the best rate must hold 2 s: the most deliveries/s sustained
#   C  5,000 connections that only read the welcome: (server RSS growth) / 5,000
#   D  the audience (issue 24), over WebSocket only: one room, 8 players + 10,000 audience
#      members; Would You Rather runs; each player sends 1 event/s (the issue's target load;
#      2/s before 2026-11-25 evening), alternating chat.send and wyr.vote; the audience casts 500 votes/s in all (each member about once per 20 s, once
#      per question at the default vote_seconds; each acknowledged to its voter alone: no
#      fan-out since issue 24, when it was 2/s); every member receives every chat line and
#      every player's wyr.vote_cast. Reports the audience's p50/p99 from the intended send time, server
#      CPU per delivery, RSS per member (after set-up), lost and cut members.
#   E  players per core (issue 33): rooms of 10 players, each sending one chat line every 0.5 s
#      and receiving every line of its room (20 deliveries/s per player); from 200 rooms, a 5 s
#      judged window, then 200 more rooms seated while the others keep sending, until a window
#      fails twice (p99 > 100 ms, loss, errors, sends behind, a growing backlog, the generator
#      > 85 % busy) or 1,980 rooms (19,800 players: this machine's hard limit of 20,000 open
#      files per process binds both the server and the generator). Reports the most players
#      held, RSS per player (server RSS growth from before set-up) and CPU per delivery.
#      With --nio DIR the yardstick's SwiftNIO relay (DIR/ref_nio, built here) runs the same
#      workload through its chat relay, as server "ref_nio" (every scenario but D).
# Transports: tcp (--port), tls (--tls-port with --tls-self-signed), ws (WebSocket on
# --http-port, /ws, subprotocol partyline.v1), wss (WebSocket on --https-port). The default
# is tcp,tls, plus ws when `partyd serve --help` lists --http-port. NOTE: partyload's
# WebSocket client is written from RFC 6455; it was checked (ws and wss) against Python's
# websockets library and the browser-join branch's partyd before that branch was merged,
# not yet against a merged main. --yardstick DIR adds the transport
# "yardstick": plain TCP driven by DIR/loadgen.c (built into the scratch folder) with the
# same scenarios, so one run shows whether both generators say the same.
#
# partyd runs with --rate-limit 1000000 --rate-burst 1000000 (scenario B sends far more
# than a person does) and, where it has the flag, --max-connections-per-ip 20000 (every
# connection comes from 127.0.0.1). Results: OUT/results.jsonl (one line per run), OUT/table.md.
# Environment: SERVER_CPU=0, LOADGEN_CPU=1, BASE_PORT=22000, BENCH_WORK (scratch folder),
# PARTYD_EXTRA_ARGS (more partyd flags for every run, e.g. "--readiness dispatch" for the older path).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
HERE="$ROOT/scripts/bench"
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/partyline-selfbench}
SERVER_CPU=${SERVER_CPU:-0}
LOADGEN_CPU=${LOADGEN_CPU:-1}
BASE_PORT=${BASE_PORT:-22000}

declare -A SCEN=(
  [A]="--rooms 200 --per-room 8 --rate 2 --warmup 2 --duration 10"
  [B]="--rooms 100 --per-room 8 --rate 4 --ramp 1.6 --fine 1.1 --step 0.8 --warmup 1 --duration 17 --confirm 2 --p99-limit-ms 50 --drain 1"
  [C]="--rooms 0 --idle 5000 --warmup 1 --duration 2"
  [D]="--rooms 1 --per-room 8 --audience 10000 --wyr --rate 1 --audience-votes 500 --warmup 3 --duration 10 --drain 5 --connect-batch 200 --setup-timeout 600"
  [E]="--rooms 200 --per-room 10 --rate 2 --grow-rooms 200 --max-rooms 1980 --warmup 2 --step 5 --p99-limit-ms 100 --drain 5 --connect-batch 500 --setup-timeout 120"
)
# What a scenario needs of partyd besides the common flags (D: a 10,000-member audience;
# ReplyBudget still bounds a snapshot by every seat, so it wants the write buffer above ~11 MB,
# though since issue 24 snapshots count a large audience instead of listing it).
declare -A SERVER_ARGS=(
  [D]="--max-audience 10000 --write-buffer-bytes 16777216"
)
# How long a scenario may run (E seats up to 19,800 players step by step).
declare -A TIMEOUT=( [D]=900 [E]=900 )
REPEAT=3; SCENARIOS="A,B,C,D"; TRANSPORTS=""; OUT=""; NO_BUILD=0; PARTYD=""; YARDSTICK=""; NIO_DIR=""

usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; echo
  echo "options: --repeat N (3)  --scenarios A,B,C  --transports tcp,tls,ws,wss  --out DIR"
  echo "         --no-build  --partyd PATH (default: the release build)  --yardstick DIR  --nio DIR"; exit 2; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --repeat) REPEAT="$2"; shift 2 ;;
    --scenarios) SCENARIOS="$2"; shift 2 ;;
    --transports) TRANSPORTS="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    --no-build) NO_BUILD=1; shift ;;
    --partyd) PARTYD="$2"; shift 2 ;;
    --yardstick) YARDSTICK=$(cd "$2" && pwd); shift 2 ;;
    --nio) NIO_DIR=$(cd "$2" && pwd); shift 2 ;;
    -h|--help) usage ;;
    *) echo "unknown option $1"; usage ;;
  esac
done

mkdir -p "$WORK"
cd "$ROOT"

# ---- build ------------------------------------------------------------------------------
if [[ $NO_BUILD == 0 ]]; then
  echo "== build"
  gcc -O2 -Wall -o "$WORK/partyload" "$HERE/partyload.c" -lssl -lcrypto -lm
  if [[ -n "$YARDSTICK" ]]; then gcc -O2 -Wall -I"$YARDSTICK" -o "$WORK/yardstick-loadgen" "$YARDSTICK/loadgen.c" -lm; fi
  if [[ -z "$PARTYD" ]]; then swift build -c release --product partyd 2>&1 | tail -1; fi
  if [[ -n "$NIO_DIR" ]]; then  # the yardstick's SwiftNIO relay, built in the scratch folder (as its run.sh does)
    mkdir -p "$WORK/ref_nio" && cp -r "$NIO_DIR/ref_nio/Package.swift" "$NIO_DIR/ref_nio/Sources" "$WORK/ref_nio/"
    (cd "$WORK/ref_nio" && swift build -c release 2>&1 | tail -1)
  fi
fi
NIO=""
if [[ -n "$NIO_DIR" ]]; then
  NIO="$WORK/ref_nio/.build/release/ref_nio"
  [[ -x "$NIO" ]] || { echo "the SwiftNIO relay is not built ($NIO): run without --no-build"; exit 1; }
fi
[[ -x "$WORK/partyload" ]] || { echo "partyload is not built ($WORK/partyload): run without --no-build"; exit 1; }
PARTYD=${PARTYD:-"$ROOT/.build/release/partyd"}
[[ -x "$PARTYD" ]] || { echo "no partyd at $PARTYD"; exit 1; }

HELP=$("$PARTYD" serve --help 2>&1 || true)
has_flag() { grep -q -- "$1 " <<<"$HELP"; }
if [[ -z "$TRANSPORTS" ]]; then TRANSPORTS="tcp,tls"; has_flag --http-port && TRANSPORTS+=",ws"; fi
if [[ -n "$YARDSTICK" && ",$TRANSPORTS," != *,yardstick,* ]]; then TRANSPORTS+=",yardstick"; fi
IFS=, read -ra TRS <<<"$TRANSPORTS"
IFS=, read -ra SCS <<<"$SCENARIOS"
for s in "${SCS[@]}"; do [[ -n "${SCEN[$s]:-}" ]] || { echo "unknown scenario '$s'"; exit 2; }; done
for t in "${TRS[@]}"; do
  case "$t" in
    tcp|tls) ;;
    yardstick) [[ -x "$WORK/yardstick-loadgen" ]] || { echo "the yardstick's loadgen is not built: give --yardstick DIR"; exit 2; } ;;
    ws) has_flag --http-port || { echo "partyd has no --http-port: no WebSocket to measure"; exit 2; } ;;
    wss) has_flag --https-port || { echo "partyd has no --https-port: no WebSocket over TLS to measure"; exit 2; } ;;
    *) echo "unknown transport '$t' (tcp, tls, ws, wss, yardstick)"; exit 2 ;;
  esac
done

OUT=${OUT:-$WORK/results/$(date +%Y%m%d-%H%M%S)}
mkdir -p "$OUT"
RESULTS="$OUT/results.jsonl"; : >"$RESULTS"
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

# ---- helpers ----------------------------------------------------------------------------
SPID=""; LPID=""; DATA=""
cleanup() {
  if [[ -n "$LPID" ]]; then kill "$LPID" 2>/dev/null || true; fi
  if [[ -n "$SPID" ]]; then kill -KILL "$SPID" 2>/dev/null || true; fi
  if [[ -n "$DATA" ]]; then rm -rf "$DATA"; fi
}
trap cleanup EXIT
trap 'echo "interrupted"; exit 130' INT TERM

# shellcheck source=scripts/bench/ports.sh
source "$HERE/ports.sh"  # listening, next_port, wait_listening
NEXT_PORT=$BASE_PORT
PORT=0
status_field() { awk -v k="$2:" '$1 == k { print $2 }' "/proc/$1/status" 2>/dev/null; }

run_one() {  # transport scenario round [server: partyd (default) or ref_nio]
  local tr=$1 sc=$2 round=$3 server=${4:-partyd} port tls_port http_port https_port target log lg_out rc name
  next_port; port=$PORT; next_port; tls_port=$PORT; next_port; http_port=$PORT; next_port; https_port=$PORT
  DATA=$(mktemp -d "${TMPDIR:-/tmp}/partyd-bench.XXXXXX")
  local args=(serve --host 127.0.0.1 --port "$port" --tls-port "$tls_port" --data-dir "$DATA"
              --rate-limit 1000000 --rate-burst 1000000 --max-connections 20000 --log-level warning)
  # shellcheck disable=SC2206
  [[ -n "${SERVER_ARGS[$sc]:-}" ]] && args+=(${SERVER_ARGS[$sc]})
  # shellcheck disable=SC2206
  [[ -n "${PARTYD_EXTRA_ARGS:-}" ]] && args+=($PARTYD_EXTRA_ARGS)  # e.g. "--readiness dispatch"
  [[ $tr == tls || $tr == wss ]] && args+=(--tls-self-signed)
  # Every connection comes from 127.0.0.1: lift the per-address cap (since issue 16).
  has_flag --max-connections-per-ip && args+=(--max-connections-per-ip 20000)
  has_flag --http-port && args+=(--http-port "$http_port")
  [[ $tr == tls || $tr == wss ]] && has_flag --https-port && args+=(--https-port "$https_port")
  local cmd=("$PARTYD" "${args[@]}")
  [[ $server == ref_nio ]] && cmd=("$NIO" --host 127.0.0.1 --port "$port" --ws-port "$http_port")
  local lg_args=() gen="$WORK/partyload"
  case "$tr" in
    tcp) target=$port ;;
    yardstick) target=$port; gen="$WORK/yardstick-loadgen" ;;
    tls) target=$tls_port; lg_args=(--tls) ;;
    ws) target=$http_port; lg_args=(--ws) ;;
    wss) target=$https_port; lg_args=(--ws --tls) ;;
  esac
  name=$tr; [[ $server == partyd ]] || name="$server.$tr"
  log="$OUT/$name.$sc.$round.server.log"
  taskset -c "$SERVER_CPU" "${cmd[@]}" >"$log" 2>&1 &
  SPID=$!
  local i
  if ! wait_listening "$SPID" "$target" 30; then
    echo "   $server did not listen on $target (see $log)"
    kill -KILL "$SPID" 2>/dev/null || true; wait "$SPID" 2>/dev/null || true; SPID=""
    rm -rf "$DATA"; DATA=""
    printf '{"server":"%s","transport":"%s","scenario":"%s","round":%d,"error":"the server did not start"}\n' "$server" "$tr" "$sc" "$round" >>"$RESULTS"
    return
  fi
  sleep 0.3
  lg_out="$OUT/$name.$sc.$round.partyload.json"
  set +e
  # shellcheck disable=SC2086
  timeout "${TIMEOUT[$sc]:-120}" taskset -c "$LOADGEN_CPU" "$gen" --host 127.0.0.1 --port "$target" "${lg_args[@]}" \
    --server-pid "$SPID" ${SCEN[$sc]} >"$lg_out" 2>"$OUT/$name.$sc.$round.partyload.err" &
  LPID=$!; wait "$LPID"; rc=$?; LPID=""
  set -e
  local alive=true threads
  kill -0 "$SPID" 2>/dev/null || alive=false
  threads=$(status_field "$SPID" Threads); threads=${threads:--1}
  kill -TERM "$SPID" 2>/dev/null || true
  for ((i = 0; i < 50; i++)); do kill -0 "$SPID" 2>/dev/null || break; sleep 0.1; done
  kill -KILL "$SPID" 2>/dev/null || true
  wait "$SPID" 2>/dev/null || true; SPID=""
  rm -rf "$DATA"; DATA=""
  local lg; lg=$(head -c 200000 "$lg_out" | head -1)
  [[ "$lg" == \{* ]] || lg='{"ok":false,"fail_reason":"partyload produced no result"}'
  printf '{"server":"%s","transport":"%s","scenario":"%s","round":%d,"partyload_rc":%d,"server_alive_after":%s,"server_threads_after":%s,"loadgen":%s}\n' \
    "$server" "$tr" "$sc" "$round" "$rc" "$alive" "$threads" "$lg" >>"$RESULTS"
  python3 "$HERE/report.py" --one "$RESULTS"
}

# ---- run --------------------------------------------------------------------------------
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)$(git -C "$ROOT" diff --quiet 2>/dev/null || echo ' (with local changes)')"
  echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo), kernel $(uname -r)"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  awk -v n="$(nproc)" '$1 > n / 2 { print "WARNING: the machine is busy (load " $1 " on " n " cores): other processes share the benchmark cores, the figures will be noisy" }' /proc/loadavg
  echo "partyd: $PARTYD (core $SERVER_CPU); partyload: core $LOADGEN_CPU"
  [[ -n "$NIO" ]] && echo "ref_nio: $NIO (core $SERVER_CPU), every scenario but D"
  for s in "${SCS[@]}"; do echo "scenario $s: partyload ${SCEN[$s]}"; done
  echo "transports: ${TRS[*]}; rounds: $REPEAT"
} | tee "$OUT/machine.txt"

for ((r = 1; r <= REPEAT; r++)); do
  for t in "${TRS[@]}"; do
    for s in "${SCS[@]}"; do
      [[ $s == D && $t != ws && $t != wss ]] && continue  # the audience comes over WebSocket
      echo "== round $r: $t / scenario $s"
      run_one "$t" "$s" "$r"
      if [[ -n "$NIO" && $s != D && ( $t == tcp || $t == ws ) ]]; then
        echo "== round $r: ref_nio $t / scenario $s"
        run_one "$t" "$s" "$r" ref_nio
      fi
    done
  done
done

echo
python3 "$HERE/report.py" "$RESULTS" | tee "$OUT/table.md"
echo "raw results: $RESULTS"
