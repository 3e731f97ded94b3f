// The part of a game whose whole state is its record, moved by core's game driver (game-driver.ts):
// a new game, a kept game and a record watched are each one record put up by the game's `show`, so
// a kept game is played on from where it stands ("Resumed · 12 moves") and a record is watched
// with no code of the game's own for either.
import { plural } from "../game-module.ts";
import type { KeptGame } from "../sim/kept-game.ts";
import type { GameRecord, ReplayRules, ReplayableGame } from "../sim/record.ts";
import type { PlayScreen } from "./game-definition.ts";
import { playDriver, watchDriver, type GameDriver } from "./game-driver.ts";
import { SessionPart } from "./session-part.ts";

export abstract class RecordPart<S extends PlayScreen = PlayScreen, M extends string = string> extends SessionPart<S, M> {
  /** Puts `record` up: played on from where it stands (a new game's has no input yet), or watched. */
  protected abstract show(record: GameRecord, watching?: boolean): void;

  /** Plays the kept game on from its record, with a notice of its moves. */
  resume(kept: KeptGame): string {
    this.show(kept.record);
    return `Resumed · ${plural(kept.record.inputs.length, "move")}`;
  }

  watch(record: GameRecord): void {
    this.show(record, true);
  }

  /** What moves `record` at `rate` steps a second: played on, or watched on the session's viewer (its bar on the stage). */
  protected driver<G extends ReplayableGame>(rules: ReplayRules<G>, record: GameRecord, watching: boolean, rate: number): GameDriver<G> {
    return watching ? watchDriver(this.session.viewer(rules, record, rate), record) : playDriver(rules, record, rate);
  }
}
