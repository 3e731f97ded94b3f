// One verdict per result: the headline's words about randomness are the only ones any reading uses,
// fed every regime from a fresh deck to a well-mixed one, and the flat-map trap said plainly.
import { describe, expect, it } from "vitest";
import { parseRoutine } from "../shuffle/routine.ts";
import { scoreRoutine } from "../analysis/experiments.ts";
import { makeLab } from "../analysis/params.ts";
import { exactReadout } from "./lab-readout.ts";
import { closeness, heatmapReadings, type Reading } from "./plain-words.ts";

/** Every verdict phrase the lab can say about randomness, longest first so none hides inside another. */
const VERDICTS = [
  "perfectly random",
  "very close to random",
  "close to random",
  "getting close to random",
  "far from random",
  "nowhere near random",
  "not yet close to random",
  "not proven close to random",
].sort((a, b) => b.length - a.length);

/** The verdict phrases a sentence uses, each occurrence matched once. */
function verdictsIn(sentence: string): string[] {
  const found: string[] = [];
  let rest = sentence;
  for (const phrase of VERDICTS) {
    while (rest.includes(phrase)) {
      found.push(phrase);
      rest = rest.replace(phrase, "·");
    }
  }
  return found;
}

/** No reading may name a verdict the headline does not, nor speak of randomness outside those phrases. */
function expectOneVerdict(readings: readonly Reading[], notes: readonly string[]): void {
  const headline = new Set(verdictsIn(readings[0]!.sentence));
  for (const text of [...readings.slice(1).map((r) => r.sentence), ...notes]) {
    for (const phrase of verdictsIn(text)) expect(headline, `"${text}" vs "${readings[0]!.sentence}"`).toContain(phrase);
    const bare = VERDICTS.reduce((t, phrase) => t.replaceAll(phrase, ""), text);
    expect(bare, text).not.toMatch(/random|uneven as an unshuffled/);
  }
}

describe("one verdict per result", () => {
  const lab = makeLab({ cards: 52 });

  for (const routine of ["", "R", "R3", "R7", "R12", "C R8 C", "H H H", "C C C"]) {
    it(`${routine || "a fresh deck"}: no two readings disagree`, () => {
      const steps = routine ? parseRoutine(routine) : [];
      const r = exactReadout(steps, lab, scoreRoutine(steps, lab), null);
      expectOneVerdict(r.readings, r.notes);
    });
  }

  it("3 riffles: far from random in every reading, and the map not called even", () => {
    const steps = parseRoutine("R3");
    const r = exactReadout(steps, lab, scoreRoutine(steps, lab), null);
    expect(r.readings[0]!.sentence).toContain("nowhere near random");
    const map = r.readings.find((x) => x.figure.startsWith("heatmap"))!;
    // √D for 52 cards after 3 riffles is about 0.39: visibly uneven, not "0.3 %".
    expect(map.sentence).toMatch(/^The heatmap \(where single cards land\) is visibly uneven: a typical square is off the even share by 3\d\.\d %\.$/);
    expect(r.tone).toBe("bad");
  });

  it("12 riffles: close to random, and the flat map says nothing more", () => {
    const steps = parseRoutine("R12");
    const r = exactReadout(steps, lab, scoreRoutine(steps, lab), null);
    expect(r.readings[0]!.sentence).toContain(closeness(0.0108));
    const map = r.readings.find((x) => x.figure.startsWith("heatmap"))!;
    expect(map.sentence).toMatch(/looks flat: a typical square is off the even share by 0\.1 %\.$/);
  });

  it("a flat map with a far TV: the map's reading says plainly that the deck is far from random", () => {
    const [card, map] = heatmapReadings(0.002, 1e-6, 52, { words: "far from random", lower: 0.9 });
    expect(map!.sentence).toBe(
      "The heatmap (where single cards land) looks flat: a typical square is off the even share by 0.1 %, yet the deck as a whole is far from random: the map shows where single cards go, not the order between them.",
    );
    expect(card!.sentence).not.toMatch(/random/);
    const headline = { sentence: "After 2 cuts the deck is far from random: …", figure: "TV distance ≥ 0.9000", meaning: "" };
    expectOneVerdict([headline, card!, map!], []);
  });

  it("the checker itself catches a disagreeing reading", () => {
    const reading = (sentence: string) => ({ sentence, figure: "", meaning: "" });
    const headline = reading("After 3 riffles the deck is nowhere near random.");
    expect(() => expectOneVerdict([headline, reading("The deck is close to random.")], [])).toThrow();
    expect(() => expectOneVerdict([headline, reading("The heatmap looks random.")], [])).toThrow();
  });
});
