#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests and benchmarks: a fresh cluster in a temporary directory,
# listening on 127.0.0.1 only, trust authentication, durability off (fsync, synchronous_commit:
# the data is thrown away anyway, and tests run several times faster). Never use it for real data.
# Text is ordered by byte (collation C). That is the order C.UTF-8 gives (by code point), but
# PostgreSQL 15 compares under C.UTF-8 with strcoll and no abbreviated keys, under C with memcmp.
# Character classes and case (lower, ILIKE, trigrams) stay C.UTF-8's. A million users' ids,
# e-mails and names index in about half the time (docs/benchmarks.md).
#
#   scripts/throwaway-postgres.sh start [port]   prints the cluster's DATABASE_URL on stdout
#   scripts/throwaway-postgres.sh stop  [port]   stops it and deletes its directory
#
# Uses Debian's postgresql (apt-get install -y postgresql). PostgreSQL refuses to run as root: as
# root the cluster belongs to the `postgres` user the package creates.
set -euo pipefail

action=${1:-}
port=${2:-5432}
bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
base=${TMPDIR:-/tmp}/throwaway-postgres-$port
data=$base/data

if [[ -z "$bin" || ! -x "$bin/postgres" ]]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi

as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
  start)
    if [[ -d "$base" ]]; then
      as_owner "$bin/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
      rm -rf "$base"
    fi
    mkdir -p "$base"
    [[ $(id -u) -eq 0 ]] && chown postgres: "$base"
    as_owner "$bin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --lc-collate=C \
      >"$base/initdb.log" 2>&1 || { cat "$base/initdb.log" >&2; exit 1; }
    as_owner "$bin/pg_ctl" -D "$data" -l "$base/server.log" -w -t 30 start -o \
      "-p $port -h 127.0.0.1 -k $base -c fsync=off -c synchronous_commit=off \
       -c full_page_writes=off -c max_connections=300 -c shared_buffers=128MB" >/dev/null \
      || { cat "$base/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [[ -d "$data" ]]; then as_owner "$bin/pg_ctl" -D "$data" -m fast stop >/dev/null || true; fi
    rm -rf "$base"
    ;;
  *)
    echo "usage: $0 start|stop [port]" >&2
    exit 2
    ;;
esac
