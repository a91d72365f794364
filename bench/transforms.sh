#!/usr/bin/env bash
# Transforms against pandas, one command: bench/transforms.sh [--quick] [--no-peers]
#   Builds bench/swift's plotline-transform-bench (bench/build.sh: release; Plotline in process), makes a virtual environment with pandas (PyPI)
#   under ~/.cache/plotline-bench-pandas, times ten million rows aggregated by month and binned in each,
#   and writes bench/transforms.md. --quick: 100,000 rows, one run, the table thrown away (CI runs this).
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0; peers=1
for arg in "$@"; do
    case "$arg" in
        --quick) quick=1 ;;
        --no-peers) peers=0 ;;
        *) echo "usage: bench/transforms.sh [--quick] [--no-peers]" >&2; exit 2 ;;
    esac
done
rows=10000000; runs=5
if [ "$quick" -eq 1 ]; then rows=100000; runs=1; fi

bin=$(bash bench/build.sh)
plotline_json=$("$bin/plotline-transform-bench" "$rows" "$runs")

pandas_json='null'
if [ "$peers" -eq 1 ]; then
    venv="${XDG_CACHE_HOME:-$HOME/.cache}/plotline-bench-pandas"
    if [ ! -x "$venv/bin/python" ]; then python3 -m venv "$venv"; fi
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r bench/requirements-transforms.txt
    pandas_json=$("$venv/bin/python" bench/peer_pandas_transforms.py "$rows" "$runs")
fi

out=bench/transforms.md
if [ "$quick" -eq 1 ]; then out=$(mktemp); trap 'rm -f "$out"' EXIT; fi
python3 - "$plotline_json" "$pandas_json" "$out" "$runs" <<'PY'
import json, platform, subprocess, sys
plotline, pandas, out, runs = json.loads(sys.argv[1]), json.loads(sys.argv[2]), sys.argv[3], sys.argv[4]
# The two must have computed the same thing.
if pandas is not None:
    for key in ("months", "month_count_total", "bins", "bin_counts"):
        if plotline[key] != pandas[key]:
            sys.exit(f"bench/transforms.sh: Plotline and pandas differ on {key}: {plotline[key]} vs {pandas[key]}")
    if abs(float(plotline["month_sum_total"]) - float(pandas["month_sum_total"])) > 1e-6 * abs(float(pandas["month_sum_total"])):
        sys.exit("bench/transforms.sh: the monthly sums differ")
load = open("/proc/loadavg").read().split()[0] if platform.system() == "Linux" else "?"
cores = __import__("os").cpu_count()
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), platform.processor()) \
    if platform.system() == "Linux" else platform.processor()
lines = [
    "# Transforms: Plotline against pandas",
    "",
    f"{plotline['rows']:,} rows (an instant every 37 seconds from 2010, and a value from 0 to 1000), made in memory;",
    f"the median of {runs} runs after a warm-up, in process: Plotline's `TransformEngine` in a release build",
    "(`bench/transforms`), pandas in CPython (`bench/peer_pandas_transforms.py`). Both give the same months,",
    "counts, sums and bins (the script checks). Written by `bench/transforms.sh`; machine: " + cpu
    + f", {cores} cores, load average {load} when the table was written (a shared machine is slower for both).",
    "",
    "| plan | Plotline (s) | pandas (s) | pandas / Plotline |",
    "| --- | ---: | ---: | ---: |",
]
for label, key in (("sum and count by month (`aggregate`, `timeUnit: month`)", "month_seconds"),
                   ("nice bins, counted (`bin` + `aggregate` count)", "bin_seconds")):
    p = plotline[key]
    if pandas is None:
        lines.append(f"| {label} | {p:.3f} | not run | |")
    else:
        q = pandas[key]
        lines.append(f"| {label} | {p:.3f} | {q:.3f} | {q / p:.1f}x |")
lines += ["", f"{plotline['months']} months; {plotline['bins']} bins with counts {plotline['bin_counts']}.", ""]
open(out, "w").write("\n".join(lines))
print("\n".join(lines))
PY
