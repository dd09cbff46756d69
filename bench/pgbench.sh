#!/usr/bin/env bash
# The database's own ceiling: the statements of one API request (user look-up, count, page; see
# bench/pgbench/*.sql, generated from the server code by bench/pgbench/make-sql.ts) run through
# pgbench, as the bench scheduler, at the same concurrencies and durations as bench/load.ts.
# The per-statement averages (user look-up, count, page) come from pgbench -r over the whole run.
# One pgbench transaction = one API request's three statements (each in its own implicit transaction,
# as the API sends them), extended protocol with unnamed statements like the pg driver.
#
#   DATABASE_URL=postgresql://… bench/pgbench.sh
# Env: BENCH_DURATION (20), BENCH_WARMUP (3), BENCH_CONCURRENCY (1,20), BENCH_EMAIL, BENCH_ENDPOINTS
#      (a comma list of scripts, default buildings,meters,reading_requests,readings),
#      BENCH_PGBENCH_DIR (bench/pgbench; bench/pgbench/proposal for the README's rewrites), BENCH_OUT_PREFIX.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${DATABASE_URL:?set DATABASE_URL}"
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
DURATION=${BENCH_DURATION:-20}
WARMUP=${BENCH_WARMUP:-3}
CONCURRENCY=${BENCH_CONCURRENCY:-1,20}
EMAIL=${BENCH_EMAIL:-bench-scheduler@bench.example}
# BENCH_PGBENCH_DIR=bench/pgbench/proposal measures the hand-made rewrites the README proposes.
SCRIPTS=${BENCH_PGBENCH_DIR:-bench/pgbench}
THREADS=$(nproc)

read -r USER_ID COMPANY_ID < <(psql "$DATABASE_URL" -qAt -F ' ' -c \
  "SELECT id, company_id FROM users WHERE email = '$EMAIL'")
[ -n "${COMPANY_ID:-}" ] || { echo "No user $EMAIL: run bench/generate.ts first" >&2; exit 1; }
# The authentication look-up checks the token's server session: the newest one of the bench user (the
# load signed in), or a made-up id (then the look-up finds no row, at the same cost).
SESSION_ID=$(psql "$DATABASE_URL" -qAt -c "SELECT coalesce((SELECT id FROM sessions WHERE user_id = '$USER_ID'
  ORDER BY expires_at DESC LIMIT 1), '00000000-0000-4000-8000-000000000000')")
echo "pgbench $SCRIPTS/*.sql as $EMAIL (company $COMPANY_ID), $DURATION s per run after $WARMUP s warm-up"

LOGS=$(mktemp -d /tmp/bench-pgbench.XXXXXX)
trap 'rm -rf "$LOGS"' EXIT
mkdir -p bench/out
PREFIX=pgbench
[ "$SCRIPTS" = bench/pgbench ] || PREFIX="$(basename "$SCRIPTS")-pgbench"
PREFIX=${BENCH_OUT_PREFIX:-$PREFIX}
OUT="bench/out/$PREFIX-$(date -u +%Y-%m-%dT%H-%M-%SZ).json"
ROWS=()

for script in $(echo "${BENCH_ENDPOINTS:-buildings,meters,reading_requests,readings}" | tr , " "); do
  for c in ${CONCURRENCY//,/ }; do
    j=$(( c < THREADS ? c : THREADS ))
    rm -f "$LOGS"/tx*
    # One run of warm-up + measured seconds (no pause between them, as in load.ts); counted are the
    # transactions that END inside the measured window, read from the per-transaction log.
    t0=$(date +%s.%N)
    "$PG_BIN/pgbench" -n -M extended -c "$c" -j "$j" -T $(( WARMUP + DURATION )) -r -l --log-prefix="$LOGS/tx" \
      -D "company=$COMPANY_ID" -D "user=$USER_ID" -D "session=$SESSION_ID" -f "$SCRIPTS/$script.sql" "$DATABASE_URL" >"$LOGS/out.txt" 2>&1 || {
      cat "$LOGS/out.txt" >&2; exit 1; }
    # Log columns: client, transaction, latency (µs), script, end time (s), end time (µs part).
    read -r n mean p50 p95 p99 < <(cat "$LOGS"/tx* | awk -v from="$t0" -v w="$WARMUP" -v d="$DURATION" '
      { end = $5 + $6 / 1e6; if (end >= from + w && end <= from + w + d) print $3 }' | sort -n | awk '
      { v[NR] = $1; s += $1 }
      function at(p) { i = int(NR * p / 100 + 0.999999); if (i < 1) i = 1; return v[i] / 1000 }
      END { if (NR == 0) { print "0 0 0 0 0"; exit } printf "%d %.2f %.2f %.2f %.2f\n", NR, s / NR / 1000, at(50), at(95), at(99) }')
    tps=$(awk -v n="$n" -v d="$DURATION" 'BEGIN { printf "%.2f", n / d }')
    failed=$(sed -n 's/^number of failed transactions: \([0-9]*\).*/\1/p' "$LOGS/out.txt")
    statements=$(sed -n '/statement latencies/,$p' "$LOGS/out.txt" | awk 'NR > 1 && $1 ~ /^[0-9.]+$/ && $0 !~ /\\set/ {printf "%s%s", sep, $1; sep=","}')
    printf '  %-9s c=%-3s %8.1f tps  mean %7.1f ms  p95 %7.1f ms  (per statement, avg ms: %s)\n' \
      "$script" "$c" "$tps" "$mean" "$p95" "$statements"
    ROWS+=("{\"script\":\"$script\",\"concurrency\":$c,\"transactions\":$n,\"failed\":${failed:-0},\"tps\":$tps,\"mean\":$mean,\"p50\":$p50,\"p95\":$p95,\"p99\":$p99,\"statementMs\":[$statements]}")
  done
done

printf '{"date":"%s","scripts":"%s","duration":%s,"warmup":%s,"company":"%s","results":[%s]}\n' \
  "$(date -u +%FT%TZ)" "$SCRIPTS" "$DURATION" "$WARMUP" "$COMPANY_ID" "$(IFS=,; echo "${ROWS[*]}")" >"$OUT"
echo "written $OUT"
