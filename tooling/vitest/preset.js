// Vitest settings every package shares. The JSON report is what `tooling/scripts/test-summary.mjs`
// adds up into the closing "N passed, N failed" line, because CI does not read Vitest's own summary.
// Plain JavaScript: Vitest loads configs of workspace packages with Node, which cannot load .ts.

/**
 * @param {{ lineCoverage?: number, coverageExclude?: string[] }} [options]
 *   lineCoverage: minimum line coverage in percent for src/ (checked when run with --coverage);
 *   coverageExclude: files left out of coverage (entry points that only re-export).
 * @returns {import("vitest/config").ViteUserConfig}
 */
export function arcadePreset(options = {}) {
  return {
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      // Generous: exhaustive checks against brute-force references, statistical tests and spawned
      // CLIs run on a 2-core CI machine that is also building and testing other packages.
      // Timeouts catch hangs; speed is measured in benchmarks.
      testTimeout: 120_000,
      // Hooks start servers and browsers (Miniflare, workerd): seconds alone, far more on a loaded machine.
      hookTimeout: 120_000,
      // One module graph per worker, not one per test file: with isolation every file re-imported
      // and re-instrumented the package's sources, about three times the CPU of the tests
      // themselves. The tests keep no state between files (each builds its own games and stores).
      isolate: false,
      reporters: ["default", "json"],
      outputFile: { json: ".vitest-report.json" },
      coverage: {
        provider: "v8",
        include: ["src/**/*.ts"],
        exclude: ["src/**/*.test.ts", ...(options.coverageExclude ?? [])],
        reporter: ["text-summary", "json-summary"],
        ...(options.lineCoverage === undefined ? {} : { thresholds: { lines: options.lineCoverage } }),
      },
    },
  };
}
