// Compiles the WebAssembly SIMD engine (assembly/index.ts and the files it exports from,
// AssemblyScript) to dist/chain.wasm. Run by the package's `build` (before the app bundles it), by the tests'
// global setup and by the benchmarks; skipped when the output is newer than the source.
// `node scripts/build-wasm.mjs` builds it by hand.
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import asc from "assemblyscript/asc";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SOURCE = join(root, "assembly", "index.ts");
export const OUTPUT = join(root, "dist", "chain.wasm");

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
}

/** The newest change to any file of assembly/. */
function sourceTime() {
  const dir = dirname(SOURCE);
  return Math.max(...readdirSync(dir).map((name) => mtime(join(dir, name))));
}

/** Builds dist/chain.wasm unless it is newer than its sources (or `force`). Returns its path. */
export async function buildWasm(force = false) {
  if (!force && mtime(OUTPUT) > sourceTime()) return OUTPUT;
  mkdirSync(dirname(OUTPUT), { recursive: true });
  const { error, stderr } = await asc.main(
    [
      SOURCE,
      "--outFile",
      OUTPUT,
      "-O3",
      "--runtime",
      "stub",
      "--noAssert",
      "--enable",
      "simd",
      // No imports: the module needs nothing from JavaScript (an abort only comes from asserts).
      "--use",
      "abort=",
      // Fixed memory (4 pages, 256 KB): views of it held by Field objects must never detach.
      "--initialMemory",
      "4",
      "--maximumMemory",
      "4",
    ],
    {},
  );
  if (error) throw new Error(`assembly/ did not compile: ${error.message}\n${stderr.toString()}`);
  return OUTPUT;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await buildWasm(process.argv.includes("--force")));
}

/** Vitest's global setup (vitest.config.ts): the tests load dist/chain.wasm. */
export async function setup() {
  await buildWasm();
}
