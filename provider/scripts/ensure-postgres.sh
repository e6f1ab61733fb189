#!/usr/bin/env bash
# Makes a local PostgreSQL server available for the provider's money tests and prints its URL.
# CI calls it and exports the printed URL as TEST_DATABASE_URL; it is safe to run repeatedly.
# An argument names another database to make ready (`pnpm start --providers 2` uses casino_site).
set -euo pipefail

database="${1:-casino_test}"
if ! [[ "$database" =~ ^[a-z_][a-z0-9_]*$ ]]; then
  echo "ensure-postgres: invalid database name ${database}" >&2
  exit 2
fi

log() { echo "ensure-postgres: $*" >&2; }

if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi

version="$(ls /usr/lib/postgresql | sort -n | tail -1)"
if ! pg_lsclusters -h 2>/dev/null | awk '{print $1" "$2}' | grep -q "^${version} main$"; then
  log "creating cluster ${version}/main"
  pg_createcluster "${version}" main >&2
fi
if ! pg_lsclusters -h | awk -v v="${version}" '$1==v && $2=="main" {print $4}' | grep -q online; then
  log "starting cluster ${version}/main"
  pg_ctlcluster "${version}" main start >&2
fi

# The cluster may take a moment to accept connections after start.
for _ in $(seq 1 30); do
  if su postgres -c "psql -qtAc 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 1
done

as_postgres() { su postgres -c "psql -qtAc \"$1\""; }
if [ "$(as_postgres "select 1 from pg_roles where rolname='casino'")" != "1" ]; then
  log "creating role casino"
  as_postgres "create role casino login password 'casino' createdb" >/dev/null
fi
if [ "$(as_postgres "select 1 from pg_database where datname='${database}'")" != "1" ]; then
  log "creating database ${database}"
  as_postgres "create database ${database} owner casino" >/dev/null
fi

port="$(pg_lsclusters -h | awk -v v="${version}" '$1==v && $2=="main" {print $3}')"
echo "postgres://casino:casino@127.0.0.1:${port}/${database}"
