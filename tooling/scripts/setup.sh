#!/usr/bin/env bash
# Sets up a fresh Debian machine with Node 20 for Pocket Arcade: pnpm (through npm, not corepack),
# the Debian packages the tests use (dieharder; Chromium for the app's end-to-end tests) and the
# workspace's dependencies from the lockfile. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/../.."
export DEBIAN_FRONTEND=noninteractive TURBO_TELEMETRY_DISABLED=1 COREPACK_ENABLE_DOWNLOAD_PROMPT=0

PNPM_VERSION=12.21.0
if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  npm install -g "pnpm@$PNPM_VERSION" --allow-scripts=pnpm
fi

APT_PACKAGES=(dieharder chromium fonts-liberation)
missing=()
for p in "${APT_PACKAGES[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

pnpm install --frozen-lockfile --reporter=default
