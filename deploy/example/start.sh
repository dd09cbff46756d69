#!/usr/bin/env bash
# The portal as it runs for many users: PostgreSQL (a throwaway cluster unless DATABASE_URL is
# given), PgBouncer in transaction mode in front of it, two server processes, and HAProxy balancing them
# round-robin on PORT (default 8088) with health checks on GET /api/v2/health. Builds nothing (run
# `npm run build` first); installs pgbouncer and haproxy (Debian packages) when missing; seeds the demo
# data once into an empty database. Everything it starts is noted in STATE_DIR for stop.sh. The last line
# it prints is the portal's URL.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PORT=${PORT:-8088}
STATE_DIR=${STATE_DIR:-/tmp/portal-deploy-example}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
SERVERS=${SERVERS:-2}
log() { echo "$*" >&2; }
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
as_postgres() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

[ -f "$ROOT/apps/server/dist/main.js" ] || { log "No server build: run 'npm run build' first."; exit 1; }
[ -e "$STATE_DIR/started" ] && { log "Already started ($STATE_DIR); run deploy/example/stop.sh first."; exit 1; }
for tool in pgbouncer haproxy; do
  if ! command -v "$tool" >/dev/null && ! [ -x "/usr/sbin/$tool" ]; then
    log "Installing $tool (Debian package)…"
    [ "$(id -u)" = "0" ] || { log "Needs root to install $tool: apt-get install -y $tool"; exit 1; }
    apt-get install -y "$tool" >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y "$tool" >/dev/null; }
  fi
done
mkdir -p "$STATE_DIR"
[ "$(id -u)" = "0" ] && chown postgres "$STATE_DIR"
touch "$STATE_DIR/started"
# A start that fails half-way stops what it had started.
trap 'log "Start failed; stopping what was started (logs were in $STATE_DIR)."; STATE_DIR=$STATE_DIR bash "$ROOT/deploy/example/stop.sh"' ERR

# PostgreSQL: the given one, or a throwaway cluster in STATE_DIR/pg.
if [ -z "${DATABASE_URL:-}" ]; then
  PG_PORT=$(free_port)
  as_postgres "$PG_BIN/initdb" -D "$STATE_DIR/pg" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  cat >>"$STATE_DIR/pg/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $PG_PORT
unix_socket_directories = '$STATE_DIR'
max_connections = 100
shared_buffers = 512MB
CONF
  as_postgres "$PG_BIN/pg_ctl" -D "$STATE_DIR/pg" -l "$STATE_DIR/postgresql.log" -w start >/dev/null
  as_postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres portal
  # PgBouncer does not carry the servers' `SET jit = off` per client: the database sets it (operations.md).
  as_postgres "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d portal -qc "ALTER DATABASE portal SET jit = off"
  DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/portal"
  log "PostgreSQL: throwaway cluster on port $PG_PORT ($STATE_DIR/pg)"
fi
# The servers reach the database only through PgBouncer; the database's own address goes into its config.
DB=$(node -e "const u=new URL(process.argv[1]);const d=decodeURIComponent;console.log([u.hostname||'127.0.0.1',u.port||5432,d(u.pathname.slice(1))||'postgres',d(u.username)||'postgres',d(u.password)].join(' '))" "$DATABASE_URL")
read -r DB_HOST DB_PORT DB_NAME DB_USER DB_PASSWORD <<<"$DB"

# Migrations and the demo data, once, directly (not through the pooler); a database with data is kept.
DATABASE_URL=$DATABASE_URL DATA_DIR="$STATE_DIR/seed" node "$ROOT/apps/server/dist/seed-demo.js" >&2 ||
  log "(the database holds data already: not seeded)"

BOUNCER_PORT=$(free_port)
cat >"$STATE_DIR/pgbouncer.ini" <<CONF
[databases]
portal = host=$DB_HOST port=$DB_PORT dbname=$DB_NAME user=$DB_USER ${DB_PASSWORD:+password=$DB_PASSWORD}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir =
auth_type = trust
auth_file = $STATE_DIR/pgbouncer-users.txt
pool_mode = transaction
default_pool_size = 20
max_client_conn = 500
logfile = $STATE_DIR/pgbouncer.log
pidfile = $STATE_DIR/pgbouncer.pid
CONF
echo "\"$DB_USER\" \"\"" >"$STATE_DIR/pgbouncer-users.txt"
[ "$(id -u)" = "0" ] && chown postgres "$STATE_DIR"/pgbouncer*
as_postgres pgbouncer -d "$STATE_DIR/pgbouncer.ini"
log "PgBouncer (transaction mode) on port $BOUNCER_PORT"

# Two (SERVERS) processes sharing the secret and the photos (in the database).
SECRET=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")
PUBLIC_URL="http://localhost:$PORT" # the balancer's address, in every url the API writes
BACKENDS=""
SERVER_PORTS=""
for n in $(seq 1 "$SERVERS"); do
  SERVER_PORT=$(free_port)
  mkdir -p "$STATE_DIR/server$n"
  DATABASE_URL="postgresql://$DB_USER@127.0.0.1:$BOUNCER_PORT/portal" DATA_DIR="$STATE_DIR/server$n" \
    PORT=$SERVER_PORT JWT_SECRET=$SECRET IMAGE_STORE=database TRUST_PROXY=true DRAIN_SECONDS=3 \
    PUBLIC_URL=$PUBLIC_URL setsid node "$ROOT/apps/server/dist/main.js" \
    >"$STATE_DIR/server$n.log" 2>&1 &
  echo $! >"$STATE_DIR/server$n.pid"
  BACKENDS+="    server s$n 127.0.0.1:$SERVER_PORT check"$'\n'
  SERVER_PORTS+=" $SERVER_PORT"
  log "server $n: pid $(cat "$STATE_DIR/server$n.pid"), port $SERVER_PORT"
done

status() { curl -s --noproxy '*' --max-time 2 -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1/api/v2/health" || true; }
# Each process healthy before the balancer starts: HAProxy marks a process that refuses its first check as
# down and takes two more checks to bring it back.
for port in $SERVER_PORTS; do
  for _ in $(seq 1 120); do [ "$(status "$port")" = "200" ] && break; sleep 0.5; done
done

cat >"$STATE_DIR/haproxy.cfg" <<CONF
defaults
    mode http
    timeout connect 2s
    timeout client 5m
    timeout server 5m
    option forwardfor
    # A request that could not reach a process goes to the other. Only then: a request a process took and
    # died with is not sent again (a write it committed would be doubled); the client sees 502 and may
    # retry with its Idempotency-Key.
    retries 2
    option redispatch
    retry-on conn-failure
frontend portal
    bind 127.0.0.1:$PORT
    default_backend servers
backend servers
    balance roundrobin
    # Which process answered (the deploy e2e checks that both do).
    http-response set-header X-Served-By %s
    option httpchk GET /api/v2/health
    http-check expect status 200
    default-server inter 1s fall 2 rise 2
$BACKENDS
CONF
# In the foreground of a process of its own (not daemon mode), so that its PID and its messages are ours.
setsid haproxy -db -f "$STATE_DIR/haproxy.cfg" >"$STATE_DIR/haproxy.log" 2>&1 &
echo $! >"$STATE_DIR/haproxy.pid"
log "HAProxy on port $PORT, round-robin over $SERVERS processes"

# Ready when the balancer answers four health checks in a row (each process at least twice).
in_a_row=0
for _ in $(seq 1 120); do
  if [ "$(status "$PORT")" = "200" ]; then in_a_row=$((in_a_row + 1)); else in_a_row=0; fi
  [ "$in_a_row" -ge 4 ] && break
  sleep 0.5
done
if [ "$in_a_row" -lt 4 ]; then
  log "The portal did not answer on port $PORT (last status: $(status "$PORT")); HAProxy and the servers' last lines:"
  kill -0 "$(cat "$STATE_DIR/haproxy.pid")" 2>/dev/null || log "(HAProxy is not running)"
  tail -n 5 "$STATE_DIR"/haproxy.log "$STATE_DIR"/server*.log >&2
  false # the trap stops what was started
fi
echo "http://localhost:$PORT/portal/"
