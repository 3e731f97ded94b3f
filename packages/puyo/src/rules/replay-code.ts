// A record as a short text for a link (`replay=` to watch it, `challenge=` to play against it), in
// core's one link codec (sim/link-code.ts): `p<rules version>.<mode>.<options>.<inputs>.<check>`.
//
// mode: e endless, p practice, v versus, c challenge; options: colours, undo 0/1, chain speed,
// player (4 digits), then "-" and the start field in the text format with "_" for "." when there
// is one; inputs in Puyo's letters below, received nuisance as `n<count>-`. The seed is the link's
// own `seed`.
import { InputError, decodeLinkCode, describeValue as describe, encodeLinkCode, type LinkCodeFormat, type Replay } from "@arcade/core";
import { NUISANCE_PREFIX } from "./stepped.ts";
import { REPLAY_GAME, RULES_VERSION, checkInputs, configOf, type ReplayMode } from "./replay.ts";

const FORMAT: LinkCodeFormat = {
  prefix: "p",
  rulesVersion: RULES_VERSION,
  fields: 2,
  letters: { left: "l", right: "r", cw: "c", ccw: "a", drop: "d", undo: "u", sdOn: "s", sdOff: "o" },
  counted: { [NUISANCE_PREFIX]: "n" },
  noun: "a Puyo record",
};
const MODE_LETTER: Readonly<Record<ReplayMode, string>> = { endless: "e", practice: "p", versus: "v", challenge: "c" };
const MODE_OF = new Map(Object.entries(MODE_LETTER).map(([mode, letter]) => [letter, mode]));

/** The link text of a record (its seed goes in the link's `seed`). */
export function replayCode(replay: Replay): string {
  const { mode, options } = configOf(replay);
  const field = options.field ? `-${options.field.replace(/\./g, "_")}` : "";
  const head = `${options.colors}${options.undo ? 1 : 0}${options.chainSpeed}${options.player}${field}`;
  const inputs = checkInputs(replay.inputs);
  return encodeLinkCode(FORMAT, { fields: [MODE_LETTER[mode], head], inputs, ...(replay.frames === undefined ? {} : { frames: replay.frames }) });
}

/** The record a link's code stands for, with the link's seed; an InputError at `where` says what is wrong. */
export function parseReplayCode(code: string, seed: string, where = "replay"): Replay {
  const { fields, inputs, frames } = decodeLinkCode(FORMAT, code, where);
  const [modeLetter, head] = fields as [string, string];
  const mode = MODE_OF.get(modeLetter);
  if (mode === undefined) throw new InputError(`has an unknown mode ${describe(modeLetter)}`, where);
  const options = /^([345])([01])([1-4])([01])(?:-([.RGBYPO_]{1,78}))?$/.exec(head);
  if (!options) throw new InputError(`has bad options ${describe(head.slice(0, 20))}`, where);
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
    inputs: [...inputs],
    ...(frames === undefined ? {} : { frames }),
  };
  try {
    configOf(replay);
    checkInputs(replay.inputs);
  } catch (error) {
    if (error instanceof InputError) throw new InputError(`has ${error.message}`, where);
    throw error;
  }
  return replay;
}
