// @vitest-environment happy-dom
import { answerCall, InputError, type WorkerAnswer, type WorkerCall } from "@arcade/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { positionOf } from "../analysis/advisor.ts";
import { BOTS } from "../analysis/bot.ts";
import { DEFAULT_THINK_MS } from "../analysis/tbp/frontend.ts";
import { parseFrontendMessage } from "../analysis/tbp/messages.ts";
import { TbpBot } from "../analysis/tbp/session.ts";
import { versusBotJobs, type VersusBotReply } from "../analysis/versus-bot.ts";
import { simGame } from "../analysis/test/boards.ts";
import { boardFromRows } from "../rules/board.ts";
import { TetrisGame } from "../rules/game.ts";
import { GameRecorder } from "../rules/replay.ts";
import { BotThinker, botSeat, TbpThinker, tbpScriptUrl, type Thinker } from "./versus-thinker.ts";

/** A stand-in Worker: records what the page posts; the test answers as the real script would. */
class FakeWorker {
  static last: FakeWorker | null = null;
  readonly posted: unknown[] = [];
  terminated = false;
  listener: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string | URL) {
    FakeWorker.last = this;
  }
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    if (type === "message") this.listener = listener;
  }
  postMessage(data: unknown): void {
    this.posted.push(data);
  }
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => vi.unstubAllGlobals());
const game = () => new TetrisGame({ seed: "thinker", mode: "zen", allow180: true, softDropFactor: 20 });

describe("the versus bot's thinkers", () => {
  it("our bot: plan jobs through core's worker client, the newest question wins, stop terminates", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const replies: VersusBotReply[] = [];
    const thinker = new BotThinker("seed", "hard");
    thinker.listen((reply) => replies.push(reply));
    const position = positionOf(game())!;
    thinker.plan("a", position, { incoming: 0, attackScale: 1 });
    thinker.plan("b", position, { incoming: 0, attackScale: 1 });
    const worker = FakeWorker.last!;
    const answer = (i: number) => answerCall(versusBotJobs, worker.posted[i] as WorkerCall, (data: WorkerAnswer) => worker.listener?.({ data }));
    await answer(0); // "a" was replaced by "b": its answer is dropped
    await answer(1);
    expect(replies).toEqual([versusBotJobs.plan({ seed: "seed", strength: "hard", key: "b", position, incoming: 0, attackScale: 1 })]);
    thinker.stop();
    expect(worker.terminated).toBe(true);
  });

  it("our bot: the plan request carries the match as the bot sees it (garbage waiting, multiplier, the opponent's room), and the expert's answer uses it", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const replies: VersusBotReply[] = [];
    const thinker = new BotThinker("seed", "expert");
    thinker.listen((reply) => replies.push(reply));
    // A ready tetris: with 8 lines due the expert cashes it in; without, it keeps building.
    const well = boardFromRows(Array.from({ length: 8 }, () => "GGGGGGGGG."));
    const position = positionOf(simGame(well, ["I", "O", "T", "L", "S", "Z"]))!;
    thinker.plan("k", position, { incoming: 8, attackScale: 1, opponentRoom: 12 });
    const worker = FakeWorker.last!;
    const call = worker.posted[0] as WorkerCall;
    expect(call.kind).toBe("plan");
    expect(call.request).toMatchObject({ key: "k", strength: "expert", incoming: 8, attackScale: 1, opponentRoom: 12 });
    await answerCall(versusBotJobs, call, (data: WorkerAnswer) => worker.listener?.({ data }));
    const played = simGame(well, ["I", "O", "T", "L", "S", "Z"]);
    for (const action of replies[0]!.actions!) played.apply(action);
    expect(played.lastLock!.lines).toBe(4);
    thinker.stop();
  });

  it("a TBP bot from its script: the handshake and a suggestion, played as engine actions", () => {
    vi.stubGlobal("Worker", FakeWorker);
    vi.stubGlobal("location", { origin: "https://arcade.example", href: "https://arcade.example/" });
    const problems: string[] = [];
    const thinker = new TbpThinker("https://arcade.example/bots/tbp.js", (m) => problems.push(m));
    const worker = FakeWorker.last!;
    expect(String(worker.url)).toBe("https://arcade.example/bots/tbp.js");
    const replies: VersusBotReply[] = [];
    thinker.listen((reply) => replies.push(reply));
    // The stand-in script is our own TBP bot: it hears what the page posted and answers.
    const bot = new TbpBot({ bot: BOTS.medium });
    const run = () => {
      for (const data of worker.posted.splice(0)) for (const reply of bot.handle(parseFrontendMessage(data)!)) worker.listener?.({ data: reply });
    };
    worker.listener?.({ data: bot.info() });
    run(); // rules → ready
    const played = game();
    vi.useFakeTimers();
    thinker.plan("k", positionOf(played)!);
    vi.advanceTimersByTime(DEFAULT_THINK_MS); // the bot's thinking time before suggest
    vi.useRealTimers();
    run(); // start, suggest → suggestion
    expect(replies.map((r) => r.key)).toEqual(["k"]);
    for (const action of replies[0]!.actions!) played.apply(action);
    expect(played.pieces).toBe(1);
    worker.listener?.({ data: { type: "error", reason: "unsupported_rules" } });
    expect(problems).toEqual(["The TBP bot cannot play: unsupported_rules"]);
    thinker.stop();
    expect(worker.posted).toEqual([{ type: "quit" }]);
    expect(worker.terminated).toBe(true);
  });
});

describe("the bot's side of a match", () => {
  it("asks its thinker for each new position and plays the answer with that key, at its strength's pace", () => {
    const asked: string[] = [];
    let listener: ((reply: VersusBotReply) => void) | null = null;
    const thinker: Thinker = {
      plan: (key, position) => (asked.push(key), listener?.(versusBotJobs.plan({ seed: "seat", strength: "medium", key, position }))),
      listen: (heard) => (listener = heard),
      stop: () => undefined,
    };
    const seat = botSeat("medium", thinker);
    if (seat.kind !== "bot") throw new Error("not a bot's seat");
    const recorder = new GameRecorder({ seed: "seat", mode: "marathon", allow180: true, softDropFactor: 20 });
    const bot = seat.bot(recorder, () => ({ incoming: 0, attackScale: 1 }));
    const placedAt: number[] = [];
    for (let frame = 0; frame < 130; frame++) {
      if (bot.step(frame)) placedAt.push(frame);
      recorder.tick();
    }
    expect(placedAt).toEqual([40, 80, 120]);
    expect(asked).toHaveLength(4); // the first position and one after each piece placed
    expect(recorder.game.pieces).toBe(3);
  });
});

describe("a TBP bot's script address", () => {
  const base = "https://arcade.example/app/";
  it("takes an http(s) address, or a path on this site", () => {
    expect(tbpScriptUrl(" https://bots.example/cc2/worker.js ", base)).toBe("https://bots.example/cc2/worker.js");
    expect(tbpScriptUrl("/bots/worker.js", base)).toBe("https://arcade.example/bots/worker.js");
    expect(tbpScriptUrl("bots/worker.js", base)).toBe("https://arcade.example/app/bots/worker.js");
  });

  it("says what is wrong with anything else", () => {
    const problem = (text: string) => InputError.attempt(() => tbpScriptUrl(text, base));
    expect(problem("  ")).toEqual(new InputError("Type the address of a TBP bot's worker script."));
    expect(problem("javascript:alert(1)")).toEqual(new InputError("The address must start with https:// (got javascript:)."));
    expect(problem("http://[::1")).toEqual(new InputError('"http://[::1" is not a web address.'));
  });
});
