// A record as a short text for a link (`replay=` to watch it, `challenge=` to play against it), the
// one codec every game shares:
//
//   <prefix><rules version>.<field>.<field>….<inputs>.<check>
//
// The prefix is a letter of the game's (a code of another game or other rules is refused by it);
// the fields are the game's own (a mode letter, options, a challenger's name), as many as its
// format says, none containing "."; the inputs are `<frames since the previous input><letter>`
// (the count left out when 0) with the game's letter table, a counted action (received garbage)
// as `<letter><count>-`, and the record's end frame as `<frames>z` when it comes after the last
// input; the check is the first 8 hex digits of the SHA-256 of everything before it, so a damaged
// link says so. The seed is the link's own `seed` parameter.
//
// Codes made before this codec carried a 32-bit FNV-1a check in base 36 in one game: reading
// accepts it too, so those links still open.
import { InputError, describe } from "../errors.ts";
import { sha256, toHex } from "../random/sha256.ts";
import type { TimedInput } from "./replay.ts";

/** The letter that marks a record's end frame; a game's table must not use it. */
const END_LETTER = "z";

/** One game's code: its prefix, rules version, field count and letter table. */
export interface LinkCodeFormat {
  /** The game's letter(s) before the rules version ("p" gives "p3"). */
  readonly prefix: string;
  readonly rulesVersion: number;
  /** How many fields of the game's own come between the version and the inputs. */
  readonly fields: number;
  /** One letter (a-y, A-Z) per plain action. */
  readonly letters: Readonly<Record<string, string>>;
  /** Actions that carry a count, by their prefix (`"nuisance:"` → `"n"`): written `n<count>-`. */
  readonly counted?: Readonly<Record<string, string>>;
  /** What the player calls a code of this game, for errors ("a Minesweeper record"). */
  readonly noun: string;
}

/** What a code holds besides the seed: the game's fields, the inputs and the end frame. */
export interface LinkCode {
  readonly fields: readonly string[];
  readonly inputs: readonly TimedInput[];
  readonly frames?: number;
}

function check(text: string): string {
  return toHex(sha256(new TextEncoder().encode(text))).slice(0, 8);
}

/** The check of codes made before this codec in one game (32-bit FNV-1a, base 36). */
function legacyCheck(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Checks a format once (a bad table is a bug in the game, found by its tests). */
function lettersOf(format: LinkCodeFormat): { letter: Map<string, string>; action: Map<string, string>; counted: Map<string, string> } {
  const letter = new Map(Object.entries(format.letters));
  const counted = new Map(Object.entries(format.counted ?? {}));
  const action = new Map<string, string>();
  for (const [name, l] of [...letter, ...counted]) {
    if (!/^[a-yA-Z]$/.test(l) || action.has(l))
      throw new InputError(`has a bad or repeated letter ${describe(l)} for ${describe(name)}`, `${format.noun} format`);
    action.set(l, name);
  }
  return { letter, action, counted };
}

/** The code of a record (fields, inputs, end frame); an action missing from the table is an InputError. */
export function encodeLinkCode(format: LinkCodeFormat, code: LinkCode): string {
  const { letter, counted } = lettersOf(format);
  if (code.fields.length !== format.fields || code.fields.some((f) => f.includes("."))) {
    throw new InputError(`needs ${format.fields} fields without ".", got ${describe(code.fields.join("|"))}`, `${format.noun} fields`);
  }
  let last = 0;
  let inputs = "";
  for (const { frame, action } of code.inputs) {
    const delta = frame > last ? String(frame - last) : "";
    const plain = letter.get(action);
    const count = plain === undefined ? [...counted].find(([prefix]) => action.startsWith(prefix)) : undefined;
    if (plain !== undefined) inputs += delta + plain;
    else if (count && /^\d{1,4}$/.test(action.slice(count[0].length))) inputs += `${delta}${count[1]}${action.slice(count[0].length)}-`;
    else throw new InputError(`has no letter for the action ${describe(action)}`, `${format.noun} inputs`);
    last = frame;
  }
  if (code.frames !== undefined && code.frames > last) inputs += `${code.frames - last}${END_LETTER}`;
  const body = [`${format.prefix}${format.rulesVersion}`, ...code.fields, inputs].join(".");
  return `${body}.${check(body)}`;
}

/** The fields, inputs and end frame of a code; an InputError at `where` says what is wrong with it. */
export function decodeLinkCode(format: LinkCodeFormat, text: string, where: string): LinkCode {
  const { action: actionOf, counted } = lettersOf(format);
  const parts = text.trim().split(".");
  const version = new RegExp(`^${format.prefix}(\\d{1,4})$`).exec(parts[0] ?? "");
  const expected = `${format.prefix}${format.rulesVersion}`;
  if (!version) throw new InputError(`is not ${format.noun} (it should start with "${expected}.")`, where);
  if (Number(version[1]) !== format.rulesVersion) {
    throw new InputError(`was played under rules version ${version[1]}; this build plays version ${format.rulesVersion} and cannot re-run it`, where);
  }
  const size = format.fields + 3;
  if (parts.length !== size) throw new InputError(`is damaged: it has ${parts.length} parts, a code has ${size}`, where);
  const body = parts.slice(0, -1).join(".");
  const sum = parts.at(-1)!;
  if (sum !== check(body) && sum !== legacyCheck(body)) throw new InputError("is damaged (its check does not match): copy the whole link again", where);
  const moves = parts.at(-2)!;
  const countedLetters = new Set(counted.values());
  const inputs: TimedInput[] = [];
  let frame = 0;
  let frames: number | undefined;
  for (const token of moves.matchAll(/(\d{0,8})(?:([a-zA-Z])(\d{1,4}-)?)|(.)/g)) {
    const [, digits = "", l, count, stray] = token;
    const at = `at position ${(token.index ?? 0) + 1} of its moves`;
    if (stray !== undefined || l === undefined || frames !== undefined) throw new InputError(`has a bad input ${at}`, where);
    frame += digits === "" ? 0 : Number(digits);
    if (l === END_LETTER && count === undefined) {
      frames = frame;
      continue;
    }
    const name = actionOf.get(l);
    if (name === undefined || countedLetters.has(l) !== (count !== undefined)) throw new InputError(`has a bad input ${at}`, where);
    inputs.push({ frame, action: count === undefined ? name : `${name}${count.slice(0, -1)}` });
  }
  return { fields: parts.slice(1, 1 + format.fields), inputs, ...(frames === undefined ? {} : { frames }) };
}

/** The longest name a challenge carries (the name box takes no more). */
export const PLAYER_NAME_MAX = 16;

/** A challenger's name in a link: 1 to PLAYER_NAME_MAX letters, digits, spaces or hyphens (any script). */
export const PLAYER_NAME_PATTERN = new RegExp(`^[\\p{L}\\p{N} -]{1,${PLAYER_NAME_MAX}}$`, "u");

/** The name trimmed, or an InputError at `where` saying what a name may be. */
export function playerName(text: string, where = "name"): string {
  const name = text.trim();
  if (!PLAYER_NAME_PATTERN.test(name)) throw new InputError("a name is 1 to 16 letters, digits, spaces or hyphens", where);
  return name;
}

/** A name as a code field (percent-encoded: no "." or "~" left in it). */
export function nameField(name: string): string {
  return encodeURIComponent(playerName(name)).replace(/\./g, "%2E");
}

/** The name a code field carries; an InputError at `where` when it is damaged or not a name. */
export function nameOfField(field: string, where: string): string {
  let name: string;
  try {
    name = decodeURIComponent(field);
  } catch {
    throw new InputError(`has a damaged name ${describe(field.slice(0, 20))}`, where);
  }
  if (!PLAYER_NAME_PATTERN.test(name)) throw new InputError(`has a bad name ${describe(name)}`, where);
  return name;
}
