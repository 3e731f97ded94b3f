// The whole-hand odds benchmark (analysis/odds/whole-hand.ts) side by side with the exact search
// (analysis/odds/odds.ts), in one run, CPU time of this thread:
//  - speed: every discard of the README's hands at 17 draws (the whole hand), and both models at
//    3 draws (the most the exact search does for any hand), with the ratio;
//  - error: the whole-hand numbers against the exact ones at 1, 2 and 3 draws, every discard of 24
//    seeded near-complete hands (seeds "whole-hand-error-0" … "-23", 0–3 tiles off complete; no
//    parameter of the model was tuned on them or on anything else), and whether both models name
//    the same best discard (a tie in the exact numbers counts as the same).
// Run alone: node --import tsx bench/whole-hand.ts
import { parseHand, printHand, type Hand } from "../src/analysis/hand.ts";
import { nearCompleteHand } from "../src/analysis/odds/near-hands.ts";
import { discardOdds, type DiscardOdds } from "../src/analysis/odds/odds.ts";
import { wholeHandDiscards } from "../src/analysis/odds/whole-hand.ts";

/** The hands the package README names (14 tiles: every discard is rated). */
export const README_HANDS = ["23456m34567p3457s", "222567m345p33667s", "1111m123p112233s5z", "123m456p789s11223z", "2233445566778m1z", "19m19p19s1234567z2m"];

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function timed<T>(fn: () => T): { value: T; ms: number } {
  const start = cpuMs();
  const value = fn();
  return { value, ms: cpuMs() - start };
}

interface ErrorTally {
  rows: number;
  win: number[];
  tenpai: number[];
  /** Relative to the exact expected score (rows where it is above 0). */
  score: number[];
  sameBestWin: number;
  sameBestScore: number;
  hands: number;
}

/** Whether the row `model` ranks first is one of the exact search's best for `key`. */
function sameBest(exact: DiscardOdds[], modelBest: number, key: "win" | "expectedScore"): boolean {
  const top = Math.max(...exact.map((r) => r[key]));
  const chosen = exact.find((r) => r.discard === modelBest);
  return chosen !== undefined && top - chosen[key] <= 1e-9 * Math.max(1, top);
}

function tally(hands: Hand[], draws: number): ErrorTally {
  const t: ErrorTally = { rows: 0, win: [], tenpai: [], score: [], sameBestWin: 0, sameBestScore: 0, hands: hands.length };
  for (const hand of hands) {
    const exact = discardOdds(hand, { draws });
    const model = wholeHandDiscards(hand, { draws });
    for (const row of model) {
      const e = exact.find((r) => r.discard === row.discard)!;
      t.rows++;
      t.win.push(Math.abs(row.win - e.win));
      t.tenpai.push(Math.abs(row.tenpai - e.tenpai));
      if (e.expectedScore > 0) t.score.push(Math.abs(row.expectedScore - e.expectedScore) / e.expectedScore);
    }
    if (sameBest(exact, model[0]!.discard, "win")) t.sameBestWin++;
    const byScore = [...model].sort((a, b) => b.expectedScore - a.expectedScore || b.win - a.win || a.discard - b.discard);
    if (sameBest(exact, byScore[0]!.discard, "expectedScore")) t.sameBestScore++;
  }
  return t;
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const max = (xs: number[]) => (xs.length === 0 ? 0 : Math.max(...xs));
const pp = (x: number) => `${(x * 100).toFixed(2)} pp`;

export function wholeHandBench(): void {
  console.log("  whole-hand odds (hand graph) vs the exact search:");
  wholeHandDiscards(parseHand("123m456p789s11223z"), { draws: 3 });
  discardOdds(parseHand("123m456p789s11223z"), { draws: 2 });
  let slowest = 0;
  for (const text of README_HANDS) {
    const hand = parseHand(text);
    const whole17 = timed(() => wholeHandDiscards(hand, { draws: 17 }));
    const whole3 = timed(() => wholeHandDiscards(hand, { draws: 3 }));
    const exact3 = timed(() => discardOdds(hand, { draws: 3 }));
    slowest = Math.max(slowest, whole17.ms);
    console.log(
      `    ${text.padEnd(20)} 17 draws ${whole17.ms.toFixed(0).padStart(5)} ms (best ${whole17.value[0]!.tile}, win ${(whole17.value[0]!.win * 100).toFixed(1)} %) | 3 draws: whole-hand ${whole3.ms.toFixed(1)} ms, exact ${exact3.ms.toFixed(0)} ms, ratio ${(exact3.ms / whole3.ms).toFixed(0)}×`,
    );
  }
  console.log(`    slowest at 17 draws ${slowest.toFixed(0)} ms  target < 1000 ms: ${slowest < 1000 ? "met" : "NOT MET"}`);
  const hands = Array.from({ length: 24 }, (_, i) => nearCompleteHand(`whole-hand-error-${i}`, 14, i % 4));
  for (const draws of [1, 2, 3]) {
    const t = tally(hands, draws);
    console.log(
      `    error at ${draws} draw${draws > 1 ? "s" : " "} (${t.rows} discards of ${t.hands} hands): win mean ${pp(mean(t.win))} max ${pp(max(t.win))}; tenpai mean ${pp(mean(t.tenpai))} max ${pp(max(t.tenpai))}; score mean ${(mean(t.score) * 100).toFixed(1)} % max ${(max(t.score) * 100).toFixed(1)} %; same best discard: by win ${t.sameBestWin}/${t.hands}, by score ${t.sameBestScore}/${t.hands}`,
    );
  }
  console.log(`    (error hands: ${hands.slice(0, 3).map(printHand).join(", ")}, …)`);
}

if (import.meta.url === `file://${process.argv[1]}`) wholeHandBench();
