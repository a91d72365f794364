#!/usr/bin/env bash
# The release build every benchmark measures, made once: bench/build.sh prints the folder of what it built.
#   bench/swift's package builds Plotline in release with the Swift runtime and Foundation inside
#   (--static-swift-stdlib, as a command-line tool is shipped: it starts in about half the time, since the
#   loader has no Swift libraries to find and relocate), and into that one build folder: its in-process
#   benchmarks (plotline-bench, plotline-transform-bench) and the `plotline` command, a product of its
#   dependency, this repository. bench/run.sh, bench/transforms.sh, bench/budgets.sh and CI all measure what
#   it built, so Plotline is compiled in release once, not once per script. The everyday
#   `swift build -c release` in the repository's root is left as it is.
#
#   The `plotline` command is the one that is shipped: PostgreSQL's driver is not in it but in
#   `plotline-postgres` (see Package.swift), which no job these scripts time needs (bench/database.sh
#   builds both).
set -euo pipefail
cd "$(dirname "$0")/swift"
flags=(-c release --static-swift-stdlib)
# Builds quietly, but shows the compiler's errors (which swift build prints on standard output) if it fails.
log=$(mktemp)
if ! { swift build "${flags[@]}" && swift build "${flags[@]}" --product plotline; } >"$log" 2>&1; then
    grep -E "error:" "$log" | head -40 >&2 || true
    tail -20 "$log" >&2
    rm -f "$log"
    echo "bench/build.sh: the release build failed" >&2
    exit 1
fi
rm -f "$log"
swift build "${flags[@]}" --show-bin-path
