// Where pieces come from: the seed's 7-bag (core's `pieceBag`, on the seed's "pieces" stream, so
// one seed deals the same pieces to every player whatever they do) or a fixed list.
import { pieceBag } from "@arcade/core";
import type { PieceType } from "./types.ts";

export interface PieceSource {
  /** The next piece, or null when a fixed queue has run out. */
  take(): PieceType | null;
  /** Up to `n` upcoming pieces without taking them. */
  peek(n: number): PieceType[];
}

export function bagSource(seed: string): PieceSource {
  const bag = pieceBag(seed);
  return { take: () => bag.next(), peek: (n) => bag.peek(n) };
}

export function fixedSource(queue: readonly PieceType[]): PieceSource {
  let index = 0;
  return {
    take: () => (index < queue.length ? queue[index++]! : null),
    peek: (n) => queue.slice(index, index + n),
  };
}
