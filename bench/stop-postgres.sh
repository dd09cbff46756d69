#!/usr/bin/env bash
# Stops the throwaway cluster started by bench/start-postgres.sh and removes its directory.
# Use:  bench/stop-postgres.sh /tmp/bench-pg.XXXXXX   (or with BENCH_PG_DIR set)
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
DIR=${1:-${BENCH_PG_DIR:-}}
case "$DIR" in
  /tmp/bench-pg.*) ;;
  *) echo "usage: bench/stop-postgres.sh /tmp/bench-pg.XXXXXX (a directory made by start-postgres.sh)" >&2; exit 2 ;;
esac
[ -d "$DIR" ] || { echo "$DIR does not exist" >&2; exit 0; }

AS=()
[ "$(id -u)" = "0" ] && AS=(runuser -u postgres --)
if [ -f "$DIR/data/postmaster.pid" ]; then
  "${AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null
fi
rm -rf "$DIR"
echo "PostgreSQL stopped, $DIR removed" >&2
