// A challenge, for any game that has one: a friend's game sent as a link (their name, their result
// and the record that proves it, checked by re-playing it), its intro (what it asks, their result;
// Play, Watch their game, Quit), and your result against theirs ("You beat Ann!", "Ann wins", "A
// tie", both players' figures). The game supplies how a code is read and checked, what the
// challenge asks, how two results compare, a result's figures, and how the challenge is played and
// the friend's game watched.
import type { GameRecord } from "../sim/record.ts";
import type { PlayScreen } from "./game-definition.ts";
import type { PlaySession } from "./play-session.ts";
import { printFigures, type Figures, type ResultLine } from "./result-lines.ts";
import { presentChallenge } from "./versus-flow.ts";

/** The friend a challenge link is from: their name, their result and the record it came from. */
export interface Challenger<R> {
  readonly name: string;
  readonly result: R;
  readonly replay: GameRecord;
}

/** A game's challenge. */
export interface ChallengeGame<R> {
  /** The link parameter that carries a challenger's code. */
  readonly param: string;
  /** The challenger of a code on `seed`, checked by re-playing their game (an InputError when it cannot be). */
  verify(code: string, seed: string): Challenger<R>;
  /** What the challenge on `seed` asks (the intro's first lines; the challenger's result follows). */
  rules(seed: string): string[];
  /** Plays the challenge on `seed`, against `challenger`'s result. */
  play(seed: string, challenger: Challenger<R> | null): void;
  /** Watches the challenger's game. */
  watch(challenger: Challenger<R>, seed: string): void;
  /** Below zero when `mine` beats `theirs`, above when it loses, zero for a tie. */
  compare(mine: R, theirs: R): number;
  /** A result's figures on the results' player rows. */
  figures(result: R): Figures;
}

export class ChallengeFlow<R, S extends PlayScreen = PlayScreen> {
  /** The challenger of the link opened (null: a fresh challenge, or none opened). */
  challenger: Challenger<R> | null = null;

  constructor(
    private readonly session: PlaySession<S>,
    private readonly game: ChallengeGame<R>,
  ) {}

  /** The link's challenge (its code checked: an InputError when it cannot be used), or a fresh one: its intro. */
  open(): void {
    const { seed, params } = this.session.options;
    const code = params?.[this.game.param];
    const challenger = code === undefined ? null : this.game.verify(code, seed);
    this.challenger = challenger;
    presentChallenge(this.session, {
      name: challenger?.name ?? null,
      lines: [...this.game.rules(seed), this.introLine(challenger)],
      play: () => this.game.play(seed, challenger),
      ...(challenger ? { watch: () => this.game.watch(challenger, seed) } : {}),
    });
  }

  /** The intro's last line: the challenger's result, or what a fresh challenge leads to. */
  private introLine(challenger: Challenger<R> | null): string {
    if (challenger === null) return "When you finish, send a link to a friend to take on your result.";
    return `${challenger.name}: ${printFigures(this.game.figures(challenger.result))} (checked by re-playing their game)`;
  }

  /** Your result against the challenger's: the headline (`alone` with no challenger) and both players' rows. */
  compared(mine: R, alone: string): { headline: string; lines: ResultLine[] } {
    const { challenger } = this;
    const lines: ResultLine[] = [{ player: "You", figures: this.game.figures(mine) }];
    if (challenger === null) return { headline: alone, lines };
    lines.push({ player: challenger.name, figures: this.game.figures(challenger.result) });
    const order = this.game.compare(mine, challenger.result);
    const headline = order < 0 ? `You beat ${challenger.name}!` : order > 0 ? `${challenger.name} wins` : "A tie";
    return { headline, lines };
  }
}
