// Adds up the JSON reports that each package's test run leaves behind (Vitest's
// .vitest-report.json, the e2e runner's, the Lighthouse script's — one test per route — and
// dieharder's reports, and the checks that leave none) and prints the closing line CI reads: "N
// passed, N failed", after a line for each test that failed or passed only on a second try. Exits
// 1 if anything failed or nothing ran.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
/**
 * The checks that leave no report of their own (formatting, types, lint, the template check): a
 * file of lines "name<TAB>passed|failed<TAB>what it said" that check.sh writes and names here as
 * `--checks FILE`, counted like a report's tests so that a failed lint is a failure in the
 * closing line too, not only in the exit status.
 */
const checksAt = process.argv.indexOf("--checks");
const CHECKS = checksAt > 0 ? process.argv[checksAt + 1] : undefined;

function checksReport(file) {
  const tests = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [name, status, error] = line.split("\t");
      return { name, status: status === "passed" ? "passed" : "failed", error: (error ?? "").trim() };
    });
  const failures = tests.filter((t) => t.status === "failed").length;
  return { numPassedTests: tests.length - failures, numFailedTests: failures, tests };
}
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

/** The first line of what a failure said (the rest is in the run's log above). */
const firstLine = (text) =>
  String(text ?? "")
    .split("\n")
    .find((line) => line.trim() !== "") ?? "";

/**
 * The tests a report failed, and those that passed only on a second try (the e2e runner's
 * `firstTry`), as lines naming the report, the test and what it said: listed again just above the
 * closing line so that one look at the end of a long log says what went wrong where.
 */
function notable(report, where) {
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const assertions = suite.assertionResults ?? [];
    if (suite.status === "failed" && assertions.length === 0) lines.push(`failed: ${where}: ${relative(root, suite.name ?? "")}: ${firstLine(suite.message)}`);
    for (const test of assertions)
      if (test.status === "failed") lines.push(`failed: ${where}: ${test.fullName}: ${firstLine((test.failureMessages ?? [])[0])}`);
  }
  for (const test of report.tests ?? []) {
    if (test.status === "failed") lines.push(`failed: ${where}: ${test.name}: ${firstLine(test.error)}`);
    else if (test.firstTry) lines.push(`passed on a second try: ${where}: ${test.name}: the first try said ${firstLine(test.firstTry)}`);
  }
  return lines;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];
const reports = reportFiles().map((file) => ({ report: JSON.parse(readFileSync(file, "utf8")), where: relative(root, file) }));
if (CHECKS) reports.push({ report: checksReport(CHECKS), where: "checks" });
for (const { report, where } of reports) {
  // Vitest's JSON reporter: numPassedTests, numFailedTests, numPendingTests, numTodoTests.
  // Our own reports use the same three field names.
  const p = report.numPassedTests ?? 0;
  const f = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTests ?? 0);
  const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load counts its file as a failure even when no test ran.
  const broken = (report.testResults ?? []).filter((r) => r.status === "failed" && (r.assertionResults ?? []).length === 0).length;
  notes.push(...notable(report, where));
  console.log(`${where}: ${p} passed, ${f + broken} failed${s ? `, ${s} skipped` : ""}`);
  passed += p;
  failed += f + broken;
  skipped += s;
}
for (const note of notes) console.log(note);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
