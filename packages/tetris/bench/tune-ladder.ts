// `node --import tsx bench/tune-ladder.ts`: places `hard` between `medium` and `expert` by search,
// not by trying a few points. A candidate hard is the strength's knobs (the engine it starts from,
// pace, misdrops, lookahead and beam, T-spins, whether it sees the match); for each probe it plays
// both of its ladder games at once — hard against medium and expert against hard, each side at
// its pace — on a tuning seed set (never a reporting set).
//
// Pace is the knob bisected: the win rate over medium rises with it and the expert's over hard
// falls, so the bisection looks for the pace where the two are equal (one step each side of hard
// equally steep). If they meet above 85 %, this engine cannot sit between the two at any pace,
// and another knob (misdrops, lookahead, the engine) has to move.
//
// Options: --engine expert|mid (the expert's search and match sense, or medium's engine with the
//          attacking evaluator; default expert)  --slips S  --preview P  --beam B  --spins on|off
//          --sees on|off (garbage due, room kept, the deeper search when high)
//          --lo L --hi H (the pace bracket, pieces/s)  --steps N (bisection steps; default 4)
//          --pace P (one probe at this pace instead of bisecting)  --games G (per pair and probe;
//          default 20)  --expert-pace P (the expert's pace, default its app pace)  --pairs low,high
//          (low = hard against medium, high = the expert against hard; default both)  --seed-set NAME (default tune-b: games NAME-hard-medium#g, NAME-expert-hard#g)
// Run it at low priority: nice -n 10 node --import tsx bench/tune-ladder.ts --slips 0.05 --lo 1 --hi 3
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { attackEvaluator, withoutSpins } from "../src/analysis/attack-eval.ts";
import { SPIN_WEIGHTS, TUNED_WEIGHTS } from "../src/analysis/attack-weights.ts";
import { BOTS, type BotConfig } from "../src/analysis/bot.ts";
import { playBotMatch, summaryOf } from "../src/analysis/versus.ts";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "expert" },
    slips: { type: "string", default: "0" },
    preview: { type: "string" },
    beam: { type: "string" },
    spins: { type: "string", default: "on" },
    sees: { type: "string" },
    lo: { type: "string", default: "1" },
    hi: { type: "string", default: "3" },
    steps: { type: "string", default: "4" },
    pace: { type: "string" },
    games: { type: "string", default: "20" },
    "seed-set": { type: "string", default: "tune-b" },
    "max-pieces": { type: "string", default: "1000" },
    "expert-pace": { type: "string" },
    pairs: { type: "string", default: "low,high" },
  },
});

const games = Number(values.games);
const seedSet = values["seed-set"];
const maxPieces = Number(values["max-pieces"]);
const pairs = new Set(values.pairs.split(","));
/** The expert, at its app pace or at --expert-pace (its pace is a ladder knob too). */
const expert: BotConfig = values["expert-pace"] === undefined ? BOTS.expert : { ...BOTS.expert, pace: Number(values["expert-pace"]) };
const evaluator = values.spins === "off" ? attackEvaluator("attack-no-spins", withoutSpins(TUNED_WEIGHTS)) : attackEvaluator("attack", SPIN_WEIGHTS);

/** The candidate hard at a pace, from the options. */
function hardAt(pace: number): BotConfig {
  const base: BotConfig =
    values.engine === "mid"
      ? { ...BOTS.medium, evaluator, preview: 2, beam: 4 }
      : values.engine === "expert"
        ? { ...BOTS.expert, evaluator }
        : (() => {
            throw new Error(`--engine must be expert or mid, got ${values.engine}`);
          })();
  const config: BotConfig = { ...base, pace, slips: Number(values.slips) };
  if (values.preview !== undefined) config.preview = Number(values.preview);
  if (values.beam !== undefined) config.beam = Number(values.beam);
  if (values.sees === "off") {
    delete config.seesGarbage;
    delete config.keepRoom;
    delete config.finish;
  } else if (values.sees === "on") {
    Object.assign(config, { seesGarbage: true, keepRoom: 4 });
  }
  return config;
}

interface Probe {
  pace: number;
  /** hard's share of its games against medium, and the expert's against hard (draws count half). */
  overMedium: number;
  expertOver: number;
}

function share(wins: number, draws: number, total: number): number {
  return (wins + draws / 2) / total;
}

function probe(pace: number): Probe {
  const start = performance.now();
  const hard = hardAt(pace);
  const none = summaryOf([]);
  const low = pairs.has("low") ? playBotMatch(`${seedSet}-hard-medium`, hard, BOTS.medium, games, maxPieces) : none;
  const high = pairs.has("high") ? playBotMatch(`${seedSet}-expert-hard`, expert, hard, games, maxPieces) : none;
  const result = { pace, overMedium: share(low.winsA, low.draws, Math.max(1, low.games)), expertOver: share(high.winsA, high.draws, Math.max(1, high.games)) };
  console.log(
    `  pace ${pace.toFixed(3)}  hard over medium ${low.winsA}-${low.winsB}-${low.draws} (${(100 * result.overMedium).toFixed(0)} %)  expert over hard ${high.winsA}-${high.winsB}-${high.draws} (${(100 * result.expertOver).toFixed(0)} %)  hard attack/piece ${low.attackPerPieceA.toFixed(3)} / ${high.attackPerPieceB.toFixed(3)}  (${((performance.now() - start) / 60000).toFixed(1)} min)`,
  );
  return result;
}

const knobs = `expert pace ${expert.pace}, engine ${values.engine}, slips ${values.slips}, preview ${values.preview ?? "engine's"}, beam ${values.beam ?? "engine's"}, spins ${values.spins}, sees ${values.sees ?? "engine's"}`;
console.log(`tune-ladder: ${knobs}; ${games} games a pair and probe on ${seedSet}`);
if (values.pace !== undefined) probe(Number(values.pace));
else {
  let lo = Number(values.lo);
  let hi = Number(values.hi);
  for (let step = 0; step < Number(values.steps); step++) {
    const mid = (lo + hi) / 2;
    const p = probe(mid);
    // Too strong for the step below (or too weak for the one above): slow it; else speed it up.
    if (p.overMedium > p.expertOver) hi = mid;
    else lo = mid;
  }
  console.log(`  bracket now ${lo.toFixed(3)}–${hi.toFixed(3)} pieces/s`);
}
