import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { defaultValues, fieldProblem, numberSetting, parseSettingValues, settingOf, type SettingField } from "./schema.ts";

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
