#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster for the benchmark, in a new directory /tmp/bench-pg.XXXXXX,
# on a free port, and prints two shell assignments on stdout (progress goes to stderr):
#   export BENCH_PG_DIR=/tmp/bench-pg.abc123
#   export DATABASE_URL=postgresql://postgres@127.0.0.1:PORT/postgres
# Use:  eval "$(bench/start-postgres.sh)"   ...   bench/stop-postgres.sh "$BENCH_PG_DIR"
#
# Settings for a 2-core / 24 GiB machine. fsync (and full_page_writes) start OFF so the bulk load does
# not wait on the disk; `bench/start-postgres.sh --durable` starts with them on, and
# `bench/pg-durable.sh` switches them on (reload + CHECKPOINT) after the load and before measuring.
# Reads do not depend on fsync; the measurements run with it on.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
FSYNC=off
[ "${1:-}" = "--durable" ] && FSYNC=on

[ -x "$PG_BIN/initdb" ] || { echo "No PostgreSQL 15 binaries in $PG_BIN" >&2; exit 1; }

DIR=$(mktemp -d /tmp/bench-pg.XXXXXX)
AS=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$DIR"
  AS=(runuser -u postgres --) # initdb refuses to run as root
fi
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

"${AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log"

cat >>"$DIR/data/postgresql.conf" <<EOF

# ---- bench/start-postgres.sh (2 cores, 24 GiB RAM) ----
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$DIR'
max_connections = 200
shared_buffers = 2GB
effective_cache_size = 16GB
work_mem = 16MB
maintenance_work_mem = 1GB
max_parallel_workers_per_gather = 2
max_parallel_maintenance_workers = 2
random_page_cost = 1.1
effective_io_concurrency = 200
wal_level = minimal
max_wal_senders = 0
max_wal_size = 16GB
checkpoint_timeout = 30min
fsync = $FSYNC
full_page_writes = $FSYNC
log_min_duration_statement = -1
EOF

"${AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w start >/dev/null
echo "PostgreSQL 15 started: $DIR (port $PORT, fsync $FSYNC)" >&2
echo "export BENCH_PG_DIR=$DIR"
echo "export DATABASE_URL=postgresql://postgres@127.0.0.1:$PORT/postgres"
