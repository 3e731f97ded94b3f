// Fields shared by tests and benchmarks.

/**
 * A 19-chain (the practical maximum on 6×13), rows 13 down to 1. Published with its puyop.com
 * link `23aj9x9AsaxpyxsyqxhqxpssczApspqs9yqqbji` in a public Rust puyop encoder's test; the chain
 * length is checked here against the reference implementation.
 */
export const NINETEEN_CHAIN =
  ".G.BRG" + "GBRRYR" + "RRYYBY" + "RGYRBR" + "YGYRBY" + "YGBGYR" + "GRBGYR" + "BRBYBY" + "RYYBYY" + "BRBYBR" + "BGBYRR" + "YGBGBG" + "RBGBGG";
export const NINETEEN_CHAIN_PUYOP = "23aj9x9AsaxpyxsyqxhqxpssczApspqs9yqqbji";

/** A full field where nothing pops (a checkerboard of pairs). */
export const NOTHING_POPS = ("RRGGBB" + "GGBBYY").repeat(6) + ".RRGG.";
