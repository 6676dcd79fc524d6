#!/usr/bin/env bash
# Disk-full probe: a real partyd with its data folder on a small tmpfs that fills up. Checks
# that the server never claims a write it did not make (no `new_best`, and no uncommitted votes
# in `all_time`, on a result marked `saved: false`; `gop.add` answers `storage_failed` unless the word is saved)
# and that, once space is freed, what it could not write lands and survives a kill -9.
# Usage: scripts/disk-full-probe.sh        (needs root to mount the tmpfs; skips otherwise)
# Environment: PROBE_SIZE (tmpfs size, 3m), PROBE_PORT (17991), PARTYD (a partyd binary;
#   default: built in debug with swift build).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" != 0 ]; then
    echo "disk-full probe: skipped (needs root to mount a tmpfs)"
    exit 0
fi
size="${PROBE_SIZE:-3m}"
port="${PROBE_PORT:-17991}"
mnt=$(mktemp -d /tmp/partyline-diskfull.XXXXXX)
if ! mount -t tmpfs -o "size=$size" tmpfs "$mnt" 2>/dev/null; then
    rmdir "$mnt"
    echo "disk-full probe: skipped (cannot mount a tmpfs here)"
    exit 0
fi
server=""
cleanup() {
    [ -n "$server" ] && kill -9 "$server" 2>/dev/null || true
    umount "$mnt" 2>/dev/null || true
    rmdir "$mnt" 2>/dev/null || true
}
trap cleanup EXIT

if [ -z "${PARTYD:-}" ]; then
    swift build --product partyd >/dev/null
    PARTYD="$(swift build --show-bin-path)/partyd"
fi
log=$(mktemp /tmp/partyline-diskfull-log.XXXXXX)
"$PARTYD" --host 127.0.0.1 --port "$port" --http-port 0 --data-dir "$mnt/data" --log-level warning >"$log" 2>&1 &
server=$!
for _ in $(seq 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
    sleep 0.1
done

status=0
python3 scripts/disk-full-probe.py "$port" "$mnt/filler" "$mnt/data" kill -9 "$server" || status=$?
wait "$server" 2>/dev/null || true
server=""
if [ "$status" != 0 ]; then
    echo "--- partyd log ($log) ---"
    tail -20 "$log"
fi
exit "$status"
