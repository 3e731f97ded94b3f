// Bundles the Worker (src/worker/index.ts with the room, the hooks and @arcade/tetris, all
// TypeScript) into one ES module, dist/worker.js, for Miniflare. dist/ is gitignored (and ignored by prettier and ESLint).
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

export const WORKER_BUNDLE = fileURLToPath(new URL("../dist/worker.js", import.meta.url));

export async function buildWorker(): Promise<string> {
  await build({
    entryPoints: [fileURLToPath(new URL("../src/worker/index.ts", import.meta.url))],
    outfile: WORKER_BUNDLE,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    mainFields: ["module", "main"],
    conditions: ["worker", "browser"],
    logLevel: "warning",
  });
  return WORKER_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWorker();
