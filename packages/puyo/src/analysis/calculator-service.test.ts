import { describe, expect, it } from "vitest";
import { CalculatorService, type CalculatorMessage } from "./calculator-service.ts";

describe("the calculator service", () => {
  it("answers with progress, then the result, and caches it", () => {
    const out: CalculatorMessage[] = [];
    const service = new CalculatorService((m) => out.push(m));
    const request = { id: 1, field: "BB.GR.", pair: "RG", moves: 2, condition: { kind: "chain" as const, chains: 2 } };
    service.handle(request);
    expect(out.some((m) => m.type === "progress")).toBe(true);
    const result = out.at(-1)!;
    expect(result.type).toBe("result");
    service.handle({ ...request, id: 2 });
    expect(out.at(-1)).toMatchObject({ id: 2, type: "result", cached: true });
  });
  it("reports bad input as an error message with its place", () => {
    const out: CalculatorMessage[] = [];
    new CalculatorService((m) => out.push(m)).handle({ id: 3, field: "RRX...", pair: "RG", moves: 1, condition: { kind: "allclear" } });
    expect(out[0]).toMatchObject({ id: 3, type: "error", where: "row 1, column 3 (character 3)" });
  });
  it("passes the lost-field refusal on to the app (the X cell filled)", () => {
    const out: CalculatorMessage[] = [];
    const column3 = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? "..R..." : "..G...")).join("");
    new CalculatorService((m) => out.push(m)).handle({ id: 4, field: column3, pair: "RG", moves: 2, condition: { kind: "chain", chains: 2 } });
    expect(out[0]).toEqual({ id: 4, type: "error", message: "the field is already lost: column 3, row 12 is filled" });
  });
});
