#!/usr/bin/env bash
# Peak memory of reading the same rows from a file and from standard input (a pipe), issue 18.
#   bash bench/stdin-memory.sh [ROWS]      (default 100000000: about 3.5 GB of CSV in TMPDIR)
# Builds plotline (release, its own build folder), writes ROWS rows of two numbers (about 35 bytes a row),
# and runs `plotline describe` on them twice under /usr/bin/time: from the file, and through `cat |`.
# Prints both peaks (maximum resident set size) and their ratio; fails if the pipe's peak is more
# than 20% above the file's.
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-100000000}"
build=(-c release --product plotline --scratch-path .build/release-bench)
swift build "${build[@]}" >/dev/null
plotline="$(swift build "${build[@]}" --show-bin-path)/plotline"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$rows" "$work/rows.csv" <<'PY'
import sys
rows, path = int(sys.argv[1]), sys.argv[2]
with open(path, "w") as f:
    f.write("x,y\n")
    step = 1_000_000
    for start in range(0, rows, step):
        f.write("".join(f"{i:>12},{(i * 7919) % 1000003 / 3:.9f}\n" for i in range(start, min(rows, start + step))))
PY
echo "rows: $rows, file: $(du -h "$work/rows.csv" | cut -f1)"
args=(--x x --y y --max-bytes 8G --max-rows 200000000 -o "$work/out.txt")
peak() { /usr/bin/time -f "%M %e" "$@" 2>&1 >/dev/null | tail -1; }
read -r file_kb file_s < <(peak "$plotline" describe "$work/rows.csv" "${args[@]}")
read -r pipe_kb pipe_s < <(peak bash -c 'cat "$1" | "$2" describe - "${@:3}"' _ "$work/rows.csv" "$plotline" "${args[@]}")
echo "from the file:       peak $((file_kb / 1024)) MB in ${file_s} s"
echo "from standard input: peak $((pipe_kb / 1024)) MB in ${pipe_s} s"
python3 -c "r = $pipe_kb / $file_kb; print(f'ratio {r:.3f}'); raise SystemExit(0 if r <= 1.2 else 1)"
