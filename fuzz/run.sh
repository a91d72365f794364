#!/usr/bin/env bash
# Coverage-guided fuzzing of Plotline with libFuzzer (issue 18).
#
#   bash fuzz/run.sh                 # every target for 60 s (what CI runs)
#   bash fuzz/run.sh 3600 FuzzCSV    # a long run of one target: an hour
#   bash fuzz/run.sh 0 FuzzRender    # no time limit (stop with Ctrl-C)
#   bash fuzz/run.sh --build         # only build the targets (CI builds them early, in the background)
#
# Targets: FuzzCSV (the CSV readers, whole and streamed), FuzzJSON (JSON data), FuzzSpec (spec decoding
# and validation), FuzzRender (a spec or CSV drawn to SVG, PNG, HTML, WAV and text), FuzzSQLite (a SQLite
# file from bytes, charted from a table and a query as the command does). Each starts from its
# seed corpus in fuzz/corpus/NAME with the dictionary fuzz/dict/NAME.dict; what it finds is kept in
# .build-fuzz/corpus/NAME (not committed), crashes, leaks and timeouts in .build-fuzz/artifacts/NAME/.
# Built in their own package (fuzz/Package.swift) and build folder, so `swift build` and `swift test`
# never see them. A finding fails the script: turn it into a regression test, fix it, run again.
set -euo pipefail
cd "$(dirname "$0")/.."
build_only=0
if [ "${1:-}" = "--build" ]; then build_only=1; shift; fi
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzCSV FuzzJSON FuzzSpec FuzzRender FuzzSQLite)
scratch=.build-fuzz
flags=(--package-path fuzz --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
log="$scratch/build.log"
mkdir -p "$scratch"
if ! swift build "${flags[@]}" >"$log" 2>&1; then
    grep -E "error" "$log" | head -40 || tail -40 "$log"
    exit 1
fi
[ "$build_only" -eq 0 ] || exit 0
bin="$(swift build "${flags[@]}" --show-bin-path)"
# Targets run side by side, one per core (libFuzzer's own process uses one): on CI's 2 cores the five
# minute-long runs take three minutes, not five. Each still gets its full time.
parallel="${PLOTLINE_FUZZ_JOBS:-$(nproc)}"
fuzz_one() {
    local target=$1 name corpus artifacts timeout options out status
    name=$(echo "${target#Fuzz}" | tr '[:upper:]' '[:lower:]')
    corpus="$scratch/corpus/$name" artifacts="$scratch/artifacts/$name"
    mkdir -p "$corpus" "$artifacts"
    # A whole render (SVG, PNG, HTML, WAV, text) of a big seed takes seconds under AddressSanitizer, and
    # more on a loaded machine: its timeout is a minute, the readers' ten seconds.
    timeout=10
    [ "$target" != FuzzRender ] || timeout=60
    options=(-max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
             -artifact_prefix="$artifacts/" -dict="fuzz/dict/$name.dict")
    [ "$seconds" -gt 0 ] || options=("${options[@]:1}")
    out="$scratch/$name.log"
    status=0
    ASAN_OPTIONS=detect_leaks=0 "$bin/$target" "${options[@]}" "$corpus" "fuzz/corpus/$name" >"$out" 2>&1 || status=$?
    echo "$status" > "$scratch/$name.status"
}
report() {
    local target=$1 name out status runs cov
    name=$(echo "${target#Fuzz}" | tr '[:upper:]' '[:lower:]')
    out="$scratch/$name.log"
    status=$(cat "$scratch/$name.status" 2>/dev/null || echo 1)
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$out" | grep -o '[0-9]*$' || echo "?")
    cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$out" | tail -1 || true)
    echo "$target: ${seconds}s, $runs runs, ${cov:-no coverage line}, corpus $(ls "$scratch/corpus/$name" | wc -l) files, exit $status"
    if [ "$status" -ne 0 ]; then
        grep -E "ERROR|SUMMARY|Fatal error|Test unit written" "$out" | head -10
        return 1
    fi
}
failed=0
for ((start = 0; start < ${#targets[@]}; start += parallel)); do
    batch=("${targets[@]:start:parallel}")
    for target in "${batch[@]}"; do fuzz_one "$target" & done
    wait
    for target in "${batch[@]}"; do report "$target" || failed=1; done
done
exit $failed
