import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError } from "../errors.ts";
import type { ReplayRules, ReplayableGame } from "../sim/record.ts";
import { recordPropertyChecks } from "./record-suite.ts";

/** A counter: "add:N" adds N (N over 9 is refused), each step adds 1, over at 200. */
class Counter implements ReplayableGame<{ total: number; frame: number }> {
  frame = 0;
  total = 0;
  constructor(private readonly drift: () => number = () => 0) {}
  get over(): boolean {
    return this.total >= 200;
  }
  apply(action: string, where: string): boolean {
    const n = Number(/^add:(\d+)$/.exec(action)?.[1] ?? NaN);
    if (!(n <= 9)) throw new InputError(`must be add:<0..9>, got ${JSON.stringify(action)}`, where);
    this.total += n;
    return n > 0;
  }
  step(): void {
    this.frame++;
    this.total += 1;
  }
  summary() {
    return { total: this.total + this.drift(), frame: this.frame };
  }
}

const headers = fc.record({ seed: fc.constant("s"), mode: fc.constant("m"), options: fc.constant({}) });
const inputs = fc.integer({ min: 0, max: 12 }).map((n) => `add:${n}`);

describe("recordPropertyChecks", () => {
  it("passes for rules that keep the contract", () => {
    const rules: ReplayRules<Counter> = { game: "counter", rulesVersion: 2, create: () => new Counter() };
    const checks = recordPropertyChecks({ rules, headers, inputs, numRuns: 20 });
    for (const check of Object.values(checks)) check();
  });

  it("fails for a game whose re-runs differ (its summary drifts with every call)", () => {
    let calls = 0;
    const rules: ReplayRules<Counter> = { game: "counter", rulesVersion: 2, create: () => new Counter(() => calls++) };
    const checks = recordPropertyChecks({ rules, headers, inputs, numRuns: 20 });
    expect(() => checks.determinism()).toThrow(/Property failed/);
    expect(() => checks.roundTrip()).toThrow(/Property failed/);
  });
});
