import { MESSAGE_BURST, MESSAGES_PER_SECOND } from "@arcade/core/rooms";
import fc from "fast-check";
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
  test("a burst at once, then a turn every tenth of a second, held up to 2 s; a crowd past that told to come back a turn apart", () => {
    const pace = new OpeningPace(10, 2, 2000, 0);
    const answers = Array.from({ length: 40 }, () => pace.take(0));
    // Two at once, then 100, 200, … 2000 ms: 22 rooms wait for their turn.
    expect(answers.slice(0, 22)).toEqual([0, 0, ...Array.from({ length: 20 }, (_, i) => 100 * (i + 1))].map((wait) => ({ wait })));
    // The rest are refused, told 3 s (turns 2.1 … 3.0 s), then 4 s: ten a second, as the pace takes them.
    expect(answers.slice(22, 32)).toEqual(Array(10).fill({ retryAfter: 3 }));
    expect(answers.slice(32)).toEqual(Array(8).fill({ retryAfter: 4 }));
    // Those told 3 s come back together and wait their turns, a tenth of a second apart.
    const back = Array.from({ length: 10 }, () => pace.take(3000));
    expect(back.map((answer) => ("wait" in answer ? answer.wait : -1))).toEqual([0, 0, 100, 200, 300, 400, 500, 600, 700, 800]);
  });

  test("whatever the arrivals, turns never bunch: at most the burst plus the pace in any stretch of time, no wait over the hold", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 200 }), fc.integer({ min: 1, max: 4 }), (times, burst) => {
        const pace = new OpeningPace(10, burst, 2000, 0);
        const turns: number[] = [];
        for (const now of times.sort((a, b) => a - b)) {
          const answer = pace.take(now);
          if ("retryAfter" in answer) expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
          else {
            expect(answer.wait).toBeGreaterThanOrEqual(0);
            expect(answer.wait).toBeLessThanOrEqual(2000);
            turns.push(now + answer.wait);
          }
        }
        turns.sort((a, b) => a - b);
        for (let i = 0; i < turns.length; i++) {
          for (let j = i; j < turns.length; j++) expect(j - i + 1).toBeLessThanOrEqual(burst + (turns[j]! - turns[i]!) / 100 + 1e-9);
        }
      }),
    );
  });

  test("over a long run it opens no more than the pace plus the burst", () => {
    const pace = new OpeningPace(10, 2, 2000, 0);
    let opened = 0;
    for (let t = 0; t <= 60_000; t += 7) if ("wait" in pace.take(t)) opened++;
    expect(opened).toBeLessThanOrEqual(2 + 600 + 20);
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

  test("a game's batches read late and together, with no backlog shown, pass: they were sent 100 ms apart on their sender's clock", () => {
    const rate = new MessageRate(0);
    // 30 s of batches every 100 ms, all read in the same millisecond after the stall.
    for (let i = 1; i <= 300; i++) expect(rate.take(30_000, 0, i * 100)).toBe("ok");
    // The same bunch with no sender's clock (lobby messages) is held to the burst.
    const lobby = new MessageRate(0);
    const answers = Array.from({ length: 300 }, () => lobby.take(30_000));
    expect(answers.filter((a) => a === "ok")).toHaveLength(MESSAGE_BURST);
  });

  test("a sender's clock gives at most real time: a flooder gets at most twice the rate, and stamping earlier gives nothing", () => {
    const rate = new MessageRate(0);
    let ok = 0;
    // 1,000 messages a second for 10 s, each stamped at real time (the room caps a stamp there).
    for (let ms = 1; ms <= 10_000; ms++) if (rate.take(ms, 0, ms) === "ok") ok++;
    expect(ok).toBeLessThanOrEqual(MESSAGE_BURST + 2 * 10 * MESSAGES_PER_SECOND);
    // Alternating an early and a late stamp does not refill by their difference each time.
    const zigzag = new MessageRate(0);
    let zigzagOk = 0;
    for (let i = 0; i < 2000; i++) if (zigzag.take(1000, 0, i % 2 === 0 ? 0 : 1000) === "ok") zigzagOk++;
    expect(zigzagOk).toBeLessThanOrEqual(MESSAGE_BURST + MESSAGES_PER_SECOND + 1);
    // A new game's clock starts again from its first batch.
    zigzag.newGame();
    expect(zigzag.take(1000, 0, 0)).not.toBe("ok");
    expect(zigzag.take(1000, 0, 500)).toBe("ok");
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
