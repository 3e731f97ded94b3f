// Runs the end-to-end tests against the built app (`vite build` first) and writes
// .e2e-report.json in the shape the test summary adds up.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { tests } from "./app.e2e.ts";
import { Preview } from "./harness.ts";

const appDir = join(import.meta.dirname, "..");
const preview = new Preview();
const results: { name: string; status: "passed" | "failed"; error?: string; ms: number }[] = [];

await preview.start(appDir);
try {
  for (const test of tests) {
    const started = Date.now();
    try {
      await test.run(preview, appDir);
      results.push({ name: test.name, status: "passed", ms: Date.now() - started });
      console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      results.push({ name: test.name, status: "failed", error: message, ms: Date.now() - started });
      console.log(`  ✗ ${test.name}\n${message}`);
    }
  }
} finally {
  preview.stop();
}

const passed = results.filter((r) => r.status === "passed").length;
const failed = results.length - passed;
writeFileSync(join(appDir, ".e2e-report.json"), JSON.stringify({ numPassedTests: passed, numFailedTests: failed, tests: results }, null, 2));
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
