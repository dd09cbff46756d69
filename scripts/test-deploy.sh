#!/usr/bin/env bash
# npm run test:deploy: the end-to-end specs through deploy/example — PgBouncer in transaction
# mode, two server processes, HAProxy — including a process killed while readings are written. Needs the
# build (`npm run build`; npm test makes it) and pgbouncer and haproxy (installed from Debian when missing,
# as root). CI runs it after npm test.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run -s build
env -u DATABASE_URL npx playwright test --config e2e/deploy.config.ts
