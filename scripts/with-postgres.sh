#!/usr/bin/env bash
# Runs a command with a PostgreSQL server of its own: a fresh cluster in a temporary folder,
# listening on 127.0.0.1 and a free port (trust authentication; for tests only), its address in
# TEST_DATABASE_URL. The server is stopped and its folder removed when the command ends.
#   bash scripts/with-postgres.sh npm test
# PostgreSQL's programs come from Debian's packages (postgresql), installed here when missing.
# PostgreSQL refuses to run as root, so as root the cluster belongs to and runs as `nobody`.
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin=$(find_bin)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >/dev/null
  else
    echo "PostgreSQL is not installed: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
  bin=$(find_bin)
fi

folder=$(mktemp -d)
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown nobody "$folder"
port=$(node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")

stop() {
  as_owner "$bin/pg_ctl" -D "$folder/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$folder"
}
trap stop EXIT

as_owner "$bin/initdb" -D "$folder/data" --auth=trust -U postgres --no-sync >/dev/null
as_owner "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -o "-c listen_addresses=127.0.0.1 -p $port -k $folder -c max_connections=200" -w start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') for the tests at $TEST_DATABASE_URL"
"$@"
