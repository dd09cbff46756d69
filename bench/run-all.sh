#!/usr/bin/env bash
# The whole benchmark, from nothing to the verdict, and back to nothing:
#   build → throwaway PostgreSQL 15 → generate.ts → fsync on + CHECKPOINT → pgbench SQL from the
#   server code → the built server on a free port → load.ts → stop the server → pgbench.sh →
#   summary → stop PostgreSQL (its directory is removed).
# Only the processes this script started are stopped (the server by its PID, the cluster by pg_ctl).
#
#   bench/run-all.sh   (env: BENCH_DURATION, BENCH_WARMUP, BENCH_CONCURRENCY, BENCH_SCALE;
#                       BENCH_PROPOSAL=1 also measures bench/pgbench/proposal/*.sql, without and with an index)
# Logs: bench/out/run-<time>/ (generate.log, server.log, load.log, pgbench.log, summary.md).
set -euo pipefail
cd "$(dirname "$0")/.."

RUN="bench/out/run-$(date -u +%Y-%m-%dT%H-%M-%SZ)"
mkdir -p "$RUN"
SERVER_PID=""
BENCH_PG_DIR=""
SERVER_DATA=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true
  fi
  [ -n "$SERVER_DATA" ] && rm -rf "$SERVER_DATA"
  [ -n "$BENCH_PG_DIR" ] && bench/stop-postgres.sh "$BENCH_PG_DIR" || true
}
trap cleanup EXIT

# The machine may be shared: the load average is printed at every step (it is in the logs).
step() { printf '\n== %s  (load average %s)\n' "$1" "$(cut -d ' ' -f 1-3 /proc/loadavg)"; }
quiet() { grep -v 'Unknown user config' || true; } # npm's harmless warning on every npx
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

step "build"
BUILD_START=$(date +%s)
if ! npm run -s build >"$RUN/build.log" 2>&1; then
  # The web app may be mid-edit by someone else; the API benchmark needs only the server bundle.
  if [ "$(stat -c %Y apps/server/dist/main.js 2>/dev/null || echo 0)" -ge "$BUILD_START" ]; then
    echo "npm run build failed after the server was built (see $RUN/build.log); going on with the server bundle"
  else
    cat "$RUN/build.log" >&2; exit 1
  fi
fi

step "PostgreSQL"
eval "$(bench/start-postgres.sh)"

step "generate"
npx tsx bench/generate.ts 2>&1 | quiet | tee "$RUN/generate.log"
bench/pg-durable.sh

step "pgbench SQL from the server code"
npx tsx bench/pgbench/make-sql.ts 2>&1 | quiet

step "server"
PORT=$(free_port)
SERVER_DATA=$(mktemp -d /tmp/bench-server.XXXXXX)
DATABASE_URL="$DATABASE_URL" PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$SERVER_DATA" \
  JWT_SECRET="bench-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
  node apps/server/dist/main.js >"$RUN/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$PORT/api/v2/health" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$RUN/server.log" >&2; exit 1; }
  sleep 0.2
done
echo "server PID $SERVER_PID on port $PORT (database pool: ${DATABASE_POOL_SIZE:-10} connections, log level ${LOG_LEVEL:-info})"

step "load (API)"
BENCH_URL="http://127.0.0.1:$PORT" npx tsx bench/load.ts 2>&1 | quiet | tee "$RUN/load.log"
kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=""

step "pgbench (database ceiling)"
bench/pgbench.sh | tee "$RUN/pgbench.log"

if [ "${BENCH_PROPOSAL:-0}" = 1 ]; then
  # The rewrites the README proposes, on the same data: as they are, then with one more index.
  step "pgbench of the proposed SQL (bench/pgbench/proposal)"
  BENCH_PGBENCH_DIR=bench/pgbench/proposal bench/pgbench.sh | tee "$RUN/pgbench-proposal.log"
  step "pgbench of the proposed SQL + index meters (building_id, physical_medium, status)"
  psql "$DATABASE_URL" -qc 'CREATE INDEX bench_meters_building_medium_idx ON meters (building_id, physical_medium, status)' \
    -c 'ANALYZE meters'
  BENCH_PGBENCH_DIR=bench/pgbench/proposal BENCH_OUT_PREFIX=proposal-index-pgbench bench/pgbench.sh |
    tee "$RUN/pgbench-proposal-index.log"
fi

step "summary"
npx tsx bench/summary.ts 2>&1 | quiet | tee "$RUN/summary.md"
echo "logs in $RUN"
