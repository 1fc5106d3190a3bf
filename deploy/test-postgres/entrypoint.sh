#!/bin/sh
# Initializes a cluster from POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB (as the official
# postgres image does), then runs the server as the postgres user on 0.0.0.0:5432.
# Test settings: no fsync (a test database is thrown away), more connections than the default.
set -eu
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_PASSWORD:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
if [ "${1:-postgres}" != "postgres" ]; then exec "$@"; fi
[ $# -gt 0 ] && shift
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  chown postgres "$pwfile"
  as_postgres initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pwfile" -A scram-sha-256 --auth-local=trust -E UTF8 --locale=C.UTF-8 > /dev/null
  rm -f "$pwfile"
  printf 'host all all 0.0.0.0/0 scram-sha-256\nhost all all ::/0 scram-sha-256\n' >> "$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != "postgres" ]; then
    echo "CREATE DATABASE \"$POSTGRES_DB\" OWNER \"$POSTGRES_USER\";" | as_postgres postgres --single -D "$PGDATA" postgres > /dev/null
  fi
  echo "PostgreSQL init process complete; ready for start up."
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA" \
  -c listen_addresses='*' -c port=5432 -c unix_socket_directories=/var/run/postgresql \
  -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off "$@"
