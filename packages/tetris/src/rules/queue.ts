// Where pieces come from: the seed's 7-bag (`pieceBag` in bag.ts, on the seed's "pieces" stream, so
// one seed deals the same pieces to every player whatever they do) or a fixed list.
import { Bag } from "@arcade/core";
import { pieceBag } from "./bag.ts";
import type { PieceType } from "./types.ts";

export interface PieceSource {
  /** The next piece, or null when a fixed queue has run out. */
  take(): PieceType | null;
  /** Up to `n` upcoming pieces without taking them. */
  peek(n: number): PieceType[];
  /** An independent copy at the same point of the stream (for a search that plays ahead). */
  clone(): PieceSource;
}

export function bagSource(seed: string): PieceSource {
  return sourceOfBag(pieceBag(seed));
}

function sourceOfBag(bag: Bag<PieceType>): PieceSource {
  return { take: () => bag.next(), peek: (n) => bag.peek(n), clone: () => sourceOfBag(Bag.fromJSON(bag.toJSON())) };
}

export function fixedSource(queue: readonly PieceType[], start = 0): PieceSource {
  let index = start;
  return {
    take: () => (index < queue.length ? queue[index++]! : null),
    peek: (n) => queue.slice(index, index + n),
    clone: () => fixedSource(queue, index),
  };
}
