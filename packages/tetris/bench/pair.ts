// `node --import tsx bench/pair.ts --a expert --b expert --b-slips 0.01 --seed-set tune-c --games 10`:
// one pair of bots in timed games (`playBotGame`, each side at its pace, as `versus` plays them),
// each side a named bot with its pace and misdrop share optionally changed, one line a game. It
// measures a point of a curve (the expert against its own engine misdropping 1 %, 3 %, …; a
// candidate strength against a fixed one) without touching the named strengths.
//
// Options: --a NAME --b NAME (any `arcade tetris versus` bot name)  --a-pace P --b-pace P (pieces a
//          second; default the bot's app pace)  --a-slips S --b-slips S (share of pieces misdropped;
//          default the bot's)  --games G (default 10)  --max-pieces M (a draw after M pieces each;
//          default 1000)  --seed-set NAME (the games' seeds are NAME#1 … NAME#G; name a new set for
//          each probe, never a reporting set)
// Run it at low priority: nice -n 10 node --import tsx bench/pair.ts …
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { BOTS, isBotName, type BotConfig } from "../src/analysis/bot.ts";
import { playBotGame, summaryOf, type BotGameResult } from "../src/analysis/versus.ts";

const { values } = parseArgs({
  options: {
    a: { type: "string", default: "expert" },
    b: { type: "string", default: "hard" },
    "a-pace": { type: "string" },
    "b-pace": { type: "string" },
    "a-slips": { type: "string" },
    "b-slips": { type: "string" },
    games: { type: "string", default: "10" },
    "max-pieces": { type: "string", default: "1000" },
    "seed-set": { type: "string", default: "pair" },
  },
});

/** A named bot with the pace and misdrops the options give it (the bot's own where they give none). */
function side(name: string, pace: string | undefined, slips: string | undefined): BotConfig {
  if (!isBotName(name)) throw new Error(`unknown bot "${name}"`);
  const config: BotConfig = { ...BOTS[name] };
  if (pace !== undefined) config.pace = Number(pace);
  if (slips !== undefined) config.slips = Number(slips);
  if (!(config.pace > 0) || !((config.slips ?? 0) >= 0 && (config.slips ?? 0) < 1)) throw new Error(`${name}: pace must be > 0 and slips in [0, 1)`);
  return config;
}

const a = side(values.a, values["a-pace"], values["a-slips"]);
const b = side(values.b, values["b-pace"], values["b-slips"]);
const games = Number(values.games);
const maxPieces = Number(values["max-pieces"]);
const seedSet = values["seed-set"];
const label = (name: string, bot: BotConfig) => `${name} (${bot.pace} pieces/s, slips ${bot.slips ?? 0})`;

console.log(`pair: ${label(values.a, a)} against ${label(values.b, b)}, ${games} games on ${seedSet}#1…#${games}`);
const start = performance.now();
const results: BotGameResult[] = [];
for (let g = 1; g <= games; g++) {
  const result = playBotGame(`${seedSet}#${g}`, a, b, maxPieces);
  results.push(result);
  const winner = result.result === "draw" ? "draw" : result.result === 0 ? "A" : "B";
  console.log(
    `  #${g}  ${winner.padEnd(4)}  pieces ${result.pieces.join(" / ")}  attack ${result.attack.join(" / ")}  T-spin doubles ${result.clears[0].tspinDoubles} / ${result.clears[1].tspinDoubles}  (${((performance.now() - start) / 60000).toFixed(1)} min)`,
  );
}
const s = summaryOf(results);
console.log(
  `  A ${s.winsA}  B ${s.winsB}  draws ${s.draws}  attack/piece A ${s.attackPerPieceA.toFixed(3)}  B ${s.attackPerPieceB.toFixed(3)}  (${((performance.now() - start) / 60000).toFixed(1)} min)`,
);
