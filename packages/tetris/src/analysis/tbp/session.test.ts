import { describe, expect, it } from "vitest";
import { TetrisGame } from "../../rules/game.ts";
import { boardFromRows } from "../../rules/board.ts";
import { positionOf } from "../advisor.ts";
import { BOTS, type BotConfig } from "../bot.ts";
import { botForGame, inForm } from "../form.ts";
import { paceFrames } from "../versus-bot.ts";
import { TbpOpponent, actionsForMove, startMessageOf } from "./frontend.ts";
import { pieceCells } from "../../rules/pieces.ts";
import type { PieceType, PlayAction, Rotation } from "../../rules/types.ts";
import { ORIENTATIONS, type BotMessage, type TbpMove } from "./messages.ts";
import { TbpBot } from "./session.ts";

/** The board cells a piece covers, sorted (an S in two rotations can cover the same cells). */
function cellsOf(piece: { type: PieceType; rotation: Rotation; x: number; y: number }): string[] {
  const offsets = pieceCells(piece.type, piece.rotation);
  const out: string[] = [];
  for (let i = 0; i < 8; i += 2) out.push(`${piece.x + offsets[i]!},${piece.y + offsets[i + 1]!}`);
  return out.sort();
}

function suggestion(replies: BotMessage[]): TbpMove[] {
  expect(replies).toHaveLength(1);
  const reply = replies[0]!;
  if (reply.type !== "suggestion") throw new Error(`expected a suggestion, got ${JSON.stringify(reply)}`);
  return reply.moves;
}

describe("the TBP bot session", () => {
  it("follows the lifecycle: info, ready after rules, errors for messages in the wrong state", () => {
    const bot = new TbpBot({ bot: BOTS.hard });
    expect(bot.info()).toMatchObject({ type: "info", name: "Pocket Arcade" });
    expect(bot.handle({ type: "suggest" })).toEqual([{ type: "error", reason: "suggest: no game is running (send start first)" }]);
    const game = new TetrisGame({ seed: "tbp-life", mode: "zen", allow180: true, softDropFactor: 41 });
    expect(bot.handle(startMessageOf(positionOf(game)!))).toEqual([{ type: "error", reason: "start: send rules first" }]);
    expect(bot.handle({ type: "rules" })).toEqual([{ type: "ready" }]);
    expect(bot.handle(startMessageOf(positionOf(game)!))).toEqual([]);
    expect(bot.handle({ type: "rules" })).toEqual([{ type: "error", reason: "rules: a game is running (send stop first)" }]);
    expect(suggestion(bot.handle({ type: "suggest" })).length).toBeGreaterThan(0);
    const wrong = game.next(3).find((p) => p !== game.active!.type && p !== game.next(1)[0])!;
    expect(bot.handle({ type: "play", move: { location: { type: wrong, orientation: "north", x: 4, y: 10 }, spin: "none" } })[0]).toMatchObject({
      type: "error",
    });
    const [overlap] = bot.handle({ type: "play", move: { location: { type: game.active!.type, orientation: "north", x: -3, y: 0 }, spin: "none" } });
    expect(overlap?.type === "error" && overlap.reason).toMatch(/overlaps the board or a wall/);
    expect(bot.handle({ type: "stop" })).toEqual([]);
    expect(bot.handle({ type: "suggest" })[0]).toMatchObject({ type: "error" });
    expect(bot.handle({ type: "quit" })).toEqual([]);
    expect(bot.finished).toBe(true);
    expect(bot.handleLine('{"type":"rules"}')).toEqual([]);
  });

  it("answers a bad line with an error naming the field, and goes on", () => {
    const bot = new TbpBot();
    expect(bot.handleLine("nonsense")).toEqual(['{"type":"error","reason":"line: is not JSON: \\"nonsense\\""}']);
    expect(bot.handleLine('{"type":"new_piece","piece":"X"}')).toEqual([
      '{"type":"error","reason":"new_piece.piece: must be one of I O T S Z J L, got \\"X\\""}',
    ]);
    expect(bot.handleLine('{"type":"rules"}')).toEqual(['{"type":"ready"}']);
  });

  it("suggests a T-spin double where the slot is, located by TBP's SRS true-rotation centre", () => {
    const game = new TetrisGame({
      seed: "tbp-tsd",
      mode: "zen",
      allow180: true,
      softDropFactor: 41,
      board: boardFromRows(["GG........", "G...GGGGGG", "GG.GGGGGGG"]),
      queue: ["T", "O", "O"],
    });
    const bot = new TbpBot({ bot: BOTS.expert });
    bot.handle({ type: "rules" });
    bot.handle(startMessageOf(positionOf(game)!));
    const [best] = suggestion(bot.handle({ type: "suggest" }));
    // The T pointing down into the slot: centre (2, 1), south, a full spin.
    expect(best).toEqual({ location: { type: "T", orientation: "south", x: 2, y: 1 }, spin: "full" });
  });

  it("plays a whole game with a scripted frontend: every move made through the real engine lands where the bot said", () => {
    // The frontend keeps the real game; the bot only hears start, play and new_piece. Each turn its
    // suggestion must equal that of a fresh bot started from the engine's position (the bot's own
    // copy of the game stayed exact), and the engine must lock the piece on the suggested cells.
    // The expert never misdrops, so a fresh bot (its misdrop draws not yet advanced) must agree.
    const game = new TetrisGame({ seed: "tbp-game", mode: "zen", allow180: true, softDropFactor: 41 });
    const bot = new TbpBot({ bot: BOTS.expert });
    expect(bot.handle({ type: "rules" })).toEqual([{ type: "ready" }]);
    bot.handle({ ...startMessageOf(positionOf(game)!), queue: [game.active!.type, ...game.next(5)] });
    let attack = 0;
    for (let turn = 0; turn < 60; turn++) {
      const position = positionOf(game)!;
      const moves = suggestion(bot.handle({ type: "suggest" }));
      const fresh = new TbpBot({ bot: BOTS.expert });
      fresh.handle({ type: "rules" });
      fresh.handle(startMessageOf({ ...position, queue: game.next(5) }));
      expect(moves, `turn ${turn}`).toEqual(suggestion(fresh.handle({ type: "suggest" })));
      const move = moves[0]!;
      const actions = actionsForMove(position, move);
      expect(actions, `turn ${turn}`).not.toBeNull();
      const before = game.pieces;
      for (const action of actions!.slice(0, -1)) expect(game.apply(action)).toBe(true);
      const landed = game.clone();
      landed.apply("sonicDrop");
      expect(cellsOf(landed.active!), `turn ${turn}`).toEqual(
        cellsOf({ ...move.location, rotation: ORIENTATIONS.indexOf(move.location.orientation) as Rotation }),
      );
      game.apply("hardDrop");
      expect(game.pieces).toBe(before + 1);
      attack += game.lastLock!.lines;
      bot.handle({ type: "play", move });
      // A hold into an empty slot takes two pieces off the queue, so two new ones come into view.
      const shown = position.hold === null && actions![0] === "hold" ? 2 : 1;
      for (const piece of game.next(5).slice(5 - shown)) bot.handle({ type: "new_piece", piece });
    }
    expect(game.stats.topOuts).toBe(0);
    expect(attack).toBeGreaterThan(10);
  });
});

describe("the TBP bot's seed", () => {
  it("draws hard's form for the session from the seed, as the app's bot and versus draw it from a game's", () => {
    const seeds = Array.from({ length: 40 }, (_, i) => `tbp-form-${i}`);
    const good = seeds.filter((seed) => inForm(BOTS.hard, seed));
    const bad = seeds.filter((seed) => !inForm(BOTS.hard, seed));
    expect(good.length).toBeGreaterThan(0);
    expect(bad.length).toBeGreaterThan(0);
    for (const seed of seeds) {
      const session = new TbpBot({ bot: BOTS.hard, seed }).config;
      // The app's bot on a game with this seed waits as long as its form's pace says.
      const appInForm = paceFrames("hard", seed) === Math.round(60 / BOTS.hard.form!.best.pace);
      expect(session.slips, seed).toBe(appInForm ? BOTS.hard.form!.best.slips : BOTS.hard.slips);
      expect(session).toEqual(botForGame(BOTS.hard, seed));
    }
  });

  it("lists a misdrop first at the bot's share, the move meant after it; in a good game the good game's share", () => {
    // A cheap bot with form: half its pieces misdropped in a bad game, none in a good one.
    const cheap: BotConfig = { ...BOTS.easy, slips: 0.5, form: { share: 0.5, best: { pace: 3, slips: 0 } } };
    const seeds = Array.from({ length: 40 }, (_, i) => `tbp-slip-${i}`);
    const game = new TetrisGame({ seed: "tbp-slips", mode: "zen", allow180: true, softDropFactor: 41 });
    const start = startMessageOf(positionOf(game)!);
    const meant = new TbpBot({ bot: { ...BOTS.easy, slips: 0 } });
    meant.handle({ type: "rules" });
    meant.handle(start);
    const [best] = suggestion(meant.handle({ type: "suggest" }));
    const firstMoves = (seed: string) => {
      const bot = new TbpBot({ bot: cheap, seed });
      bot.handle({ type: "rules" });
      bot.handle(start);
      return Array.from({ length: 200 }, () => suggestion(bot.handle({ type: "suggest" })));
    };
    const off = firstMoves(seeds.find((seed) => !inForm(cheap, seed))!);
    const slipped = off.filter((moves) => moves[0]!.location.x !== best!.location.x);
    // 200 draws at one half: within 4 standard deviations (about 28) of 100.
    expect(Math.abs(slipped.length - 100)).toBeLessThan(30);
    for (const moves of slipped) {
      expect(Math.abs(moves[0]!.location.x - best!.location.x)).toBe(1);
      expect(moves[0]!.location.orientation).toBe(best!.location.orientation);
      expect(moves[1]).toEqual(best);
    }
    const good = firstMoves(seeds.find((seed) => inForm(cheap, seed))!);
    expect(good.every((moves) => JSON.stringify(moves[0]) === JSON.stringify(best))).toBe(true);
  });
});

describe("the versus opponent's TBP frontend", () => {
  it("handshakes, asks one position at a time (the newest waiting), and turns suggestions into engine moves", () => {
    const bot = new TbpBot({ bot: BOTS.hard });
    const sent: string[] = [];
    const moves: [string, PlayAction[] | null][] = [];
    const problems: string[] = [];
    let replies: BotMessage[] = [];
    const opponent = new TbpOpponent(
      (message) => {
        sent.push(message.type);
        replies.push(...bot.handle(message));
      },
      { move: (key, actions) => moves.push([key, actions]), problem: (m) => problems.push(m) },
      // No thinking time, on a timer that runs at once: the flow in one synchronous sequence.
      { thinkMs: 0, after: (_ms, run) => (run(), () => undefined) },
    );
    /** Delivers the bot's replies so far (as a worker's queued messages would arrive). */
    const deliver = () => {
      const now = replies;
      replies = [];
      for (const reply of now) opponent.receive(reply);
    };
    const game = new TetrisGame({ seed: "tbp-opponent", mode: "zen", allow180: true, softDropFactor: 41 });
    opponent.plan("early", positionOf(game)!); // before the handshake: waits
    opponent.receive(bot.info());
    expect(opponent.name).toBe("Pocket Arcade");
    expect(sent).toEqual(["rules"]);
    deliver(); // ready → the waiting position is sent
    expect(sent).toEqual(["rules", "start", "suggest"]);
    opponent.plan("newer", positionOf(game)!);
    opponent.plan("newest", positionOf(game)!);
    deliver(); // the answer to "early"; then "newest" is asked ("newer" was replaced)
    deliver();
    expect(moves.map(([key]) => key)).toEqual(["early", "newest"]);
    // The same position again: the bot already has it (one start a game), so only a new suggest.
    expect(sent).toEqual(["rules", "start", "suggest", "suggest"]);
    for (const action of moves[1]![1]!) game.apply(action);
    expect(game.pieces).toBe(1);
    opponent.receive({ type: "suggestion", moves: "none" });
    opponent.receive({ type: "error", reason: "unsupported_rules" });
    // The first problem ends the session: what the bot says after it is not heard.
    expect(problems).toEqual(['The TBP bot sent a message that is not TBP: suggestion.moves: must be a list of moves, got "none"']);
  });
});
