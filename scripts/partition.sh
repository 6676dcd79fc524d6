#!/usr/bin/env bash
# scripts/partition.sh [OPTIONS]: builds partyd and party-bot (debug; BUILD=release for a release
# build) and runs scripts/partition.py with them; every option goes to it (--help lists them).
set -euo pipefail
cd "$(dirname "$0")/.."
config=${BUILD:-debug}
swift build -c "$config" --product partyd >/dev/null
swift build -c "$config" --product party-bot >/dev/null
exec python3 scripts/partition.py --bin "$(swift build -c "$config" --show-bin-path)" "$@"
