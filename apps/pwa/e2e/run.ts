// Runs the end-to-end tests against the built app (`vite build` first) and writes
// .e2e-report.json in the shape the test summary adds up. Every `*.e2e.ts` file in this folder
// is a suite (the shell's and one per game); `pnpm e2e -- tetris` runs the suites whose file name
// contains "tetris".
//
// Suites run in lanes: E2E_LANES (default 2) child processes of this script, each with its own
// `vite preview` on its own port (a suite may stop its server to go offline, and the harness's
// ORIGIN is one per process) and one Chromium at a time. Lanes take the next suite from one queue,
// the longest first (as long as the last report says they took), so two cores stay busy to the
// end. Suites that start the rooms server (they use `RoomsServer`: it listens on one fixed port)
// go to one lane together, one after the other. Each suite's lines are printed when it is done,
// so the log reads as if the suites ran one by one.
import { fork } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Preview, type E2eTest } from "./harness.ts";

interface Result {
  name: string;
  status: "passed" | "failed";
  error?: string;
  /** A test that failed and then passed on its second try: what the first try said. */
  firstTry?: string;
  ms: number;
}
/** Orchestrator → lane: run these suites in order; or stop. Lane → orchestrator: one suite's results and log. */
type ToLane = { run: string[] } | { stop: true };
type FromLane = { file: string; results: Result[]; log: string } | { idle: true };

const appDir = join(import.meta.dirname, "..");
const REPORT = join(appDir, ".e2e-report.json");

/** What an error says, with its stack. */
function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * Runs one suite's tests against `preview`, one after another: their results and the lines to print.
 * A test that fails is run once more, in a new page as every run is: on a 2-core machine shared by
 * the checks beside the browser tests, a page's timers can come late enough to lose a race a test
 * was not meant to test. A test that passes on its second try counts as passed, and its first
 * failure is printed with it and listed again by the closing summary (tooling/scripts/test-summary.mjs),
 * so a flaky test is seen, never hidden; one that fails twice fails.
 */
async function runSuite(file: string, preview: Preview): Promise<{ results: Result[]; log: string }> {
  const { tests } = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as { tests: E2eTest[] };
  const results: Result[] = [];
  const lines = [file];
  for (const test of tests) {
    const name = `${file}: ${test.name}`;
    const started = Date.now();
    let firstTry: string | undefined;
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        await test.run(preview, appDir);
        const ms = Date.now() - started;
        results.push({ name, status: "passed", ms, ...(firstTry === undefined ? {} : { firstTry }) });
        lines.push(`  ✓ ${test.name} (${ms} ms)` + (firstTry === undefined ? "" : ` — passed on its second try; the first failed:\n${firstTry}`));
        break;
      } catch (error) {
        if (attempt === 1) {
          firstTry = describe(error);
          continue;
        }
        const message = `${describe(error)}\n(the first try failed too:\n${firstTry})`;
        results.push({ name, status: "failed", error: message, ms: Date.now() - started });
        lines.push(`  ✗ ${test.name}\n${message}`);
      }
    }
  }
  return { results, log: lines.join("\n") };
}

/** A lane (child process): serves the build on E2E_PORT and runs the suites it is sent until told to stop. */
async function lane(): Promise<void> {
  const preview = new Preview();
  // However the lane ends, its server does not outlive it.
  process.on("exit", () => preview.stop());
  await preview.start(appDir);
  const send = (message: FromLane) => new Promise<void>((resolve) => process.send!(message, () => resolve()));
  process.on("message", (message: ToLane) => {
    void (async () => {
      if ("stop" in message) {
        preview.stop();
        process.disconnect();
        return;
      }
      for (const file of message.run) await send({ file, ...(await runSuite(file, preview)) });
      await send({ idle: true });
    })();
  });
  await send({ idle: true });
}

/** A TCP port nobody listens on now (for a lane's preview). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Each suite's duration in the last report (ms), to start the longest first. */
function lastDurations(): Map<string, number> {
  const ms = new Map<string, number>();
  if (!existsSync(REPORT)) return ms;
  try {
    const report = JSON.parse(readFileSync(REPORT, "utf8")) as { tests?: Result[] };
    for (const test of report.tests ?? []) {
      const file = test.name.split(": ")[0]!;
      ms.set(file, (ms.get(file) ?? 0) + test.ms);
    }
  } catch {
    // An unreadable old report only loses the ordering.
  }
  return ms;
}

/** The queue: groups of suites that run in one lane in order (the rooms-server suites form one), longest first. */
function queue(files: string[]): string[][] {
  const rooms = files.filter((file) => readFileSync(join(import.meta.dirname, file), "utf8").includes("new RoomsServer("));
  const groups = [...(rooms.length > 0 ? [rooms] : []), ...files.filter((file) => !rooms.includes(file)).map((file) => [file])];
  const last = lastDurations();
  const weight = (group: string[]) => group.reduce((sum, file) => sum + (last.get(file) ?? 60_000), 0);
  return groups.sort((a, b) => weight(b) - weight(a));
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((a) => a !== "--");
  const files = readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith(".e2e.ts") && (only.length === 0 || only.some((o) => name.includes(o))))
    .sort((a, b) => (a === "shell.e2e.ts" ? -1 : b === "shell.e2e.ts" ? 1 : a.localeCompare(b)));
  const pending = queue(files);
  const lanes = Math.max(1, Math.min(Number(process.env.E2E_LANES ?? 2) || 1, pending.length));
  const done = new Map<string, Result[]>();
  const started = Date.now();
  // The first lane keeps the usual port (E2E_PORT or 4173); the others take free ones.
  const ports = [process.env.E2E_PORT ?? "4173", ...(await Promise.all(Array.from({ length: lanes - 1 }, freePort))).map(String)];
  await Promise.all(
    ports.map(
      (port) =>
        new Promise<void>((resolve) => {
          const child = fork(import.meta.filename, [], { env: { ...process.env, E2E_PORT: port, E2E_LANE: "1" } });
          let running: string[] = [];
          child.on("message", (message: FromLane) => {
            if ("file" in message) {
              console.log(message.log);
              done.set(message.file, message.results);
              running = running.filter((file) => file !== message.file);
              return;
            }
            const next = pending.shift();
            running = next ?? [];
            child.send((next === undefined ? { stop: true } : { run: next }) satisfies ToLane);
          });
          // A lane that dies (its preview did not start, or it crashed) fails the suites it held.
          child.on("exit", (code) => {
            for (const file of running) {
              done.set(file, [
                { name: `${file}: (lane on port ${port})`, status: "failed", error: `the lane exited with code ${code} during this suite`, ms: 0 },
              ]);
              console.log(`${file}\n  ✗ the lane on port ${port} exited with code ${code}`);
            }
            resolve();
          });
        }),
    ),
  );
  // A lane that could not start leaves its share in the queue: nothing is silently skipped.
  for (const group of pending)
    for (const file of group) done.set(file, [{ name: `${file}: (not run)`, status: "failed", error: "no lane ran this suite", ms: 0 }]);
  const results = files.flatMap((file) => done.get(file) ?? []);
  const passed = results.filter((r) => r.status === "passed").length;
  const failed = results.length - passed;
  writeFileSync(REPORT, JSON.stringify({ numPassedTests: passed, numFailedTests: failed, tests: results }, null, 2));
  const second = results.filter((r) => r.firstTry !== undefined).length;
  console.log(
    `e2e: ${passed} passed${second > 0 ? ` (${second} on a second try)` : ""}, ${failed} failed (${lanes} lanes, ${Math.round((Date.now() - started) / 1000)} s)`,
  );
  process.exitCode = failed > 0 || results.length === 0 ? 1 : 0;
}

if (process.env.E2E_LANE === "1") await lane();
else await main();
