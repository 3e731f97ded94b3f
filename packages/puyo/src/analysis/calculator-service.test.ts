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
});
