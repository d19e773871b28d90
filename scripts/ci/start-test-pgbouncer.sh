#!/usr/bin/env bash
# A throwaway PgBouncer from Debian's packages in front of the test Postgres (start-test-postgres.sh), in transaction
# mode: what Neon's and Supabase's poolers give Netlify functions (docs/database-pooler.md). Usage:
#   start-test-pgbouncer.sh postgres://user[:password]@host:port/db
# Any database name of that server is reachable through it. Prints two lines: its URL (same user and database, for
# TEST_POSTGRES_POOLER_URL) and the command that stops it and removes its files.
set -euo pipefail
postgres_url="${1:?usage: start-test-pgbouncer.sh POSTGRES_URL}"
if ! command -v pgbouncer >/dev/null 2>&1 && [ ! -x /usr/sbin/pgbouncer ]; then
  apt-get update -qq >&2
  # Debian's package starts its own service where systemd runs; this script never uses it.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
fi
bin=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)
# host, port, user, password and database of the Postgres URL, one a line
mapfile -t parts < <(node -e '
  const u = new URL(process.argv[1]);
  for (const v of [u.hostname, u.port || "5432", decodeURIComponent(u.username), decodeURIComponent(u.password), u.pathname.slice(1) || "postgres"]) console.log(v);
' "$postgres_url")
pg_host=${parts[0]} pg_port=${parts[1]} pg_user=${parts[2]} pg_password=${parts[3]} pg_database=${parts[4]}
dir=$(mktemp -d /tmp/mirai-test-pgbouncer.XXXXXX)
# A free port: another pooler (or an earlier run's) may hold the usual one.
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
# auth_type trust still wants the user in the auth file; a password there is what PgBouncer gives the server if it asks.
printf '"%s" "%s"\n' "$pg_user" "$pg_password" >"$dir/userlist.txt"
# Pool sizes as docs/database-pooler.md asks of a production pooler, scaled to the test server's max_connections=50:
# at most 20 server connections per database, 40 in all, so a race test never meets "too many clients".
cat >"$dir/pgbouncer.ini" <<EOF
[databases]
* = host=$pg_host port=$pg_port
[pgbouncer]
pool_mode = transaction
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir = $dir
auth_type = trust
auth_file = $dir/userlist.txt
admin_users = $pg_user
max_client_conn = 500
default_pool_size = 20
max_user_connections = 40
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
EOF
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
# PgBouncer refuses to run as root: as the Postgres script does, run it as the postgres user.
[ "$(id -u)" = 0 ] && chown -R postgres "$dir"
run "$bin -d $dir/pgbouncer.ini" >/dev/null
for _ in $(seq 1 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
  sleep 0.1
done
if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  cat "$dir/pgbouncer.log" >&2 || true
  echo "pgbouncer did not start on 127.0.0.1:$port" >&2
  exit 1
fi
auth="$pg_user"
[ -n "$pg_password" ] && auth="$pg_user:$(node -e 'console.log(encodeURIComponent(process.argv[1]))' "$pg_password")"
echo "postgres://$auth@127.0.0.1:$port/$pg_database"
echo "kill \$(cat $dir/pgbouncer.pid) 2>/dev/null; sleep 0.2; rm -rf $dir"
