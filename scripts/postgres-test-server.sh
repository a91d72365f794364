#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the tests and the benchmark, and prints the lines that point
# them at it: `eval "$(bash scripts/postgres-test-server.sh)"` sets PLOTLINE_PG_URL and PLOTLINE_PG_STOP.
#
# The server listens on a socket in a new folder and on 127.0.0.1 (port $PLOTLINE_PG_PORT, default 54329),
# with pg_stat_statements loaded (the tests read from it how many rows each statement sent). Run as root,
# it runs the server as the postgres user. Needs Debian's postgresql and postgresql-contrib.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/initdb" ] || { echo "postgres-test-server: no PostgreSQL server (apt-get install postgresql postgresql-contrib)" >&2; exit 1; }
port="${PLOTLINE_PG_PORT:-54329}"
dir=$(mktemp -d /tmp/plotline-pg.XXXXXX)
chmod 755 "$dir"
as=()
if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$dir"
    as=(runuser -u postgres --)
fi
"${as[@]}" "$bin/initdb" -D "$dir/data" -U plotline --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
cat >> "$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
shared_preload_libraries = 'pg_stat_statements'
pg_stat_statements.track = all
fsync = off
synchronous_commit = off
full_page_writes = off
max_parallel_workers_per_gather = 2
CONF
"${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w start >/dev/null
psql="psql -X -q -h $dir -p $port -U plotline"
$psql -d postgres -c "CREATE DATABASE plotline" >/dev/null
$psql -d plotline -c "CREATE EXTENSION pg_stat_statements" >/dev/null
echo "export PLOTLINE_PG_URL='postgres://plotline@127.0.0.1:$port/plotline'"
echo "export PLOTLINE_PG_SOCKET='$dir'"
echo "export PLOTLINE_PG_STOP='${as[*]} $bin/pg_ctl -D $dir/data -m fast stop'"
