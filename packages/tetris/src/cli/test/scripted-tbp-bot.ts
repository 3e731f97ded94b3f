// A scripted TBP bot for the tests: a strict process on stdin/stdout that checks the frontend
// follows the spec's flow, and plays (our `easy` bot answers its suggests). It asks for the
// randomizer extension in its `info` and refuses to play without it (as some real bots do). Any
// breach — a message out of order, a `start` without `stop`, a `start` when the board had not
// changed, a 7-bag state that does not match the pieces dealt — is written on stderr and the
// process exits with code 3. (The thinking time before `suggest` is timed in frontend.test.ts
// with a controlled clock: through pipes on a busy machine two lines can arrive as one chunk.)
//
//   node --import tsx scripted-tbp-bot.ts
import { createInterface } from "node:readline";
import { BOTS } from "../../analysis/bot.ts";
import { ORIENTATIONS, parseFrontendMessage, printMessage, type BotMessage, type FrontendMessage, type TbpCell } from "../../analysis/tbp/messages.ts";
import { TbpBot } from "../../analysis/tbp/session.ts";
import { PIECE_TYPES, type PieceType } from "../../rules/types.ts";

const bot = new TbpBot({ bot: BOTS.easy, name: "scripted" });

function say(message: BotMessage): void {
  process.stdout.write(`${printMessage(message)}\n`);
}

function breach(reason: string): never {
  process.stderr.write(`scripted bot: ${reason}\n`);
  process.exit(3);
}

type State = "rules" | "start" | "calculating" | "answered" | "stopped";
let state: State = "rules";
/** What the bot's 7-bag still holds (the randomizer's state, followed through new_piece). */
let bag: PieceType[] = [];
/** The board after the last play, to tell a needed restart (garbage) from a needless one. */
let boardAfterPlay: string | null = null;
let starts = 0;

function draw(piece: PieceType): void {
  if (bag.length === 0) bag = [...PIECE_TYPES];
  const at = bag.indexOf(piece);
  if (at < 0) breach(`new_piece ${piece} is not in the 7-bag's state [${bag.join(",")}]`);
  bag.splice(at, 1);
}

/** A board's rows as bit masks, joined (the same key for `start`'s board and the bot's own). */
function boardKey(board: TbpCell[][]): string {
  return board.map((row) => row.reduce<number>((bits, c, x) => (c === null ? bits : bits | (1 << x)), 0)).join(",");
}

function check(message: FrontendMessage): void {
  switch (message.type) {
    case "rules":
      if (state !== "rules") breach("rules twice");
      if (message.randomizer !== "seven_bag") breach(`rules without randomizer "seven_bag" (got ${JSON.stringify(message.randomizer)})`);
      state = "start";
      return;
    case "start": {
      if (state !== "start" && state !== "stopped") breach(`start while ${state} (a start must come first or after stop)`);
      if (state === "stopped" && boardAfterPlay !== null && boardKey(message.board) === boardAfterPlay)
        breach("start again though the board had not changed (play and new_piece were enough)");
      const randomizer = message.randomizer;
      if (randomizer === undefined) breach("start without the randomizer's bag_state");
      const drawn = message.queue.slice(Math.max(0, message.queue.length - (7 - randomizer.bag_state.length)));
      if (new Set(randomizer.bag_state).size !== randomizer.bag_state.length || drawn.some((p) => randomizer.bag_state.includes(p)))
        breach(`bag_state [${randomizer.bag_state.join(",")}] does not fit the queue ${message.queue.join("")}`);
      bag = [...randomizer.bag_state];
      starts++;
      state = "calculating";
      return;
    }
    case "suggest":
      if (state !== "calculating") breach(`suggest while ${state}`);
      state = "answered";
      return;
    case "play":
      if (state !== "answered") breach(`play while ${state}`);
      state = "calculating";
      return;
    case "new_piece":
      if (state !== "calculating") breach(`new_piece while ${state}`);
      draw(message.piece);
      return;
    case "stop":
      state = "stopped";
      return;
    case "quit":
      process.stderr.write(`scripted bot: ${starts} starts\n`);
      process.exit(0);
  }
}

say({ type: "info", name: "scripted", version: "1", author: "tests", features: ["randomizer"] });
createInterface({ input: process.stdin }).on("line", (line) => {
  const message = parseFrontendMessage(JSON.parse(line));
  if (message === null) return;
  check(message);
  for (const reply of bot.handle(message)) {
    if (reply.type === "suggestion" && reply.moves.length > 0) {
      // A list as bots send them: an impossible move first (below the floor), then the best one
      // twice; the frontend must take the first legal move.
      const best = reply.moves[0]!;
      const impossible = { location: { ...best.location, orientation: ORIENTATIONS[0]!, y: -2 }, spin: "none" as const };
      say({ type: "suggestion", moves: [impossible, best, ...reply.moves] });
    } else say(reply);
  }
  if (message.type === "play") boardAfterPlay = Array.from(bot.field ?? []).join(",");
});
