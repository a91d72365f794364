#!/usr/bin/env bash
# A line chart of a big PostgreSQL table (made with generate_series), timed beside the floor of one scan
# (SELECT count(*)) and beside pulling every row through postgres-nio. Prints each time and the ratios.
#
#   bash bench/database.sh [ROWS]        # default 100000000; uses $PLOTLINE_PG_URL, or starts a server
#   PLOTLINE_BENCH_CONFIG=debug bash bench/database.sh 1000000   # a quick check with the debug build
#   PLOTLINE_BENCH_PULL=0 bash bench/database.sh                 # without pulling every row
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-100000000}"
config="${PLOTLINE_BENCH_CONFIG:-release}"
source bench/database-table.sh
swift build -c "$config" --product plotline >/dev/null
# plotline hands a postgres:// chart to plotline-postgres, beside it (where PostgreSQL's driver is).
swift build -c "$config" --product plotline-postgres >/dev/null
swift build -c "$config" --product plotline-pg-pull >/dev/null
bin="$(swift build -c "$config" --show-bin-path)"

now() { date +%s.%N; }
best() { sort -g | head -1; }
# The floor: one scan of the table, three times (the best counts, as for every measurement here).
scan=$(for _ in ${PLOTLINE_BENCH_RUNS:-1 2 3}; do s=$(now); $psql -c "SELECT count(*) FROM $table" >/dev/null; e=$(now); echo "$e - $s" | bc; done | best)
chart=$(for _ in ${PLOTLINE_BENCH_RUNS:-1 2 3}; do s=$(now); "$bin/plotline" render "$url" --table "$table" --x t --y v --mark line --query-timeout 1800 \
        -o /tmp/plotline-bench-line.svg; e=$(now); echo "$e - $s" | bc; done | best)
# PLOTLINE_BENCH_PULL=0 leaves out pulling every row (a debug build takes many minutes for it).
pull=""
if [ "${PLOTLINE_BENCH_PULL:-1}" != 0 ]; then
    pull=$(s=$(now); "$bin/plotline-pg-pull" "$url" "$table" t v >/dev/null; e=$(now); echo "$e - $s" | bc)
fi

ratio() { echo "scale=2; $1 / $2" | bc; }
printf 'rows: %s (PostgreSQL %s, %s build)\n' "$rows" "$($psql -c 'SHOW server_version')" "$config"
printf 'SELECT count(*) (one scan):        %8.2f s\n' "$scan"
printf 'plotline line chart (640 points):  %8.2f s   %sx the scan\n' "$chart" "$(ratio "$chart" "$scan")"
if [ -n "$pull" ]; then
    printf 'every row through postgres-nio:    %8.2f s   %sx the scan, %sx the chart\n' "$pull" "$(ratio "$pull" "$scan")" "$(ratio "$pull" "$chart")"
fi
