import { MESSAGE_BURST, MESSAGES_PER_SECOND } from "@arcade/core/rooms";
import { describe, expect, test } from "vitest";
import { BEHIND_MS, FLOOD_LIMIT, MessageRate, OpeningPace, WindowLimit, dueFrame, realFrame } from "./limits.ts";

describe("WindowLimit", () => {
  test("at most `limit` per window for each key, counted again as the window slides", () => {
    const limit = new WindowLimit(2, 60_000);
    expect(limit.take("a", 0)).toEqual({ ok: true });
    expect(limit.take("a", 10_000)).toEqual({ ok: true });
    expect(limit.take("a", 20_000)).toEqual({ ok: false, retryMs: 40_000 });
    expect(limit.take("b", 20_000)).toEqual({ ok: true });
    // The first one leaves the window at 60 s.
    expect(limit.take("a", 59_999)).toEqual({ ok: false, retryMs: 1 });
    expect(limit.take("a", 60_000)).toEqual({ ok: true });
  });

  test("forgets clients with nothing recent once it holds many", () => {
    const limit = new WindowLimit(1, 1000);
    for (let i = 0; i <= 1000; i++) limit.take(`client${i}`, 0);
    expect(limit.take("client0", 500)).toMatchObject({ ok: false });
    limit.take("late", 5000);
    expect(limit.take("client0", 5000)).toEqual({ ok: true });
  });
});

describe("OpeningPace", () => {
  test("a burst at once, then the pace; a crowd refused together is told to come back one share of a second apart", () => {
    const pace = new OpeningPace(10, 10, 0);
    for (let i = 0; i < 10; i++) expect(pace.take(0)).toBe(0);
    // 30 more at once: told 1, 1, …, 2, …, 3 s (ten a second), never 0.
    const waits = Array.from({ length: 30 }, () => pace.take(0));
    expect(waits.slice(0, 10)).toEqual(Array(10).fill(1));
    expect(waits.slice(10, 20)).toEqual(Array(10).fill(2));
    expect(waits.slice(20)).toEqual(Array(10).fill(3));
    // Those told 1 s come back and find the second's ten rooms.
    for (let i = 0; i < 10; i++) expect(pace.take(1000)).toBe(0);
    expect(pace.take(1000)).toBeGreaterThanOrEqual(3);
  });

  test("over a long run it opens no more than the pace plus the burst", () => {
    const pace = new OpeningPace(10, 10, 0);
    let opened = 0;
    for (let t = 0; t <= 60_000; t += 7) if (pace.take(t) === 0) opened++;
    expect(opened).toBeLessThanOrEqual(10 + 600);
    expect(opened).toBeGreaterThanOrEqual(600);
  });
});

describe("MessageRate", () => {
  test("a burst, then refusals answered once per run, refilled over time, and a flood at the limit", () => {
    const rate = new MessageRate(0);
    for (let i = 0; i < MESSAGE_BURST; i++) expect(rate.take(0)).toBe("ok");
    expect(rate.take(0)).toBe("refuse");
    expect(rate.take(0)).toBe("quiet");
    expect(rate.take(1000 / MESSAGES_PER_SECOND)).toBe("ok");
    expect(rate.take(1000 / MESSAGES_PER_SECOND)).toBe("refuse");
    // Three refused so far; the FLOOD_LIMIT-th closes.
    for (let i = 4; i < FLOOD_LIMIT; i++) expect(rate.take(1000 / MESSAGES_PER_SECOND)).toBe("quiet");
    expect(rate.take(1000 / MESSAGES_PER_SECOND)).toBe("flood");
  });
});

test("real time in frames", () => {
  expect(realFrame(0)).toBe(0);
  expect(realFrame(1000)).toBe(60);
  expect(realFrame(16)).toBe(0);
  expect(realFrame(17)).toBe(1);
});

test("behind real time: a device at 80 % of real speed never is; a frame-0 client is 20 s after the start", () => {
  for (let ms = 0; ms <= 2 * 60 * 60 * 1000; ms += 1000) expect(Math.floor(0.8 * realFrame(ms))).toBeGreaterThanOrEqual(dueFrame(ms, BEHIND_MS));
  expect(dueFrame(19_999, BEHIND_MS)).toBeLessThanOrEqual(0);
  expect(dueFrame(20_100, BEHIND_MS)).toBeGreaterThan(0);
});
