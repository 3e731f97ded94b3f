// A match between sides — you and a bot, two people on one device, you and a friend's recorded
// game — for any game with a versus mode. Showing a match stops what ran for the one before (a bot
// thinking, a replay's bar); its pause menu's Restart plays it again on its seed; its results
// offer a Rematch on a new seed and "Watch the replay" of the whole match, whose end says "Replay
// finished" with each side's lines, Play again and Watch again. A match against a versus flow's
// opponent (versus-flow.ts) goes to Scores and offers "Another opponent". The game supplies its
// matches (how one is played again), its screens and how a match's replay is shown.
import type { PlayResult, PlayScreen, ShownGame } from "./game-definition.ts";
import type { PlaySession } from "./play-session.ts";
import type { PopupButton } from "./popups.ts";
import type { ResultLine } from "./result-lines.ts";
import type { MatchOutcome, VersusFlow } from "./versus-flow.ts";

/** A match the game shows, played or watched. */
export interface Match {
  /** The seed it is played on. */
  readonly seed: string;
  /** The same kind of match on `seed`: Restart plays its own seed, Rematch a new one. */
  again(seed: string): void;
}

/** A match's replay being watched (`MatchFlow.watch`): what it replays and the match it came from. */
export interface WatchedMatch<R> extends Match {
  readonly replay: R;
  readonly from: Match;
}

/** How a played match ended, for its results. */
export interface MatchResult<R> {
  readonly headline: string;
  /** The lines under the seed's: each side's figures, the game's own lines. */
  readonly lines: readonly ResultLine[];
  /** The whole match's replay, for "Watch the replay" (absent: nothing to watch). */
  readonly replay?: R;
  /** The game's own buttons, before "Watch the replay". */
  readonly items?: readonly PopupButton[];
  /** Against the versus flow's opponent: how it went for the player (the match goes to Scores). */
  readonly outcome?: MatchOutcome;
  /** The first button's words, when playing again is not a rematch (default "Rematch", on a new seed). */
  readonly againLabel?: string;
}

export class MatchFlow<R, S extends PlayScreen = PlayScreen> {
  private current: Match | null = null;
  private running: (() => void) | null = null;

  /**
   * `watchReplay` shows a match's replay (with `show`, as any match); `versus` is the flow whose
   * opponent a match with an `outcome` was played against.
   */
  constructor(
    private readonly session: PlaySession<S>,
    private readonly watchReplay: (watched: WatchedMatch<R>) => void,
    private readonly versus?: Pick<VersusFlow<never, S>, "results">,
  ) {
    session.onDestroy(() => this.stop());
  }

  /** Stops what runs for the match shown (it ended, a problem stopped it, the game is left). */
  stop(): void {
    const running = this.running;
    this.running = null;
    this.current = null;
    running?.();
  }

  /**
   * Puts a match on the stage (`shown`: its screen): what ran for the one before stops, and `stop`
   * runs when this one ends or goes. The pause menu names the mode and seed ("Watching a replay"
   * for a replay), and its Restart plays the match again on its seed (a replay from the start).
   */
  show(match: Match, shown: ShownGame<S>, stop?: () => void): void {
    this.stop();
    this.current = match;
    this.running = stop ?? null;
    const subtitle = "from" in match ? "Watching a replay" : `${this.session.mode.title} · seed ${match.seed}`;
    this.session.show({ subtitle, restart: () => match.again(match.seed), ...shown });
  }

  /** `match` is on the stage and has not ended (a screen left behind may still call back). */
  isShown(match: Match): boolean {
    return this.current === match;
  }

  /**
   * The match shown ended: its results under the seed's line, with Rematch (a new seed), the
   * game's buttons and "Watch the replay"; one against the versus flow's opponent goes to Scores
   * and offers "Another opponent".
   */
  results(match: Match, result: MatchResult<R>): void {
    if (!this.isShown(match)) return;
    this.stop();
    const { session } = this;
    const { replay } = result;
    const watch = replay === undefined ? [] : [{ id: "watch", label: "Watch the replay", run: session.closing(() => this.watch(replay, match)) }];
    const played: PlayResult = {
      headline: result.headline,
      lines: [`Seed ${match.seed}`, ...result.lines],
      again: () => match.again(session.newSeed()),
      againLabel: result.againLabel ?? "Rematch",
      items: [...(result.items ?? []), ...watch],
      newSeed: false,
    };
    if (result.outcome && this.versus) this.versus.results(result.outcome, played, session.newSeed());
    else void session.results(played);
  }

  /** Watches a match's replay (`from`: the match it replays); its end is `replayEnded`. */
  watch(replay: R, from: Match): void {
    const watched: WatchedMatch<R> = { seed: from.seed, replay, from, again: () => this.watch(replay, from) };
    this.watchReplay(watched);
  }

  /** The replay shown came to its end: each side's `lines`, Play again (the match it replays, on a new seed) and Watch again. */
  replayEnded(watched: WatchedMatch<R>, lines: readonly ResultLine[]): void {
    if (!this.isShown(watched)) return;
    this.stop();
    const { session } = this;
    void session.results({
      headline: "Replay finished",
      lines,
      again: () => watched.from.again(session.newSeed()),
      items: [{ id: "watch", label: "Watch again", run: session.closing(() => this.watch(watched.replay, watched.from)) }],
      newSeed: false,
    });
  }
}
