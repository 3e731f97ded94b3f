import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  MAX_EVENT_CHARS,
  MAX_EVENTS_PER_MESSAGE,
  MAX_FRAME,
  MAX_INPUTS_PER_MESSAGE,
  MAX_MESSAGE_CHARS,
  ROOM_CODE,
  newRoomCode,
  parseClientMessage,
  parseServerMessage,
  roomUrl,
} from "./protocol.ts";

describe("parseClientMessage", () => {
  test("the two client messages, exactly; events are the game's own objects", () => {
    expect(parseClientMessage('{"type":"ready"}')).toEqual({ ok: true, message: { type: "ready" } });
    expect(parseClientMessage('{"type":"ready","options":{"mode":"zen"}}')).toEqual({ ok: true, message: { type: "ready", options: { mode: "zen" } } });
    expect(parseClientMessage('{"type":"inputs","frame":9,"inputs":[[0,"left"],[9,"hardDrop"]],"events":[[9,{"kind":"attack","lines":4}]]}')).toEqual({
      ok: true,
      message: {
        type: "inputs",
        frame: 9,
        inputs: [
          [0, "left"],
          [9, "hardDrop"],
        ],
        events: [[9, { kind: "attack", lines: 4 }]],
      },
    });
  });

  test.each([
    ["", "bad-json"],
    ["[1]", "bad-message"],
    ["null", "bad-message"],
    ['{"type":1}', "unknown-type"],
    ['{"type":"ready","options":[]}', "bad-message"],
    ['{"type":"ready","x":1}', "bad-message"],
    ['{"type":"topped_out","frame":1}', "unknown-type"],
    ['{"type":"inputs","frame":1.5,"inputs":[]}', "bad-message"],
    [`{"type":"inputs","frame":${MAX_FRAME + 1},"inputs":[]}`, "bad-message"],
    ['{"type":"inputs","frame":1,"inputs":{}}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[[3,"a"],[2,"b"]]}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[[3]]}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[[3,""]]}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[[3,7]]}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[],"attacks":[[4,1]]}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[],"events":[[6,{}]]}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[],"events":[[4,{}],[3,{}]]}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[],"events":[[4,1]]}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[],"events":[[4,[]]]}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[],"events":[[4]]}', "bad-message"],
    ['{"type":"inputs","frame":5,"inputs":[],"events":{}}', "bad-message"],
    [`{"type":"inputs","frame":5,"inputs":[],"events":[[4,{"a":"${"x".repeat(MAX_EVENT_CHARS)}"}]]}`, "bad-message"],
  ])("%s → %s", (text, code) => {
    expect(parseClientMessage(text)).toMatchObject({ ok: false, code });
  });

  test("size limits: the text and the number of inputs", () => {
    expect(parseClientMessage(`{"type":"ready","options":{"a":"${"x".repeat(MAX_MESSAGE_CHARS)}"}}`)).toMatchObject({ ok: false, code: "too-large" });
    const many = JSON.stringify({ type: "inputs", frame: 1, inputs: Array.from({ length: MAX_INPUTS_PER_MESSAGE + 1 }, () => [0, "left"]) });
    expect(parseClientMessage(many)).toMatchObject({ ok: false, code: "bad-message" });
    const events = JSON.stringify({ type: "inputs", frame: 1, inputs: [], events: Array.from({ length: MAX_EVENTS_PER_MESSAGE + 1 }, () => [0, {}]) });
    expect(parseClientMessage(events)).toMatchObject({ ok: false, code: "bad-message" });
  });

  test("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseClientMessage(text);
        expect(typeof parsed.ok).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });
});

test("room URLs and codes", () => {
  expect(roomUrl("http://127.0.0.1:8787", "ABC123", "tetris")).toBe("ws://127.0.0.1:8787/rooms/ABC123?game=tetris&protocol=2");
  expect(roomUrl("https://rooms.example.org/", "ABC123", "tetris", "t0k")).toBe("wss://rooms.example.org/rooms/ABC123?game=tetris&protocol=2&token=t0k");
  expect(roomUrl("https://example.org/arcade/", "ABC123", "tetris")).toBe("wss://example.org/arcade/rooms/ABC123?game=tetris&protocol=2");
  expect(roomUrl("wss://example.org/a/b", "ABC123", "puyo")).toBe("wss://example.org/a/b/rooms/ABC123?game=puyo&protocol=2");
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 6, maxLength: 6 }), (bytes) => {
      const code = newRoomCode((target) => (target.set(bytes), target));
      expect(code).toMatch(ROOM_CODE);
      expect(code).toMatch(/^[^01IO]{6}$/);
    }),
  );
});

describe("parseServerMessage", () => {
  test("known types only", () => {
    expect(parseServerMessage('{"type":"opponent","status":"left"}')).toEqual({ type: "opponent", status: "left" });
    expect(parseServerMessage('{"type":"garbage","lines":2,"frame":9}')).toBeNull();
    expect(parseServerMessage('{"type":"ready"}')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
    expect(parseServerMessage("null")).toBeNull();
  });
});
