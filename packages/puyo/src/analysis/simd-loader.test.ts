import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WASM_PATH } from "../cli/simd.ts";
import { jsResolver } from "../rules/chain-simd.ts";
import { solve } from "./calculator-service.ts";
import { loadResolver, type Fetcher } from "./simd-loader.ts";

// dist/chain.wasm is built by the tests' global setup (scripts/build-wasm.mjs).
const bytes = readFileSync(WASM_PATH);
const serve: Fetcher = () =>
  Promise.resolve({ ok: true, status: 200, arrayBuffer: () => Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) });

describe("the worker's chain engine", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the SIMD engine when the file loads, and the calculator answers the same on it", async () => {
    const resolver = await loadResolver("chain.wasm", serve, true);
    expect(resolver.kind).toBe("simd");
    const request = { field: "G.....BG...YBYR.YGRRYGGBRYBBGB", pair: "RG", moves: 2, condition: { kind: "chain" as const, chains: 2 } };
    const fast = solve(request, () => {}, resolver);
    const plain = solve(request, () => {}, jsResolver);
    expect(fast.fraction).toBe(plain.fraction);
    expect(fast.placements).toEqual(plain.placements);
    expect(fast.nodes).toBe(plain.nodes);
  });

  it("falls back to the JavaScript engine without WebAssembly SIMD, and does not fetch", async () => {
    const load = vi.fn(serve);
    expect(await loadResolver("chain.wasm", load, false)).toBe(jsResolver);
    expect(load).not.toHaveBeenCalled();
  });

  it("falls back to the JavaScript engine when the file is missing, unreachable or not WebAssembly, and says so", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const missing: Fetcher = () => Promise.resolve({ ok: false, status: 404, arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) });
    const offline: Fetcher = () => Promise.reject(new TypeError("Failed to fetch"));
    const garbage: Fetcher = () => Promise.resolve({ ok: true, status: 200, arrayBuffer: () => Promise.resolve(new Uint8Array([1, 2, 3]).buffer) });
    for (const load of [missing, offline, garbage]) expect(await loadResolver("chain.wasm", load, true)).toBe(jsResolver);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0]![0])).toContain("HTTP 404");
  });
});
