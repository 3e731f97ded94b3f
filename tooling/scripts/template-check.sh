#!/usr/bin/env bash
# The new-game template, as a developer meets it: in a throwaway copy of the workspace, generate a
# game with `pnpm new-game`, let it register itself in the app, build the app, and run the
# generated game's end-to-end test in Chromium (open from the launcher, play, reload and resume,
# watch, quit with nothing left behind). The copy is removed afterwards, even on failure, so the
# working tree is never touched; the result goes to tooling/.e2e-report.json, which the closing
# "N passed, N failed" line adds up (a step that fails before the test runs counts as one failure).
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
REPORT="$ROOT/tooling/.e2e-report.json"
ID=template-check
NAME="the generated game's e2e (pnpm new-game $ID)"
started=$(date +%s)

WORK=$(mktemp -d "${TMPDIR:-/tmp}/arcade-template-check.XXXXXX")
cleanup() { rm -rf "$WORK"; }
trap cleanup EXIT
trap 'exit 130' INT TERM

phase() { echo "template-check: $1 (at $(($(date +%s) - started)) s)"; }

fail() {
  local reason=$1
  echo "template-check: $reason" >&2
  node -e 'const [file, name, error, ms] = process.argv.slice(1);
    require("node:fs").writeFileSync(file, JSON.stringify({ numPassedTests: 0, numFailedTests: 1, tests: [{ name, status: "failed", error, ms: Number(ms) }] }, null, 2));' \
    "$REPORT" "$NAME" "$reason" "$((($(date +%s) - started) * 1000))"
  exit 1
}

rm -f "$REPORT"
# The sources only: no node_modules, builds, reports or git (installed again below from pnpm's store).
tar -C "$ROOT" -cf - --exclude=node_modules --exclude=dist --exclude=coverage --exclude=.turbo --exclude=.git \
  --exclude='.vitest-report.json' --exclude='.e2e-report.json' --exclude='*.tmp.ts' \
  package.json pnpm-workspace.yaml pnpm-lock.yaml .prettierrc.json turbo.json tooling packages apps 2>/dev/null | tar -C "$WORK" -xf - ||
  fail "could not copy the workspace"

cd "$WORK" || fail "no copy"
phase "workspace copied to $WORK"
export CI=true TURBO_TELEMETRY_DISABLED=1
# new-game edits the workspace its own file is in (the copy); tsx comes from the real tree's install.
(cd "$ROOT" && node --import tsx "$WORK/tooling/scripts/new-game.ts" "$ID" "Template Check" --no-install >/dev/null) || fail "pnpm new-game $ID failed"
pnpm install --offline --no-frozen-lockfile --reporter=silent >/dev/null 2>&1 || fail "pnpm install --offline failed in the copy"
phase "generated packages/$ID, registered and installed"
# As generated, the game passes the workspace's formatting check (new-game formats what it writes).
pnpm exec prettier --check "packages/$ID" "apps/pwa/e2e/$ID.e2e.ts" apps/pwa/src/games.ts apps/pwa/package.json >"$WORK/prettier.log" 2>&1 || {
  tail -n 20 "$WORK/prettier.log" >&2
  fail "the generated game is not formatted (prettier --check)"
}
(cd apps/pwa && pnpm run build >"$WORK/build.log" 2>&1) || {
  tail -n 30 "$WORK/build.log" >&2
  fail "the app did not build with the generated game registered"
}

phase "app built"
# A free port: another run of the e2e suite may hold the default one.
PORT=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')
(cd apps/pwa && E2E_PORT=$PORT node --experimental-websocket --import tsx e2e/run.ts "$ID.e2e.ts")
status=$?
if [ -f apps/pwa/.e2e-report.json ]; then
  cp apps/pwa/.e2e-report.json "$REPORT"
else
  fail "the e2e runner wrote no report"
fi
echo "template-check: $(($(date +%s) - started)) s"
exit $status
