#!/usr/bin/env bash
# scripts/kill-loop.sh [OPTIONS]: builds partyd and party-bot (debug; BUILD=release for a release
# build) and runs scripts/kill-loop.py with them; every option goes to it (--help lists them).
set -euo pipefail
cd "$(dirname "$0")/.."
config=${BUILD:-debug}
swift build -c "$config" --product partyd >/dev/null
swift build -c "$config" --product party-bot >/dev/null
exec python3 scripts/kill-loop.py --bin "$(swift build -c "$config" --show-bin-path)" "$@"
