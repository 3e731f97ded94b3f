// Node's SIMD chain engine: dist/chain.wasm (built by scripts/build-wasm.mjs, which the package's
// `build`, tests and benchmarks run first). Without the file, or without WebAssembly SIMD, the
// JavaScript engine answers instead (same answers, slower).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chooseResolver, type ChainResolver } from "../rules/chain-simd.ts";

export const WASM_PATH = fileURLToPath(new URL("../../dist/chain.wasm", import.meta.url));

let loaded: ChainResolver | undefined;

/** The process's resolver (one SIMD engine, made on first use). */
export function nodeResolver(): ChainResolver {
  loaded ??= chooseResolver(existsSync(WASM_PATH) ? new WebAssembly.Module(readFileSync(WASM_PATH)) : undefined);
  return loaded;
}
