#!/usr/bin/env bash
# How near one scan an exact M4 can come in PostgreSQL with read access only: each pass an exact M4 needs,
# timed alone on the table bench/database.sh makes (best of three), beside SELECT count(*) (one scan).
#
#   bash bench/database-floor.sh [ROWS]     # default 20000000; uses $PLOTLINE_PG_URL, or starts a server
#
# An exact M4 needs three things that depend on each other: the x range (to cut pixel columns), each
# column's lowest and highest x and y, and the rows holding them (their other value, first of equals).
# PostgreSQL has no aggregate that returns a row with its extreme (an arg-min) and, read-only, none can be
# made (CREATE AGGREGATE), so each is a pass over every row. The script prints each pass's ratio to the scan;
# their sum is the floor of any exact M4 there, whatever Plotline sends.
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-20000000}"
source bench/database-table.sh
lo=$($psql -c "SELECT min(t) FROM $table"); hi=$($psql -c "SELECT max(t) FROM $table")
per=$($psql -c "SELECT 2560 / ($hi - $lo)::double precision")
bucket="LEAST(GREATEST(CAST(floor((t - $lo) * $per) AS bigint), 0), 2559)"

# Best of three, in milliseconds, of one statement run after the settings.
best() {
    local best=""
    for _ in 1 2 3; do
        local ms
        ms=$({ echo '\timing on'; echo "BEGIN; $1"; echo "$2;"; echo 'COMMIT;'; } | $psql | sed -n 's/^Time: \([0-9.]*\) ms.*/\1/p' | sort -g | tail -1)
        if [ -z "$best" ] || [ "$(echo "$ms < $best" | bc)" = 1 ]; then best=$ms; fi
    done
    echo "$best"
}
scan=$(best "" "SELECT count(*) FROM $table")
row() { printf '%-62s %9.0f ms %6.2fx\n' "$1" "$2" "$(echo "scale=4; $2 / $scan" | bc)"; }
printf 'rows: %s (PostgreSQL %s)\n' "$rows" "$($psql -c 'SHOW server_version')"
row "SELECT count(*) (one scan, the floor)" "$scan"
row "min and max of x and y, no groups (every row's values read)" "$(best "" "SELECT min(t), max(t), min(v), max(v) FROM $table")"
row "pass 1: the x range and counts (Plotline's statistics)" "$(best "" "SELECT count(*), count(v), min(t), max(t), min(v), max(v), min(ctid) FROM $table")"
row "pass 2: per column min/max x and y, sorted (planner's choice)" "$(best "" "SELECT $bucket, min(t), max(t), min(v), max(v) FROM $table GROUP BY 1")"
row "pass 2: the same hashed in memory (enable_sort off, Plotline)" "$(best "SET LOCAL enable_sort = off;" "SELECT $bucket, min(t), max(t), min(v), max(v) FROM $table GROUP BY 1")"
row "pass 2: one pass with each extreme's row, min(ARRAY[...])" "$(best "SET LOCAL enable_sort = off;" "SELECT $bucket, min(ARRAY[t, v]), max(ARRAY[t, v]), min(ARRAY[v, t]), max(ARRAY[v, t]) FROM $table GROUP BY 1")"
xs=$($psql -c "SELECT '{' || string_agg(a::text || ',' || b::text, ',') || '}' FROM (SELECT min(t) a, max(t) b FROM $table GROUP BY $bucket) q")
ys=$($psql -c "SELECT '{' || string_agg(a::text || ',' || b::text, ',') || '}' FROM (SELECT min(v) a, max(v) b FROM $table GROUP BY $bucket) q")
row "pass 3: the rows holding them, by value (hashed = ANY)" "$(best "" "SELECT count(*) FROM $table WHERE t = ANY('$xs'::float8[]) OR v = ANY('$ys'::float8[])")"
