// The challenge mode of the versus session: a challenge link's intro (its result checked by
// re-playing the challenger's game), the run, the result against the challenger's, and sending
// one's own result as a new link. The session lends it the shell, the game setup and its screens.
import { InputError, located, PLAYER_NAME_MAX, type MountOptions, type Replay } from "@arcade/core";
import { CopyPopup, PanelPopup, PastePopup, ResultsPopup, type GameShell, type PopupButton } from "@arcade/core/stage";
import { CHALLENGE_FRAMES, ChallengeRun, challengeCode, compareChallenge, verifyChallenge } from "../analysis/challenge.ts";
import type { GameConfig } from "../rules/types.ts";
import type { Controller } from "./controller.ts";
import { ChallengeArena } from "./versus-arena.ts";
import { resultLine, targetLine, type Challenger, type Game } from "./versus-game.ts";

/** What the challenge flow needs from its session. */
export interface VersusHost {
  readonly shell: GameShell;
  readonly options: MountOptions;
  config(seed: string): GameConfig;
  controller(): Controller;
  /** Stops what runs, then shows this game with these labels over the boards. */
  play(game: Game, labels: string[]): void;
  watch(replays: readonly Replay[], labels: string[], back: Game): void;
}

export class ChallengeFlow {
  constructor(private readonly host: VersusHost) {}

  private get shell(): GameShell {
    return this.host.shell;
  }

  open(code: string | undefined, seed: string): void {
    if (code === undefined) return this.intro(seed, null);
    let challenger: Challenger;
    try {
      const verified = verifyChallenge(code, seed);
      challenger = { name: verified.name, code, result: verified.result, replay: verified.run.recorder.replay() };
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return this.problem("This challenge link does not work", located(error), seed);
    }
    this.intro(seed, challenger);
  }

  private intro(seed: string, challenger: Challenger | null): void {
    const lines = [
      `Survive ${CHALLENGE_FRAMES / 3600} minutes of garbage, fixed by the seed: the same pieces and the same attacks for everyone.`,
      "Your clears cancel incoming garbage first.",
      ...(challenger
        ? [`${challenger.name}: ${resultLine(challenger.result)} (checked by re-playing their game)`]
        : ["When you finish, send a link to a friend to take on your result."]),
    ];
    void this.shell.present(
      new PanelPopup(this.shell.host, {
        role: "challenge",
        title: challenger ? `${challenger.name}'s challenge` : "Challenge",
        lines,
        buttons: [
          { id: "play", label: "Play", run: () => this.start(seed, challenger) },
          ...(challenger ? [{ id: "watch-challenger", label: `Watch ${challenger.name}'s game`, run: () => this.watchChallenger(seed, challenger) }] : []),
          { id: "quit", label: "Quit", run: () => this.host.options.services.exit() },
        ],
      }),
    );
  }

  start(seed: string, challenger: Challenger | null): void {
    const arena = new ChallengeArena(new ChallengeRun(this.host.config(seed)), this.host.controller(), challenger);
    this.host.play({ kind: "challenge", seed, arena, challenger }, challenger ? ["YOU", challenger.name.toUpperCase()] : ["YOU"]);
  }

  private watchChallenger(seed: string, challenger: Challenger): void {
    const back: Game = {
      kind: "challenge",
      seed,
      arena: new ChallengeArena(new ChallengeRun(this.host.config(seed)), this.host.controller(), challenger),
      challenger,
    };
    this.host.watch([challenger.replay], [challenger.name.toUpperCase()], back);
  }

  /** Asks for the player's name and shows the challenge link for their game. */
  private send(run: ChallengeRun, seed: string): void {
    void this.shell.present(
      new PastePopup(this.shell.host, {
        role: "challenge-name",
        title: "Send a challenge",
        explanation: "Your name, as your friend will see it (1 to 16 letters, digits, spaces or hyphens):",
        placeholder: "Your name",
        maxLength: PLAYER_NAME_MAX,
        submitLabel: "Make the link",
        submit: (text) => {
          let code: string;
          try {
            code = challengeCode(text, run.recorder);
          } catch (error) {
            if (error instanceof InputError) return error.message;
            throw error;
          }
          const link = this.host.options.services.shareLink({ mode: "challenge", seed, params: { challenge: code } });
          // The name is taken: the link replaces the name box (Back returns to the results).
          void this.shell
            .dismiss()
            .then(() =>
              this.shell.present(
                new CopyPopup(this.shell.host, { role: "share", title: "Your challenge link", text: link, back: () => void this.shell.dismiss() }),
              ),
            );
          return null;
        },
        back: () => void this.shell.dismiss(),
      }),
    );
  }

  finished(arena: ChallengeArena, seed: string, challenger: Challenger | null): void {
    const mine = arena.run.result();
    this.shell.report({ result: mine.survived ? "survived" : "toppedOut" });
    const lines = [`Seed ${seed}`, targetLine(mine, challenger), `You: ${resultLine(mine)}`];
    let headline = mine.survived ? "You survived!" : "Topped out";
    if (challenger) {
      lines.push(`${challenger.name}: ${resultLine(challenger.result)}`);
      const order = compareChallenge(mine, challenger.result);
      headline = order < 0 ? `You beat ${challenger.name}!` : order > 0 ? `${challenger.name} wins` : "A tie";
    }
    const replay = arena.run.recorder.replay();
    const items: PopupButton[] = [
      { id: "send", label: challenger ? `Send your result to ${challenger.name}` : "Send as a challenge", run: () => this.send(arena.run, seed) },
      {
        id: "watch",
        label: "Watch the replay",
        run: () =>
          this.host.watch(challenger ? [replay, challenger.replay] : [replay], challenger ? ["YOU", challenger.name.toUpperCase()] : ["YOU"], {
            kind: "challenge",
            seed,
            arena,
            challenger,
          }),
      },
    ];
    void this.shell.present(
      new ResultsPopup(this.shell.host, {
        headline,
        lines,
        again: () => this.start(seed, challenger),
        items,
        quit: () => this.host.options.services.exit(),
      }),
    );
  }

  /** A link that cannot be used: say why, and offer a plain challenge instead. */
  private problem(title: string, message: string, seed: string): void {
    void this.shell.present(
      new PanelPopup(this.shell.host, {
        role: "problem",
        title,
        lines: [message],
        buttons: [
          { id: "fallback", label: "Play the challenge without it", run: () => this.start(seed, null) },
          { id: "quit", label: "Quit", run: () => this.host.options.services.exit() },
        ],
      }),
    );
  }
}
