// A room's finished games (results and both replays), kept for `/results` and the rematch screen:
// the newest that fit within the room's count and MAX_RESULTS_CHARS, as storage entries.
import { MAX_RESULTS_CHARS } from "./limits.ts";
import { resultEntries, resultKeys, type KeptResult } from "./storage.ts";

export class KeptResults {
  private readonly games: { kept: KeptResult; chars: number }[];
  /** `/results`'s text, made once per finished game rather than once per request. */
  private text: string | null = null;

  constructor(
    private readonly gamesKept: number,
    games: readonly KeptResult[] = [],
  ) {
    this.games = games.map((kept) => ({ kept, chars: JSON.stringify(kept).length }));
  }

  /** The kept games' numbers, oldest first (the room's stored meta lists them). */
  numbers(): number[] {
    return this.games.map((game) => game.kept.start.number);
  }

  /**
   * Keeps a finished game and drops the oldest ones beyond the count or the size cap (the newest
   * is always kept); `write` receives the storage changes (undefined deletes a key).
   */
  add(kept: KeptResult, write: (key: string, value: unknown) => void): void {
    this.games.push({ kept, chars: JSON.stringify(kept).length });
    for (const [key, value] of resultEntries(kept)) write(key, value);
    let total = this.games.reduce((sum, game) => sum + game.chars, 0);
    while (this.games.length > 1 && (this.games.length > this.gamesKept || total > MAX_RESULTS_CHARS)) {
      const dropped = this.games.shift()!;
      total -= dropped.chars;
      for (const key of resultKeys(dropped.kept.start.number)) write(key, undefined);
    }
    this.text = null;
  }

  /** The room's finished games, newest last, as JSON text. */
  json(room: string, game: string): string {
    this.text ??= JSON.stringify({ room, game, games: this.games.map((kept) => kept.kept) });
    return this.text;
  }
}
