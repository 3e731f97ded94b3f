import { describe, expect, test } from "vitest";
import { RealTimeDebt } from "./real-time-debt.ts";

const options = { frameMs: 1000 / 60, maxExtra: 2, maxOwed: 60, pauseGapMs: 250 };

describe("RealTimeDebt", () => {
  test("a device at full speed owes nothing", () => {
    const debt = new RealTimeDebt(options);
    let extra = 0;
    for (let i = 0; i <= 600; i++) extra += debt.extra((i * 1000) / 60, 1);
    expect(extra).toBe(0);
  });

  test("a device at 20 drawn frames a second, one step each, is paid 2 extra a call and keeps up", () => {
    const debt = new RealTimeDebt(options);
    let steps = 0;
    for (let i = 0; i <= 200; i++) steps += 1 + debt.extra(i * 50, 1);
    // 10 s of real time is 600 frames (one frame either way for rounding); 201 calls took 201 steps.
    expect(Math.abs(steps - 600)).toBeLessThanOrEqual(1);
  });

  test("the extra steps a call are capped, and the debt by maxOwed", () => {
    const debt = new RealTimeDebt({ ...options, maxExtra: 5 });
    debt.extra(0, 0);
    expect(debt.extra(240, 0)).toBe(5); // 240 ms is 14.4 frames owed, 5 paid a call
    expect(debt.extra(240, 0)).toBe(5);
    expect(debt.extra(240, 0)).toBe(4); // 4.4 left
    // A long slow stretch owes at most maxOwed frames, so no more than that is ever paid back.
    const slow = new RealTimeDebt({ ...options, maxExtra: 100, maxOwed: 12 });
    slow.extra(0, 0);
    expect(slow.extra(240, 0)).toBe(12);
  });

  test("a pause is not owed: a gap over pauseGapMs pays nothing, and pass() time is not counted", () => {
    const debt = new RealTimeDebt(options);
    debt.extra(0, 1);
    expect(debt.extra(5000, 1)).toBe(0);
    expect(debt.extra(5000 + 1000 / 60, 1)).toBe(0);
    debt.pass(9000);
    expect(debt.extra(9000 + 1000 / 60, 1)).toBe(0);
    debt.restart();
    expect(debt.extra(20_000, 1)).toBe(0);
  });
});
