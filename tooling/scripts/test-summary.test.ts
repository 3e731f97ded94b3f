import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The closing summary CI ends with: each report's counts, a line for every test that failed or
// passed only on a second try, then "N passed, N failed". It reads the reports of the workspace it
// sits in (two folders up), so each test gives it a throwaway workspace of its own.
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function summarise(reports: Record<string, unknown>, checks?: string): { out: string; code: number } {
  const root = mkdtempSync(join(tmpdir(), "test-summary-"));
  made.push(root);
  mkdirSync(join(root, "tooling/scripts"), { recursive: true });
  copyFileSync(join(import.meta.dirname, "test-summary.mjs"), join(root, "tooling/scripts/test-summary.mjs"));
  for (const [path, report] of Object.entries(reports)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(report));
  }
  const args = [join(root, "tooling/scripts/test-summary.mjs")];
  if (checks !== undefined) {
    writeFileSync(join(root, "checks.tsv"), checks);
    args.push("--checks", join(root, "checks.tsv"));
  }
  try {
    return { out: execFileSync(process.execPath, args, { encoding: "utf8" }), code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; status: number };
    return { out: failed.stdout, code: failed.status };
  }
}

describe("test-summary.mjs", () => {
  it("names each failed test with the first line of its error, above the closing line, and exits 1", () => {
    const { out, code } = summarise({
      "packages/game/.vitest-report.json": {
        numPassedTests: 1,
        numFailedTests: 1,
        testResults: [
          {
            name: "/x/packages/game/src/rules.test.ts",
            status: "failed",
            assertionResults: [
              { fullName: "rules > scores a line", status: "failed", failureMessages: ["AssertionError: expected 100 to be 40\n    at rules.test.ts:9"] },
              { fullName: "rules > moves", status: "passed" },
            ],
          },
        ],
      },
      "apps/pwa/.e2e-report.json": {
        numPassedTests: 1,
        numFailedTests: 1,
        tests: [
          { name: "game.e2e.ts: plays", status: "failed", error: "Error: no result panel\n    at harness.ts:1", ms: 9 },
          { name: "game.e2e.ts: opens", status: "passed", ms: 9 },
        ],
      },
    });
    const lines = out.trim().split("\n");
    expect(lines.slice(-3)).toEqual([
      "failed: packages/game/.vitest-report.json: rules > scores a line: AssertionError: expected 100 to be 40",
      "failed: apps/pwa/.e2e-report.json: game.e2e.ts: plays: Error: no result panel",
      "2 passed, 2 failed",
    ]);
    expect(code).toBe(1);
  });

  it("counts a suite that did not load as a failure and says why", () => {
    const { out, code } = summarise({
      "packages/game/.vitest-report.json": {
        numPassedTests: 4,
        numFailedTests: 0,
        testResults: [{ name: "/x/packages/game/src/broken.test.ts", status: "failed", message: "\nSyntaxError: Unexpected token", assertionResults: [] }],
      },
    });
    expect(out).toMatch(/^failed: packages\/game\/.vitest-report.json: \S*broken.test.ts: SyntaxError: Unexpected token$/m);
    expect(out.trim().split("\n").at(-1)).toBe("4 passed, 1 failed");
    expect(code).toBe(1);
  });

  it("lists a test that passed on its second try with its first failure, and still passes the run", () => {
    const { out, code } = summarise({
      "apps/pwa/.e2e-report.json": {
        numPassedTests: 2,
        numFailedTests: 0,
        tests: [
          { name: "game.e2e.ts: plays", status: "passed", firstTry: "TimeoutError: waiting for the result panel\n    at harness.ts:1", ms: 9 },
          { name: "game.e2e.ts: opens", status: "passed", ms: 9 },
        ],
      },
    });
    expect(out.trim().split("\n").slice(-2)).toEqual([
      "passed on a second try: apps/pwa/.e2e-report.json: game.e2e.ts: plays: the first try said TimeoutError: waiting for the result panel",
      "2 passed, 0 failed",
    ]);
    expect(code).toBe(0);
  });

  it("counts the checks that leave no report, naming a failed one with what it said", () => {
    const vitest = { numPassedTests: 3, numFailedTests: 0, testResults: [] };
    const checks = "format\tpassed\t\nlint (workspace)\tfailed\t  93:35  error  This assertion is unnecessary\ntypecheck (workspace)\tpassed\t\n";
    const { out, code } = summarise({ "packages/game/.vitest-report.json": vitest }, checks);
    expect(out.trim().split("\n").slice(-3)).toEqual([
      "checks: 2 passed, 1 failed",
      "failed: checks: lint (workspace): 93:35  error  This assertion is unnecessary",
      "5 passed, 1 failed",
    ]);
    expect(code).toBe(1);
    expect(summarise({ "packages/game/.vitest-report.json": vitest }, "format\tpassed\t\n").out.trim().split("\n").at(-1)).toBe("4 passed, 0 failed");
  });

  it("fails a run in which nothing ran", () => {
    const { out, code } = summarise({});
    expect(out.trim()).toBe("0 passed, 0 failed");
    expect(code).toBe(1);
  });
});
