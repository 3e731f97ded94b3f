// `node --import tsx bench/pair.ts --a expert --b expert --b-slips 0.01 --seed-set tune-c --games 10`:
// one pair of bots in timed games (`playBotGame`, each side at its pace, as `versus` plays them),
// each side a named bot with its pace, misdrops, noise, lookahead or beam optionally changed (a bot
// with good and bad games, form.ts, keeps them unless its pace or misdrops are set), one line a
// game, marked "in form" or "off form" for such a bot. It
// measures a point of a curve (the expert against its own engine misdropping 1 %, 3 %, …; a
// candidate strength against a fixed one) without touching the named strengths.
//
// Options: --a NAME --b NAME (any `arcade tetris versus` bot name)  --a-pace P --b-pace P (pieces a
//          second; default the bot's app pace)  --a-slips S --b-slips S (share of pieces misdropped;
//          default the bot's)  --a-noise N --b-noise N (sd of the noise on each first move's
//          score: a graded error, a near-best move instead of a misdrop; default the bot's)
//          --a-preview P --b-preview P --a-beam B --b-beam B (lookahead and beam)  --games G
//          (default 10)  --max-pieces M (a draw after M pieces each; default 1000)  --seed-set NAME (the games' seeds are NAME#1 … NAME#G; name a new set for
//          each probe, never a reporting set)  --first-game F (play NAME#F … NAME#(F+G−1): one set
//          split over processes)
// Run it at low priority: nice -n 10 node --import tsx bench/pair.ts …
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { BOTS, isBotName, type BotConfig } from "../src/analysis/bot.ts";
import { inForm } from "../src/analysis/form.ts";
import { playBotGame, summaryOf, type BotGameResult } from "../src/analysis/versus.ts";

const { values } = parseArgs({
  options: {
    a: { type: "string", default: "expert" },
    b: { type: "string", default: "hard" },
    "a-pace": { type: "string" },
    "b-pace": { type: "string" },
    "a-slips": { type: "string" },
    "b-slips": { type: "string" },
    "a-noise": { type: "string" },
    "b-noise": { type: "string" },
    "a-preview": { type: "string" },
    "b-preview": { type: "string" },
    "a-beam": { type: "string" },
    "b-beam": { type: "string" },
    games: { type: "string", default: "10" },
    "first-game": { type: "string", default: "1" },
    "max-pieces": { type: "string", default: "1000" },
    "seed-set": { type: "string", default: "pair" },
  },
});

/** A named bot with the pace, misdrops, noise, lookahead and beam the options give it (the bot's own where they give none). */
function side(name: string, which: "a" | "b"): BotConfig {
  if (!isBotName(name)) throw new Error(`unknown bot "${name}"`);
  const option = (knob: string): number | undefined => {
    const text = (values as Record<string, string | undefined>)[`${which}-${knob}`];
    return text === undefined ? undefined : Number(text);
  };
  const config: BotConfig = { ...BOTS[name] };
  // A bot with form (form.ts) keeps it unless its pace or misdrops are set here.
  if (option("pace") !== undefined || option("slips") !== undefined) delete config.form;
  config.pace = option("pace") ?? config.pace;
  const slipsOption = option("slips");
  if (slipsOption !== undefined) config.slips = slipsOption;
  config.noise = option("noise") ?? config.noise;
  config.preview = option("preview") ?? config.preview;
  config.beam = option("beam") ?? config.beam;
  const slips = config.slips ?? 0;
  if (!(config.pace > 0) || !(slips >= 0 && slips < 1) || !(config.noise >= 0) || !(config.preview >= 0) || !(config.beam >= 1)) {
    throw new Error(`${name}: pace must be > 0, slips in [0, 1), noise ≥ 0, preview ≥ 0 and beam ≥ 1`);
  }
  return config;
}

const a = side(values.a, "a");
const b = side(values.b, "b");
const games = Number(values.games);
const first = Number(values["first-game"]);
const maxPieces = Number(values["max-pieces"]);
const seedSet = values["seed-set"];
const formText = (bot: BotConfig) => (bot.form ? `; in ${bot.form.share * 100} % of games ${bot.form.best.pace} pieces/s, slips ${bot.form.best.slips}` : "");
const label = (name: string, bot: BotConfig) =>
  `${name} (${bot.pace} pieces/s, slips ${bot.slips ?? 0}, noise ${bot.noise}, preview ${bot.preview}, beam ${bot.beam}${formText(bot)})`;

console.log(`pair: ${label(values.a, a)} against ${label(values.b, b)}, ${games} games on ${seedSet}#${first}…#${first + games - 1}`);
const start = performance.now();
const results: BotGameResult[] = [];
for (let g = first; g < first + games; g++) {
  const result = playBotGame(`${seedSet}#${g}`, a, b, maxPieces);
  results.push(result);
  const winner = result.result === "draw" ? "draw" : result.result === 0 ? "A" : "B";
  const seed = `${seedSet}#${g}`;
  const form = [a, b].map((bot) => (bot.form === undefined ? "" : inForm(bot, seed) ? " (in form)" : " (off form)")).join("");
  console.log(
    `  #${g}  ${winner.padEnd(4)}${form}  pieces ${result.pieces.join(" / ")}  attack ${result.attack.join(" / ")}  T-spin doubles ${result.clears[0].tspinDoubles} / ${result.clears[1].tspinDoubles}  (${((performance.now() - start) / 60000).toFixed(1)} min)`,
  );
}
const s = summaryOf(results);
console.log(
  `  A ${s.winsA}  B ${s.winsB}  draws ${s.draws}  attack/piece A ${s.attackPerPieceA.toFixed(3)}  B ${s.attackPerPieceB.toFixed(3)}  (${((performance.now() - start) / 60000).toFixed(1)} min)`,
);
