// BASELINE — the graduation report's placement "support" (seed 002: 割石, "テトリスにおけるサポート
// 機能の開発", Kindai University, 2021), re-implemented by us; no code of the report is used.
//
// What the report's program did, and what this baseline therefore is:
// - evaluator: for the field with the piece placed and full rows NOT yet cleared, the height
//   score (the highest mino's row counted from the top: 0 at the top, 19 at the bottom), −1 for
//   every mino with an empty cell directly under it, −1 for every horizontally adjacent
//   filled/empty pair (walls excluded);
// - moves: each rotation of the piece dropped straight down in each column (no tucks, no spins);
// - no next piece, no hold; the first placement with the highest score wins.
// The implementation lives in src/analysis/report.ts (`reportEvaluator`, `columnDrops`) so the
// CLI can select it (`--evaluator report`, `--b report`); this file names it for the benchmarks.
import { BOTS, type BotConfig } from "../../src/analysis/bot.ts";

export const REPORT_BASELINE: BotConfig = BOTS.report;
export const REPORT_SOURCE = "graduation report (seed 002): height score, −1 per covered gap, −1 per side hole; column drops; no preview, no hold";
