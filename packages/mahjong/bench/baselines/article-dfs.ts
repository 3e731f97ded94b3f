// BASELINE (benchmark only): the shanten calculator of the source article (seed 001, "麻雀シャンテン数
// 計算をDFSで実装する完全ガイド"), re-implemented by us from its description and listing: tile counts
// in an object keyed by name ("1m"), a DFS that takes the first remaining tile and tries a
// triplet, a run, the pair, a partial set (pair or neighbour) or dropping it, memoised on a
// string key built from the sorted counts; seven pairs and thirteen orphans by formula; the
// minimum of the three. It is the article's algorithm, including its flaws (no 4-copy cap, the
// meld target fixed at 4 whatever the calls, complete hands scored 0 not −1, its seven-pairs
// formula); it is here only to be timed against the table method.

type TileCount = Record<string, number>;

const ORPHAN_NAMES = ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"];

export class ArticleShantenCalculator {
  /** The article keeps its memo on the instance; we clear it per hand so memory stays bounded. */
  private readonly memo = new Map<string, number>();

  calculateShanten(tiles: TileCount): number {
    const total = Object.values(tiles).reduce((sum, count) => sum + count, 0);
    if (total % 3 !== 1 && total % 3 !== 2) throw new Error("Invalid tile count");
    this.memo.clear();
    const normal = this.dfs(tiles, 0, 0, false);
    return Math.min(normal, this.chiitoitsu(tiles), this.kokushi(tiles));
  }

  private dfs(tiles: TileCount, mentsu: number, tatsu: number, jantou: boolean): number {
    const key = `${Object.keys(tiles)
      .sort()
      .map((t) => `${t}:${tiles[t]}`)
      .join(",")}|${mentsu}|${tatsu}|${jantou}`;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    const result = this.search(tiles, mentsu, tatsu, jantou);
    this.memo.set(key, result);
    return result;
  }

  private search(tiles: TileCount, mentsu: number, tatsu: number, jantou: boolean): number {
    const names = Object.keys(tiles);
    if (names.length === 0) return Math.max(0, 4 - mentsu - tatsu + (jantou ? 0 : 1));
    let best = Infinity;
    const current = names[0]!;
    const count = tiles[current]!;
    if (count >= 3) best = Math.min(best, this.dfs(take(tiles, [current, current, current]), mentsu + 1, tatsu, jantou));
    if (!current.endsWith("z")) {
      const [next, nextNext] = sequential(current);
      if ((tiles[next] ?? 0) > 0 && (tiles[nextNext] ?? 0) > 0)
        best = Math.min(best, this.dfs(take(tiles, [current, next, nextNext]), mentsu + 1, tatsu, jantou));
    }
    if (!jantou && count >= 2) best = Math.min(best, this.dfs(take(tiles, [current, current]), mentsu, tatsu, true));
    best = Math.min(best, this.withTatsu(tiles, mentsu, tatsu, jantou));
    const rest = { ...tiles };
    delete rest[current];
    return Math.min(best, this.dfs(rest, mentsu, tatsu, jantou));
  }

  private withTatsu(tiles: TileCount, mentsu: number, tatsu: number, jantou: boolean): number {
    const current = Object.keys(tiles)[0]!;
    const count = tiles[current]!;
    let best = Infinity;
    if (count >= 2 && tatsu < 4 - mentsu) best = Math.min(best, this.dfs(take(tiles, [current, current]), mentsu, tatsu + 1, jantou));
    if (!current.endsWith("z") && tatsu < 4 - mentsu) {
      for (const adjacent of adjacentOf(current)) {
        if ((tiles[adjacent] ?? 0) > 0) best = Math.min(best, this.dfs(take(tiles, [current, adjacent]), mentsu, tatsu + 1, jantou));
      }
    }
    return best;
  }

  private chiitoitsu(tiles: TileCount): number {
    let pairs = 0;
    let singles = 0;
    for (const count of Object.values(tiles)) {
      if (count >= 2) pairs++;
      if (count % 2 === 1) singles++;
    }
    if (pairs === 7) return -1;
    return 6 - pairs + Math.max(0, singles - (7 - pairs));
  }

  private kokushi(tiles: TileCount): number {
    let kinds = 0;
    let pair = 0;
    for (const name of ORPHAN_NAMES) {
      if ((tiles[name] ?? 0) >= 1) kinds++;
      if ((tiles[name] ?? 0) >= 2) pair = 1;
    }
    return 13 - kinds - pair;
  }
}

function take(tiles: TileCount, names: string[]): TileCount {
  const out = { ...tiles };
  for (const name of names) {
    out[name]! -= 1;
    if (out[name] === 0) delete out[name];
  }
  return out;
}

function sequential(name: string): [string, string] {
  const n = Number(name[0]);
  const suit = name[1]!;
  if (n >= 8) return ["", ""];
  return [`${n + 1}${suit}`, `${n + 2}${suit}`];
}

function adjacentOf(name: string): string[] {
  const n = Number(name[0]);
  const suit = name[1]!;
  const out: string[] = [];
  if (n > 1) out.push(`${n - 1}${suit}`);
  if (n < 9) out.push(`${n + 1}${suit}`);
  return out;
}

/** Counts (34 entries) to the article's object form, keys in tile order. */
export function toTileCount(counts: readonly number[]): TileCount {
  const out: TileCount = {};
  counts.forEach((c, k) => {
    if (c > 0) out[`${(k % 9) + 1}${"mpsz"[Math.floor(k / 9)]}`] = c;
  });
  return out;
}
