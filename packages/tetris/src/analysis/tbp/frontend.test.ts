// The TBP frontend (`TbpOpponent`) against our own bot session in process, on a clock the test
// moves: the spec's message order, the randomizer extension, the thinking time, restarts only
// after garbage, the first legal move of a list, and the ways a bot forfeits.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PIECE_TYPES, type PieceType } from "../../rules/types.ts";
import { TetrisGame } from "../../rules/game.ts";
import { positionOf } from "../advisor.ts";
import { BOTS } from "../bot.ts";
import { TbpOpponent, actionsForMove } from "./frontend.ts";
import type { BotMessage, FrontendMessage, TbpMove } from "./messages.ts";
import { TbpBot } from "./session.ts";

/** A clock the test runs by hand: `after` queues, `run` fires what is due. */
function manualClock() {
  let now = 0;
  const timers: { at: number; run: () => void; live: boolean }[] = [];
  return {
    after: (ms: number, run: () => void) => {
      const timer = { at: now + ms, run, live: true };
      timers.push(timer);
      return () => (timer.live = false);
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.splice(0)) {
        if (timer.live && timer.at <= now) timer.run();
        else if (timer.live) timers.push(timer);
      }
    },
  };
}

function harness(bot: { handle(m: FrontendMessage): BotMessage[] } = new TbpBot({ bot: BOTS.hard }), answerMs?: number) {
  const clock = manualClock();
  const sent: FrontendMessage[] = [];
  const moves: [string, unknown][] = [];
  const problems: string[] = [];
  let replies: BotMessage[] = [];
  const opponent = new TbpOpponent(
    (message) => {
      sent.push(message);
      replies.push(...bot.handle(message));
    },
    { move: (key, actions) => moves.push([key, actions]), problem: (m) => problems.push(m) },
    { thinkMs: 100, after: clock.after, ...(answerMs !== undefined ? { answerMs } : {}) },
  );
  const deliver = () => {
    const now = replies;
    replies = [];
    for (const reply of now) opponent.receive(reply);
  };
  const types = () => sent.splice(0).map((m) => m.type);
  return { clock, sent, moves, problems, opponent, deliver, types };
}

describe("the TBP frontend", () => {
  it("follows the spec: rules with the 7-bag, one start, thinking time, then play and new_piece; start again only after garbage", () => {
    const h = harness();
    h.opponent.receive(new TbpBot().info());
    expect(h.sent[0]).toEqual({ type: "rules", randomizer: "seven_bag" });
    h.types();
    h.deliver(); // ready
    const game = new TetrisGame({ seed: "tbp-flow", mode: "zen", allow180: true, softDropFactor: 41 });
    const ask = (key: string) => h.opponent.plan(key, positionOf(game)!);
    ask("1");
    const start = h.sent[0];
    expect(start?.type === "start" && start.randomizer).toEqual({
      type: "seven_bag",
      bag_state: [PIECE_TYPES.find((p) => ![game.active!.type, ...game.next(5)].includes(p))],
    });
    expect(h.types()).toEqual(["start"]);
    h.clock.advance(99);
    expect(h.types()).toEqual([]); // still thinking
    h.clock.advance(1);
    expect(h.types()).toEqual(["suggest"]);
    for (let turn = 2; turn <= 12; turn++) {
      h.deliver();
      const [key, actions] = h.moves.at(-1)!;
      expect(key).toBe(String(turn - 1));
      const holdWasEmpty = game.hold === null;
      for (const action of actions as string[]) game.apply(action as never);
      // The first hold takes a piece from the queue, so the bot is told of one more new piece.
      const held = holdWasEmpty && game.hold !== null;
      ask(String(turn));
      const told = h.types();
      expect(told[0]).toBe("play");
      expect(told.slice(1).every((t) => t === "new_piece")).toBe(true);
      expect(told.length === 2 || (held && told.length === 3)).toBe(true);
      h.clock.advance(100);
      expect(h.types()).toEqual(["suggest"]);
    }
    // Garbage rises: the bot's board is no longer the game's, so it starts again.
    h.deliver();
    for (const action of h.moves.at(-1)![1] as string[]) game.apply(action as never);
    game.addGarbage([0, 0]);
    ask("garbage");
    expect(h.types()).toEqual(["stop", "start"]);
    h.clock.advance(100);
    expect(h.types()).toEqual(["suggest"]);
    // Asked again about the same position (a plan thrown away): nothing to tell, a new suggest.
    h.deliver();
    ask("again");
    expect(h.types()).toEqual([]);
    h.clock.advance(100);
    expect(h.types()).toEqual(["suggest"]);
    expect(h.problems).toEqual([]);
  });

  it("takes the first legal move of a list with repeats; no legal move is a forfeit (stop)", () => {
    const game = new TetrisGame({ seed: "tbp-list", mode: "zen", allow180: true, softDropFactor: 41 });
    const real = new TbpBot({ bot: BOTS.hard });
    let list: (moves: TbpMove[]) => TbpMove[] = (moves) => moves;
    const h = harness({
      handle: (m) => real.handle(m).map((r) => (r.type === "suggestion" ? { ...r, moves: list(r.moves) } : r)),
    });
    h.opponent.receive(real.info());
    h.deliver();
    const off = (move: TbpMove): TbpMove => ({ ...move, location: { ...move.location, y: -2 } });
    // The bot's list: an impossible move twice, then its second choice twice, then its first.
    let chosen: TbpMove | undefined;
    list = (moves) => {
      chosen = moves[1] ?? moves[0]!;
      return [off(moves[0]!), off(moves[0]!), chosen, chosen, moves[0]!];
    };
    const position = positionOf(game)!;
    h.opponent.plan("a", position);
    h.clock.advance(100);
    h.deliver();
    expect(h.moves).toEqual([["a", actionsForMove(position, chosen!)]]);
    list = (moves) => moves.map(off);
    h.opponent.plan("b", positionOf(game)!);
    h.clock.advance(100);
    h.types();
    h.deliver();
    expect(h.moves[1]).toEqual(["b", null]);
    expect(h.types()).toEqual(["stop"]);
  });

  it("a bot that sends error, is silent past its time or exits forfeits with a sentence", () => {
    const silent = harness({ handle: () => [] }, 2000);
    silent.clock.advance(2000);
    expect(silent.problems).toEqual(["The TBP bot did not answer (no info within 2 s); it forfeits."]);
    const quiet = harness({ handle: (m) => (m.type === "rules" ? [{ type: "ready" }] : []) }, 2000);
    quiet.opponent.receive(new TbpBot().info());
    quiet.deliver();
    quiet.opponent.plan("k", positionOf(new TetrisGame({ seed: "q", mode: "zen", allow180: true, softDropFactor: 41 }))!);
    quiet.clock.advance(100);
    quiet.clock.advance(1999);
    expect(quiet.problems).toEqual([]);
    quiet.clock.advance(1);
    expect(quiet.problems).toEqual(["The TBP bot did not answer (no suggestion within 2 s); it forfeits."]);
    const refusing = harness({ handle: (m) => (m.type === "rules" ? [{ type: "error", reason: "unsupported_rules" }] : []) });
    refusing.opponent.receive(new TbpBot().info());
    refusing.deliver();
    refusing.opponent.exited("code 1");
    expect(refusing.problems).toEqual(["The TBP bot cannot play: unsupported_rules"]);
    const gone = harness();
    gone.opponent.exited("code 1");
    expect(gone.problems).toEqual(["The TBP bot exited (code 1); it forfeits."]);
  });
});

describe("the 7-bag state sent to bots", () => {
  it("is what is left of the bag after the queue: checked against the seed's stream, counting locks and the first hold", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: -1, max: 30 }), (seed, locks, holdAt) => {
        const fresh = new TetrisGame({ seed, mode: "zen", allow180: true, softDropFactor: 41 });
        const stream = [fresh.active!.type, ...fresh.next(200)];
        const game = new TetrisGame({ seed, mode: "zen", allow180: true, softDropFactor: 41 });
        let held = false;
        for (let i = 0; i < locks; i++) {
          if (i === holdAt) held = game.apply("hold") || held;
          game.apply("hardDrop");
        }
        const position = positionOf(game)!;
        const end = 1 + 5 + game.pieces + (held ? 1 : 0); // stream index after the queue
        const bagEnd = Math.ceil((end + 1) / 7) * 7;
        const rest = end % 7 === 0 ? stream.slice(end, end + 7) : stream.slice(end, bagEnd);
        expect(position.bag).toEqual(PIECE_TYPES.filter((p: PieceType) => rest.includes(p)));
        // And as the randomizer says: none of the pieces already dealt from this bag is in it.
        const dealt = stream.slice(end - (7 - position.bag!.length), end);
        expect(dealt.some((p) => position.bag!.includes(p))).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});
