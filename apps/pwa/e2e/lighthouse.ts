// Lighthouse's accessibility and best-practices scores for every route of the built app: the
// launcher, Settings, Scores and each game's modes. Served by `vite preview` (the e2e harness's,
// E2E_PORT when 4173 is busy), audited as a phone by Debian's Chromium (CHROME_PATH or the first
// Chromium on PATH), offline. Build first (`pnpm exec vite build`), then
// `pnpm --filter @arcade/pwa lighthouse [-- filter]` (only routes containing `filter`).
// Prints one line per route and the audits that did not pass; the figures go in the README.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { GAMES } from "../src/games.ts";
import { ORIGIN, Preview, chromiumPath } from "./harness.ts";

const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);
const only = process.argv.slice(2).filter((a) => a !== "--");
const routes = [
  "#/",
  "#/settings",
  "#/scores",
  ...GAMES.flatMap(({ meta }) => meta.modes.map((mode) => `#/${meta.id}?mode=${mode.id}&seed=lighthouse`)),
].filter((route) => only.length === 0 || only.some((o) => route.includes(o)));

async function waitForDebugger(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Chromium's debugging port ${DEBUG_PORT} did not open`);
}

const appDir = join(import.meta.dirname, "..");
const preview = new Preview();
const details: string[] = [];
const rows: { route: string; accessibility: number; bestPractices: number; failed: string[] }[] = [];

/** A fresh headless Chromium per route (a page that crashes takes nothing else with it). */
function startChrome(profile: string): ChildProcess {
  const args = ["--headless=new", "--no-sandbox", "--disable-gpu", "--enable-unsafe-swiftshader", `--remote-debugging-port=${DEBUG_PORT}`];
  return spawn(process.env.CHROME_PATH ?? chromiumPath(), [...args, `--user-data-dir=${profile}`, "--no-first-run", "about:blank"], { stdio: "ignore" });
}

let chrome: ChildProcess | null = null;
// Whatever happens (an error Lighthouse throws outside its promise included), nothing is left running.
process.on("exit", () => {
  chrome?.kill();
  preview.stop();
});
await preview.start(appDir);
for (const route of routes) {
  const profile = mkdtempSync(join(tmpdir(), "arcade-lighthouse-"));
  chrome = startChrome(profile);
  try {
    await waitForDebugger();
    const result = await lighthouse(`${ORIGIN}/${route}`, {
      port: DEBUG_PORT,
      onlyCategories: ["accessibility", "best-practices"],
      formFactor: "mobile",
      logLevel: "error",
      // The game screens never go idle (they animate): give each page a fixed time instead.
      maxWaitForLoad: 20_000,
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits } = result.lhr;
    const failed = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric"))
      .map((a) => a.id);
    for (const id of failed) {
      const items = ((audits[id]?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? []).slice(0, 3);
      details.push(`${route} ${id}: ${items.map((item) => item.node?.selector ?? "(page)").join(" | ")}`);
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({ route, accessibility: score("accessibility"), bestPractices: score("best-practices"), failed });
    console.log(
      `${route.padEnd(42)} accessibility ${String(score("accessibility")).padStart(3)}  best practices ${String(score("best-practices")).padStart(3)}${failed.length ? `  (${failed.join(", ")})` : ""}`,
    );
  } catch (error) {
    console.log(`${route.padEnd(42)} not measured: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    chrome.kill();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(profile, { recursive: true, force: true });
  }
}
if (details.length) console.log(`\nWhere (up to 3 elements per audit):\n${details.join("\n")}\n`);
const low = (key: "accessibility" | "bestPractices") => Math.min(...rows.map((r) => r[key]));
preview.stop();
console.log(`lighthouse: ${rows.length} routes; lowest accessibility ${low("accessibility")}, lowest best practices ${low("bestPractices")}`);
