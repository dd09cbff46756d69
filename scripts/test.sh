#!/usr/bin/env bash
# npm test: type check, lint, locale parity, one Vitest run of the unit tests and the API tests on PGlite
# AND a real PostgreSQL, end-to-end tests in Debian's Chromium. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; STEP_START=$(date +%s); }
done_step() { echo "-- $1 passed in $(( $(date +%s) - STEP_START )) s"; }
TOTAL_START=$(date +%s)

step "type check"; npm run -s typecheck; done_step "type check"
step "lint"; npx biome check .; done_step "lint"
step "locale key parity"; node scripts/check-locales.mjs; done_step "locale parity"
step "import boundaries"; node scripts/check-boundaries.mjs --self-test; node scripts/check-boundaries.mjs; done_step "import boundaries"
step "configuration keys read"; node scripts/check-configuration-keys.mjs --self-test; node scripts/check-configuration-keys.mjs; done_step "configuration keys"
step "dependency engines"; node scripts/check-engines.mjs; done_step "dependency engines"

# A real PostgreSQL: TEST_DATABASE_URL, or a throwaway cluster from the machine's binaries.
PG_DIR=""
cleanup() {
  if [ -n "$PG_DIR" ] && [ -f "$PG_DIR/data/postmaster.pid" ]; then
    $PG_AS "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  fi
  [ -n "$PG_DIR" ] && rm -rf "$PG_DIR"
  PG_DIR=""
}
trap cleanup EXIT
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ]; then
    PG_DIR=$(mktemp -d /tmp/portal-pg.XXXXXX)
    PG_AS=""
    if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$PG_DIR"; PG_AS="runuser -u postgres --"; fi
    PG_PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    $PG_AS "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    $PG_AS "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" \
      -o "-k $PG_DIR -p $PG_PORT -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -w start >/dev/null
    export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/postgres"
  else
    echo "No PostgreSQL binaries found (/usr/lib/postgresql/*/bin) and no TEST_DATABASE_URL: API tests run on PGlite only."
  fi
fi

# One run, projects in the root vitest.config.ts sharing the workers: contracts, web (happy-dom), the API
# tests on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
step "unit and API tests (Vitest: contracts, web, API on PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"
npx vitest run
done_step "unit and API tests"
cleanup

step "end-to-end tests (Playwright, Chromium)"
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing (/usr/bin/chromium); install it with: sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi
npm run -s build
# The e2e servers seed fresh embedded databases of their own: never a DATABASE_URL from the shell.
env -u DATABASE_URL npx playwright test --config e2e/playwright.config.ts
done_step "end-to-end tests"

echo
echo "npm test: everything passed in $(( $(date +%s) - TOTAL_START )) s"
