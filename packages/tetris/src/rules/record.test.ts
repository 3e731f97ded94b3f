// Core's record properties on Tetris's rules: round trip through the text form, deterministic
// re-runs, refusal of another rules version (the suite is core's; the generators are Tetris's).
import { describeRecordProperties } from "@arcade/core/testing";
import fc from "fast-check";
import { tetrisRules } from "./replay.ts";
import { MODES, PLAY_ACTIONS } from "./types.ts";

describeRecordProperties({
  rules: tetrisRules,
  headers: fc.record({
    seed: fc.stringMatching(/^[a-z0-9]{1,8}$/),
    mode: fc.constantFrom(...MODES),
    options: fc.record({
      allow180: fc.boolean(),
      softDropFactor: fc.constantFrom(1, 20, 41),
      board: fc.constant(null),
      queue: fc.constant(null),
      hold: fc.constant(null),
    }),
  }),
  // Every play action, the soft drop key and versus garbage, so a record holds each kind of input.
  inputs: fc.oneof(
    fc.constantFrom(...PLAY_ACTIONS, "sdOn", "sdOff"),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 3 }).map((holes) => `garbage:${holes.join(",")}`),
  ),
  maxGap: 40,
  numRuns: 30,
});
