// The bot measurements shared by `bench` (short) and `bench:long`: each strength beside the
// frozen `simple` bot, in one run, with ratios.
//   chains   solo, 4 colours, no nuisance: the largest chain within the first 100 pairs per seed
//   think    milliseconds per placement (median and 90th percentile, wall clock) over those games,
//            and the median CPU time of the process per placement (the machine is shared)
//   versus   placement-level versus games against `simple` (analysis/bot/match.ts)
//   (the calibrated ladder at the app's pace is bench/ladder.ts)
import { botByName, type BotName } from "../src/analysis/bot/bots.ts";
import { playVersus } from "../src/analysis/bot/match.ts";
import { playSelf } from "../src/analysis/bot/selfplay.ts";

export interface SoloFigures {
  bot: BotName;
  maxChains: number[];
  /** Seeds whose largest chain in the first 100 pairs is at least 10. */
  tenPlus: number;
  toppedOut: number;
  medianMs: number;
  p90Ms: number;
  medianCpuMs: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export function soloFigures(name: BotName, seeds: readonly string[], pieces = 100): SoloFigures {
  const bot = botByName(name);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const maxChains: number[] = [];
  let toppedOut = 0;
  for (const seed of seeds) {
    let t = performance.now();
    let cpu = process.cpuUsage();
    const game = playSelf(seed, pieces, bot, {
      onPlacement: () => {
        const now = performance.now();
        const used = process.cpuUsage(cpu);
        times.push(now - t);
        cpuTimes.push((used.user + used.system) / 1000);
        t = now;
        cpu = process.cpuUsage();
      },
    });
    maxChains.push(game.maxChain);
    if (game.toppedOut) toppedOut++;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    bot: name,
    maxChains,
    tenPlus: maxChains.filter((c) => c >= 10).length,
    toppedOut,
    medianMs: quantile(times, 0.5),
    p90Ms: quantile(times, 0.9),
    medianCpuMs: quantile(cpuTimes, 0.5),
  };
}

export function printSolo(rows: SoloFigures[], baseline: SoloFigures): void {
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  console.log(
    `  ${"bot".padEnd(8)} ${"largest chain per seed".padEnd(34)} ${"mean".padStart(5)} ${"≥10".padStart(5)} ${"died".padStart(5)} ${"ms median".padStart(10)} ${"p90".padStart(6)} ${"cpu median".padStart(11)} ${"chain ratio".padStart(12)}`,
  );
  for (const r of [baseline, ...rows]) {
    console.log(
      `  ${r.bot.padEnd(8)} ${r.maxChains.join(" ").padEnd(34)} ${mean(r.maxChains).toFixed(1).padStart(5)} ${`${r.tenPlus}/${r.maxChains.length}`.padStart(5)} ${String(r.toppedOut).padStart(5)} ${r.medianMs.toFixed(2).padStart(10)} ${r.p90Ms.toFixed(1).padStart(6)} ${r.medianCpuMs.toFixed(2).padStart(11)} ${(mean(r.maxChains) / Math.max(0.1, mean(baseline.maxChains))).toFixed(2).padStart(11)}×`,
    );
  }
}

export function printVersus(names: readonly BotName[], games: number, seed: string): Map<BotName, number> {
  const rates = new Map<BotName, number>();
  for (const name of names) {
    const start = performance.now();
    const s = playVersus(seed, botByName(name), botByName("simple"), games);
    rates.set(name, s.winsA / s.games);
    console.log(
      `  ${name.padEnd(8)} against simple: ${s.winsA} won, ${s.winsB} lost, ${s.draws} drawn of ${s.games} (${((100 * s.winsA) / s.games).toFixed(0)} %)  ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
  }
  return rates;
}

/** The issue's targets for the strongest bot, printed as met / NOT MET. */
export function printTargets(expert: SoloFigures, winRate: number): void {
  const ok = (b: boolean) => (b ? "met" : "NOT MET");
  console.log(
    `Targets (expert): largest chain ≥ 10 in ≥ 8 of 10 seeds: ${expert.tenPlus}/${expert.maxChains.length} ${ok(expert.tenPlus >= 0.8 * expert.maxChains.length)}`,
  );
  console.log(`                  wins ≥ 90 % against simple: ${(winRate * 100).toFixed(0)} % ${ok(winRate >= 0.9)}`);
  console.log(
    `                  median think < 50 ms: ${expert.medianMs.toFixed(2)} ms wall clock ${ok(expert.medianMs < 50)} (CPU ${expert.medianCpuMs.toFixed(2)} ms)`,
  );
}
