import { describe, expect, it } from "vitest";
import { linkDeckSize, meta } from "./meta.ts";

describe("the lab's deck", () => {
  it("is a 52-card deck by default, with 60 (the paper's TCG deck) within the setting's range", () => {
    const cards = meta.settings.find((s) => s.key === "cards");
    expect(cards).toMatchObject({ kind: "range", default: 52, min: 2, max: 200 });
    expect(meta.linkParams).toContain("cards");
  });

  it("a link that names its deck opens with it; a size the lab cannot hold is left to the Settings", () => {
    expect(linkDeckSize({ cards: "60" })).toBe(60);
    expect(linkDeckSize({ cards: "52" })).toBe(52);
    expect(linkDeckSize({ cards: "2" })).toBe(2);
    expect(linkDeckSize({ cards: "200" })).toBe(200);
    expect(linkDeckSize(undefined)).toBeNull();
    expect(linkDeckSize({})).toBeNull();
    for (const bad of ["1", "201", "6e1", "60.5", "-60", "", "sixty"]) expect(linkDeckSize({ cards: bad })).toBeNull();
  });
});
