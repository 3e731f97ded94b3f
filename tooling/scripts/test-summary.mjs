// Adds up the JSON reports that each package's test run leaves behind (Vitest's
// .vitest-report.json, the e2e runner's, the Lighthouse script's — one test per route — and
// dieharder's reports) and prints the closing line CI reads: "N passed, N failed". Exits 1 if
// anything failed or nothing ran at all.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const REPORTS = [".vitest-report.json", ".e2e-report.json", ".lighthouse-report.json", ".dieharder-report.json"];

function reportFiles() {
  const files = [];
  const folders = [root, join(root, "tooling")];
  for (const group of ["packages", "apps"]) {
    const base = join(root, group);
    if (existsSync(base)) for (const entry of readdirSync(base).sort()) folders.push(join(base, entry));
  }
  for (const folder of folders) for (const name of REPORTS) if (existsSync(join(folder, name))) files.push(join(folder, name));
  return files;
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reportFiles()) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  // Vitest's JSON reporter: numPassedTests, numFailedTests, numPendingTests, numTodoTests.
  // Our own reports use the same three field names.
  const p = report.numPassedTests ?? 0;
  const f = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTests ?? 0);
  const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load counts its file as a failure even when no test ran.
  const broken = (report.testResults ?? []).filter((r) => r.status === "failed" && (r.assertionResults ?? []).length === 0).length;
  console.log(`${relative(root, file)}: ${p} passed, ${f + broken} failed${s ? `, ${s} skipped` : ""}`);
  passed += p;
  failed += f + broken;
  skipped += s;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
