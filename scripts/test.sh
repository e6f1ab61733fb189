#!/usr/bin/env bash
# Every unit suite, then the end-to-end suite. The provider's tests run on a real PostgreSQL server (its money
# tests on PGlite as well): TEST_DATABASE_URL, or a local one made ready by provider/scripts/ensure-postgres.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if url="$(bash provider/scripts/ensure-postgres.sh)"; then
    export TEST_DATABASE_URL="$url"
  else
    echo "test: no PostgreSQL server here; the money tests run on PGlite only" >&2
  fi
fi

# The public surfaces remotes depend on: a change without its reviewed API report fails here.
pnpm api-report
pnpm test:unit
pnpm test:e2e
