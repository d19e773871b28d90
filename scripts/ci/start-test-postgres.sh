#!/usr/bin/env bash
# A throwaway Postgres server from Debian's packages for the tests that need truly concurrent transactions
# (PGlite runs one at a time): server/entries/enter-schedule.postgres.test.ts. Prints its URL for TEST_POSTGRES_URL.
# Usage: export TEST_POSTGRES_URL="$(bash scripts/ci/start-test-postgres.sh)"; stop with pg_ctl -D <dir>/data stop.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
dir=$(mktemp -d /tmp/mirai-test-postgres.XXXXXX)
port=${TEST_POSTGRES_PORT:-5439}
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
run "$bin/initdb -D $dir/data -A trust -U postgres" >/dev/null
run "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=50' -l $dir/server.log -w start" >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"
