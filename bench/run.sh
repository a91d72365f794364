#!/usr/bin/env bash
# The benchmark, one command: bench/run.sh [--quick] [--no-peers]
#   Builds Plotline (release), makes a virtual environment with matplotlib and vl-convert-python (PyPI),
#   generates the data sets (deterministic), times every job, and writes docs/benchmarks.md and
#   docs/benchmark-scaling.png. --quick: small sizes, written to a scratch folder (CI runs this).
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0; peers=1
for arg in "$@"; do
    case "$arg" in
        --quick) quick=1 ;;
        --no-peers) peers=0 ;;
        *) echo "usage: bench/run.sh [--quick] [--no-peers]" >&2; exit 2 ;;
    esac
done

# GNU time, for peak memory.
if ! /usr/bin/time -v true >/dev/null 2>&1; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq time >/dev/null
fi

# The release build of Plotline and of the in-process benchmarks (bench/build.sh: the Swift runtime inside,
# as a command-line tool is shipped; one build folder for every benchmark script).
bin=$(bash bench/build.sh)
plotline="$bin/plotline"

args=(--plotline "$plotline")
if [ "$peers" -eq 1 ]; then
    venv=bench/.venv
    if [ ! -x "$venv/bin/python" ]; then python3 -m venv "$venv"; fi
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r bench/requirements.txt
    args+=(--python "$venv/bin/python")
else
    args+=(--no-peers)
fi

# In process: Plotline's CSV reader against CSV.swift and SwiftCSV, and a chart from loaded data
# (bench/swift, a package of its own so Plotline gains no dependency).
inprocess="$bin/plotline-bench"

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if [ "$quick" -eq 1 ]; then
    python3 bench/bench.py --quick "${args[@]}" --out "$out"
    python3 bench/generate.py line 20000 "$out/line.csv"
    "$inprocess" "$out/line.csv" 2
    test -s "$out/benchmarks.md" && test -s "$out/benchmark-scaling.png"
    # Transforms against pandas, small (bench/transforms.sh; the full run writes bench/transforms.md).
    if [ "$peers" -eq 1 ]; then bench/transforms.sh --quick; else bench/transforms.sh --quick --no-peers; fi
else
    python3 bench/bench.py "${args[@]}" --out "$out"
    {
        echo
        echo "## In process (bench/swift): reading the 1,000,000-row line CSV, and drawing it from loaded data"
        echo
        echo "Median of 5 runs after a warm-up. The other readers parse each cell with \`Double(_:)\` into two columns."
        echo
        "$inprocess" bench/.data/line-1000000.csv 5
    } >> "$out/benchmarks.md"
    cp "$out/benchmarks.md" "$out/benchmark-scaling.png" "$out/benchmark-scaling.csv" docs/
    echo "wrote docs/benchmarks.md and docs/benchmark-scaling.png"
fi
