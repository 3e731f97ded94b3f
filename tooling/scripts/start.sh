#!/usr/bin/env bash
# `pnpm start`: builds the app and serves it on http://127.0.0.1:4173, with the local rooms server
# (apps/server in Miniflare) on 127.0.0.1:8787 for "Play online" — the address a build points at
# unless VITE_ROOMS_URL or the player's setting names another. Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Its own process group, so that stopping the app stops the server's whole tree too.
setsid pnpm --filter @arcade/server server &
server=$!
trap 'kill -- -"$server" 2>/dev/null || true' EXIT INT TERM

pnpm --filter @arcade/pwa start
