// A record as a short text for a link (`replay=` to watch it, `challenge=` to play against it):
//
//   p<rules version>.<mode>.<options>.<inputs>.<check>
//
// mode: e endless, p practice, v versus, c challenge; options: colours, undo 0/1, chain speed,
// player (4 digits), then "-" and the start field in the text format with "_" for "." when there
// is one; inputs: `<frames since the previous input><letter>` (the count left out when 0), the
// letters below, received nuisance as `n<count>-`, and the record's end frame as `<frames>z` when
// it comes after the last input; check: the first 8 hex digits of the SHA-256
// of everything before it, so a damaged link says so. The seed is the link's own `seed`.
import { InputError, sha256, toHex, describeValue as describe, type Replay, type TimedInput } from "@arcade/core";
import { NUISANCE_PREFIX } from "./stepped.ts";
import { REPLAY_GAME, RULES_VERSION, checkInputs, configOf, type ReplayMode } from "./replay.ts";

const CODE_VERSION = `p${RULES_VERSION}`;
const MODE_LETTER: Readonly<Record<ReplayMode, string>> = { endless: "e", practice: "p", versus: "v", challenge: "c" };
const LETTER: Readonly<Record<string, string>> = { left: "l", right: "r", cw: "c", ccw: "a", drop: "d", undo: "u", sdOn: "s", sdOff: "o" };
const ACTION_OF = new Map(Object.entries(LETTER).map(([action, letter]) => [letter, action]));
const MODE_OF = new Map(Object.entries(MODE_LETTER).map(([mode, letter]) => [letter, mode]));

function check(text: string): string {
  return toHex(sha256(new TextEncoder().encode(text))).slice(0, 8);
}

/** The link text of a record (its seed goes in the link's `seed`). */
export function replayCode(replay: Replay): string {
  const { mode, options } = configOf(replay);
  const field = options.field ? `-${options.field.replace(/\./g, "_")}` : "";
  const head = `${options.colors}${options.undo ? 1 : 0}${options.chainSpeed}${options.player}${field}`;
  let last = 0;
  let inputs = "";
  for (const { frame, action } of checkInputs(replay.inputs)) {
    const delta = frame > last ? String(frame - last) : "";
    inputs += action.startsWith(NUISANCE_PREFIX) ? `${delta}n${action.slice(NUISANCE_PREFIX.length)}-` : delta + LETTER[action]!;
    last = frame;
  }
  if (replay.frames !== undefined && replay.frames > last) inputs += `${replay.frames - last}z`;
  const body = `${CODE_VERSION}.${MODE_LETTER[mode]}.${head}.${inputs}`;
  return `${body}.${check(body)}`;
}

/** The record a link's code stands for, with the link's seed; an InputError at `where` says what is wrong. */
export function parseReplayCode(code: string, seed: string, where = "replay"): Replay {
  const parts = code.trim().split(".");
  const version = /^p(\d{1,4})$/.exec(parts[0] ?? "");
  if (!version) throw new InputError(`is not a Puyo record (it should start with "${CODE_VERSION}.")`, where);
  if (parts[0] !== CODE_VERSION)
    throw new InputError(`was played under Puyo rules version ${version[1]}; this build plays version ${RULES_VERSION} and cannot re-run it`, where);
  if (parts.length !== 5) throw new InputError(`is damaged: it has ${parts.length} parts, a record has 5`, where);
  const [, modeLetter, head, body, sum] = parts as [string, string, string, string, string];
  if (check(parts.slice(0, 4).join(".")) !== sum) throw new InputError("is damaged (its check does not match): copy the whole link again", where);
  const mode = MODE_OF.get(modeLetter);
  if (mode === undefined) throw new InputError(`has an unknown mode ${describe(modeLetter)}`, where);
  const options = /^([345])([01])([1-4])([01])(?:-([.RGBYPO_]{1,78}))?$/.exec(head);
  if (!options) throw new InputError(`has bad options ${describe(head.slice(0, 20))}`, where);
  const inputs: TimedInput[] = [];
  let frame = 0;
  let frames: number | undefined;
  for (const token of body.matchAll(/(\d*)(?:n(\d{1,4})-|([a-z]))|(.)/g)) {
    const bad = token[4] !== undefined || (token[3] !== undefined && token[3] !== "z" && !ACTION_OF.has(token[3])) || frames !== undefined;
    if (bad) throw new InputError(`has a bad input at position ${(token.index ?? 0) + 1} of its moves`, where);
    frame += token[1] ? Number(token[1]) : 0;
    if (token[3] === "z") {
      frames = frame;
      continue;
    }
    inputs.push({ frame, action: token[2] !== undefined ? `${NUISANCE_PREFIX}${token[2]}` : ACTION_OF.get(token[3]!)! });
  }
  const replay: Replay = {
    game: REPLAY_GAME,
    rulesVersion: RULES_VERSION,
    seed,
    mode,
    options: {
      colors: Number(options[1]),
      undo: options[2] === "1",
      chainSpeed: Number(options[3]),
      player: Number(options[4]),
      field: options[5] ? options[5].replace(/_/g, ".") : null,
    },
    inputs,
    ...(frames === undefined ? {} : { frames }),
  };
  try {
    configOf(replay);
    checkInputs(inputs);
  } catch (error) {
    if (error instanceof InputError) throw new InputError(`has ${error.message}`, where);
    throw error;
  }
  return replay;
}
