// The search: which placement to make now, looking ahead through hold and the visible queue.
//
// A beam search over placements, one generation per piece (Cold Clear grows a tree over the same
// generations; a beam keeps it cheap enough for a phone). A node is (field, hold, queue position,
// back-to-back, combo); its children are every placement of the piece in play and, with hold, every
// placement of the other piece (the held one, or the next one when hold is empty). A path scores
// the sum of the evaluator's `move` rewards plus the `position` value of where it ends; each
// generation keeps the `beam` best nodes. The move chosen is the first placement of the best path
// at the deepest generation. A placement that locks out, or after which the next piece cannot
// spawn, is never taken while anything else is possible.
//
// Garbage waiting to rise (`incoming`, in versus) is part of the position: a path's attack cancels
// it line for line (`attackScale` times its lines in the garbage margin, as the match counts them),
// and whatever is still due where a path ends is valued as if it had already risen (the field
// lifted by that many rows), so the search builds low and attacks or digs when garbage is coming
// instead of stacking into it. (Raising it at the path's first lock that clears nothing, as the
// match does, was tried: the search then kept combos of singles going to hold garbage back while
// more piled up, and lost more versus games.)
//
// `threat` keeps room for the opponent's next attack: a path that ends where that many more rows
// would push the stack off the top (or leave the next piece no room to spawn) ranks below every
// path that does not, though above a certain loss. `opponentRoom` is the other side of it: the
// rows the opponent's stack can still take; a path whose attack, beyond what it cancels, sends at
// least that many lines would top the opponent out unless they cancel it, and ranks above any path
// that would not (the earliest kill first: it carries the bonus from the lock that makes it). Solo
// play gives neither, so it plays as before.
import type { Rng } from "@arcade/core";
import { PIECE_TYPES, type PieceType, type Rotation } from "../rules/types.ts";
import type { Evaluator } from "./evaluate.ts";
import { emptyField, type Field } from "./field.ts";
import { lockInto, type Chain, type LockInfo } from "./lock.ts";
import { generateMoves, spawnY, type Placement } from "./movegen.ts";
import { columnDrops } from "./report.ts";

/** How placements are found: real-input search (tucks, spins) or the report's column drops. */
export type MoveModel = "inputs" | "columnDrop";

export interface SearchOptions {
  evaluator: Evaluator;
  /** How many queue pieces after the one in play to look through (0 = the piece in play only). */
  preview: number;
  /** Whether hold may be used. */
  hold: boolean;
  /** Nodes kept per generation. */
  beam: number;
  moves?: MoveModel;
  allow180?: boolean;
  /**
   * Deliberate mistakes for weaker strengths: each first move's score gets a normal deviate with
   * this standard deviation added, from `rng`.
   */
  noise?: { sd: number; rng: Rng };
  /**
   * Keep one node per position in each generation: paths that reach the same board with the same
   * hold, queue position and chain (the same pieces placed in another order, or through hold) are
   * one node, so the beam holds that many different positions. Off for the survivor, whose
   * measured results were made without it.
   */
  dedupe?: boolean;
}

export interface SearchInput {
  field: Field;
  /** The piece in play. */
  current: PieceType;
  /** The visible queue after it (only the first `preview` pieces are used). */
  queue: readonly PieceType[];
  hold: PieceType | null;
  /** Hold was already used by the piece in play. */
  holdUsed?: boolean;
  /** Where the piece in play is, when it is not at spawn (garbage lifted it). */
  from?: { x: number; y: number; rotation: Rotation };
  chain: Chain;
  /** Garbage lines waiting to rise against this player (versus); 0 or absent = none. */
  incoming?: number;
  /** The attack multiplier now (versus.ts `attackMultiplier`, the garbage margin); absent = 1. */
  attackScale?: number;
  /** Rows to keep free for the opponent's next attack (versus); 0 or absent = none. */
  threat?: number;
  /** Rows the opponent's stack can still take (versus: 20 − its height − garbage due to it); absent = unknown. */
  opponentRoom?: number;
}

export interface Candidate {
  placement: Placement;
  /** The placement is of the other piece: press hold first. */
  hold: boolean;
  /** The score of the best path through this placement (higher is better). */
  score: number;
  /** What locking it does (clear, attack, …). */
  lock: LockInfo;
}

export interface SearchResult {
  best: Candidate;
  /**
   * The other first moves, best first: those still in the beam at the last generation by their
   * best path, then those that dropped out (later ones first), each with its value when dropped
   * (so a listed score can be higher than the best's: it was measured over fewer pieces).
   */
  alternatives: Candidate[];
}

interface Node {
  field: Field;
  hold: PieceType | null;
  /** Index into the pieces [current, ...queue] of the next piece to come into play. */
  next: number;
  chain: Chain;
  /** Sum of move rewards along the path. */
  reward: number;
  /** Incoming garbage lines still due where the path stands (not cancelled by its attack). */
  due: number;
  /** Garbage lines the path has sent to the opponent (its attack beyond what it cancelled). */
  sent: number;
  /** Reward + position value: the beam's ranking. */
  value: number;
  root: number;
}

const scratchPlaced = emptyField();

/** Placements of `piece`; `paths` = with their inputs (only the first generation's are played). */
function placementsOf(field: Field, piece: PieceType, options: SearchOptions, paths: boolean, from?: SearchInput["from"]): Placement[] {
  const movegen = { allow180: options.allow180 ?? true, paths, ...(from ? { from } : {}) };
  return options.moves === "columnDrop" ? columnDrops(field, piece, movegen) : generateMoves(field, piece, movegen);
}

/** The pieces a node may place next: [piece, hold after, next index after, used hold]. */
function choices(node: Node, pieces: readonly PieceType[], holdAllowed: boolean, holdUsed: boolean): [PieceType, PieceType | null, number, boolean][] {
  const out: [PieceType, PieceType | null, number, boolean][] = [];
  const current = pieces[node.next];
  if (current === undefined) return out;
  out.push([current, node.hold, node.next + 1, false]);
  if (!holdAllowed || holdUsed) return out;
  if (node.hold !== null) {
    if (node.hold !== current) out.push([node.hold, current, node.next + 1, true]);
  } else {
    const after = pieces[node.next + 1];
    if (after !== undefined && after !== current) out.push([after, current, node.next + 2, true]);
  }
  return out;
}

/** A child before it is kept: its field is rebuilt only if it makes the beam. */
interface Child {
  parent: Node;
  placement: Placement;
  hold: PieceType | null;
  next: number;
  chain: Chain;
  reward: number;
  due: number;
  sent: number;
  value: number;
  root: number;
  /** The position's hash (board, hold, queue position, chain), when deduplicating. */
  hash: number;
}

const scratch = emptyField();
const lifted = emptyField();
const FULL_ROW = 0x3ff;

/**
 * `field` with `rows` garbage rows under it, into `lifted`; null when that pushes minos off the top
 * (a top out). The rows are full: where their holes will be is not known, only that the stack rises.
 */
function liftedBy(field: Field, rows: number): Field | null {
  const height = field.length;
  if (rows >= height) return null;
  for (let y = height - rows; y < height; y++) if (field[y] !== 0) return null;
  lifted.fill(FULL_ROW, 0, rows);
  lifted.set(field.subarray(0, height - rows), rows);
  return lifted;
}

/** FNV-1a over the board rows up to the stack, hold, queue position, chain and garbage due. */
function positionHash(field: Field, hold: PieceType | null, next: number, chain: Chain, garbage: number): number {
  // Without garbage the hash is the one the search always had (solo play stays exactly the same).
  let h = garbage === 0 ? 0x811c9dc5 : Math.imul(0x811c9dc5 ^ garbage, 0x01000193);
  for (let y = 0; y < 40 && field[y] !== 0; y++) h = Math.imul(h ^ field[y]!, 0x01000193);
  h = Math.imul(h ^ (hold === null ? 7 : hold.charCodeAt(0)), 0x01000193);
  h = Math.imul(h ^ next, 0x01000193);
  h = Math.imul(h ^ (chain.combo + 2), 0x01000193);
  return Math.imul(h ^ (chain.backToBack ? 1 : 0), 0x01000193) >>> 0;
}

/** What a search knows of the match beyond the board (see the head of this file). */
interface Versus {
  attackScale: number;
  threat: number;
  /** Lines that top the opponent out (Infinity when not known). */
  kill: number;
}

/** Scores every placement of every piece choice from `node` into `out`. */
function expand(
  node: Node,
  pieces: readonly PieceType[],
  options: SearchOptions,
  versus: Versus,
  holdUsed: boolean,
  out: Child[],
  roots: Candidate[] | null,
  from?: SearchInput["from"],
): void {
  const evaluator = options.evaluator;
  for (const [piece, hold, next, usedHold] of choices(node, pieces, options.hold, holdUsed)) {
    // Only the piece in play may be somewhere else than spawn; a piece out of hold spawns.
    for (const placement of placementsOf(node.field, piece, options, roots !== null, usedHold ? undefined : from)) {
      scratch.set(node.field);
      const lock = lockInto(scratch, placement, node.chain, scratchPlaced);
      let reward = node.reward + evaluator.move(lock);
      if (roots !== null && options.noise) reward += options.noise.rng.normal(0, options.noise.sd);
      const attack = Math.floor(lock.attack * versus.attackScale);
      const cancelled = Math.min(node.due, attack);
      const due = node.due - cancelled;
      const sent = node.sent + attack - cancelled;
      let value: number;
      if (due === 0) {
        value = reward + evaluator.position(scratch, scratchPlaced) + deathPenalty(scratch, placement, pieces[next] ?? null);
      } else {
        const raised = liftedBy(scratch, due);
        // Lifted off the top: a loss, still ranked by the position it leaves (all may be lost).
        value =
          raised === null
            ? reward + DEATH + evaluator.position(scratch, scratchPlaced)
            : reward + evaluator.position(raised, scratchPlaced) + deathPenalty(raised, placement, pieces[next] ?? null);
      }
      if (versus.threat > 0 && value > DEATH / 2) value += threatPenalty(scratch, due + versus.threat, pieces[next] ?? null);
      if (sent >= versus.kill && value > DEATH / 2) value += KILL;
      let root = node.root;
      if (roots !== null) {
        root = roots.length;
        roots.push({ placement, hold: usedHold, score: value, lock });
      }
      const hash = options.dedupe === true ? positionHash(scratch, hold, next, lock.chain, due) : 0;
      out.push({ parent: node, placement, hold, next, chain: lock.chain, reward, due, sent, value, root, hash });
    }
  }
}

/** The best `width` children (the best of each position when deduplicating), as nodes with their fields. */
function keep(children: Child[], width: number, dedupe = false): Node[] {
  let best: Child[];
  if (dedupe) {
    children.sort((a, b) => b.value - a.value);
    const seen = new Set<number>();
    best = [];
    for (const child of children) {
      if (best.length === width) break;
      if (seen.has(child.hash)) continue;
      seen.add(child.hash);
      best.push(child);
    }
  } else {
    best = children.length <= width ? children : children.sort((a, b) => b.value - a.value).slice(0, width);
  }
  return best.map((child) => {
    const field = new Uint16Array(child.parent.field);
    lockInto(field, child.placement, child.parent.chain);
    return {
      field,
      hold: child.hold,
      next: child.next,
      chain: child.chain,
      reward: child.reward,
      due: child.due,
      sent: child.sent,
      value: child.value,
      root: child.root,
    };
  });
}

/**
 * The best placement for the piece in play, or null when it has no placement at all (it cannot
 * spawn). Deterministic for the same input and options (noise draws from the given rng).
 */
export function search(input: SearchInput, options: SearchOptions): SearchResult | null {
  const pieces = [input.current, ...input.queue.slice(0, Math.max(0, options.preview))];
  const roots: Candidate[] = [];
  const incoming = Math.max(0, input.incoming ?? 0);
  const versus: Versus = {
    attackScale: input.attackScale ?? 1,
    threat: Math.max(0, input.threat ?? 0),
    kill: input.opponentRoom === undefined ? Infinity : Math.max(1, input.opponentRoom),
  };
  const start: Node = { field: input.field, hold: input.hold, next: 0, chain: input.chain, reward: 0, due: incoming, sent: 0, value: 0, root: -1 };

  // Generation 0: every first move is a root.
  const first: Child[] = [];
  expand(start, pieces, options, versus, input.holdUsed === true, first, roots, input.from);
  if (roots.length === 0) return null;
  const rootBest = roots.map((root) => root.score);
  /** How many generations each root has been out of the beam. */
  const dropped = roots.map(() => 0);
  let beam = keep(first, options.beam, options.dedupe);

  // Later generations: expand the beam, keep the best.
  for (let depth = 1; depth < pieces.length && beam.length > 0; depth++) {
    const children: Child[] = [];
    for (const node of beam) expand(node, pieces, options, versus, false, children, null);
    if (children.length === 0) break;
    // A root's score is its best path at the deepest generation it reached.
    const deepest = new Float64Array(roots.length).fill(-Infinity);
    for (const child of children) if (child.value > deepest[child.root]!) deepest[child.root] = child.value;
    for (let i = 0; i < roots.length; i++) {
      if (deepest[i] === -Infinity) {
        dropped[i]!++;
      } else {
        rootBest[i] = deepest[i]!;
      }
    }
    beam = keep(children, options.beam, options.dedupe);
  }
  // Ranked by the best path found through each root, less a million per generation it has been
  // out of the beam: roots still in it come first unless all their paths die (−1e9), in which
  // case one that merely fell out (its death not proven) is the better bet.
  const rank = (i: number) => rootBest[i]! - 1e6 * dropped[i]!;
  const order = roots.map((_, i) => i).sort((a, b) => rank(b) - rank(a) || a - b);
  const ranked = order.map((i) => ({ ...roots[i]!, score: rootBest[i]! }));
  return { best: ranked[0]!, alternatives: ranked.slice(1) };
}

/** A placement that locks out, or leaves no room for the next piece to spawn, is a loss. */
const DEATH = -1e9;
/** A position the opponent's next attack would end: below any other, above a certain loss. */
const THREATENED = -1e8;
/** A path that sends the opponent more lines than their stack has room for: above any evaluation. */
const KILL = 1e5;

/**
 * THREATENED when `rows` more garbage rows under `field` top it out or block the next piece's
 * spawn (past the visible queue, where the next piece is not known: any piece's).
 */
function threatPenalty(field: Field, rows: number, nextPiece: PieceType | null): number {
  const raised = liftedBy(field, rows);
  if (raised === null) return THREATENED;
  if (nextPiece !== null) return spawnY(raised, nextPiece) === null ? THREATENED : 0;
  for (const piece of PIECE_TYPES) if (spawnY(raised, piece) === null) return THREATENED;
  return 0;
}
function deathPenalty(field: Field, placement: Placement, nextPiece: PieceType | null): number {
  if (placement.lockOut) return DEATH;
  if (nextPiece !== null && spawnY(field, nextPiece) === null) return DEATH;
  return 0;
}
