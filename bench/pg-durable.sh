#!/usr/bin/env bash
# After the bulk load: switch fsync and full_page_writes back on (both reload without a restart) and
# write everything to disk with a CHECKPOINT, so the measurements run on a normally configured server.
# Use:  DATABASE_URL=... bench/pg-durable.sh
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -qAt <<'SQL'
ALTER SYSTEM SET fsync = on;
ALTER SYSTEM SET full_page_writes = on;
\o /dev/null
SELECT pg_reload_conf();
\o
CHECKPOINT;
SELECT 'fsync=' || current_setting('fsync') || ' full_page_writes=' || current_setting('full_page_writes');
SQL
