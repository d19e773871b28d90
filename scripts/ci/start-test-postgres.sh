#!/usr/bin/env bash
# A throwaway Postgres server from Debian's packages for the tests that need truly concurrent transactions
# (PGlite runs one at a time): server/**/*.postgres.test.ts. Prints two lines: its URL (for
# TEST_POSTGRES_URL) and the command that stops it and removes its files.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
dir=$(mktemp -d /tmp/mirai-test-postgres.XXXXXX)
# A free port: another server (or an earlier run's) may hold the usual one.
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
run "$bin/initdb -D $dir/data -A trust -U postgres" >/dev/null
run "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=50' -l $dir/server.log -w start" >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"
if [ "$(id -u)" = 0 ]; then
  echo "su postgres -s /bin/bash -c '$bin/pg_ctl -D $dir/data -m fast stop' >/dev/null; rm -rf $dir"
else
  echo "$bin/pg_ctl -D $dir/data -m fast stop >/dev/null; rm -rf $dir"
fi
