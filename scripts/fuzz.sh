#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (swiftc -sanitize=fuzzer,address) against the real
# sources of PartyCore and PartyProtocol, and runs each for a fixed time.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
#   SECONDS  per target (default 20; CI uses the default, run longer by hand: scripts/fuzz.sh 600)
#   TARGET   line-decoder, request, text-mode (default: all)
# Exit 0 when no target found a crash, a failed check, a leak or an input slower than 5 s.
# Findings are saved in .build/fuzz/artifacts/ (replay one: .build/fuzz/<target> FILE).
# The corpus grows in .build/fuzz/corpus/<target>, seeded from Fuzz/corpus/<target>.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-20}"
shift || true
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(line-decoder request text-mode)

out=.build/fuzz
mkdir -p "$out/artifacts"
flags=(-sanitize=fuzzer,address -O -swift-version 6 -parse-as-library -I "$out")

# PartyCore and PartyProtocol as static modules, instrumented; rebuilt when a source is newer.
build_module() {  # NAME
    local name=$1 lib="$out/lib$1.a"
    local sources
    mapfile -t sources < <(find "Sources/$name" -name '*.swift' | sort)
    if [ -f "$lib" ] && [ -z "$(find "Sources/$name" -name '*.swift' -newer "$lib" | head -1)" ]; then return; fi
    echo "fuzz.sh: building $name (instrumented)"
    swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" "${sources[@]}" -o "$lib"
}
build_module PartyCore
build_module PartyProtocol

source_of() {
    case "$1" in
        line-decoder) echo Fuzz/FuzzLineDecoder.swift ;;
        request) echo Fuzz/FuzzRequest.swift ;;
        text-mode) echo Fuzz/FuzzTextMode.swift ;;
        *) echo "fuzz.sh: unknown target '$1' (line-decoder, request, text-mode)" >&2; exit 2 ;;
    esac
}

# The games' wire declarations are built once per process; LeakSanitizer cannot see their
# references (Fuzz/lsan.supp says which stacks, and why). Any other leak still fails a target.
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

status=0
for target in "${targets[@]}"; do
    src=$(source_of "$target")
    bin="$out/$target"
    # ld.gold's "cannot export local symbol" notes about ASan internals are harmless.
    swiftc "${flags[@]}" "$src" -L "$out" -lPartyProtocol -lPartyCore -o "$bin" 2>&1 \
        | grep -v "Cannot export local symbol" >&2 || true
    [ -x "$bin" ] || { echo "fuzz.sh: $target did not build" >&2; exit 1; }
    corpus="$out/corpus/$target"
    mkdir -p "$corpus"
    echo "fuzz.sh: $target for ${seconds}s"
    if ! "$bin" "$corpus" "Fuzz/corpus/$target" -max_total_time="$seconds" -timeout=5 -max_len=4096 \
        -rss_limit_mb=2048 -artifact_prefix="$out/artifacts/$target-" -print_final_stats=1 \
        >"$out/$target.log" 2>&1; then
        echo "fuzz.sh: $target FAILED; see $out/$target.log and $out/artifacts/" >&2
        tail -40 "$out/$target.log" >&2
        status=1
    else
        grep -E "^(Done|stat::number_of_executed_units|stat::peak_rss_mb)" "$out/$target.log" || true
    fi
done
exit $status
