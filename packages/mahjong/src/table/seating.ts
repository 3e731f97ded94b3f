// Where a person sits at a table of a seed: drawn from the seed (its own stream), so a seed is the
// same game, seat included, on every device, and a person is not always the first dealer.
import { Rng } from "@arcade/core";
import type { Seat } from "./types.ts";

export function yourSeat(seed: string): Seat {
  return Rng.from(seed).fork("your seat").below(4) as Seat;
}
