// Checks the build against its budgets and prints the sizes:
// - the launcher's JavaScript (the entry chunk and everything it imports statically, i.e. what
//   loads before any game) under 60 KB gzipped;
// - every game is its own lazily loaded chunk (a dynamic entry), listed with its size;
// - everything the service worker precaches under 2 MB.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = join(import.meta.dirname, "..", "dist");
const LAUNCHER_BUDGET = 60 * 1024;
const PRECACHE_BUDGET = 2 * 1024 * 1024;

const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(child, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const launcherFiles = [...staticClosure(entry)].map((key) => manifest[key].file);
const launcherGz = launcherFiles.reduce((sum, file) => sum + gz(file), 0);

const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);

const sw = readFileSync(join(dist, "sw.js"), "utf8");
const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
const precacheBytes = precached.reduce((sum, url) => {
  const file = join(dist, url);
  return sum + (existsSync(file) ? statSync(file).size : 0);
}, 0);

console.log("Build budgets");
console.log(`  launcher JS (before any game): ${kb(launcherGz)} gzipped in ${launcherFiles.length} file(s) — budget ${kb(LAUNCHER_BUDGET)}`);
for (const [key, chunk] of lazy) console.log(`  lazy chunk ${key} -> ${chunk.file}: ${kb(gz(chunk.file))} gzipped`);
console.log(`  precache: ${precached.length} files, ${kb(precacheBytes)} — budget ${kb(PRECACHE_BUDGET)}`);

// Every game of the app's registry (src/games.ts: each `import("@arcade/<package>/game")`) must be
// its own lazily loaded chunk, never part of the launcher. Package names may hold digits and dashes.
const registry = readFileSync(join(import.meta.dirname, "..", "src", "games.ts"), "utf8");
const games = [...registry.matchAll(/import\("@arcade\/([a-z0-9-]+)\/game"\)/g)].map((m) => m[1]);
const inPackage = (key, game) => key.includes(`packages/${game}/`);
const gameChunks = games.filter((game) => lazy.some(([key]) => inPackage(key, game)));
const gamesInLauncher = [...staticClosure(entry)].filter((key) => games.some((game) => inPackage(key, game)));
console.log(`  games as separate chunks: ${gameChunks.join(", ") || "none"}`);

const failures = [];
if (games.length === 0) failures.push("no game found in src/games.ts");
for (const game of games) if (!gameChunks.includes(game)) failures.push(`${game} is not its own lazily loaded chunk`);
if (gamesInLauncher.length > 0) failures.push(`game code is in the launcher bundle: ${gamesInLauncher.join(", ")}`);
if (launcherGz > LAUNCHER_BUDGET) failures.push("the launcher's JavaScript is over 60 KB gzipped");
if (precacheBytes > PRECACHE_BUDGET) failures.push("the precache is over 2 MB");
if (precached.length === 0) failures.push("the service worker precaches nothing");
if (failures.length) {
  for (const f of failures) console.error(`budget exceeded: ${f}`);
  process.exit(1);
}
