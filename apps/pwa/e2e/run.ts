// Runs the end-to-end tests against the built app (`vite build` first) and writes
// .e2e-report.json in the shape the test summary adds up. Every `*.e2e.ts` file in this folder
// is a suite (the shell's and one per game); `pnpm e2e -- tetris` runs the suites whose file name
// contains "tetris".
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Preview, type E2eTest } from "./harness.ts";

const appDir = join(import.meta.dirname, "..");
const only = process.argv.slice(2).filter((a) => a !== "--");
const files = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith(".e2e.ts") && (only.length === 0 || only.some((o) => name.includes(o))))
  .sort((a, b) => (a === "shell.e2e.ts" ? -1 : b === "shell.e2e.ts" ? 1 : a.localeCompare(b)));
const suites: { file: string; tests: E2eTest[] }[] = [];
for (const file of files) suites.push({ file, tests: ((await import(pathToFileURL(join(import.meta.dirname, file)).href)) as { tests: E2eTest[] }).tests });

const preview = new Preview();
const results: { name: string; status: "passed" | "failed"; error?: string; ms: number }[] = [];

await preview.start(appDir);
try {
  for (const { file, tests } of suites) {
    console.log(file);
    for (const test of tests) {
      const started = Date.now();
      try {
        await test.run(preview, appDir);
        results.push({ name: `${file}: ${test.name}`, status: "passed", ms: Date.now() - started });
        console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        results.push({ name: `${file}: ${test.name}`, status: "failed", error: message, ms: Date.now() - started });
        console.log(`  ✗ ${test.name}\n${message}`);
      }
    }
  }
} finally {
  preview.stop();
}

const passed = results.filter((r) => r.status === "passed").length;
const failed = results.length - passed;
writeFileSync(join(appDir, ".e2e-report.json"), JSON.stringify({ numPassedTests: passed, numFailedTests: failed, tests: results }, null, 2));
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || results.length === 0 ? 1 : 0;
