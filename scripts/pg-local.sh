#!/usr/bin/env bash
# A throw-away PostgreSQL for tests and local runs (never for production data).
#
#   scripts/pg-local.sh ensure   start it unless it already runs; print its URL
#   scripts/pg-local.sh stop     stop it (the data directory stays; delete it to start over)
#   scripts/pg-local.sh url      print the URL without starting anything
#
# Data directory ${PARTYLINE_PG_DIR:-/tmp/partyline-pg}, 127.0.0.1 port ${PARTYLINE_PG_PORT:-54329},
# trust authentication for loopback, the unix socket inside the data directory, fsync off.
# PARTYLINE_PG_LISTEN adds an address to listen on and PARTYLINE_PG_TRUST_NET a network (CIDR) to
# trust besides loopback, both when the data directory is made (scripts/partition.py runs one in
# a network namespace of its own).
# PostgreSQL refuses to run as root: as root, the data directory belongs to and the server
# runs as the `postgres` system user (created when missing). The superuser role is `postgres`.
# Exit status 3 means PostgreSQL is not installed (tests skip on it).
set -euo pipefail

DIR="${PARTYLINE_PG_DIR:-/tmp/partyline-pg}"
PORT="${PARTYLINE_PG_PORT:-54329}"
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"
LISTEN="127.0.0.1${PARTYLINE_PG_LISTEN:+,$PARTYLINE_PG_LISTEN}"
LOG="${DIR}.log"

die() { echo "pg-local: $*" >&2; exit 1; }

find_bin() {
    if [[ -n "${PARTYLINE_PG_BIN:-}" && -x "${PARTYLINE_PG_BIN}/pg_ctl" ]]; then
        echo "$PARTYLINE_PG_BIN"; return 0
    fi
    local candidate
    for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [[ -x "$candidate/pg_ctl" && -x "$candidate/initdb" ]]; then echo "$candidate"; return 0; fi
    done
    if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
        dirname "$(command -v pg_ctl)"; return 0
    fi
    return 1
}

# Runs a command as the server's user: `postgres` when we are root, ourselves otherwise.
as_owner() {
    if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

ensure_user() {
    [[ "$(id -u)" == 0 ]] || return 0
    id -u postgres >/dev/null 2>&1 || useradd --system --user-group --home-dir /var/lib/postgresql \
        --shell /usr/sbin/nologin postgres
}

running() {
    as_owner "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1
}

ready() {
    "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U postgres >/dev/null 2>&1
}

init_cluster() {
    # A directory without PG_VERSION is a half-made cluster (or something else): start afresh.
    if [[ -d "$DIR" && ! -f "$DIR/PG_VERSION" ]]; then
        [[ -z "$(ls -A "$DIR")" || -f "$DIR.initializing" ]] \
            || die "$DIR exists, is not empty and is not a PostgreSQL data directory; move it away"
        rm -rf "$DIR"
    fi
    if [[ ! -d "$DIR" ]]; then
        touch "$DIR.initializing"
        mkdir -p "$DIR"
        [[ "$(id -u)" == 0 ]] && chown postgres: "$DIR"
        chmod 700 "$DIR"
        as_owner "$BIN/initdb" -D "$DIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
            >"$LOG.init" 2>&1 || { cat "$LOG.init" >&2; die "initdb failed"; }
        rm -f "$DIR.initializing"
        cat >>"$DIR/postgresql.conf" <<EOF
# pg-local.sh: a disposable test server.
listen_addresses = '$LISTEN'
port = $PORT
unix_socket_directories = '$DIR'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 300
EOF
        printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$DIR/pg_hba.conf"
        if [[ -n "${PARTYLINE_PG_TRUST_NET:-}" ]]; then printf 'host all all %s trust\n' "$PARTYLINE_PG_TRUST_NET" >>"$DIR/pg_hba.conf"; fi
        [[ "$(id -u)" == 0 ]] && chown postgres: "$DIR/pg_hba.conf"
    fi
}

start() {
    if running; then
        ready && return 0
    else
        # A pid file left by a killed server makes pg_ctl refuse to start: drop it when its process is gone.
        if [[ -f "$DIR/postmaster.pid" ]]; then
            local pid
            pid="$(head -1 "$DIR/postmaster.pid" 2>/dev/null || true)"
            if [[ -z "$pid" ]] || ! kill -0 "$pid" 2>/dev/null; then rm -f "$DIR/postmaster.pid"; fi
        fi
        touch "$LOG"
        [[ "$(id -u)" == 0 ]] && chown postgres: "$LOG"
        as_owner "$BIN/pg_ctl" -D "$DIR" -l "$LOG" -w -t 60 -o "-p $PORT" start >/dev/null \
            || { tail -20 "$LOG" >&2; die "the server did not start (log: $LOG)"; }
    fi
    local tries=0
    until ready; do
        tries=$((tries + 1))
        [[ $tries -lt 100 ]] || die "the server does not accept connections on 127.0.0.1:$PORT (log: $LOG)"
        sleep 0.1
    done
}

command="${1:-ensure}"
case "$command" in
    url) echo "$URL" ;;
    ensure)
        BIN="$(find_bin)" || { echo "pg-local: PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 3; }
        ensure_user
        init_cluster
        start
        echo "$URL"
        ;;
    stop)
        BIN="$(find_bin)" || exit 0
        [[ -f "$DIR/PG_VERSION" ]] || exit 0
        if running; then as_owner "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null; fi
        ;;
    *) die "usage: $0 ensure|stop|url" ;;
esac
