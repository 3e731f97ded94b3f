// Core's record properties on Mahjong's practice records: round trip through the text form,
// deterministic re-runs, refusal of another rules version. Discards are drawn from every tile
// name; those not in hand at that turn are refused by the rules and skipped by the suite.
import { describeRecordProperties } from "@arcade/core/testing";
import fc from "fast-check";
import { mahjongRules } from "./record.ts";

const TILES = [..."mps"].flatMap((suit) => Array.from({ length: 10 }, (_, n) => `${n}${suit}`)).concat(Array.from({ length: 7 }, (_, n) => `${n + 1}z`));

describeRecordProperties({
  rules: mahjongRules,
  headers: fc.record({
    seed: fc.stringMatching(/^[a-z0-9]{1,8}$/),
    mode: fc.constant("practice"),
    options: fc.record({ redFives: fc.boolean(), assisted: fc.boolean() }),
  }),
  inputs: fc.tuple(fc.constantFrom("discard", "discard", "discard", "riichi"), fc.constantFrom(...TILES)).map(([kind, tile]) => `${kind}:${tile}`),
  // Turn-based: the frame moves with the discards, never by itself.
  maxGap: 0,
  maxInputs: 80,
  numRuns: 25,
});
