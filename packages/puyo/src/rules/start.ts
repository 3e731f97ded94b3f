// Where a game or the probability calculator starts from a field a person typed: the field
// settles (floating puyos fall), its own chain resolves, and only then is the X cell looked at —
// the same order as the end of a turn. One rule and one message for every command that takes a
// starting field (`puyo play --field`, `puyo prob --field`, the app's calculator).
import { InputError } from "@arcade/core";
import { resolveChain, type ChainResult } from "./chain.ts";
import { DEATH_X, DEATH_Y } from "./cells.ts";
import type { Field } from "./field.ts";

/** The message for a starting field whose X cell is filled once its own chain has resolved. */
export const LOST_FIELD = `the field is already lost: column ${DEATH_X}, row ${DEATH_Y} is filled`;

/**
 * The field a game starts from (a settled copy with its own chain resolved) and that chain.
 * Throws an InputError (LOST_FIELD) when the X cell is still filled: no pair could spawn, so the
 * game is over before it starts, and answering anything else would hide a field typed one puyo
 * too high.
 */
export function startingField(typed: Field): { field: Field; chain: ChainResult } {
  const field = typed.clone();
  field.settle();
  const chain = resolveChain(field);
  if (field.isDead()) throw new InputError(LOST_FIELD);
  return { field, chain };
}
