import { inputErrorText } from "../testing.ts";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { InputError } from "../errors.ts";
import { parseReplay, replayToJSON, ReplayRecorder, stringifyReplay, type Replay } from "./replay.ts";

const header = { game: "tetris", rulesVersion: 1, seed: "abc", mode: "sprint", options: { board: "v115@vhAAgH" } };

describe("replays", () => {
  it("records timed inputs and writes the versioned JSON form", () => {
    const recorder = new ReplayRecorder(header);
    recorder.record(0, "left");
    recorder.record(0, "cw");
    recorder.record(12, "hd");
    expect(recorder.length).toBe(3);
    const json = replayToJSON(recorder.finish());
    expect(json).toEqual({
      format: "pocket-arcade-replay",
      version: 1,
      ...header,
      inputs: [
        [0, "left"],
        [0, "cw"],
        [12, "hd"],
      ],
    });
  });

  const replays = fc.record({
    game: fc.constantFrom("tetris", "puyo"),
    rulesVersion: fc.nat(10),
    seed: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s)),
    mode: fc.constantFrom("sprint", "marathon"),
    options: fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.boolean())),
    inputs: fc
      .array(fc.record({ frame: fc.nat(100_000), action: fc.constantFrom("left", "right", "hd") }))
      .map((inputs) => inputs.sort((a, b) => a.frame - b.frame)),
  });

  test.prop([replays])("round-trips through its JSON text exactly", (replay: Replay) => {
    expect(parseReplay(stringifyReplay(replay))).toEqual(replay);
  });

  it("says what is wrong with a bad replay, and where", () => {
    const good = replayToJSON({ ...header, inputs: [{ frame: 3, action: "hd" }] });
    const cases: [unknown, RegExp][] = [
      ["{not json", /^replay: is not valid JSON/],
      ["[]", /^replay: must be a JSON object, got an array/],
      [{ ...good, format: "x" }, /^replay\.format: must be "pocket-arcade-replay"/],
      [{ ...good, version: 2 }, /^replay\.version: version 2 is not supported \(this build reads version 1\)/],
      [{ ...good, game: "" }, /^replay\.game: must be a non-empty string/],
      [{ ...good, rulesVersion: -1 }, /^replay\.rulesVersion: must be a non-negative integer, got -1/],
      [{ ...good, seed: "a\u0001" }, /^replay\.seed: must not contain control characters/],
      [{ ...good, options: [] }, /^replay\.options: must be an object/],
      [{ ...good, inputs: {} }, /^replay\.inputs: must be an array/],
      [
        {
          ...good,
          inputs: [
            [1, "a"],
            [0, "b"],
          ],
        },
        /^replay\.inputs\[1\]\[0\]: frame 0 comes before the previous input's frame 1/,
      ],
      [{ ...good, inputs: [[1.5, "a"]] }, /^replay\.inputs\[0\]\[0\]: must be a non-negative integer, got 1.5/],
      [{ ...good, inputs: [[1, 2]] }, /^replay\.inputs\[0\]\[1\]: must be a non-empty string, got 2/],
      [{ ...good, inputs: [{ frame: 1 }] }, /^replay\.inputs\[0\]: must be a \[frame, action\] pair/],
    ];
    for (const [input, message] of cases) {
      const text = typeof input === "string" ? input : JSON.stringify(input);
      expect(() => parseReplay(text)).toThrow(InputError);
      expect(inputErrorText(() => parseReplay(text))).toMatch(message);
    }
    expect(parseReplay({ ...good, options: undefined }).options).toEqual({});
  });

  it("refuses inputs recorded out of order", () => {
    const recorder = new ReplayRecorder(header);
    recorder.record(5, "left");
    expect(() => recorder.record(4, "right")).toThrow(/before the last recorded frame 5/);
    expect(() => recorder.record(-1, "right")).toThrow(/non-negative/);
  });
});
