#!/usr/bin/env bash
# scripts/cluster-local.sh — a PartyLine cluster on this machine, without Docker: what
# docker-compose.cluster.yml runs, as plain processes.
#
#   scripts/cluster-local.sh                     # build partyd (release), start it all, wait for Ctrl-C
#   scripts/cluster-local.sh --no-build --nodes 2
#   scripts/cluster-local.sh --bin .build/debug/partyd --keep-db
#   scripts/cluster-local.sh --dry-run           # print the commands, start nothing
#
# 1. PostgreSQL: `scripts/pg-local.sh ensure` starts (or reuses) a throw-away PostgreSQL with its
#    own folder and port (PARTYLINE_PG_DIR, default /tmp/partyline-cluster-pg; PARTYLINE_PG_PORT,
#    default 54330), and the database partyline_cluster is created in it when missing.
# 2. partyd: `swift build -c release --product partyd` (not with --no-build or --bin).
# 3. N nodes (default 3) on 127.0.0.1, all `--database ... --cluster --node-address 127.0.0.1`:
#    node I listens on 778I (TCP / text mode), 808I (HTTP, WebSocket at /ws) and 779I (the
#    cluster link), so node1 = 7781/8081/7791, node2 = 7782/8082/7792, ...
# 4. When haproxy is installed: a front on 7777 (TCP) and 8080 (HTTP), round robin over the
#    nodes with health checks; its config is made from deploy/haproxy.cfg's global and
#    defaults sections (same timeouts). Without haproxy, use the nodes' own ports.
# Logs (one file per node, haproxy.log, the generated haproxy.cfg) go to a new folder under
# ${TMPDIR:-/tmp}, printed at start. Ctrl-C (or SIGTERM) stops the nodes one by one, last
# first, with SIGTERM (each hands its rooms to the nodes still running; 15 s, then SIGKILL),
# then haproxy, then PostgreSQL (`scripts/pg-local.sh stop`, not with --keep-db).
# PARTYLINE_PUBLIC_URL, when set, is given to every node as --public-url (join links, QR codes).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
export PARTYLINE_PG_DIR=${PARTYLINE_PG_DIR:-/tmp/partyline-cluster-pg}
export PARTYLINE_PG_PORT=${PARTYLINE_PG_PORT:-54330}
DB_NAME=partyline_cluster
FRONT_PORT=7777
FRONT_HTTP_PORT=8080
NODES=3; NO_BUILD=0; BIN=""; KEEP_DB=0; DRY_RUN=0

usage() {
  sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'
  echo
  echo "options: --no-build  --bin PATH (a partyd binary; implies --no-build)  --nodes N (1-9, default 3)"
  echo "         --keep-db (leave PostgreSQL running at exit)  --dry-run (print the commands only)"
  exit 2
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    --no-build) NO_BUILD=1; shift ;;
    --bin) [[ $# -ge 2 ]] || usage; BIN="$2"; NO_BUILD=1; shift 2 ;;
    --nodes) [[ $# -ge 2 ]] || usage; NODES="$2"; shift 2 ;;
    --keep-db) KEEP_DB=1; shift ;;
    --dry-run) DRY_RUN=1; shift ;;
    -h|--help) usage ;;
    *) echo "cluster-local.sh: unknown option $1" >&2; usage ;;
  esac
done
[[ "$NODES" =~ ^[1-9]$ ]] || { echo "cluster-local.sh: --nodes takes 1 to 9 (node I uses ports 778I, 808I, 779I)" >&2; exit 2; }

cd "$ROOT"
show() { printf '+'; printf ' %q' "$@"; printf '\n'; }
# Runs a command, or with --dry-run only prints it.
run() { if [[ $DRY_RUN == 1 ]]; then show "$@"; else "$@"; fi; }
# shellcheck source=scripts/bench/ports.sh
source "$ROOT/scripts/bench/ports.sh"  # listening, wait_listening
node_port() { echo $((7780 + $1)); }
node_http_port() { echo $((8080 + $1)); }
node_cluster_port() { echo $((7790 + $1)); }

# The front's config: deploy/haproxy.cfg up to its Docker-only part (global, defaults), then
# the local nodes.
front_config() {
  local i
  echo "# Made by scripts/cluster-local.sh: deploy/haproxy.cfg's global and defaults, the local nodes."
  awk '/^# ---- Docker Compose only/ || /^resolvers / {exit} /^global/ {p = 1} p' "$ROOT/deploy/haproxy.cfg"
  printf '%s\n' "frontend partyline_tcp" "    bind :$FRONT_PORT" "    default_backend nodes_tcp" ""
  printf '%s\n' "frontend partyline_http" "    bind :$FRONT_HTTP_PORT" "    default_backend nodes_http" ""
  printf '%s\n' "backend nodes_tcp" "    balance roundrobin"
  sed -n '/^backend nodes_http/,/^$/p' "$ROOT/deploy/haproxy.cfg" | grep -E '^ +(option httpchk|http-check )'
  for ((i = 1; i <= NODES; i++)); do echo "    server node$i 127.0.0.1:$(node_port "$i") check port $(node_http_port "$i")"; done
  printf '%s\n' "" "backend nodes_http" "    balance roundrobin"
  sed -n '/^backend nodes_http/,/^$/p' "$ROOT/deploy/haproxy.cfg" | grep -E '^ +(option httpchk|http-check )'
  for ((i = 1; i <= NODES; i++)); do echo "    server node$i 127.0.0.1:$(node_http_port "$i") check"; done
}

FRONT=0
if command -v haproxy >/dev/null 2>&1; then FRONT=1; fi

# ---- ports first: fail before starting anything ---------------------------------------------
busy=()
for ((i = 1; i <= NODES; i++)); do
  for p in "$(node_port "$i")" "$(node_http_port "$i")" "$(node_cluster_port "$i")"; do
    if listening "$p"; then busy+=("$p"); fi
  done
done
if [[ $FRONT == 1 ]]; then
  for p in "$FRONT_PORT" "$FRONT_HTTP_PORT"; do if listening "$p"; then busy+=("$p"); fi; done
fi
if [[ ${#busy[@]} -gt 0 && $DRY_RUN == 0 ]]; then
  echo "cluster-local.sh: something already listens on port(s) ${busy[*]} (another partyd or cluster?)" >&2
  exit 1
fi

# Many connections (the front takes two descriptors per player): use the hard open-file limit.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

# ---- state and clean-up ---------------------------------------------------------------------
LOGS=""
NODE_PIDS=()
HAPROXY_PID=""
PG_STARTED=0
stop_pid() {  # pid name seconds: SIGTERM, wait, then SIGKILL
  local pid=$1 name=$2 secs=$3 t
  kill -0 "$pid" 2>/dev/null || { wait "$pid" 2>/dev/null || true; return 0; }
  kill -TERM "$pid" 2>/dev/null || true
  for ((t = 0; t < secs * 10; t++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    echo "   $name did not stop in ${secs} s: SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  wait "$pid" 2>/dev/null || true
}
cleanup() {
  trap - EXIT INT TERM
  local i
  if [[ ${#NODE_PIDS[@]} -gt 0 ]]; then echo "== stopping the nodes, last first (each hands its rooms over)"; fi
  for ((i = ${#NODE_PIDS[@]}; i >= 1; i--)); do
    echo "   node$i"
    stop_pid "${NODE_PIDS[i - 1]}" "node$i" 15
  done
  if [[ -n "$HAPROXY_PID" ]]; then echo "== stopping haproxy"; stop_pid "$HAPROXY_PID" haproxy 5; fi
  if [[ $PG_STARTED == 1 ]]; then
    if [[ $KEEP_DB == 1 ]]; then
      echo "== PostgreSQL keeps running (--keep-db): PARTYLINE_PG_DIR=$PARTYLINE_PG_DIR PARTYLINE_PG_PORT=$PARTYLINE_PG_PORT scripts/pg-local.sh stop"
    else
      echo "== stopping PostgreSQL"
      "$ROOT/scripts/pg-local.sh" stop || true
    fi
  fi
  if [[ -n "$LOGS" ]]; then echo "logs: $LOGS"; fi
}
trap cleanup EXIT
trap 'echo; exit 130' INT
trap 'exit 143' TERM

# ---- 1. PostgreSQL --------------------------------------------------------------------------
[[ -x "$ROOT/scripts/pg-local.sh" || $DRY_RUN == 1 ]] || { echo "cluster-local.sh: scripts/pg-local.sh is missing" >&2; exit 1; }
command -v psql >/dev/null 2>&1 || [[ $DRY_RUN == 1 ]] \
  || { echo "cluster-local.sh: needs psql: sudo apt-get install -y postgresql-client (or postgresql)" >&2; exit 1; }
echo "== PostgreSQL in $PARTYLINE_PG_DIR on port $PARTYLINE_PG_PORT"
if [[ $DRY_RUN == 1 ]]; then
  show scripts/pg-local.sh ensure
  admin_url="postgres://postgres@127.0.0.1:$PARTYLINE_PG_PORT/postgres"
else
  PG_STARTED=1
  admin_url=$("$ROOT/scripts/pg-local.sh" ensure | tail -n 1)
  [[ "$admin_url" == postgres://*/* ]] || { echo "cluster-local.sh: pg-local.sh ensure printed no URL (got '$admin_url')" >&2; exit 1; }
fi
DB_URL="${admin_url%/*}/$DB_NAME"
exists_sql="SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'"
if [[ $DRY_RUN == 1 ]]; then
  show psql "$admin_url" -tAc "$exists_sql"
  show psql "$admin_url" -qc "CREATE DATABASE $DB_NAME"
elif [[ "$(psql "$admin_url" -tAc "$exists_sql")" != 1 ]]; then
  psql "$admin_url" -qc "CREATE DATABASE $DB_NAME"
  echo "   created database $DB_NAME"
fi
echo "   database: $DB_URL"

# ---- 2. partyd ------------------------------------------------------------------------------
if [[ $NO_BUILD == 0 ]]; then
  echo "== swift build -c release --product partyd"
  run swift build -c release --product partyd
fi
if [[ -z "$BIN" ]]; then
  if [[ $DRY_RUN == 1 ]]; then
    show swift build -c release --show-bin-path
    BIN="$ROOT/.build/release/partyd"
  else
    BIN="$(swift build -c release --show-bin-path)/partyd"
  fi
fi
if [[ $DRY_RUN == 0 ]]; then
  [[ -x "$BIN" ]] || { echo "cluster-local.sh: no partyd at $BIN" >&2; exit 1; }
  grep -q -- '--cluster' <<<"$("$BIN" serve --help 2>&1 || true)" \
    || { echo "cluster-local.sh: $BIN has no --cluster option (a build from before issue 17?)" >&2; exit 1; }
fi

# ---- 3. nodes -------------------------------------------------------------------------------
if [[ $DRY_RUN == 1 ]]; then LOGS="${TMPDIR:-/tmp}/partyline-cluster.XXXXXX"
else LOGS=$(mktemp -d "${TMPDIR:-/tmp}/partyline-cluster.XXXXXX"); fi
echo "== $NODES node(s), logs in $LOGS"
for ((i = 1; i <= NODES; i++)); do
  if [[ $FRONT == 1 ]]; then public_url="http://127.0.0.1:$FRONT_HTTP_PORT"; else public_url="http://127.0.0.1:$(node_http_port "$i")"; fi
  public_url=${PARTYLINE_PUBLIC_URL:-$public_url}
  # Every local client is 127.0.0.1 (and so is the front): lift the per-address cap.
  args=(serve --host 127.0.0.1 --port "$(node_port "$i")" --http-port "$(node_http_port "$i")"
        --database "$DB_URL" --cluster --cluster-port "$(node_cluster_port "$i")"
        --node-address 127.0.0.1 --node-name "node$i" --public-url "$public_url"
        --max-connections-per-ip 10000)
  # setsid: Ctrl-C reaches this script only, which then stops the nodes one by one.
  if [[ $DRY_RUN == 1 ]]; then
    show setsid "$BIN" "${args[@]}"
    continue
  fi
  setsid "$BIN" "${args[@]}" >"$LOGS/node$i.log" 2>&1 &
  NODE_PIDS+=("$!")
done
if [[ $DRY_RUN == 0 ]]; then
  for ((i = 1; i <= NODES; i++)); do
    port=$(node_port "$i")
    if ! wait_listening "${NODE_PIDS[i - 1]}" "$port" 30; then
      echo "cluster-local.sh: node$i did not listen on $port; the end of $LOGS/node$i.log:" >&2
      tail -n 20 "$LOGS/node$i.log" >&2
      exit 1
    fi
    echo "   node$i: pid ${NODE_PIDS[i - 1]}, TCP $port, HTTP $(node_http_port "$i"), cluster link $(node_cluster_port "$i")"
  done
fi

# ---- 4. the front ---------------------------------------------------------------------------
if [[ $FRONT == 1 ]]; then
  cfg="$LOGS/haproxy.cfg"
  echo "== haproxy on $FRONT_PORT (TCP) and $FRONT_HTTP_PORT (HTTP), config $cfg"
  if [[ $DRY_RUN == 1 ]]; then
    front_config | sed 's/^/    | /'
    show haproxy -c -q -f "$cfg"
    show setsid haproxy -db -f "$cfg"
  else
    front_config > "$cfg"
    haproxy -c -q -f "$cfg" || { echo "cluster-local.sh: haproxy rejects $cfg" >&2; exit 1; }
    setsid haproxy -db -f "$cfg" >"$LOGS/haproxy.log" 2>&1 &
    HAPROXY_PID=$!
    wait_listening "$HAPROXY_PID" "$FRONT_PORT" 5 || { echo "cluster-local.sh: haproxy did not start, see $LOGS/haproxy.log" >&2; exit 1; }
    echo "   haproxy: pid $HAPROXY_PID"
  fi
fi

# ---- how to join ----------------------------------------------------------------------------
echo
if [[ $FRONT == 1 ]]; then
  cat <<EOF
Join through the front (round robin over the nodes):
    swift run party create Alice      # the terminal client (127.0.0.1:$FRONT_PORT)
    swift run party join CODE Bob     # maybe on another node: relayed to the room's owner
    nc 127.0.0.1 $FRONT_PORT                 # text mode: create Alice / join CODE Bob
    http://127.0.0.1:$FRONT_HTTP_PORT/            # the web client
EOF
else
  cat <<EOF
haproxy is not installed (sudo apt-get install -y haproxy for a front on $FRONT_PORT/$FRONT_HTTP_PORT): use the nodes directly,
a room made on one node can be joined from any other:
    swift run party create Alice --port $(node_port 1)      # on node1
    swift run party join CODE Bob --port $(node_port "$NODES")     # on node$NODES, relayed to node1
    nc 127.0.0.1 $(node_port 1)                             # text mode: create Alice / join CODE Bob
    http://127.0.0.1:$(node_http_port 1)/                        # the web client on node1
EOF
fi
echo "Stopping a node (kill -TERM PID) moves its rooms to the others. Ctrl-C stops everything."
if [[ $DRY_RUN == 1 ]]; then exit 0; fi

# ---- wait -----------------------------------------------------------------------------------
declare -A reported=()
while true; do
  sleep 1 &
  wait $! || true
  for ((i = 1; i <= NODES; i++)); do
    if [[ -z "${reported[$i]:-}" ]] && ! kill -0 "${NODE_PIDS[i - 1]}" 2>/dev/null; then
      reported[$i]=1
      echo "node$i exited (see $LOGS/node$i.log); the others keep its rooms"
    fi
  done
done
