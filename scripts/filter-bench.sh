#!/bin/sh
# The word filter's cost (BENCHMARKS.md, "The word filter"): builds filter-bench for release, runs
# it, then counts heap allocations per check with valgrind's DHAT (a run of N checks per line
# against a run of none: the difference over the checks made). Prints the load average first:
# figures from a loaded machine are not quiet. Usage: scripts/filter-bench.sh [ITERATIONS]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
iterations=${1:-100000}
swift build -c release --product filter-bench >/dev/null
bench="$(swift build -c release --show-bin-path)/filter-bench"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(uname -m)"
"$bench" --iterations "$iterations" --rounds 5
if command -v valgrind >/dev/null; then
    lines=$("$bench" --iterations 0 --rounds 1 | grep -c ' chars ')
    checks=1000
    blocks() {
        out=$(mktemp)
        valgrind --tool=dhat --dhat-out-file=/dev/null "$bench" --iterations "$1" --rounds 1 2>"$out" >/dev/null
        sed -n 's/.*Total: *[0-9,]* bytes in \([0-9,]*\) blocks.*/\1/p' "$out" | tr -d ,
        rm -f "$out"
    }
    none=$(blocks 0)
    some=$(blocks $checks)
    echo "allocations (DHAT): $none blocks without checks, $some with $checks checks of each of $lines lines:" \
        "$(( (some - none) ))" "extra blocks for $(( checks * lines )) checks"
else
    echo "valgrind not installed: allocations not counted"
fi
