// The app's SIMD chain engine: dist/chain.wasm fetched by URL (the calculator's worker passes the
// URL vite gives the file, which the app's service worker precaches for offline use) and compiled.
// Where WebAssembly SIMD is missing, or the file cannot be had, the JavaScript engine answers
// instead: the same answers, slower.
import { jsResolver, SimdChains, simdSupported, type ChainResolver } from "../rules/chain-simd.ts";

/** Fetches (through `load`) what the URL holds. */
export type Fetcher = (url: string) => Promise<{ ok: boolean; status: number; arrayBuffer(): Promise<ArrayBuffer> }>;

export async function loadResolver(url: string, load: Fetcher = (u) => fetch(u), supported = simdSupported()): Promise<ChainResolver> {
  if (!supported) return jsResolver;
  try {
    const response = await load(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new SimdChains(await WebAssembly.compile(await response.arrayBuffer()));
  } catch (error) {
    console.warn(`the SIMD chain engine did not load from ${url} (${String(error)}); using the JavaScript engine`);
    return jsResolver;
  }
}
