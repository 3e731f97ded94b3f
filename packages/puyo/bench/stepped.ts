// The frame-stepped game re-run from its record (what a replay, a resume, a challenge check and a
// rooms server do) beside its baseline, the placement-level game (PuyoGame.place) making the same
// placements: the cost of time (gravity, grounding, chain beats, inputs) on top of the rules.
// `node --import tsx bench/stepped.ts` alone, or as part of `pnpm bench`.
import { chooseMove } from "../src/analysis/bot.ts";
import { selfplay } from "../src/rules/autoplay.ts";
import { PuyoGame } from "../src/rules/game.ts";
import type { Placement } from "../src/rules/pair.ts";
import { DEFAULT_REPLAY_OPTIONS, PuyoRecorder, runReplay } from "../src/rules/replay.ts";

const PAIRS = 100;

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Times `run` over about `ms` of CPU time: runs per CPU second. */
function perSecond(run: () => void, ms = 1500): number {
  for (let i = 0; i < 5; i++) run();
  let count = 0;
  const total = cpuMs(() => {
    const start = process.cpuUsage();
    do {
      run();
      count++;
    } while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < ms);
  });
  return (count * 1000) / total;
}

export function benchStepped(): void {
  // One 100-pair game by the simple bot, recorded (its placements kept for the baseline).
  const recorder = new PuyoRecorder({ seed: "bench-stepped", mode: "endless", options: { ...DEFAULT_REPLAY_OPTIONS } });
  const placements: Placement[] = [];
  selfplay(recorder, PAIRS, (game) => {
    const move = chooseMove(game.field, game.pairsPreview().slice(0, 2))?.placement ?? null;
    if (move) placements.push(move);
    return move;
  });
  const record = recorder.replay();
  const final = runReplay(record);
  const stepped = perSecond(() => runReplay(record));
  const placed = perSecond(() => {
    const game = new PuyoGame({ seed: "bench-stepped" });
    for (const p of placements) game.place(p);
  });
  const fmt = (x: number) => Math.round(x).toLocaleString("en").padStart(9);
  console.log(
    `\nFrame-stepped re-run of a ${PAIRS}-pair game (${final.frame} frames, ${record.inputs.length} inputs, score ${final.game.score}), per CPU second:`,
  );
  console.log(`  re-run from the record        ${fmt(stepped)} games  (${((stepped * final.frame) / 1e6).toFixed(1)} M frames)`);
  console.log(`  placement level (baseline)    ${fmt(placed)} games`);
  console.log(`  ratio (baseline / re-run)     ${(placed / stepped).toFixed(1).padStart(9)}×`);
}

if (import.meta.url === `file://${process.argv[1]}`) benchStepped();
