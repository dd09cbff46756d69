#!/usr/bin/env bash
# Stops what deploy/example/start.sh started (by the PIDs it noted in STATE_DIR) and removes STATE_DIR.
set -uo pipefail

STATE_DIR=${STATE_DIR:-/tmp/portal-deploy-example}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
[ -e "$STATE_DIR/started" ] || { echo "Nothing started in $STATE_DIR." >&2; exit 0; }
stop_pid_file() {
  [ -f "$1" ] || return 0
  local pid
  pid=$(cat "$1")
  kill "$pid" 2>/dev/null || return 0
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.2; done
  kill -9 "$pid" 2>/dev/null
}
stop_pid_file "$STATE_DIR/haproxy.pid"
for file in "$STATE_DIR"/server*.pid; do stop_pid_file "$file"; done
stop_pid_file "$STATE_DIR/pgbouncer.pid"
if [ -f "$STATE_DIR/pg/postmaster.pid" ]; then
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$STATE_DIR/pg" -m fast -w stop >/dev/null
  else "$PG_BIN/pg_ctl" -D "$STATE_DIR/pg" -m fast -w stop >/dev/null; fi
fi
rm -rf "$STATE_DIR"
echo "Stopped; $STATE_DIR removed." >&2
