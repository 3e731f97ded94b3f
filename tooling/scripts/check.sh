#!/usr/bin/env bash
# Everything CI checks, in one command: formatting, types, lint, every package's tests (the
# project scripts' too), the app's build and browser tests, Lighthouse on every route of the app,
# the quick dieharder tests of the default generator, a generated game's browser test
# (template-check.sh), and the summed "N passed, N failed" closing line.
set -uo pipefail
cd "$(dirname "$0")/../.."
export TURBO_TELEMETRY_DISABLED=1

# Reports from an earlier run must not be counted again.
rm -f packages/*/.vitest-report.json apps/*/.vitest-report.json tooling/.vitest-report.json tooling/.e2e-report.json apps/*/.e2e-report.json apps/*/.lighthouse-report.json .dieharder-report.json

status=0
pnpm format:check || status=1
# Two tasks at a time on a 2-core machine: more only makes every test slower (and CPU-bound tests
# that take seconds alone could hit their hang-detection timeouts).
pnpm exec turbo run typecheck lint test build --continue --concurrency=2 || status=1
# The browser tests run on their own: Chromium and the unit tests competing for two cores made
# timings unrepresentative.
pnpm exec turbo run e2e --continue || status=1
# Lighthouse (performance, accessibility, best practices) on the built app, one audit per route;
# each route counts as a test in the summary.
pnpm --filter @arcade/pwa lighthouse || status=1
# The new-game template: a game generated in a throwaway copy, built into the app, its e2e run.
bash tooling/scripts/template-check.sh || status=1
bash tooling/scripts/dieharder.sh quick || status=1
node tooling/scripts/test-summary.mjs || status=1
exit $status
