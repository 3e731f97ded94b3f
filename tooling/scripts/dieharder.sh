#!/usr/bin/env bash
# Feeds `arcade rng --format raw` into Debian's dieharder.
#   dieharder.sh quick [GENERATOR]  a few quick tests (what CI runs); fails on any FAILED result
#                                   and writes .dieharder-report.json for the test summary
#   dieharder.sh full  [GENERATOR]  the whole battery (-a); takes hours, prints a tally at the end
# GENERATOR defaults to xoshiro128**; lcg31 shows what a weak generator does.
set -euo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-quick}
generator=${2:-xoshiro128**}
seed=${DIEHARDER_SEED:-pocket-arcade}
QUICK_TESTS=(0 2 4 100 101 202)

if ! command -v dieharder >/dev/null; then
  echo "dieharder is not installed (apt-get install dieharder, or run tooling/scripts/setup.sh)" >&2
  exit 1
fi

rng() { node --import tsx tooling/scripts/arcade.ts rng --seed "$seed" --generator "$generator" --format raw; }

case "$mode" in
  quick)
    out=$(mktemp)
    for t in "${QUICK_TESTS[@]}"; do rng | dieharder -g 200 -d "$t" | tee -a "$out" | grep -E '\|\s*(PASSED|WEAK|FAILED)'; done
    passed=$(grep -cE '\|\s*(PASSED|WEAK)\s*$' "$out" || true)
    failed=$(grep -cE '\|\s*FAILED\s*$' "$out" || true)
    rm -f "$out"
    printf '{"tool":"dieharder","generator":"%s","seed":"%s","numPassedTests":%d,"numFailedTests":%d}\n' \
      "$generator" "$seed" "$passed" "$failed" > .dieharder-report.json
    echo "dieharder ($generator, seed $seed): $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    ;;
  full)
    out="dieharder-full-${generator//[^a-z0-9]/}.log"
    # -Y 1 re-runs any WEAK result with more samples until it resolves to PASSED or FAILED.
    rng | dieharder -g 200 -a -Y 1 | tee "$out"
    echo "tally for $generator: $(grep -cE '\|\s*PASSED\s*$' "$out") PASSED, $(grep -cE '\|\s*WEAK\s*$' "$out") WEAK, $(grep -cE '\|\s*FAILED\s*$' "$out") FAILED (log: $out)"
    ;;
  *)
    echo "usage: dieharder.sh quick|full [GENERATOR]" >&2
    exit 2
    ;;
esac
