// The backlog gauge with simulated delays (times are passed in: nothing here depends on the
// machine's timing): what it excuses, and that no client can make it excuse more than the delay
// every client's messages really had.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BacklogGauge, BUSY_MIN_CLIENTS, CATCH_UP_RATE, MAX_EXCUSED_MS, SAMPLE_WINDOW_MS, SEND_INTERVAL_MS, SendClocks } from "./backlog.ts";

describe("SendClocks", () => {
  test("a client that keeps time reads as on time whatever its constant offset; a delayed batch as late by the delay", () => {
    const clocks = new SendClocks();
    // Player 1 saw game_start 80 ms after the room sent it; each batch arrives 5 ms after its frame.
    for (let frame = 6; frame <= 600; frame += 6) expect(clocks.batch(1, 80 + (frame * 1000) / 60 + 5, frame).lateMs).toBeCloseTo(0, 9);
    // Its next batch waited 3 s in a queue.
    expect(clocks.batch(1, 80 + (606 * 1000) / 60 + 5 + 3000, 606).lateMs).toBeCloseTo(3000, 9);
    // Player 2's clock is its own.
    expect(clocks.batch(2, 10_000, 0).lateMs).toBe(0);
    // A new game forgets both.
    clocks.reset();
    expect(clocks.batch(1, 500, 0).lateMs).toBe(0);
  });

  test("a client whose frame falls behind reads as late by as much (it cannot read as early); its send time is its frame's, held to real time", () => {
    const clocks = new SendClocks();
    expect(clocks.batch(1, 1000, 60)).toEqual({ lateMs: 0, sentMs: 1000, startLateMs: 0 });
    expect(clocks.batch(1, 2000, 90)).toEqual({ lateMs: 500, sentMs: 1500, startLateMs: 500 });
    // Frames ahead of the arrival only lower the least offset: lateness is never negative, and the
    // send time is no later than the arrival.
    expect(clocks.batch(1, 2100, 200)).toEqual({ lateMs: 0, sentMs: 2100, startLateMs: 0 });
  });
});

describe("BacklogGauge", () => {
  /**
   * Clients each sending every 100 ms from `from` to `to`, every message delayed by `delay(t)`;
   * a client may hold its frame back by `extra` (its messages then read that much later still).
   */
  function feed(gauge: BacklogGauge, clients: number, from: number, to: number, delay: (t: number) => number, extra = (_client: number) => 0): void {
    const arrivals: [number, string, number][] = [];
    for (let t = from; t < to; t += 100) for (let c = 0; c < clients; c++) arrivals.push([t + delay(t), `R:${c}`, delay(t) + extra(c)]);
    arrivals.sort((a, b) => a[0] - b[0]);
    for (const [at, client, late] of arrivals) gauge.message(client, late, at);
  }

  test("messages every client sent that waited q in a queue: the backlog is q", () => {
    const gauge = new BacklogGauge();
    feed(gauge, 10, 0, 5000, (t) => (t < 2000 ? 0 : 1500));
    expect(gauge.backlog(5000 + 1500)).toBe(1500);
  });

  test("one client's late messages (a withholder) excuse nothing while another keeps time; nor does a lone client", () => {
    const gauge = new BacklogGauge();
    feed(
      gauge,
      2,
      0,
      5000,
      () => 0,
      (client) => (client === 0 ? 8000 : 0),
    );
    expect(gauge.backlog(5000 + 8000)).toBe(0);
    const alone = new BacklogGauge();
    feed(alone, 1, 0, 5000, () => 4000);
    expect(alone.backlog(9000)).toBe(0);
  });

  test("a queue in front of everyone plus withholders: only the queue's delay is excused while over a tenth keep time", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 60, maxLength: 60 }),
        (clients, queue, extras) => {
          const gauge = new BacklogGauge();
          // The first tenth of the clients and one more keep time; the others may hold their frames back.
          const honest = Math.floor(clients / 10) + 1;
          feed(
            gauge,
            clients,
            0,
            3000,
            () => queue,
            (client) => (client < honest ? 0 : extras[client]!),
          );
          const backlog = gauge.backlog(3000 + queue);
          return backlog <= Math.min(queue, MAX_EXCUSED_MS) && backlog >= 0;
        },
      ),
    );
  });

  test("a queue that stood before the games began shows in every client's lateness against its start, though none grows; one client's does not", () => {
    const gauge = new BacklogGauge();
    // Every message waited 12 s, from each game's first on: no growth over its sender's least.
    for (let t = 0; t < 3000; t += 100) for (let c = 0; c < BUSY_MIN_CLIENTS; c++) gauge.message(`R:${c}`, 0, 12_000 + t, 12_000);
    expect(gauge.backlog(15_000)).toBe(12_000);
    // The messages were not bunched by it (they came at their pace), and new rooms are refused on the growth only.
    expect(gauge.current(15_000)).toBe(0);
    expect(gauge.backlog(15_000, BUSY_MIN_CLIENTS)).toBe(0);
    // One client late against its start (a withholder, or a slow device) while another keeps time: nothing.
    const one = new BacklogGauge();
    for (let t = 0; t < 3000; t += 100) {
      one.message("R:0", 0, t, 12_000);
      one.message("R:1", 0, t, 5);
    }
    expect(one.backlog(3000)).toBe(5);
  });

  test("in a crowd (20 or more) one client running its frame ahead of real time does not take the others' excuse away", () => {
    const gauge = new BacklogGauge();
    // Everyone's messages wait 3 s; client 0 says it is on time (its frame runs 3 s ahead).
    feed(gauge, 20, 0, 5000, (t) => (t < 2000 ? 0 : 3000));
    gauge.message("R:0", 0, 8000);
    expect(gauge.backlog(8000)).toBe(3000);
  });

  test("what it excuses is capped, and old evidence lapses, paid back at CATCH_UP_RATE", () => {
    const gauge = new BacklogGauge();
    feed(gauge, 4, 0, 3000, () => 90_000);
    expect(gauge.backlog(93_000)).toBe(MAX_EXCUSED_MS);
    expect(gauge.backlog(93_000 + SAMPLE_WINDOW_MS + 100)).toBe(MAX_EXCUSED_MS - CATCH_UP_RATE * (SAMPLE_WINDOW_MS + 100));
    expect(gauge.backlog(93_000 + MAX_EXCUSED_MS / CATCH_UP_RATE)).toBe(0);
    // New rooms are refused on the evidence now, not on what is being paid back.
    expect(gauge.backlog(93_000 + SAMPLE_WINDOW_MS + 100, BUSY_MIN_CLIENTS)).toBe(0);
  });

  test("a stall: players who were all sending, then nothing read for 12 s; the first message after it carries it", () => {
    const gauge = new BacklogGauge();
    feed(gauge, 2, 0, 2000, () => 0);
    expect(gauge.backlog(2000)).toBe(0);
    // At 14 s the server reads again: the first message is alone (no second client bears it out yet).
    gauge.message("R:0", 12_000, 14_000);
    const stall = 14_000 - 1900 - SEND_INTERVAL_MS;
    expect(gauge.backlog(14_000)).toBe(stall);
    expect(gauge.backlog(14_000 + SAMPLE_WINDOW_MS + 100)).toBe(stall - CATCH_UP_RATE * (SAMPLE_WINDOW_MS + 100));
    expect(gauge.backlog(14_000 + stall / CATCH_UP_RATE)).toBe(0);
    // A lone client's gap is no stall.
    const alone = new BacklogGauge();
    feed(alone, 1, 0, 2000, () => 0);
    alone.message("R:0", 12_000, 14_000);
    expect(alone.backlog(14_000)).toBe(0);
  });

  test("refusing new rooms takes a crowd's messages: one room's two clients cannot make the server look busy", () => {
    const pair = new BacklogGauge();
    feed(pair, 2, 0, 5000, (t) => (t < 2000 ? 0 : 3000));
    expect(pair.backlog(8000)).toBe(3000);
    expect(pair.backlog(8000, BUSY_MIN_CLIENTS)).toBe(0);
    const crowd = new BacklogGauge();
    feed(crowd, BUSY_MIN_CLIENTS, 0, 5000, (t) => (t < 2000 ? 0 : 3000));
    expect(crowd.backlog(8000, BUSY_MIN_CLIENTS)).toBe(3000);
  });

  test("a late timer or alarm counts for the window after it (an alarm on rooms' clocks only)", () => {
    const gauge = new BacklogGauge();
    gauge.timer(1000, 1400);
    expect(gauge.backlog(1400)).toBe(400);
    expect(gauge.backlog(1400, BUSY_MIN_CLIENTS)).toBe(400);
    // The drift is owed on rooms' clocks until paid back; as evidence now it lapses with the window.
    expect(gauge.backlog(1400 + SAMPLE_WINDOW_MS + 1)).toBeCloseTo(400 - CATCH_UP_RATE * (SAMPLE_WINDOW_MS + 1), 6);
    expect(gauge.current(1400 + SAMPLE_WINDOW_MS + 1)).toBe(0);
    expect(gauge.backlog(1400 + 400 / CATCH_UP_RATE)).toBe(0);
    gauge.alarm(5000, 5600);
    expect(gauge.backlog(5600)).toBe(600);
    expect(gauge.backlog(5600, BUSY_MIN_CLIENTS)).toBe(0);
  });

  test("the probe's drift is owed to every client: counted while the probe is overdue, added up, paid back at CATCH_UP_RATE", () => {
    const gauge = new BacklogGauge();
    gauge.probe(100);
    // The process had no CPU from 0 to 5.1 s: whatever it runs first after that sees the stall.
    expect(gauge.backlog(5100)).toBe(5000);
    gauge.timer(100, 5100);
    gauge.probe(5200);
    gauge.timer(5200, 5200);
    // The next probe on time: the drift is still owed, paid back at CATCH_UP_RATE.
    expect(gauge.backlog(5200)).toBe(5000 - CATCH_UP_RATE * 100);
    // A process starved 900 ms of every second for 10 s: each drift is 900 ms, and they add up
    // (less half of the time between them), where the latest drift alone would excuse 900 ms.
    const starved = new BacklogGauge();
    for (let t = 0; t < 10_000; t += 1000) {
      starved.probe(t + 100);
      starved.timer(t + 100, t + 1000);
    }
    expect(starved.backlog(9000)).toBeCloseTo(10 * 900 - 9 * 1000 * CATCH_UP_RATE, 6);
    // Refusing new rooms, and the message rate's burst, read only the latest drift.
    expect(starved.backlog(9000, BUSY_MIN_CLIENTS)).toBe(900);
    expect(starved.current(9000)).toBe(900);
  });

  test("the rooms' clock (now less the backlog) never runs ahead faster than 1 + CATCH_UP_RATE times real time", () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant("message" as const), client: fc.integer({ min: 0, max: 5 }), late: fc.integer({ min: 0, max: 40_000 }) }),
      fc.record({ kind: fc.constant("timer" as const), late: fc.integer({ min: 0, max: 20_000 }) }),
      fc.record({ kind: fc.constant("alarm" as const), late: fc.integer({ min: 0, max: 20_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 3000 }), event), { maxLength: 80 }), (steps) => {
        const gauge = new BacklogGauge();
        let at = 0;
        let clock = -Infinity;
        for (const [gap, step] of steps) {
          at += gap;
          if (step.kind === "message") gauge.message(`R:${step.client}`, step.late, at);
          else if (step.kind === "timer") gauge.timer(at - step.late, at);
          else gauge.alarm(at - step.late, at);
          const now = at - gauge.backlog(at);
          if (clock !== -Infinity) expect(now - clock).toBeLessThanOrEqual((1 + CATCH_UP_RATE) * gap + 1e-9);
          clock = now;
        }
      }),
    );
  });
});
