# Sourced by the database benchmarks: a PostgreSQL server ($PLOTLINE_PG_URL, or one started here and stopped on
# exit) and the line table of $rows rows made with generate_series (made once, kept for later runs). Sets
# $url, $psql and $table.
if [ -z "${PLOTLINE_PG_URL:-}" ]; then
    eval "$(bash scripts/postgres-test-server.sh)"
    trap 'eval "$PLOTLINE_PG_STOP" >/dev/null' EXIT
fi
url="$PLOTLINE_PG_URL"
psql="psql -X -q -A -t $url"
table="bench_line_$rows"
if [ "$($psql -c "SELECT to_regclass('$table') IS NOT NULL")" != "t" ]; then
    echo "making $table ($rows rows)..." >&2
    $psql -c "CREATE UNLOGGED TABLE $table AS SELECT i::double precision AS t,
              sin(i / 1000000.0) * 10 + (i % 1000) * 0.001 AS v FROM generate_series(1, $rows) AS i"
    $psql -c "VACUUM ANALYZE $table"
fi
