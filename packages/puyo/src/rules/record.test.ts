// Core's record properties on Puyo's rules: round trip through the text form, deterministic
// re-runs, refusal of another rules version (the suite is core's; the generators are Puyo's).
import { describeRecordProperties } from "@arcade/core/testing";
import fc from "fast-check";
import { DEFAULT_REPLAY_OPTIONS, PUYO_RULES } from "./replay.ts";
import { PLAY_ACTIONS } from "./stepped.ts";

describeRecordProperties({
  rules: PUYO_RULES,
  headers: fc.record({
    seed: fc.stringMatching(/^[a-z0-9]{1,8}$/),
    mode: fc.constantFrom("endless", "practice"),
    options: fc.record({
      colors: fc.constantFrom(3, 4, 5),
      field: fc.constant(DEFAULT_REPLAY_OPTIONS.field),
      player: fc.constant(DEFAULT_REPLAY_OPTIONS.player),
      undo: fc.boolean(),
      chainSpeed: fc.constantFrom(1, 2, 4),
    }),
  }),
  // Every play action, the soft drop key and received nuisance.
  inputs: fc.oneof(
    fc.constantFrom(...PLAY_ACTIONS, "sdOn", "sdOff"),
    fc.integer({ min: 1, max: 30 }).map((count) => `nuisance:${count}`),
  ),
  maxGap: 60,
  numRuns: 30,
});
