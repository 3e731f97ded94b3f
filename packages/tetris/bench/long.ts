// `pnpm --filter @arcade/tetris bench:long`: the long AI runs behind the issue's targets, ours
// beside the report's baseline in the same run. Not part of CI: the full run takes hours on one
// core. Every section can be scaled down; what was run is printed with the results.
//
//   survival  the default bot, no garbage: --pieces (default 1,000,000) on each of --seeds (5)
//   garbage   the default bot, one garbage row per 2.5 pieces: --garbage-pieces (100,000)
//   attack    expert beside the survivor, 0.4 garbage rows per piece, --attack-pieces (2,000) on
//             each of --seeds (5): attack per piece (target: expert at least 0.75, no top-out)
//   versus    default against the report: --games (100)
//   expert    expert against the survivor: --games (100) (target: expert wins at least 90 %)
//   ladder    casual against easy (target: casual wins at least 40 %), then each strength against
//             the one below it (target: 60–85 %), --games (100) each, each side at its app pace
//
// Options: --only survival,garbage,attack,versus,expert,ladder  --pieces N  --seeds K (--first-seed F: seeds
//          long-F … long-(F+K−1), to split the survival runs over processes)  --garbage-pieces N
//          --attack-pieces N  --games G  --max-pieces M (a versus game is a draw after M pieces
//          each; default 1000)  --seed-set NAME (the versus and ladder games' seeds: NAME-a-b#g;
//          default "long", the sets used before; a new name is a seed set never used in tuning)
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { BOTS, STRENGTHS, playSolo, type BotConfig, type SoloResult } from "../src/analysis/bot.ts";
import { playBotMatch } from "../src/analysis/versus.ts";
import { REPORT_BASELINE } from "./baselines/report.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string", default: "survival,garbage,attack,versus,expert,ladder" },
    "seed-set": { type: "string", default: "long" },
    "attack-pieces": { type: "string", default: "2000" },
    pieces: { type: "string", default: "1000000" },
    seeds: { type: "string", default: "5" },
    "first-seed": { type: "string", default: "1" },
    "garbage-pieces": { type: "string", default: "100000" },
    games: { type: "string", default: "100" },
    "max-pieces": { type: "string", default: "1000" },
  },
});
const sections = new Set(values.only.split(","));
const pieces = Number(values.pieces);
const seeds = Array.from({ length: Number(values.seeds) }, (_, i) => `long-${i + Number(values["first-seed"])}`);
const garbagePieces = Number(values["garbage-pieces"]);
const games = Number(values.games);
const attackPieces = Number(values["attack-pieces"]);
const maxPieces = Number(values["max-pieces"]);

const minutes = (ms: number) => `${(ms / 60000).toFixed(1)} min`;
console.log(`@arcade/tetris bench:long — Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), one thread, shared machine`);

function solo(label: string, bot: BotConfig, seed: string, count: number, garbage: number): SoloResult {
  const start = performance.now();
  let last = start;
  const result = playSolo({
    seed,
    pieces: count,
    bot,
    garbage,
    onPiece: (game) => {
      const now = performance.now();
      if (now - last > 60_000) {
        last = now;
        process.stderr.write(`  … ${label} ${seed}: ${game.pieces} pieces, ${minutes(now - start)}\n`);
      }
    },
  });
  const ms = performance.now() - start;
  console.log(
    `  ${label.padEnd(18)} ${seed.padEnd(8)} pieces ${String(result.pieces).padStart(8)}  ${result.toppedOut ? "TOPPED OUT" : "survived  "}  lines ${String(result.lines).padStart(8)}  max height ${String(result.maxHeight).padStart(2)}  attack/piece ${result.attackPerPiece.toFixed(3)}  ${(ms / result.pieces).toFixed(3)} ms/piece  (${minutes(ms)})`,
  );
  return result;
}

if (sections.has("survival")) {
  console.log(`\nSurvival without garbage: ${pieces} pieces on each of ${seeds.length} seeds`);
  for (const seed of seeds) {
    solo("ours (default)", BOTS.default, seed, pieces, 0);
    solo("baseline (report)", REPORT_BASELINE, seed, pieces, 0);
  }
}

if (sections.has("garbage")) {
  console.log(`\nSurvival under garbage: one row per 2.5 pieces (0.4 rows/piece), ${garbagePieces} pieces`);
  solo("ours (default)", BOTS.default, seeds[0]!, garbagePieces, 0.4);
  solo("baseline (report)", REPORT_BASELINE, seeds[0]!, garbagePieces, 0.4);
}

if (sections.has("attack")) {
  console.log(`\nAttack under garbage: 0.4 garbage rows per piece, ${attackPieces} pieces on each of ${seeds.length} seeds`);
  const totals = { expert: { attack: 0, pieces: 0, tops: 0 }, survivor: { attack: 0, pieces: 0, tops: 0 } };
  for (const seed of seeds) {
    for (const name of ["expert", "survivor"] as const) {
      const r = solo(name === "expert" ? "expert" : "survivor (base)", BOTS[name], seed, attackPieces, 0.4);
      totals[name].attack += r.attackPerPiece * r.pieces;
      totals[name].pieces += r.pieces;
      totals[name].tops += r.toppedOut ? 1 : 0;
    }
  }
  const app = (t: { attack: number; pieces: number }) => t.attack / Math.max(1, t.pieces);
  const met = app(totals.expert) >= 0.75 && totals.expert.tops === 0;
  console.log(
    `  mean attack/piece: expert ${app(totals.expert).toFixed(3)} (${totals.expert.tops} top-outs), survivor ${app(totals.survivor).toFixed(3)} (${totals.survivor.tops} top-outs): ${(app(totals.expert) / app(totals.survivor)).toFixed(2)}× the survivor's`,
  );
  console.log(`  Target: expert at least 0.75 attack/piece and no top-out: ${met ? "met" : "NOT MET"}`);
}

function match(a: string, b: string): void {
  const start = performance.now();
  const s = playBotMatch(`${values["seed-set"]}-${a}-${b}`, BOTS[a as keyof typeof BOTS], BOTS[b as keyof typeof BOTS], games, maxPieces, (game, result) => {
    if (game % 10 === 0)
      process.stderr.write(
        `  … ${a} vs ${b}: ${game} games, last ${result.result === 0 ? a : result.result === 1 ? b : "draw"}, ${minutes(performance.now() - start)}\n`,
      );
  });
  const rate = (100 * s.winsA) / s.games;
  console.log(
    `  ${`${a} vs ${b}`.padEnd(18)} games ${s.games}  winsA ${String(s.winsA).padStart(3)}  winsB ${String(s.winsB).padStart(3)}  draws ${String(s.draws).padStart(3)}  A wins ${rate.toFixed(0)} %  attack/piece A ${s.attackPerPieceA.toFixed(3)}  B ${s.attackPerPieceB.toFixed(3)}  TSD/100 pieces A ${((100 * s.clearsA.tspinDoubles) / Math.max(1, s.piecesA)).toFixed(2)}  (${minutes(performance.now() - start)})`,
  );
}

if (sections.has("versus")) {
  console.log(`\nVersus: default against the report's baseline, ${games} games (draw after ${maxPieces} pieces each)`);
  match("default", "report");
}

if (sections.has("expert")) {
  console.log(`\nVersus: expert against the frozen survivor, ${games} games (target: expert wins at least 90 %)`);
  match("expert", "survivor");
}

if (sections.has("ladder")) {
  console.log(
    `\nStrength ladder at each side's app pace, ${games} games a pair (targets: casual wins at least 40 % against easy; each strength 60–85 % against the one below)`,
  );
  match("casual", "easy");
  for (let i = 1; i < STRENGTHS.length; i++) match(STRENGTHS[i]!, STRENGTHS[i - 1]!);
}
