import { Bag, Rng } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { PIECE_STREAM, TETROMINOES, pieceBag } from "./bag.ts";

const deal = <T>(bag: Bag<T>, n: number) => Array.from({ length: n }, () => bag.next());
const seeds = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s));

describe("Tetris's 7-bag", () => {
  test.prop([seeds, fc.integer({ min: 1, max: 30 })])("every aligned window of 7 is a permutation of IOTSZJL", (seed, bags) => {
    const pieces = deal(pieceBag(seed), bags * 7);
    for (let b = 0; b < bags; b++) expect(pieces.slice(b * 7, b * 7 + 7).sort()).toEqual([...TETROMINOES].sort());
  });

  it("is core's Bag of the tetrominoes on the seed's pieces stream, and the seed decides it", () => {
    expect(deal(pieceBag("s"), 21)).toEqual(deal(new Bag(TETROMINOES, Rng.from("s").fork(PIECE_STREAM)), 21));
    expect(deal(pieceBag("s"), 21)).not.toEqual(deal(pieceBag("t"), 21));
  });
});
