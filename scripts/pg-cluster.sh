#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the tests: `scripts/pg-cluster.sh start|stop [DIR] [PORT]`.
# start: initdb (trust, superuser "portal") and pg_ctl start on 127.0.0.1:PORT, then prints
#        TEST_DATABASE_URL=postgres://portal@127.0.0.1:PORT/portal on its last line.
# PostgreSQL refuses to run as root, so as root the cluster runs as the postgres user.
set -euo pipefail
ACTION="${1:?start or stop}"
DIR="${2:-${PG_TEST_DIR:-/tmp/portal-pg}}"
PORT="${3:-${PG_TEST_PORT:-5433}}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$BIN/pg_ctl" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 2; }

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "$ACTION" in
  start)
    if [ ! -f "$DIR/PG_VERSION" ]; then
      mkdir -p "$DIR"
      [ "$(id -u)" -eq 0 ] && chown postgres "$DIR"
      as_owner "'$BIN/initdb' -D '$DIR' -A trust -U portal" >/dev/null
    fi
    if ! as_owner "'$BIN/pg_ctl' -D '$DIR' status" >/dev/null 2>&1; then
      as_owner "'$BIN/pg_ctl' -D '$DIR' -o \"-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" -l '$DIR.log' -w start" >/dev/null
    fi
    "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U portal -d postgres -tAc "select 1 from pg_database where datname = 'portal'" | grep -q 1 \
      || "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U portal portal
    echo "TEST_DATABASE_URL=postgres://portal@127.0.0.1:$PORT/portal"
    ;;
  stop)
    as_owner "'$BIN/pg_ctl' -D '$DIR' -m fast stop" >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop [DIR] [PORT]" >&2; exit 2 ;;
esac
