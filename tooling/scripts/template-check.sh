#!/usr/bin/env bash
# The new-game template, as a developer meets it: in a throwaway copy of the workspace, generate the
# game twice with `pnpm new-game` — bare, and with every optional part (--with worker,links) — under
# ids with digits and dashes, let them register themselves in the app, check each as generated
# (prettier --check, typecheck, lint, its unit tests), build the app, and run both generated
# end-to-end tests in Chromium (open from the launcher, play, reload and resume, watch, quit with
# nothing left behind; the flags' parts too). The copy is removed afterwards, even on failure, so the
# working tree is never touched; the result goes to tooling/.e2e-report.json, which the closing
# "N passed, N failed" line adds up (a step that fails before the test runs counts as one failure).
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
REPORT="$ROOT/tooling/.e2e-report.json"
BARE=tpl-check-1
FULL=tpl-check-2-full
NAME="the generated games (pnpm new-game $BARE, and $FULL --with worker,links)"
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
  package.json pnpm-workspace.yaml pnpm-lock.yaml .prettierrc.json turbo.json tsconfig.json eslint.workspace.js tooling packages apps 2>/dev/null | tar -C "$WORK" -xf - ||
  fail "could not copy the workspace"

cd "$WORK" || fail "no copy"
phase "workspace copied to $WORK"
export CI=true TURBO_TELEMETRY_DISABLED=1
# new-game edits the workspace its own file is in (the copy); tsx comes from the real tree's install.
(cd "$ROOT" && node --import tsx "$WORK/tooling/scripts/new-game.ts" "$BARE" "Template Check" --no-install >/dev/null) || fail "pnpm new-game $BARE failed"
(cd "$ROOT" && node --import tsx "$WORK/tooling/scripts/new-game.ts" "$FULL" "Template Check Full" --with worker,links --no-install >/dev/null) ||
  fail "pnpm new-game $FULL --with worker,links failed"
pnpm install --offline --no-frozen-lockfile --reporter=silent >/dev/null 2>&1 || fail "pnpm install --offline failed in the copy"
phase "generated packages/$BARE and packages/$FULL, registered and installed"
# As generated, each game passes the workspace's formatting check (new-game formats what it writes),
# its typecheck, its lint and its unit tests. The two games are type-checked as one program (the
# first game's tsconfig.json with both games' files: its options are the second's, as the cmp
# makes sure) and linted in one run (each game's own eslint.config.js, with the types of the
# workspace program, as `pnpm lint:workspace` does), so core's sources are read once for both
# rather than once per game.
pnpm exec prettier --check "packages/$BARE" "packages/$FULL" "apps/pwa/e2e/$BARE.e2e.ts" "apps/pwa/e2e/$FULL.e2e.ts" apps/pwa/src/games.ts apps/pwa/package.json \
  >"$WORK/prettier.log" 2>&1 || {
  tail -n 20 "$WORK/prettier.log" >&2
  fail "a generated game is not formatted (prettier --check)"
}
node -e 'const fs = require("node:fs"); const [bare, full] = process.argv.slice(1);
  const read = (id) => JSON.parse(fs.readFileSync(`packages/${id}/tsconfig.json`, "utf8"));
  const { include, ...options } = read(bare);
  const { include: _, ...fullOptions } = read(full);
  if (JSON.stringify(options) !== JSON.stringify(fullOptions)) throw new Error("the games tsconfig.json differ beyond include");
  const both = { extends: "./tsconfig.json", include: [...include, ...include.map((entry) => `../${full}/${entry}`)] };
  fs.writeFileSync(`packages/${bare}/tsconfig.both.json`, JSON.stringify(both));' "$BARE" "$FULL" ||
  fail "could not type-check the games as one program (their tsconfig.json differ?)"
check() {
  local log=$1 what=$2
  shift 2
  "$@" >"$WORK/$log.log" 2>&1 || {
    tail -n 30 "$WORK/$log.log" >&2
    fail "$what fails as generated"
  }
}
check typecheck "packages/$BARE and packages/$FULL: typecheck" pnpm exec tsc --noEmit -p "packages/$BARE/tsconfig.both.json"
# The app with both games registered: the app's build does not check types (Vite only strips
# them; the workspace typecheck does it in CI), so its program is checked here.
check app-typecheck "apps/pwa with both games registered: typecheck" pnpm --dir apps/pwa exec tsc --noEmit -p tsconfig.json
phase "both games and the app with them pass prettier and typecheck"
check lint "packages/$BARE and packages/$FULL: lint" tooling/node_modules/.bin/eslint --config eslint.workspace.js --max-warnings 0 "packages/$BARE" "packages/$FULL"
phase "both games pass lint"
for id in "$BARE" "$FULL"; do
  check "$id-test" "packages/$id: test" pnpm --dir "packages/$id" run test
done
phase "both games pass their tests"
(cd apps/pwa && pnpm run build >"$WORK/build.log" 2>&1) || {
  tail -n 30 "$WORK/build.log" >&2
  fail "the app did not build with the generated games registered"
}

phase "app built"
# A free port: another run of the e2e suite may hold the default one.
PORT=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')
(cd apps/pwa && E2E_PORT=$PORT node --experimental-websocket --import tsx e2e/run.ts "$BARE.e2e.ts" "$FULL.e2e.ts")
status=$?
if [ -f apps/pwa/.e2e-report.json ]; then
  cp apps/pwa/.e2e-report.json "$REPORT"
else
  fail "the e2e runner wrote no report"
fi
echo "template-check: $(($(date +%s) - started)) s"
exit $status
