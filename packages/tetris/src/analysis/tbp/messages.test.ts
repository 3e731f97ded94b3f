import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { PIECE_TYPES } from "../../rules/types.ts";
import {
  ORIENTATIONS,
  TbpError,
  parseBotMessage,
  parseFrontendMessage,
  parseLine,
  printMessage,
  type BotMessage,
  type FrontendMessage,
  type TbpCell,
} from "./messages.ts";

const piece = fc.constantFrom(...PIECE_TYPES);
const cell: fc.Arbitrary<TbpCell> = fc.oneof(fc.constant(null), fc.constant("G" as const), piece);
const move = fc.record({
  location: fc.record({ type: piece, orientation: fc.constantFrom(...ORIENTATIONS), x: fc.integer({ min: 0, max: 9 }), y: fc.integer({ min: 0, max: 39 }) }),
  spin: fc.constantFrom("none" as const, "mini" as const, "full" as const),
});
const frontend: fc.Arbitrary<FrontendMessage> = fc.oneof(
  fc.constantFrom<FrontendMessage>({ type: "rules" }, { type: "stop" }, { type: "suggest" }, { type: "quit" }),
  fc.record({
    type: fc.constant("start" as const),
    hold: fc.oneof(fc.constant(null), piece),
    queue: fc.array(piece, { maxLength: 8 }),
    combo: fc.integer({ min: 0, max: 30 }),
    back_to_back: fc.boolean(),
    board: fc.array(fc.array(cell, { minLength: 10, maxLength: 10 }), { minLength: 40, maxLength: 40 }),
  }),
  fc.record({ type: fc.constant("play" as const), move }),
  fc.record({ type: fc.constant("new_piece" as const), piece }),
);
const bot: fc.Arbitrary<BotMessage> = fc.oneof(
  fc.constant<BotMessage>({ type: "ready" }),
  fc.record({
    type: fc.constant("info" as const),
    name: fc.string(),
    version: fc.string(),
    author: fc.string(),
    features: fc.array(fc.string(), { maxLength: 3 }),
  }),
  fc.record({ type: fc.constant("suggestion" as const), moves: fc.array(move, { maxLength: 5 }) }),
  fc.record({ type: fc.constant("error" as const), reason: fc.string() }),
);

describe("TBP messages", () => {
  test.prop([frontend])("a frontend message printed as one line parses back to itself", (message) => {
    const line = printMessage(message);
    expect(line).not.toContain("\n");
    expect(parseLine(line, parseFrontendMessage)).toEqual(message);
  });

  test.prop([bot])("a bot message printed as one line parses back to itself", (message) => {
    expect(parseLine(printMessage(message), parseBotMessage)).toEqual(message);
  });

  test.prop([frontend, fc.string()])("unknown fields are ignored, as the spec asks", (message, extra) => {
    expect(parseFrontendMessage({ ...message, x_extension: extra })).toEqual(message);
  });

  it("ignores unknown message types (extensions) and answers malformed ones with the field at fault", () => {
    expect(parseFrontendMessage({ type: "randomizer", bag: [] })).toBeNull();
    const cases: [unknown, RegExp][] = [
      [{ type: "new_piece", piece: "X" }, /^new_piece\.piece: must be one of I O T S Z J L, got "X"$/],
      [
        { type: "play", move: { location: { type: "T", orientation: "up", x: 3, y: 1 }, spin: "none" } },
        /^play\.move\.location\.orientation: must be one of north/,
      ],
      [{ type: "play", move: { location: { type: "T", orientation: "north", x: 3.5, y: 1 }, spin: "none" } }, /^play\.move\.location\.x: must be an integer/],
      [{ type: "start", hold: null, queue: ["T"], combo: 0, back_to_back: false, board: [] }, /^start\.board: must be a list of 40 rows, got 0 rows$/],
      [{ type: "start", hold: null, queue: ["T"], combo: -1, back_to_back: false, board: [] }, /^start\.combo: must be an integer from 0/],
      [[1, 2], /^message: must be an object/],
      [{ kind: "rules" }, /^message\.type: must be a string, got nothing$/],
    ];
    for (const [value, reason] of cases) expect(() => parseFrontendMessage(value)).toThrow(reason);
    const board = Array.from({ length: 40 }, () => Array<TbpCell>(10).fill(null));
    board[3]![7] = "Q" as TbpCell;
    expect(() => parseFrontendMessage({ type: "start", hold: null, queue: [], combo: 0, back_to_back: false, board })).toThrow(
      /^start\.board\[3\]\[7\]: must be null, "G"/,
    );
    expect(() => parseLine("{not json", parseFrontendMessage)).toThrow(TbpError);
  });
});
