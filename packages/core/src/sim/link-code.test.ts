import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { InputError } from "../errors.ts";
import { decodeLinkCode, encodeLinkCode, nameField, nameOfField, playerName, type LinkCodeFormat } from "./link-code.ts";
import type { TimedInput } from "./replay.ts";

// Two formats shaped like the games' (a mode and options; a name and options).
const FALLING: LinkCodeFormat = {
  prefix: "p",
  rulesVersion: 1,
  fields: 2,
  letters: { left: "l", right: "r", cw: "c", ccw: "a", drop: "d", undo: "u", sdOn: "s", sdOff: "o" },
  counted: { "nuisance:": "n" },
  noun: "a falling-pairs record",
};
const NAMED: LinkCodeFormat = {
  prefix: "c",
  rulesVersion: 1,
  fields: 2,
  letters: {
    left: "l",
    right: "r",
    leftWall: "L",
    rightWall: "R",
    cw: "c",
    ccw: "a",
    "180": "f",
    softDrop: "s",
    sonicDrop: "S",
    hardDrop: "h",
    hold: "H",
    sdOn: "d",
    sdOff: "u",
  },
  noun: "a challenge code",
};

const inputs = (pairs: [number, string][]): TimedInput[] => pairs.map(([frame, action]) => ({ frame, action }));

describe("link codes", () => {
  // Strings made by the games' own codecs before this one (SHA-256 and FNV-1a checks).
  it("opens a replay link made before the shared codec (SHA-256 check)", () => {
    const code = decodeLinkCode(FALLING, "p1.e.4020.5l40c40d40r40r40d40a40d40l40c35n3-20z.fe7bdc31", "replay");
    expect(code.fields).toEqual(["e", "4020"]);
    expect(code.frames).toBe(420);
    expect(code.inputs.at(-1)).toEqual({ frame: 400, action: "nuisance:3" });
    expect(code.inputs.slice(0, 3)).toEqual(
      inputs([
        [5, "left"],
        [45, "cw"],
        [85, "drop"],
      ]),
    );
    expect(code.inputs).toHaveLength(11);
  });

  it("opens a challenge link made before the shared codec (FNV-1a check)", () => {
    const text = "c1.Bo%20B.1x20.3l30h30c30r7d10u13h30H30h30l30h30c30r30h30H30h30l30h30c30r30h30H27u.o9xipf";
    const code = decodeLinkCode(NAMED, text, "challenge");
    expect(nameOfField(code.fields[0]!, "challenge")).toBe("Bo B");
    expect(code.fields[1]).toBe("1x20");
    expect(code.inputs.slice(0, 6)).toEqual(
      inputs([
        [3, "left"],
        [33, "hardDrop"],
        [63, "cw"],
        [93, "right"],
        [100, "sdOn"],
        [110, "sdOff"],
      ]),
    );
    expect(code.inputs.at(-1)).toEqual({ frame: 600, action: "sdOff" });
  });

  it("writes the same code a replay link carried before", () => {
    const old = "p1.e.4020.5l40c40d40r40r40d40a40d40l40c35n3-20z.fe7bdc31";
    expect(encodeLinkCode(FALLING, decodeLinkCode(FALLING, old, "replay"))).toBe(old);
  });

  const action = fc.constantFrom(...Object.keys(FALLING.letters), "nuisance:1", "nuisance:42", "nuisance:9999");
  test.prop([fc.array(fc.tuple(fc.nat(500), action), { maxLength: 60 }), fc.option(fc.nat(800), { nil: undefined })])(
    "reads back what it writes",
    (steps, tail) => {
      let frame = 0;
      const list = steps.map(([gap, name]) => ({ frame: (frame += gap), action: name }));
      const frames = tail === undefined ? undefined : frame + tail + 1;
      const text = encodeLinkCode(FALLING, { fields: ["e", "4020"], inputs: list, ...(frames === undefined ? {} : { frames }) });
      expect(decodeLinkCode(FALLING, text, "replay")).toEqual({ fields: ["e", "4020"], inputs: list, ...(frames === undefined ? {} : { frames }) });
    },
  );

  it("refuses damage, other games, other rules and unknown letters, saying which", () => {
    const good = encodeLinkCode(FALLING, {
      fields: ["e", "4020"],
      inputs: inputs([
        [3, "left"],
        [9, "drop"],
      ]),
    });
    const bad = (text: string) => () => decodeLinkCode(FALLING, text, "replay");
    expect(bad(good.replace("3l", "4l"))).toThrow(/check does not match/);
    expect(bad(good.replace(/^p1/, "p2"))).toThrow(/rules version 2; this build plays version 1/);
    expect(bad(`x${good}`)).toThrow(/is not a falling-pairs record/);
    expect(bad(good.split(".").slice(1).join("."))).toThrow(InputError);
    const body = "p1.e.4020.3q";
    expect(() => decodeLinkCode(FALLING, `${body}.${encodeLinkCode(FALLING, { fields: ["e", "4020"], inputs: [] }).slice(-8)}`, "replay")).toThrow(/check/);
    expect(() => encodeLinkCode(FALLING, { fields: ["e"], inputs: [] })).toThrow(/2 fields/);
    expect(() => encodeLinkCode(FALLING, { fields: ["e", "1"], inputs: inputs([[0, "jump"]]) })).toThrow(/no letter for the action "jump"/);
  });

  it("keeps names to letters, digits, spaces and hyphens in any script, through a field", () => {
    expect(playerName("  Zoë 2 ")).toBe("Zoë 2");
    expect(() => playerName("a.b")).toThrow(/1 to 16/);
    expect(() => playerName("x".repeat(17))).toThrow(/1 to 16/);
    expect(nameOfField(nameField("山田 太郎"), "challenge")).toBe("山田 太郎");
    expect(() => nameOfField("%E0%A4%A", "challenge")).toThrow(/damaged name/);
  });
});
