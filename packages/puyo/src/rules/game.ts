// One player's game as a pure state machine (reference sheet §3): a seeded pair sequence, place a
// pair, resolve its chain (every step recorded for animation), score it, turn points into
// nuisance, offset and drop pending nuisance, check the X. Undo restores the state before the
// last placement (practice mode). Versus pairs two of these (versus.ts); the scene drives it.
import { InputError, Rng, type Seed } from "@arcade/core";
import { resolveChain, type ChainResult } from "./chain.ts";
import { Field } from "./field.ts";
import { PairQueue } from "./generator.ts";
import { ALL_CLEAR_NUISANCE, convertPoints, dropNuisance, offset, targetPoints } from "./nuisance.ts";
import { isPlacement, isReachable, legalPlacements, applyPlacement, printPlacement, type Pair, type Placement } from "./pair.ts";

export interface GameOptions {
  seed: Seed;
  colors?: 3 | 4 | 5;
  /** A starting field (practice, the editor); settled before play. */
  field?: Field;
  /** In versus, which player (0 or 1): each has its own nuisance-column stream. */
  player?: number;
}

export interface TurnResult {
  placement: Placement;
  pair: Pair;
  chain: ChainResult;
  /** Nuisance this turn's chain makes (all-clear bonus included), before offsetting. */
  attack: number;
  /** What goes to the opponent after cancelling pending nuisance. */
  sent: number;
  /** Nuisance that fell on this field at the end of the turn. */
  dropped: number;
  over: boolean;
}

/** A turn between its pair locking and its end (`PuyoGame.lockPair`, then `endTurn`). */
export type LockedTurn = Pick<TurnResult, "placement" | "pair" | "chain" | "attack">;

interface Snapshot {
  words: Int32Array;
  index: number;
  score: number;
  maxChain: number;
  pending: number;
  carry: number;
  allClearBonus: boolean;
  over: boolean;
  rng: ReturnType<Rng["toJSON"]>;
}

export const NUISANCE_STREAM = "nuisance";

export class PuyoGame {
  readonly field: Field;
  readonly queue: PairQueue;
  /** Pairs placed so far (the current pair is queue.pair(index)). */
  index = 0;
  score = 0;
  maxChain = 0;
  /** Nuisance waiting to fall on this field. */
  pending = 0;
  /** Points not yet converted into nuisance. */
  carry = 0;
  /** An all clear happened: the next chain sends 30 more. */
  allClearBonus = false;
  over = false;
  private nuisanceRng: Rng;
  private readonly history: Snapshot[] = [];

  constructor(options: GameOptions) {
    this.queue = new PairQueue(options.seed, options.colors ?? 4);
    this.field = options.field ? options.field.clone() : Field.empty();
    this.field.settle();
    this.nuisanceRng = Rng.from(options.seed).fork(`${NUISANCE_STREAM}-${options.player ?? 0}`);
    this.over = this.field.isDead();
  }

  get current(): Pair {
    return this.queue.pair(this.index);
  }

  /** The k-th pair after the current one (1 = NEXT, 2 = NEXT 2). */
  next(k = 1): Pair {
    return this.queue.pair(this.index + k);
  }

  /** The current pair and the two the player sees coming. */
  pairsPreview(): Pair[] {
    return [this.current, this.next(1), this.next(2)];
  }

  legalPlacements(): Placement[] {
    return this.over ? [] : legalPlacements(this.field, this.current);
  }

  /** Nuisance sent to this player (from the opponent, after their offsetting). */
  receive(count: number): void {
    this.pending += count;
  }

  /**
   * Places the current pair, resolves the chain and ends the turn. `seconds` is the time played
   * so far (margin time lowers the target points after 96 s). `checkReach` false skips the
   * reachability rule: the scene's moving pair (moving.ts) got there by real moves already.
   */
  place(placement: Placement, seconds = 0, checkReach = true): TurnResult {
    return this.endTurn(this.lockPair(placement, seconds, checkReach));
  }

  /**
   * The first half of a turn: the pair lands, its chain resolves and scores, and the chain's
   * nuisance (attack) is counted. The frame-stepped game (stepped.ts) shows the chain before it
   * calls `endTurn`, so nuisance that arrives meanwhile is offset by this chain, as in Tsu.
   */
  lockPair(placement: Placement, seconds = 0, checkReach = true): LockedTurn {
    if (this.over) throw new InputError("the game is over", "placement");
    if (!isPlacement(placement)) throw new InputError(`is not a placement on a 6-column field`, "placement");
    if (checkReach && !isReachable(this.field.heights(), placement))
      throw new InputError(`${printPlacement(placement)} cannot be reached on this field`, "placement");
    this.history.push(this.snapshot());
    const pair = this.current;
    applyPlacement(this.field, pair, placement);
    const chain = resolveChain(this.field, true);
    this.score += chain.score;
    this.maxChain = Math.max(this.maxChain, chain.chains);
    let attack = 0;
    if (chain.chains > 0) {
      const converted = convertPoints(chain.score, this.carry, targetPoints(seconds));
      this.carry = converted.carry;
      attack = converted.nuisance;
      if (this.allClearBonus) {
        attack += ALL_CLEAR_NUISANCE;
        this.allClearBonus = false;
      }
      if (chain.allClear) this.allClearBonus = true;
    }
    return { placement, pair, chain, attack };
  }

  /** The second half: the attack offsets pending nuisance, the rest falls (≤ 30), the X is checked. */
  endTurn(locked: LockedTurn): TurnResult {
    const { pending, sent } = offset(locked.attack, this.pending);
    this.pending = pending;
    const dropped = dropNuisance(this.field, this.pending, this.nuisanceRng);
    this.pending -= dropped;
    this.index++;
    this.over = this.field.isDead();
    return { ...locked, sent, dropped, over: this.over };
  }

  get canUndo(): boolean {
    return this.history.length > 0;
  }

  /** Back to before the last placement. Returns false when there is nothing to undo. */
  undo(): boolean {
    const s = this.history.pop();
    if (!s) return false;
    this.field.w.set(s.words);
    this.index = s.index;
    this.score = s.score;
    this.maxChain = s.maxChain;
    this.pending = s.pending;
    this.carry = s.carry;
    this.allClearBonus = s.allClearBonus;
    this.over = s.over;
    this.nuisanceRng = Rng.fromJSON(s.rng);
    return true;
  }

  private snapshot(): Snapshot {
    return {
      words: this.field.w.slice(),
      index: this.index,
      score: this.score,
      maxChain: this.maxChain,
      pending: this.pending,
      carry: this.carry,
      allClearBonus: this.allClearBonus,
      over: this.over,
      rng: this.nuisanceRng.toJSON(),
    };
  }
}
