// The firing policy: when a chain is worth setting off. The search (search.ts) asks it for the
// value of every chain a placement fires; the rules are the ones players use:
//
// - build: in solo (and in versus while nothing presses) fire only a chain of at least the
//   strength's target length; smaller chains burn material and cost their cleared puyos;
// - crowded: when the field is nearly full (the strength's crowd limit), the main chain is fired
//   (the one the field holds, or one a step shorter), since the next pairs may not fit; small
//   fragments still count as waste (clearing them would keep the field under the limit forever);
// - counter: nuisance pending against the bot falls at the end of its next placement unless a
//   chain offsets it first; nuisance still incoming (the opponent's chain is resolving) can be
//   offset until it lands and by the placement after (it is pending then). With three rows or
//   more coming, a chain that offsets at least half is fired; when what falls next would fill the
//   X, any chain that offsets some. The search drops the rows that would fall, pending after the
//   first placement and in-flight nuisance after the placement during which it is pending (so
//   burying shows in the evaluation), and pays for every offset. Countering in full (the expert's
//   fullCounter): a counter earns the share of what is coming it offsets, so a full counter a
//   placement or two later beats a half one now while the attack is still in flight;
// - kill: a chain whose nuisance (after offsetting) would fill the opponent's column 3 even after
//   their best reply is fired whatever its length;
// - vulnerable opponent: while the opponent is mid-chain (busy, cannot reply) or cannot fire five
//   rows within its next two pairs (reply.ts's threat), a chain that sends five rows is fired;
// - do not provoke: a chain that sends less than the opponent can answer (their threat or their
//   field's own trigger) pays for what would come back, unless it kills or counters;
// - keep a reply ready: while nuisance is in flight, or the opponent threatens a chain, the
//   search values the reply our field keeps (reply.ts: each colour's trigger, weighted by the
//   chance that colour comes in time), so a trigger several colours can fire is preferred;
// - keep a reply: while the opponent holds a chain as big as ours and is free to answer, our
//   main chain is kept (it becomes the counter to theirs) unless it kills.
import type { Field } from "../../rules/field.ts";
import type { Pair } from "../../rules/pair.ts";
import { detectPotential } from "./evaluate.ts";
import { attackOf, threatOf } from "./reply.ts";

export interface OpponentView {
  field: Field;
  /** Nuisance already on its way to the opponent (it falls on them soon). */
  pending: number;
  /** The opponent's chain is still resolving: it cannot place or answer yet. */
  busy: boolean;
  /** The opponent's current pair and NEXT pairs, when seen (the reply detector tries them). */
  pairs?: readonly Pair[];
}

export interface Situation {
  field: Field;
  /** Nuisance pending against the bot (falls at the end of its next placement unless offset). */
  pending: number;
  /** Nuisance sent at the bot by a chain still resolving: it lands later, and can be offset until then. */
  incoming?: number;
  /** Placements the bot can still make before the incoming nuisance lands (this one included). */
  incomingMoves?: number;
  colors: number;
  opponent?: OpponentView;
}

export interface FireRules {
  /** Chain length fired on purpose when nothing presses. */
  target: number;
  /** Puyos on the field from which any chain is welcome. */
  crowd: number;
  /** Follow the versus rules (kill, vulnerable opponent, keep a reply); easy bots do not. */
  versusTiming: boolean;
  /**
   * Press a vulnerable opponent (mid-chain, or unable to answer five rows soon) with any chain
   * sending five rows (default true). Off, only the target, a kill or a counter fires in versus.
   */
  press?: boolean;
  /** Value of one nuisance of expected reply (reply.ts) to an attack in flight; 0: none kept. */
  reply: number;
  /** The same to an attack the opponent can fire within two placements (a reply kept ready). */
  guard: number;
  /**
   * A counter that offsets only part of what is coming earns that share of the fire bonus, so a
   * full counter fired a placement or two later (while the attack is still in flight) is
   * preferred to a half one fired at once (false: any counter offsetting half earns all of it).
   */
  fullCounter?: boolean;
  /**
   * Value the reply to an attack in flight by the puyos each trigger takes (reply.ts's
   * expectedCounter: three-puyo triggers included) instead of expectedReply.
   */
  counterOdds?: boolean;
}

export interface FirePlan {
  /** Chains of at least this length are fired as the main chain. */
  wanted: number;
  crowded: boolean;
  pending: number;
  incoming: number;
  incomingMoves: number;
  /** Nuisance that would kill the opponent (after their best counter); Infinity in solo. */
  killNeed: number;
  /** The opponent cannot answer soon: two rows are worth sending. */
  vulnerable: boolean;
  /** Enough nuisance is coming that a chain offsetting half of it is fired (counter). */
  counter: boolean;
  /** The pending nuisance would fill the X: any chain that offsets some is fired. */
  desperate: boolean;
  /** The opponent's imminent attack (reply.ts's threat; 0 in solo or while they resolve a chain). */
  threat: number;
  /** Placements we get while the threatened chain resolves (its length). */
  threatMoves: number;
  /**
   * The opponent's answer to nuisance we send: the threat or their field's own trigger (up to
   * three puyos of one colour), less what is already coming at them. A chain sending less than
   * this only provokes it (0 in solo or while they resolve a chain).
   */
  answer: number;
  /** Value of one nuisance of expected reply to nuisance in flight (FireRules.reply). */
  reply: number;
  /** Value of one nuisance of expected reply to the threat (FireRules.guard). */
  guard: number;
  /** FireRules.fullCounter. */
  fullCounter: boolean;
  /** FireRules.counterOdds. */
  counterOdds: boolean;
}

export { attackOf };

/** Nuisance that fills column 3 of a field up to row 12 (six per row: the rows fall whole). */
export function nuisanceToKill(field: Field): number {
  return Math.max(1, 12 - field.height(3)) * 6;
}

export function planFire(situation: Situation, rules: FireRules): FirePlan {
  const { field, pending, colors, opponent } = situation;
  const incoming = situation.incoming ?? 0;
  const incomingMoves = situation.incomingMoves ?? DEFAULT_INCOMING_MOVES;
  const crowded = field.count() >= rules.crowd;
  // Counter: three rows or more coming; desperate: what falls next would fill the X.
  const desperate = pending > 0 && field.height(3) + Math.ceil(Math.min(pending, 30) / 6) >= 12;
  const counter = desperate || pending + incoming >= COUNTER_PENDING;
  const plan: FirePlan = {
    wanted: rules.target,
    crowded,
    pending,
    incoming,
    incomingMoves,
    killNeed: Infinity,
    vulnerable: false,
    counter,
    desperate,
    threat: 0,
    threatMoves: 0,
    answer: 0,
    reply: rules.reply,
    guard: rules.guard,
    fullCounter: rules.fullCounter ?? false,
    counterOdds: rules.counterOdds ?? false,
  };
  const ours = detectPotential(field, colors);
  // Crowded: fire the main chain (or one a step shorter), not fragments of it.
  const crowdedWant = Math.min(rules.target, Math.max(2, ours.chains - 1));
  if (crowded) plan.wanted = crowdedWant;
  if (!opponent || !rules.versusTiming) return plan;
  const theirs = detectPotential(opponent.field, colors);
  // Their answer within two placements (with their pairs when seen); none while mid-chain.
  const threat = opponent.busy ? { attack: 0, chains: 0 } : threatOf(opponent.field, opponent.pairs, colors);
  plan.threat = Math.max(0, threat.attack - opponent.pending);
  plan.threatMoves = threat.chains;
  if (!opponent.busy) plan.answer = Math.max(0, Math.max(threat.attack, attackOf(theirs.score)) - opponent.pending);
  plan.killNeed = Math.max(0, nuisanceToKill(opponent.field) - opponent.pending) + threat.attack;
  plan.vulnerable = (rules.press ?? true) && (opponent.busy || threat.attack < PRESS_ATTACK);
  // Keep a reply: their chain is at least ours and they are free to answer.
  if (!crowded && !opponent.busy && theirs.chains >= ours.chains && theirs.chains >= 3) plan.wanted = Math.max(plan.wanted, theirs.chains + 2);
  return plan;
}

/** Placements before incoming nuisance lands, when the caller does not know. */
const DEFAULT_INCOMING_MOVES = 3;
/** Nuisance coming (three rows) from which a chain offsetting at least half of it is fired. */
const COUNTER_PENDING = 18;
/** Value of offsetting one pending nuisance (it would otherwise fall on the bot). */
const OFFSET_VALUE = 30;
/** A chain fired as intended. */
const FIRE_BONUS = 5000;
/** Per colour puyo burned by a chain fired too early. */
const WASTE = 40;
/** Per nuisance an opponent's answer to a small attack would send back. */
const PROVOKE = 30;
/** Five rows of nuisance: worth sending to a defenceless opponent. */
const PRESS_ATTACK = 30;

/**
 * The value of a chain fired at the given depth of the search (0: the move being chosen). Only
 * the first placement can offset the pending nuisance: deeper ones come after it has fallen.
 */
export function fireValue(plan: FirePlan, chains: number, score: number, cleared: number, depth: number): number {
  if (chains === 0) return 0;
  const attack = attackOf(score);
  // Pending nuisance falls after the first placement. Incoming nuisance lands after
  // `incomingMoves` placements, is pending during the next one and falls after it, so that one
  // can still offset it.
  const fromPending = depth === 0 ? Math.min(attack, plan.pending) : 0;
  const fromIncoming = depth <= plan.incomingMoves ? Math.min(attack - fromPending, plan.incoming) : 0;
  const offset = fromPending + fromIncoming;
  const sent = attack - offset;
  const countered = plan.counter && offset > 0 && (plan.desperate || offset * 2 >= plan.pending + plan.incoming);
  const intended = chains >= plan.wanted || sent >= plan.killNeed || (plan.vulnerable && depth === 0 && sent >= PRESS_ATTACK) || countered;
  let bonus = FIRE_BONUS;
  // Fired only as a counter: the share of what is coming it offsets.
  if (plan.fullCounter && countered && !plan.desperate && !(chains >= plan.wanted || sent >= plan.killNeed))
    bonus *= Math.min(1, offset / (plan.pending + plan.incoming));
  let value = intended ? bonus + attack * 10 : -WASTE * cleared;
  // Sending less than the opponent can answer gives them a free counter (the difference comes
  // back), unless the chain kills or answers nuisance coming at us.
  if (sent > 0 && sent < plan.answer && !countered && sent < plan.killNeed) value -= PROVOKE * (plan.answer - sent);
  // Later chains are less certain (the pairs after the known ones are not counted).
  return (value + offset * OFFSET_VALUE) * (1 - 0.05 * depth);
}
