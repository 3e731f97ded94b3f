// The online-room protocol, version 2: every message a client and the room server exchange, and the
// parser the server uses on what clients send. Game-agnostic and pure (no DOM, no Node, no Workers
// API): the server (apps/server), the app and the games' online clients share it as `@arcade/core/rooms`.
//
// A client opens ws://HOST/rooms/<CODE>?game=<game>[&token=<token>], waits for `welcome`, sends
// `ready`; when both players are ready the room sends `game_start` to both, with the same seed.
// During play each client sends `inputs` batches: frame-stamped actions and frame-stamped game
// events, both opaque to the room (the game names them); the room hands them to the game's own
// checker (see ./checker.ts), relays what it accepted to the opponent (`opponent_inputs`) and ends
// the game with `game_over`. See apps/server/README.md.

export const PROTOCOL_VERSION = 2;
/**
 * How a client closes its socket when the player leaves the room on purpose: the room then frees
 * the place at once and tells the opponent "left". Any other close is a drop (the place is kept
 * for the grace period, the opponent told "disconnected").
 */
export const LEAVE_CLOSE = { code: 1000, reason: "left" } as const;

/** A message larger than this (UTF-16 code units of its text) is refused with "too-large". */
export const MAX_MESSAGE_CHARS = 32 * 1024;
/** At most this many inputs in one `inputs` message. */
export const MAX_INPUTS_PER_MESSAGE = 512;
/** At most this many events in one `inputs` message. */
export const MAX_EVENTS_PER_MESSAGE = 64;
/** An event's payload, as JSON text, is at most this long. */
export const MAX_EVENT_CHARS = 256;
/** Rate limit per connection: a bucket of this many messages, refilled at MESSAGES_PER_SECOND. */
export const MESSAGE_BURST = 120;
export const MESSAGES_PER_SECOND = 60;
/** Longest action text accepted ("garbage:" with 40 holes fits). */
export const MAX_ACTION_CHARS = 128;
/** Frames are 1/60 s game ticks; a game longer than 2 hours is refused (a bound, not a rule). */
export const MAX_FRAME = 2 * 60 * 60 * 60;

/** Room codes: 4 to 12 of A–Z and 0–9 (the app makes 6; see `newRoomCode`). */
export const ROOM_CODE = /^[A-Z0-9]{4,12}$/;
/** Letters for new room codes: no 0/O or 1/I, so a code read aloud or typed is unambiguous. */
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const ROOM_CODE_LENGTH = 6;

export type PlayerNumber = 1 | 2;
/** [frame, action]: the action the player's game applied at that frame (the game's own names). */
export type TimedAction = readonly [frame: number, action: string];
/** A game's own JSON object: options, an event's payload, a verdict's figures. The room does not read it. */
export type JsonObject = Record<string, unknown>;
/**
 * [frame, payload]: something the player's game says happened at that frame (an attack it sent,
 * a top-out). The game's checker on the server decides whether it is true; the room
 * relays the accepted ones to the opponent as they came.
 */
export type GameEvent = readonly [frame: number, payload: JsonObject];

// ---- client → server ----

export interface ReadyMessage {
  type: "ready";
  /** Game-specific options of this player (its mode and handling settings). */
  options?: JsonObject;
}
export interface InputsMessage {
  type: "inputs";
  /** The sender's current frame: every input and event stamped before it is in this or an earlier batch. */
  frame: number;
  inputs: TimedAction[];
  /** The game's events in this batch, stamped with their frames (in order). */
  events?: GameEvent[];
}
export type ClientMessage = ReadyMessage | InputsMessage;

// ---- server → client ----

export interface WelcomeMessage {
  type: "welcome";
  protocol: number;
  player: PlayerNumber;
  /** Keep it: reconnect with ?token=… to be this player again (within the grace period). */
  token: string;
  room: string;
  game: string;
  /** Whether this connection took back a player's place (a rejoin). */
  rejoined: boolean;
}
export interface OpponentMessage {
  type: "opponent";
  status: "joined" | "ready" | "disconnected" | "reconnected" | "left";
}
export interface GameStartMessage {
  type: "game_start";
  /** The same for both players, drawn from crypto.getRandomValues on the server. */
  seed: string;
  rulesVersion: number;
  game: string;
  /** 1 for the room's first game, 2 for the first rematch, … */
  number: number;
  /** Each player's options as the game's hook completed them: [player 1's, player 2's]. */
  options: [JsonObject, JsonObject];
}
export interface OpponentInputsMessage {
  type: "opponent_inputs";
  frame: number;
  inputs: TimedAction[];
  /** The opponent's events of this batch (present when there are any). */
  events?: GameEvent[];
}
export interface PlayerVerdict {
  /** False: the player's inputs or events broke the game's rules; `reason` says how. */
  valid: boolean;
  reason: string | null;
  /** The frame at which the player's game ended (it lost there), or null. */
  endedAt: number | null;
  /** The frame at which the player's game reached its goal or time limit (it did not lose), or null. */
  finishedAt?: number | null;
  /** The last frame the room has of this player. */
  frame: number;
  /** The game's own figures for this player (pieces played, attacks sent and received). */
  stats: JsonObject;
}
/**
 * - ended: the streams decided it (as the checkers re-ran them): the game that ended first decides
 *   it — a top-out loses, a goal or time limit reached wins (both at the same frame: a draw, unless
 *   one finished and the other lost);
 * - forfeit: a player left, went silent, or fell too far behind real time;
 * - rejected: a player's stream broke the rules.
 */
export type GameOverReason = "ended" | "forfeit" | "rejected";
export interface GameOverMessage {
  type: "game_over";
  number: number;
  /** The winner, or null for a draw (both games ended the same way at the same frame). */
  winner: PlayerNumber | null;
  reason: GameOverReason;
  players: [PlayerVerdict, PlayerVerdict];
}
/** One player's stream of a game as the room has it. */
export interface StreamSoFar {
  /** The frame up to which the room has the stream. */
  frame: number;
  inputs: TimedAction[];
  events: GameEvent[];
}
export interface ResumeMessage {
  type: "resume";
  /** What the rejoining player missed: the whole current game as the room has it. */
  start: GameStartMessage;
  you: StreamSoFar;
  opponent: StreamSoFar;
}
export type ErrorCode =
  | "bad-json"
  | "bad-message"
  | "unknown-type"
  | "too-large"
  | "too-fast"
  | "too-many"
  | "wrong-phase"
  | "options-differ"
  | "room-full"
  | "too-many-rooms"
  | "bad-token"
  | "expired"
  | "replaced"
  | "idle"
  | "busy"
  | "bad-room"
  | "unknown-game"
  | "bad-protocol"
  | "rejected";
export interface ErrorMessage {
  type: "error";
  code: ErrorCode;
  message: string;
  /** With `busy`: seconds after which the server asks to be tried again (the client waits that long, then retries). */
  retryAfter?: number;
}
export type ServerMessage = WelcomeMessage | OpponentMessage | GameStartMessage | OpponentInputsMessage | GameOverMessage | ResumeMessage | ErrorMessage;

// ---- parsing what a client sent ----

export type Parsed<T> = { ok: true; message: T } | { ok: false; code: ErrorCode; message: string };

function fail(code: ErrorCode, message: string): { ok: false; code: ErrorCode; message: string } {
  return { ok: false, code, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFrame(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_FRAME;
}

function onlyKeys(record: Record<string, unknown>, allowed: readonly string[]): string | null {
  const extra = Object.keys(record).find((key) => !allowed.includes(key));
  return extra === undefined ? null : `unknown field ${JSON.stringify(extra)}`;
}

/**
 * Parses one client message: the text must be JSON of a known type with exactly its fields.
 * Frames must not go backwards inside a batch; the room checks them against earlier batches.
 */
export function parseClientMessage(text: string): Parsed<ClientMessage> {
  if (text.length > MAX_MESSAGE_CHARS) return fail("too-large", `a message may have at most ${MAX_MESSAGE_CHARS} characters, got ${text.length}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail("bad-json", "not JSON");
  }
  if (!isRecord(json)) return fail("bad-message", "a message is a JSON object");
  switch (json.type) {
    case "ready":
      return parseReady(json);
    case "inputs":
      return parseInputs(json);
    default:
      return fail("unknown-type", `unknown message type ${JSON.stringify(json.type)}`);
  }
}

const SERVER_TYPES: readonly string[] = ["welcome", "opponent", "game_start", "opponent_inputs", "game_over", "resume", "error"];

/**
 * What a client reads from the server: JSON of a known type, or null (the client ignores what it
 * cannot read; the fields are the server's, which speaks this same module).
 */
export function parseServerMessage(text: unknown): ServerMessage | null {
  if (typeof text !== "string") return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  return isRecord(json) && typeof json.type === "string" && SERVER_TYPES.includes(json.type) ? (json as unknown as ServerMessage) : null;
}

function parseReady(json: Record<string, unknown>): Parsed<ReadyMessage> {
  const extra = onlyKeys(json, ["type", "options"]);
  if (extra !== null) return fail("bad-message", extra);
  if (json.options === undefined) return { ok: true, message: { type: "ready" } };
  if (!isRecord(json.options)) return fail("bad-message", "options must be an object");
  return { ok: true, message: { type: "ready", options: json.options } };
}

function parseInputs(json: Record<string, unknown>): Parsed<InputsMessage> {
  const extra = onlyKeys(json, ["type", "frame", "inputs", "events"]);
  if (extra !== null) return fail("bad-message", extra);
  const { frame, inputs, events } = json;
  if (!isFrame(frame)) return fail("bad-message", `frame must be an integer 0..${MAX_FRAME}`);
  if (!Array.isArray(inputs)) return fail("bad-message", "inputs must be an array of [frame, action]");
  if (inputs.length > MAX_INPUTS_PER_MESSAGE) return fail("bad-message", `at most ${MAX_INPUTS_PER_MESSAGE} inputs in one message`);
  const timed: TimedAction[] = [];
  let last = 0;
  for (const [i, input] of inputs.entries()) {
    if (!Array.isArray(input) || input.length !== 2) return fail("bad-message", `inputs[${i}] must be [frame, action]`);
    const [at, action] = input as unknown[];
    if (!isFrame(at) || at < last || at > frame) return fail("bad-message", `inputs[${i}]: frames go up and stay ≤ the message's frame`);
    if (typeof action !== "string" || action.length === 0 || action.length > MAX_ACTION_CHARS) {
      return fail("bad-message", `inputs[${i}]: the action must be a string of 1..${MAX_ACTION_CHARS} characters`);
    }
    last = at;
    timed.push([at, action]);
  }
  const message: InputsMessage = { type: "inputs", frame, inputs: timed };
  if (events === undefined) return { ok: true, message };
  if (!Array.isArray(events)) return fail("bad-message", "events must be an array of [frame, payload]");
  if (events.length > MAX_EVENTS_PER_MESSAGE) return fail("bad-message", `at most ${MAX_EVENTS_PER_MESSAGE} events in one message`);
  const stamped: GameEvent[] = [];
  last = 0;
  for (const [i, event] of events.entries()) {
    if (!Array.isArray(event) || event.length !== 2) return fail("bad-message", `events[${i}] must be [frame, payload]`);
    const [at, payload] = event as unknown[];
    if (!isFrame(at) || at < last || at > frame) return fail("bad-message", `events[${i}]: frames go up and stay ≤ the message's frame`);
    if (!isRecord(payload)) return fail("bad-message", `events[${i}]: the payload must be an object`);
    if (JSON.stringify(payload).length > MAX_EVENT_CHARS)
      return fail("bad-message", `events[${i}]: a payload has at most ${MAX_EVENT_CHARS} characters of JSON`);
    last = at;
    stamped.push([at, payload]);
  }
  if (stamped.length > 0) message.events = stamped;
  return { ok: true, message };
}

/**
 * The WebSocket URL of a room: `base` is the server's http(s) or ws(s) origin, with an optional path. It names the
 * protocol version the client speaks; a server that does not speak it answers "bad-protocol".
 */
export function roomUrl(base: string, code: string, game: string, token?: string): string {
  const url = new URL(base);
  // A path in the address is kept (a proxy may serve the rooms under one): base/rooms/<CODE>.
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/rooms/${encodeURIComponent(code)}`;
  url.search = "";
  url.hash = "";
  url.protocol = url.protocol === "https:" || url.protocol === "wss:" ? "wss:" : "ws:";
  url.searchParams.set("game", game);
  url.searchParams.set("protocol", String(PROTOCOL_VERSION));
  if (token !== undefined) url.searchParams.set("token", token);
  return url.href;
}

/** A new room code from `random` bytes (crypto.getRandomValues in the app and the server). */
export function newRoomCode(random: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = random(new Uint8Array(ROOM_CODE_LENGTH));
  // 32 letters divide 256, so `byte % 32` is uniform.
  return [...bytes].map((byte) => ROOM_CODE_ALPHABET[byte % ROOM_CODE_ALPHABET.length]).join("");
}
