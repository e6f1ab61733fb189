#!/usr/bin/env bash
# Sets up a fresh machine: pnpm and the workspace's packages; with --with-browser also
# Debian's Chromium and its headless shell (the journeys run in the shell, the benchmark in the full
# browser; Playwright's own browser download does not work here) and Debian's nginx (the load balancer
# in front of several provider processes, for their journey and `pnpm start --providers 2`).
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
log() { echo "setup: $*" >&2; }

if ! command -v pnpm >/dev/null 2>&1; then
  log "installing pnpm ${PNPM_VERSION}"
  npm install -g "pnpm@${PNPM_VERSION}" >&2
fi

# The fonts the visual check's baseline and the drawn art were made with: the same letters on every machine.
FONTS="fonts-dejavu-core fonts-dejavu-extra fonts-liberation"
if [ "${1:-}" = "--with-browser" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ] || ! dpkg -s $FONTS >/dev/null 2>&1; }; then
  log "installing Chromium, its headless shell and the site's test fonts"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium chromium-headless-shell $FONTS >&2
fi

if [ "${1:-}" = "--with-browser" ]; then
  bash scripts/ensure-nginx.sh >/dev/null
fi

pnpm install --frozen-lockfile
