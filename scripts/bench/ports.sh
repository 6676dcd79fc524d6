# shellcheck shell=bash
# scripts/bench/ports.sh — port helpers sourced by scripts/bench.sh, scripts/cluster-bench.sh
# and scripts/cluster-local.sh (bash; no dependencies beyond /proc).

# listening PORT: true when a socket on this machine listens on TCP PORT (IPv4 or IPv6).
listening() { grep -q "$(printf ':%04X ' "$1")[0-9A-F:]* 0A " /proc/net/tcp /proc/net/tcp6 2>/dev/null; }

# next_port: sets PORT to the first port from NEXT_PORT on that nobody listens on and moves
# NEXT_PORT past it. Call it directly, not in $(...): it counts on in NEXT_PORT.
next_port() {
  while listening "$NEXT_PORT"; do NEXT_PORT=$((NEXT_PORT + 1)); done
  # shellcheck disable=SC2034  # PORT is the result, read by the caller
  PORT=$NEXT_PORT; NEXT_PORT=$((NEXT_PORT + 1))
}

# wait_listening PID PORT [SECONDS (30)]: waits until PORT listens; false when process PID
# exits first or the time runs out.
wait_listening() {
  local pid=$1 port=$2 tenths=$((${3:-30} * 10)) i
  for ((i = 0; i < tenths; i++)); do
    listening "$port" && return 0
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  listening "$port"
}
