#!/usr/bin/env bash
# Everything CI checks, in one command: formatting; every package's tests (the project scripts'
# too) and builds; the app's browser tests, and beside them types, lint, the quick dieharder tests
# of the default generator and the new-game template's check (template-check.sh: generated games
# checked, built into the app and their browser tests run); Lighthouse on every route; and the
# summed "N passed, N failed" closing line.
set -uo pipefail
cd "$(dirname "$0")/../.."
export TURBO_TELEMETRY_DISABLED=1

# Reports from an earlier run must not be counted again.
rm -f packages/*/.vitest-report.json apps/*/.vitest-report.json tooling/.vitest-report.json tooling/.e2e-report.json apps/*/.e2e-report.json apps/*/.lighthouse-report.json .dieharder-report.json

status=0
# The checks that leave no test report (formatting, types, lint, the template check) are noted
# here, one line each of name, passed or failed, and the first line of its output that names an
# error, for the closing summary to count (test-summary.mjs --checks).
checks=$(mktemp)
note_check() {
  local error=""
  if [ "$2" = failed ]; then
    error=$(grep -m1 -i -E "error|failed|✖" "$3" | tr '\t' ' ')
    error=${error:-see its output above}
  fi
  printf '%s\t%s\t%s\n' "$1" "$2" "$error" >>"$checks"
}
format_log=$(mktemp)
if pnpm format:check 2>&1 | tee "$format_log"; then note_check format passed; else
  status=1
  note_check format failed "$format_log"
fi
# Two tasks at a time on a 2-core machine: more only makes every test slower (and CPU-bound tests
# that take seconds alone could hit their hang-detection timeouts).
pnpm exec turbo run test build --continue --concurrency=2 || status=1
# Types, lint, the quick dieharder tests and the template check run beside the browser tests at
# the lowest priority: they take only the CPU the browsers leave (the browser tests spend much of
# their time waiting on the page's timers), and none of them writes what the browser tests read
# (the template check works in a throwaway copy with its own preview port). Their output is
# printed when they are done. Types and lint are the workspace's (`pnpm typecheck:workspace`,
# `pnpm lint:workspace`): one program for core, the games, the app and the server, so each file is
# parsed and checked once, where each package's own typecheck and lint (turbo's `typecheck lint`)
# check core's sources again in every package that imports them: 16 tasks, about twice the CPU.
logs=$(mktemp -d)
pids=()
# Starts a check beside the browser tests; its output goes to $logs/<name>, ending with how long
# it took (see finish).
beside() {
  local name=$1
  shift
  nice -n 19 bash -c '"$@"; status=$?; echo "($SECONDS s)"; exit $status' beside "$@" >"$logs/$name" 2>&1 &
  pids+=("$name:$!")
}
# Waits for each check started beside, says whether it passed and prints its output.
finish() {
  local entry name
  for entry in "${pids[@]}"; do
    name=${entry%%:*}
    if wait "${entry#*:}"; then
      echo "$name: passed"
      [ "$name" = dieharder ] || note_check "$name" passed
    else
      status=1
      echo "$name: failed"
      # dieharder's report counts its own tests; a run that failed before writing one is noted.
      [ "$name" = dieharder ] && [ -f .dieharder-report.json ] || note_check "$name" failed "$logs/$name"
    fi
    cat "$logs/$name"
  done
}
beside "typecheck (workspace)" pnpm typecheck:workspace
beside "lint (workspace)" pnpm lint:workspace
beside dieharder bash tooling/scripts/dieharder.sh quick
beside template-check bash tooling/scripts/template-check.sh
# The browser tests run without the unit tests: Chromium and the unit tests competing for two
# cores at the same priority made timings unrepresentative. They run in two lanes
# (apps/pwa/e2e/run.ts); three were tried and were no faster (658 s against 618 s: three browsers
# on two cores slow each other).
pnpm exec turbo run e2e --continue || status=1
finish
rm -rf "$logs"
# Lighthouse (`pnpm --filter @arcade/pwa lighthouse`) on every route (23, about 3 minutes), alone on
# the machine so that its simulated timings measure the app and not the other checks (hence after
# the template check). It prints every route's scores; accessibility and best practices fail the
# run, the performance bars only with LIGHTHOUSE_PERFORMANCE=gate. CHECK_LIGHTHOUSE=each-game
# measures only the launcher and each game's first mode (about 45 s), CHECK_LIGHTHOUSE=0 skips it.
case "${CHECK_LIGHTHOUSE:-all}" in
  0) ;;
  each-game) LIGHTHOUSE_PERFORMANCE="${LIGHTHOUSE_PERFORMANCE:-report}" pnpm --filter @arcade/pwa lighthouse -- --each-game || status=1 ;;
  *) LIGHTHOUSE_PERFORMANCE="${LIGHTHOUSE_PERFORMANCE:-report}" pnpm --filter @arcade/pwa lighthouse || status=1 ;;
esac
node tooling/scripts/test-summary.mjs --checks "$checks" || status=1
rm -f "$checks" "$format_log"
exit $status
