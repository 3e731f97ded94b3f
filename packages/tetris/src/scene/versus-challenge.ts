// The challenge mode of the versus play: a challenge link's intro (its result checked by
// re-playing the challenger's game), the run, the result against the challenger's, and sending
// one's own result as a new link. A link that cannot be read is the session's problem popup.
import type { Replay } from "@arcade/core";
import { presentChallenge, sendChallenge, type GameShell, type PlaySession, type PopupButton } from "@arcade/core/stage";
import { CHALLENGE_FRAMES, ChallengeRun, challengeCode, compareChallenge, verifyChallenge } from "../analysis/challenge.ts";
import type { GameConfig } from "../rules/types.ts";
import type { Controller } from "./controller.ts";
import type { TetrisScreen } from "./screen.ts";
import { ChallengeArena } from "./versus-arena.ts";
import { resultLine, targetLine, type Challenger, type Game } from "./versus-game.ts";
import type { VersusScreen } from "./versus-screen.ts";

/** What the challenge flow needs from the versus play. */
export interface VersusHost {
  readonly session: PlaySession<TetrisScreen | VersusScreen>;
  config(seed: string): GameConfig;
  controller(): Controller;
  /** Stops what runs, then shows this game with these labels over the boards. */
  play(game: Game, labels: string[]): void;
  watchMatch(replays: readonly Replay[], labels: string[], back: Game): void;
}

export class ChallengeFlow {
  constructor(private readonly host: VersusHost) {}

  private get shell(): GameShell {
    return this.host.session.shell;
  }

  /** The intro of a challenge link (an InputError when its code cannot be read) or of a fresh challenge. */
  open(code: string | undefined, seed: string): void {
    if (code === undefined) return this.intro(seed, null);
    const verified = verifyChallenge(code, seed);
    this.intro(seed, { name: verified.name, code, result: verified.result, replay: verified.run.recorder.replay() });
  }

  private intro(seed: string, challenger: Challenger | null): void {
    const lines = [
      `Survive ${CHALLENGE_FRAMES / 3600} minutes of garbage, fixed by the seed: the same pieces and the same attacks for everyone.`,
      "Your clears cancel incoming garbage first.",
      ...(challenger
        ? [`${challenger.name}: ${resultLine(challenger.result)} (checked by re-playing their game)`]
        : ["When you finish, send a link to a friend to take on your result."]),
    ];
    presentChallenge(this.host.session, {
      name: challenger?.name ?? null,
      lines,
      play: () => this.start(seed, challenger),
      ...(challenger ? { watch: () => this.watchChallenger(seed, challenger) } : {}),
    });
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
    this.host.watchMatch([challenger.replay], [challenger.name.toUpperCase()], back);
  }

  /** Asks for the player's name and shows the challenge link for their game. */
  private send(run: ChallengeRun, seed: string): void {
    sendChallenge(this.host.session, { mode: "challenge", seed, param: "challenge" }, (name) => challengeCode(name, run.recorder));
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
          this.host.watchMatch(challenger ? [replay, challenger.replay] : [replay], challenger ? ["YOU", challenger.name.toUpperCase()] : ["YOU"], {
            kind: "challenge",
            seed,
            arena,
            challenger,
          }),
      },
    ];
    void this.host.session.results({ headline, lines, again: () => this.start(seed, challenger), items, newSeed: false });
  }
}
