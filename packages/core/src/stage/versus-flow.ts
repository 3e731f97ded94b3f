// The start and the end of a game against an opponent, for any game with a versus mode: the
// chooser ("Choose your opponent": a button per opponent, the game's other ways to find one, Quit),
// the game against the one chosen (kept for this visit, so Play again and a restart play it
// again), and the results with the match kept in Scores and "Another opponent" after the game's
// own buttons. A challenge's intro (a friend's result to beat, or what a fresh challenge is) and
// sending one (your name, then the link) are here too. The game supplies its opponents and how a game against one is played.
import { PLAYER_NAME_MAX } from "../sim/link-code.ts";
import type { PlayResult, PlayScreen } from "./game-definition.ts";
import type { PlaySession } from "./play-session.ts";
import { CopyPopup, PanelPopup, type PopupButton } from "./popups.ts";

/** An opponent's button on the chooser. */
export interface OpponentChoice<O> {
  readonly id: string;
  readonly label: string;
  readonly opponent: O;
}

/** A game's opponents, and how a game against one is played. */
export interface Opponents<O> {
  /** The chooser's lines under its title. */
  readonly lines: readonly string[];
  readonly choices: readonly OpponentChoice<O>[];
  /** The game's other buttons before Quit (an opponent asked for in a box), for a game on `seed`. */
  more?(seed: string): PopupButton[];
  /** Shows a game against `opponent` on `seed`. */
  play(opponent: O, seed: string): void;
  /** The opponent's name in Scores' table of matches. */
  name(opponent: O): string;
}

/** How a game against an opponent ended, for the player. */
export type MatchOutcome = "win" | "loss" | "draw";

export class VersusFlow<O, S extends PlayScreen = PlayScreen> {
  /** The opponent chosen this visit (on the chooser, by a link, for a rematch), or null. */
  opponent: O | null = null;

  constructor(
    private readonly session: PlaySession<S>,
    private readonly opponents: Opponents<O>,
  ) {}

  /** A game on `seed` against the opponent chosen this visit (or named by the link), or the chooser first. */
  start(seed: string): void {
    // A link may name the opponent by its choice's id (`bot=easy`): no chooser then.
    const named = this.session.options.params?.bot;
    this.opponent ??= this.opponents.choices.find((choice) => choice.id === named)?.opponent ?? null;
    if (this.opponent === null) this.choose(seed);
    else this.against(this.opponent, seed);
  }

  /** A game on `seed` against `opponent` (from now on the one chosen). */
  against(opponent: O, seed: string): void {
    this.opponent = opponent;
    this.opponents.play(opponent, seed);
  }

  /** The chooser; the game starts on `seed` against the opponent picked. */
  choose(seed: string): void {
    const { session, opponents } = this;
    const choices = opponents.choices.map(({ id, label, opponent }) => ({ id, label, run: session.closing(() => this.against(opponent, seed)) }));
    void session.shell.present(
      new PanelPopup(session.host, {
        role: "choose-bot",
        title: "Choose your opponent",
        lines: [...opponents.lines],
        buttons: [...choices, ...(opponents.more?.(seed) ?? []), { id: "quit", label: "Quit", run: () => session.options.services.exit() }],
      }),
    );
  }

  /**
   * The opponent cannot play (a bot whose script would not load): once the game shown is laid out,
   * the problem popup says why and offers another opponent (the chooser) for a game on `seed`.
   */
  cannotPlay(title: string, why: string, seed: string): void {
    void this.session.laidOut.then(() => this.session.problem(title, why, { label: "Another opponent", run: () => this.choose(seed) }));
  }

  /**
   * A game against the opponent ended: the match goes to Scores (under the mode), then the
   * results with, after the game's items, a game on `nextSeed` against the next of the chooser's
   * opponents (after the last, the first) and "Another opponent" (the chooser, for a game on `nextSeed`).
   */
  results(outcome: MatchOutcome, result: PlayResult, nextSeed: string): void {
    const { session } = this;
    if (this.opponent !== null) {
      void session.options.services.recordMatch?.(session.mode.id, { opponent: this.opponents.name(this.opponent), outcome });
    }
    const another = { id: "choose-bot", label: "Another opponent", run: session.closing(() => this.choose(nextSeed)) };
    void session.results({ ...result, items: [...(result.items ?? []), ...this.nextItem(nextSeed), another] });
  }

  /** "Play Bot (Hard)": the chooser's next opponent after this one (none for one the chooser does not offer). */
  private nextItem(seed: string): PopupButton[] {
    const { choices } = this.opponents;
    const at = choices.findIndex((choice) => choice.opponent === this.opponent);
    const next = at < 0 || choices.length < 2 ? null : choices[(at + 1) % choices.length]!.opponent;
    if (next === null) return [];
    return [{ id: "bot-strength", label: `Play ${this.opponents.name(next)}`, run: this.session.closing(() => this.against(next, seed)) }];
  }
}

/** A challenge's intro: whose it is (null: a fresh challenge) and what it asks. */
export interface ChallengeIntro {
  readonly name: string | null;
  readonly lines: readonly string[];
  play(): void;
  /** Watches the challenger's game. */
  watch?(): void;
}

/** The intro panel of a challenge: its lines, then Play, Watch the challenger's game and Quit. */
export function presentChallenge<S extends PlayScreen>(session: PlaySession<S>, intro: ChallengeIntro): void {
  const buttons: PopupButton[] = [{ id: "play", label: "Play", run: session.closing(() => intro.play()) }];
  if (intro.name !== null && intro.watch) {
    buttons.push({ id: "watch-challenger", label: `Watch ${intro.name}'s game`, run: session.closing(() => intro.watch?.()) });
  }
  buttons.push({ id: "quit", label: "Quit", run: () => session.options.services.exit() });
  const title = intro.name === null ? "Challenge" : `${intro.name}'s challenge`;
  void session.shell.present(new PanelPopup(session.host, { role: "challenge", title, lines: [...intro.lines], buttons }));
}

/** Where a challenge link points: its mode, its seed and the parameter that carries the code. */
export interface ChallengeLink {
  readonly mode: string;
  readonly seed: string;
  readonly param: string;
}

/**
 * Asks for your name, then shows the challenge link for a friend: `print` makes the code of the
 * name (an InputError for a bad name is shown in the box).
 */
export function sendChallenge<S extends PlayScreen>(session: PlaySession<S>, link: ChallengeLink, print: (name: string) => string): void {
  const { shell, host } = session;
  const prompt = {
    role: "challenge-name",
    title: "Your name",
    explanation: "Your friend sees it with your score (1 to 16 letters, digits, spaces or hyphens).",
    placeholder: "Name",
    maxLength: PLAYER_NAME_MAX,
    submitLabel: "Make the link",
  };
  // The link takes the name box's place: Back from it returns to the results.
  const send = (code: string) => {
    const url = session.options.services.shareLink({ mode: link.mode, seed: link.seed, params: { [link.param]: code } });
    void shell.navigation.replacePopups(new CopyPopup(host, { role: "share", title: "Send this challenge", text: url, back: () => void shell.dismiss() }));
  };
  session.ask(prompt, print, send, false);
}
