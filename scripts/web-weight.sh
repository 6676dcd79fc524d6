#!/usr/bin/env bash
# Bytes on the wire for the web client's files: every file embedded in partyd (clients/web-dist,
# the built client; gzip twins are not files of their own), fetched from a running partyd once with
# `Accept-Encoding: identity` and once with `gzip`; response headers and bodies counted.
#
# Usage: scripts/web-weight.sh [HTTP_PORT]   (default 8080; partyd must be serving on 127.0.0.1)
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-8080}
paths=$(cd clients/web-dist && find . -type f ! -name '*.gz' ! -name '*.md' | sed 's|^\.||' | LC_ALL=C sort)
for enc in identity gzip; do
  for p in $paths; do
    curl -s -H "Accept-Encoding: $enc" -o /dev/null -w '%{size_header} %{size_download}\n' "http://127.0.0.1:$port$p"
  done | awk -v e="$enc" '{h+=$1; b+=$2} END {printf "%-8s %7d bytes on the wire (%d headers + %d bodies), %d files\n", e, h+b, h, b, NR}'
done
