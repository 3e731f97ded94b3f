// The properties every game's record must have, as one suite a game's test calls with its rules
// and generators of headers and inputs (part of `@arcade/core/testing`; tests only):
//   - a record played live goes through its text form and back unchanged, and re-runs to the
//     summary the live game had when the record was taken;
//   - re-running is deterministic (twice the same summary, from the record or its text);
//   - a record of another rules version, or of another game, is refused with an InputError at
//     `rulesVersion` / `game`, and `keptRecord` (a save in its JSON form) gives the player a reason
//     naming the version instead of a game.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError } from "../errors.ts";
import { GameRecording, keptRecord, rerun, type GameRecord, type RecordHeader, type ReplayRules, type ReplayableGame } from "../sim/record.ts";
import { parseReplay, stringifyReplay } from "../sim/replay.ts";

/** A record's header as a game's generator gives it: everything but the game and the rules version. */
export type HeaderFields = Omit<RecordHeader, "game" | "rulesVersion">;

export interface RecordSuiteOptions<G extends ReplayableGame> {
  rules: ReplayRules<G>;
  /** Headers of games to play: seeds, modes and options the game accepts. */
  headers: fc.Arbitrary<HeaderFields>;
  /**
   * One input of the game: an action its rules take (one that changes nothing is fine; one the
   * rules refuse with an InputError at that moment, such as a tile not in hand, is skipped).
   */
  inputs: fc.Arbitrary<string>;
  /** Most inputs in one generated game (default 40). */
  maxInputs?: number;
  /** Most steps between two inputs (default 20; 0 for a game whose frame moves only with inputs). */
  maxGap?: number;
  /** fast-check runs per property (default 50). */
  numRuns?: number;
}

/** A game played live while recorded: each input after its steps (up to `maxGap`); stops at game over. */
function play<G extends ReplayableGame>(rules: ReplayRules<G>, header: HeaderFields, moves: readonly [number, string][]) {
  const recording = GameRecording.start(rules, { ...header, game: rules.game, rulesVersion: rules.rulesVersion });
  for (const [gap, action] of moves) {
    for (let i = 0; i < gap && !recording.game.over; i++) recording.step();
    if (recording.game.over) break;
    // An input the rules refuse (a tile not in hand) is skipped: a game never records one.
    try {
      recording.input(action);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
    }
  }
  return { record: recording.record(), summary: JSON.stringify(recording.game.summary()) };
}

function refusedAt(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error.where;
    throw error;
  }
  return "(accepted)";
}

/** The three properties as functions that throw when one fails (the suite below runs them). */
export function recordPropertyChecks<G extends ReplayableGame>(
  options: RecordSuiteOptions<G>,
): Record<"roundTrip" | "determinism" | "otherVersions", () => void> {
  const { rules, headers } = options;
  const moves = fc.array(fc.tuple(fc.nat(options.maxGap ?? 20), options.inputs), { maxLength: options.maxInputs ?? 40 });
  const games = fc.tuple(headers, moves).map(([header, list]) => play(rules, header, list));
  const params = { numRuns: options.numRuns ?? 50 };
  return {
    roundTrip: () =>
      fc.assert(
        fc.property(games, ({ record, summary }) => {
          const text = stringifyReplay(record);
          const back = parseReplay(text);
          expect(back).toEqual(record);
          expect(stringifyReplay(back)).toBe(text);
          expect(JSON.stringify(rerun(rules, back).summary())).toBe(summary);
        }),
        params,
      ),
    determinism: () =>
      fc.assert(
        fc.property(games, ({ record }) => {
          const first = JSON.stringify(rerun(rules, record).summary());
          expect(JSON.stringify(rerun(rules, record).summary())).toBe(first);
          expect(JSON.stringify(rerun(rules, parseReplay(stringifyReplay(record))).summary())).toBe(first);
        }),
        params,
      ),
    otherVersions: () =>
      fc.assert(
        fc.property(games, fc.integer({ min: 1, max: 1000 }), ({ record }, shift) => {
          const versions = [rules.rulesVersion + shift, ...(rules.rulesVersion - shift >= 0 ? [rules.rulesVersion - shift] : [])];
          for (const rulesVersion of versions) {
            const other: GameRecord = { ...record, rulesVersion };
            expect(refusedAt(() => rerun(rules, other))).toBe("rulesVersion");
            const kept = keptRecord(rules, JSON.parse(stringifyReplay(other)));
            expect("reason" in kept && kept.reason).toMatch(/version/);
          }
          const elsewhere: GameRecord = { ...record, game: `${rules.game}-other` };
          expect(refusedAt(() => rerun(rules, elsewhere))).toBe("game");
          expect(keptRecord(rules, JSON.parse(stringifyReplay(record)))).toEqual({ record });
        }),
        params,
      ),
  };
}

/** Registers the record properties as a `describe` block for `rules` (call it at a test file's top level). */
export function describeRecordProperties<G extends ReplayableGame>(options: RecordSuiteOptions<G>): void {
  const checks = recordPropertyChecks(options);
  describe(`${options.rules.game} records (rules version ${options.rules.rulesVersion})`, () => {
    it("go through their text form and back unchanged, and re-run to the live game's summary", checks.roundTrip);
    it("re-run deterministically", checks.determinism);
    it("are refused under another rules version or another game, with a reason", checks.otherVersions);
  });
}
