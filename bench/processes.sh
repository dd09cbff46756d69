#!/usr/bin/env bash
# One and two server processes (docs/operations.md): starts deploy/example with SERVERS processes on the
# bench database (DATABASE_URL; nothing is seeded into a database with data), then measures the four lists
# at 1 client, each list alone at 20 clients and the reading writes at 1 and 20 clients, sampling where
# the CPU went during every 20-client run (bench/cpu-share.ts), and stops what it started.
#
#   source /tmp/bench-env.sh   # or eval "$(bench/start-postgres.sh)" + generate.ts
#   SERVERS=1 bash bench/processes.sh && SERVERS=2 bash bench/processes.sh
#
# Env: SERVERS (1), BENCH_DURATION (15), BENCH_ENDPOINTS (what runs at 1 client: the four lists), BENCH_EMAIL
# and BENCH_GENERATE_JSON (another generated account, see bench/README.md), PORT (a free one), BENCH_PG_DIR (the cluster's directory, for
# the postmaster's pid), DATABASE_URL. Output: bench/out/processes-<SERVERS>-<time>.txt (and load.ts's and
# write-load.ts's JSON files).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
: "${DATABASE_URL:?set DATABASE_URL}" "${BENCH_PG_DIR:?set BENCH_PG_DIR}"
SERVERS=${SERVERS:-1}
DURATION=${BENCH_DURATION:-15}
PORT=${PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
STATE_DIR=/tmp/bench-processes-$SERVERS
OUT="$ROOT/bench/out/processes-$SERVERS-$(date -u +%Y-%m-%dT%H-%M-%SZ).txt"
mkdir -p "$ROOT/bench/out"
URL=http://127.0.0.1:$PORT
POSTMASTER=$(head -1 "$BENCH_PG_DIR/data/postmaster.pid")

# No reading schedule during the runs (a catch-up run would write requests and take CPU).
READING_SCHEDULE_CRON=${READING_SCHEDULE_CRON:-off} SERVERS=$SERVERS PORT=$PORT STATE_DIR=$STATE_DIR DATABASE_URL=$DATABASE_URL bash "$ROOT/deploy/example/start.sh" 2>>"$OUT.log"
trap 'STATE_DIR=$STATE_DIR bash "$ROOT/deploy/example/stop.sh"' EXIT
servers=$(cat "$STATE_DIR"/server*.pid | paste -sd,)
say() { echo "$*" | tee -a "$OUT"; }
say "SERVERS=$SERVERS on $URL, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

# Samples the CPU from a few seconds in (after sign-in and warm-up) until just before the run ends.
sampled() {
  "$@" >>"$OUT" 2>&1 &
  local client=$!
  sleep 6
  npx tsx "$ROOT/bench/cpu-share.ts" $((DURATION - 4)) "postgres=$POSTMASTER+" "servers=$servers" \
    "pgbouncer=$(cat "$STATE_DIR/pgbouncer.pid")" "haproxy=$(cat "$STATE_DIR/haproxy.pid")" "client=$client+" | tee -a "$OUT"
  wait "$client"
}

cd "$ROOT"
say "--- ${BENCH_ENDPOINTS:-lists}, 1 client"
BENCH_URL=$URL BENCH_CONCURRENCY=1 BENCH_DURATION=$DURATION npx tsx bench/load.ts 2>&1 | tee -a "$OUT"
for list in buildings meters reading_requests readings; do
  say "--- $list, 20 clients"
  sampled env -u BENCH_ENDPOINTS BENCH_URL=$URL BENCH_ENDPOINTS=$list BENCH_CONCURRENCY=20 BENCH_DURATION=$DURATION npx tsx bench/load.ts
done
say "--- reading writes, 1 client"
BENCH_URL=$URL BENCH_CONCURRENCY=1 BENCH_DURATION=$DURATION npx tsx bench/write-load.ts 2>&1 | tee -a "$OUT"
say "--- reading writes, 20 clients"
sampled env BENCH_URL=$URL BENCH_CONCURRENCY=20 BENCH_DURATION=$DURATION npx tsx bench/write-load.ts
say "written $OUT"
