// Tetris's bag: the seven tetrominoes dealt by core's generic Bag from the seed's "pieces" stream,
// so one seed deals the same pieces to every player, device and the `arcade bag` command.
import { Bag, Rng, type Seed } from "@arcade/core";

/** The seven tetrominoes in Guideline order. */
export const TETROMINOES = ["I", "O", "T", "S", "Z", "J", "L"] as const;

/** The name of the stream that deals pieces. Nothing else may draw from it. */
export const PIECE_STREAM = "pieces";

/**
 * The Guideline 7-bag for a seed: every aligned window of seven pieces holds each piece once, so
 * at most 12 pieces come between two of the same piece; a piece can come twice in a row across a
 * bag boundary (one boundary in seven).
 */
export function pieceBag(seed: Seed): Bag<(typeof TETROMINOES)[number]> {
  return new Bag(TETROMINOES, Rng.from(seed).fork(PIECE_STREAM));
}
