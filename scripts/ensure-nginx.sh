#!/usr/bin/env bash
# Makes Debian's nginx available (the load balancer `pnpm start --providers N` and its journey run in
# front of several provider processes) and prints the path of its binary. Safe to run repeatedly.
# nginx runs only as a child process with a generated configuration; the package's own service is
# never started here.
set -euo pipefail

log() { echo "ensure-nginx: $*" >&2; }

if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  log "installing nginx"
  export DEBIAN_FRONTEND=noninteractive
  # Keep the package from starting its own service on port 80 while it installs.
  made_policy=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    made_policy=1
  fi
  apt-get update -qq >&2
  apt-get install -y -qq nginx >&2
  if [ "$made_policy" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi
fi

command -v nginx 2>/dev/null || echo /usr/sbin/nginx
