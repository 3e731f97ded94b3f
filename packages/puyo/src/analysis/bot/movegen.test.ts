import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ROWS, WIDTH, type Cell } from "../../rules/cells.ts";
import { Field } from "../../rules/field.ts";
import { parseField } from "../../rules/field-text.ts";
import { SPAWN_POSITION, fall, move, rotate, type PairPosition } from "../../rules/moving.ts";
import { applyPlacement, type Pair } from "../../rules/pair.ts";
import { generateMoves } from "./movegen.ts";

/**
 * The brute force: every position the falling pair can reach from the spawn by the moves of
 * rules/moving.ts (left, right, both turns, the quick turn's second press, one row down),
 * explored breadth-first; each position can be dropped straight down, so its column and
 * rotation are a reachable placement. Returns the distinct fields those drops leave. It has no
 * clock, so it cannot judge how long a kicked pair stays lifted over a 12-high column (puyoai's
 * timing rules, checked case by case in rules/pair.test.ts); the fields it is used on have
 * columns of any other height: 0..11 (passable) and 13 (a wall).
 */
function bruteForceFields(field: Field, pair: Pair): Set<string> {
  const key = (p: PairPosition, armed: boolean) => `${p.x},${p.y},${p.rotation},${armed}`;
  const seen = new Set<string>();
  const queue: [PairPosition, boolean][] = [[SPAWN_POSITION, false]];
  const fields = new Set<string>();
  while (queue.length > 0) {
    const [p, armed] = queue.shift()!;
    if (seen.has(key(p, armed))) continue;
    seen.add(key(p, armed));
    const after = field.clone();
    applyPlacement(after, pair, { column: p.x, rotation: p.rotation });
    fields.add(after.key());
    const next: [PairPosition, boolean][] = [];
    for (const dx of [-1, 1] as const) {
      const m = move(field, p, dx);
      if (m) next.push([m, false]);
    }
    for (const dir of [-1, 1] as const) {
      const r = rotate(field, p, dir, armed);
      next.push([r.position, r.quickTurnArmed]);
    }
    const f = fall(field, p);
    if (f) next.push([f, false]);
    queue.push(...next);
  }
  return fields;
}

/** A settled field from column heights, colours cycling so that nothing pops. */
function fieldOfHeights(heights: readonly number[]): Field {
  const field = Field.empty();
  heights.forEach((h, i) => {
    for (let y = 1; y <= h; y++) field.set(i + 1, y, (((i + y * 2) % 4) + 1) as Cell);
  });
  return field;
}

const RG: Pair = { axis: 1, child: 2 };

describe("move generation", () => {
  it("gives 22 placements on an empty field and 11 for a same-colour pair", () => {
    expect(generateMoves(Field.empty(), RG)).toHaveLength(22);
    expect(generateMoves(Field.empty(), { axis: 3, child: 3 })).toHaveLength(11);
  });
  it("leaves out what a 13-high column walls off", () => {
    const moves = generateMoves(fieldOfHeights([0, 13, 0, 0, 0, 0]), RG);
    expect(moves.every((m) => m.placement.column >= 2 && m.placement.column + [0, 1, 0, -1][m.placement.rotation]! >= 2)).toBe(true);
  });
  it("each move's field is the pair dropped on the field", () => {
    const field = parseField("RGB...YRG...");
    for (const m of generateMoves(field, RG)) {
      const expected = field.clone();
      applyPlacement(expected, RG, m.placement);
      expect(m.field.equals(expected)).toBe(true);
    }
  });
  // Heights near the top (11 and 13) are where floor kicks and walls decide.
  const height = fc.oneof(fc.integer({ min: 0, max: 11 }), fc.constantFrom(11, ROWS, ROWS));
  test.prop([fc.array(height, { minLength: WIDTH, maxLength: WIDTH }).filter((h) => h[2]! < 12), fc.constantFrom<Pair>(RG, { axis: 4, child: 4 })], {
    numRuns: 400,
  })("matches a brute-force search of the moving pair on random fields", (heights, pair) => {
    const field = fieldOfHeights(heights);
    const ours = new Set(generateMoves(field, pair).map((m) => m.field.key()));
    expect(ours).toEqual(bruteForceFields(field, pair));
  });
});
