import { InputError, answerCall, type WorkerAnswer } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { calculatorJobs, solve } from "./calculator-service.ts";
import { probability } from "./probability.ts";
import { parseField } from "../rules/field-text.ts";
import { parsePair } from "../rules/pair.ts";

describe("the calculator job", () => {
  const request = { field: "BB.GR.", pair: "RG", moves: 2, condition: { kind: "chain" as const, chains: 2 } };
  it("answers as the calculator does, with progress rising to 1", () => {
    const seen: number[] = [];
    const result = solve(request, (done) => seen.push(done));
    const direct = probability({ field: parseField("BB.GR."), pair: parsePair("RG"), next: [], moves: 2, condition: request.condition, early: "continue" });
    expect(result.fraction).toBe(direct.fraction);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
  it("through core's worker protocol: progress, then the result; bad input is an error with its place", async () => {
    const out: WorkerAnswer[] = [];
    await answerCall(calculatorJobs, { id: 1, kind: "solve", request }, (m) => out.push(m), { progressEveryMs: 0 });
    expect(out.some((m) => m.type === "progress")).toBe(true);
    expect(out.at(-1)).toMatchObject({ id: 1, type: "result" });
    const bad: WorkerAnswer[] = [];
    await answerCall(calculatorJobs, { id: 3, kind: "solve", request: { ...request, field: "RRX..." } }, (m) => bad.push(m));
    expect(bad[0]).toMatchObject({ id: 3, type: "error", where: "row 1, column 3 (character 3)" });
  });
  it("passes the lost-field refusal on to the app (the X cell filled)", () => {
    const column3 = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? "..R..." : "..G...")).join("");
    expect(() => solve({ ...request, field: column3 })).toThrow(InputError);
    expect(() => solve({ ...request, field: column3 })).toThrow("the field is already lost: column 3, row 12 is filled");
  });
});
