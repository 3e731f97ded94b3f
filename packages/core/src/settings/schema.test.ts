import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  alsoText,
  defaultValues,
  fieldProblem,
  numberSetting,
  parseNumberInput,
  parseSettingValues,
  settingOf,
  snapToStep,
  type NumberField,
  type SettingField,
} from "./schema.ts";

const FIELDS: SettingField[] = [
  { key: "das", label: "DAS", kind: "range", min: 0, max: 500, step: 1, unit: " ms", default: 167 },
  {
    key: "colour",
    label: "Colour",
    kind: "choice",
    options: [
      ["red", "Red"],
      ["blue", "Blue"],
    ],
    default: "red",
  },
  { key: "ghost", label: "Ghost", kind: "toggle", default: true },
];

describe("setting values", () => {
  it("defaults come from the fields", () => {
    expect(defaultValues(FIELDS)).toEqual({ das: 167, colour: "red", ghost: true });
  });

  it("each kind says what is wrong with a value", () => {
    expect(fieldProblem(FIELDS[0]!, 501)).toBe("501 is not a number from 0 to 500");
    expect(fieldProblem(FIELDS[0]!, Number.NaN)).toBe("NaN is not a number from 0 to 500");
    expect(fieldProblem(FIELDS[0]!, 0)).toBeNull();
    expect(fieldProblem(FIELDS[1]!, "green")).toBe('"green" is not one of "red", "blue"');
    expect(fieldProblem(FIELDS[2]!, "yes")).toBe('"yes" is not true or false');
  });

  it("repairs bad fields alone and names each one; a field added since the save silently takes its default", () => {
    const { values, problems } = parseSettingValues({ das: "fast", colour: "blue", extra: 1 }, FIELDS, "settings.games.x.values");
    expect(values).toEqual({ das: 167, colour: "blue", ghost: true });
    expect(problems).toEqual(['settings.games.x.values.das: "fast" is not a number from 0 to 500; set to 167']);
  });

  it("a missing section is silently the defaults; a non-object is one problem", () => {
    expect(parseSettingValues(undefined, FIELDS, "v")).toEqual({ values: defaultValues(FIELDS), problems: [] });
    expect(parseSettingValues([1], FIELDS, "v").problems).toEqual(["v: an array is not an object; using the defaults"]);
  });

  test.prop([fc.anything()])("never throws, and what it returns reads back clean", (json) => {
    const { values } = parseSettingValues(json, FIELDS, "v");
    for (const field of FIELDS) expect(fieldProblem(field, values[field.key])).toBeNull();
    expect(parseSettingValues(JSON.parse(JSON.stringify(values)), FIELDS, "v")).toEqual({ values, problems: [] });
  });
});

describe("settingOf", () => {
  const fields = FIELDS;
  it("gives the stored value when it is valid, else the meta's default, and refuses an unknown key", () => {
    expect(settingOf(fields, { das: 80 }, "das")).toBe(80);
    expect(numberSetting(fields, { das: "fast" }, "das")).toBe(167);
    expect(settingOf(fields, {}, "colour")).toBe(FIELDS[1]!.default);
    expect(() => settingOf(fields, {}, "arr")).toThrow(/no setting "arr"/);
    expect(() => numberSetting(fields, {}, "colour")).toThrow(/not a number/);
  });
});

describe("number fields", () => {
  const FRAMES: NumberField = {
    key: "delayFrames",
    label: "Delay",
    kind: "number",
    min: 0,
    max: 30,
    step: 0.1,
    unit: " f",
    default: 10,
    also: { factor: 1000 / 60, unit: " ms", digits: 0 },
    was: { key: "delayMs", factor: 60 / 1000 },
  };

  it("check a value like a range", () => {
    expect(fieldProblem(FRAMES, 30)).toBeNull();
    expect(fieldProblem(FRAMES, 30.1)).toBe("30.1 is not a number from 0 to 30");
    expect(fieldProblem(FRAMES, "10")).toBe('"10" is not a number from 0 to 30');
  });

  it("show the second unit: frames at 60 Hz in milliseconds", () => {
    expect(alsoText(FRAMES, 10)).toBe("167 ms");
    expect(alsoText(FRAMES, 2)).toBe("33 ms");
    expect(alsoText(FRAMES, 0)).toBe("0 ms");
    expect(alsoText({ key: "n", label: "N", kind: "number", min: 0, max: 9, step: 1, unit: "", default: 0 }, 3)).toBeNull();
  });

  it("read what was typed, snapped to the step, and say why not otherwise", () => {
    expect(parseNumberInput(FRAMES, " 10 ")).toEqual({ value: 10 });
    expect(parseNumberInput(FRAMES, "1,5")).toEqual({ value: 1.5 });
    expect(parseNumberInput(FRAMES, "8.04")).toEqual({ value: 8 });
    expect(parseNumberInput(FRAMES, ".3")).toEqual({ value: 0.3 });
    expect(parseNumberInput(FRAMES, "")).toEqual({ problem: "Delay: enter a number from 0 to 30 f." });
    expect(parseNumberInput(FRAMES, "ten")).toEqual({ problem: 'Delay: "ten" is not a number; enter one from 0 to 30 f.' });
    expect(parseNumberInput(FRAMES, "1e3")).toEqual({ problem: 'Delay: "1e3" is not a number; enter one from 0 to 30 f.' });
    expect(parseNumberInput(FRAMES, "31")).toEqual({ problem: "Delay: 31 is out of range; enter a number from 0 to 30 f." });
    expect(parseNumberInput(FRAMES, "-1")).toEqual({ problem: "Delay: -1 is out of range; enter a number from 0 to 30 f." });
  });

  test.prop([fc.integer({ min: 0, max: 300 })])("a typed value on the grid reads back exactly", (tenths) => {
    const text = (tenths / 10).toFixed(1);
    expect(parseNumberInput(FRAMES, text)).toEqual({ value: tenths / 10 });
    expect(snapToStep(FRAMES, tenths / 10)).toBe(tenths / 10);
  });

  it("take the value saved under the key they replaced, converted, unless their own is saved", () => {
    // 167 ms is 10.02 frames at 60 Hz: 10.0 on the 0.1 grid; 133 ms (Jstris) is 7.98: 8.0.
    expect(parseSettingValues({ delayMs: 167 }, [FRAMES], "v")).toEqual({ values: { delayFrames: 10 }, problems: [] });
    expect(parseSettingValues({ delayMs: 133 }, [FRAMES], "v").values).toEqual({ delayFrames: 8 });
    expect(parseSettingValues({ delayMs: 0 }, [FRAMES], "v").values).toEqual({ delayFrames: 0 });
    expect(parseSettingValues({ delayMs: 500, delayFrames: 4 }, [FRAMES], "v").values).toEqual({ delayFrames: 4 });
    // An old value that is unusable or out of the new range is not a repair: the default, silently.
    expect(parseSettingValues({ delayMs: "fast" }, [FRAMES], "v")).toEqual({ values: { delayFrames: 10 }, problems: [] });
    expect(parseSettingValues({ delayMs: 900 }, [FRAMES], "v")).toEqual({ values: { delayFrames: 10 }, problems: [] });
  });
});
