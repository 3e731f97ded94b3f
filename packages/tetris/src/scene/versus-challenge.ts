// The challenge mode of the versus play, on core's challenge flow: a challenge link's intro (its
// result checked by re-playing the challenger's game), the run with the challenger's game beside
// yours, the result against theirs, and sending one's own result as a new link. A link that
// cannot be read is the session's problem popup.
import { ChallengeFlow, sendChallenge, type Match, type MatchFlow, type PlaySession } from "@arcade/core/stage";
import { CHALLENGE_FRAMES, ChallengeRun, challengeCode, compareChallenge, verifyChallenge, type ChallengeResult } from "../analysis/challenge.ts";
import type { GameConfig } from "../rules/types.ts";
import type { Controller } from "./controller.ts";
import type { TetrisScreen } from "./screen.ts";
import { ChallengeArena, type Arena } from "./versus-arena.ts";
import { challengeTarget, resultFigures, targetLine, type Challenger, type MatchReplay } from "./versus-game.ts";
import type { VersusScreen } from "./versus-screen.ts";

/** What the challenge needs from the versus play. */
export interface VersusHost {
  readonly session: PlaySession<TetrisScreen | VersusScreen>;
  readonly matches: MatchFlow<MatchReplay, TetrisScreen | VersusScreen>;
  config(seed: string): GameConfig;
  controller(): Controller;
  /** Shows a match on the versus screen, these labels over the boards; `ended` when it ends. */
  show(match: Match, arena: Arena, labels: readonly string[], ended: () => void, more: { target: () => string }): void;
}

export class VersusChallenge {
  private readonly flow: ChallengeFlow<ChallengeResult, TetrisScreen | VersusScreen>;

  constructor(private readonly host: VersusHost) {
    this.flow = new ChallengeFlow(host.session, {
      param: "challenge",
      verify: (code, seed) => {
        const verified = verifyChallenge(code, seed);
        return { name: verified.name, result: verified.result, replay: verified.run.recorder.replay() };
      },
      rules: () => [
        `Survive ${CHALLENGE_FRAMES / 3600} minutes of garbage, fixed by the seed: the same pieces and the same attacks for everyone.`,
        "Your clears cancel incoming garbage first.",
      ],
      play: (seed, challenger) => this.start(seed, challenger),
      watch: (challenger, seed) => {
        const back = { seed, again: () => this.start(seed, challenger) };
        host.matches.watch({ replays: [challenger.replay], labels: [challenger.name.toUpperCase()] }, back);
      },
      compare: compareChallenge,
      figures: resultFigures,
    });
  }

  /** The intro of the link's challenge (an InputError when its code cannot be read), or of a fresh one. */
  open(): void {
    this.flow.open();
  }

  /** The challenge on `seed`, against the link's challenger if there was one. */
  play(seed: string): void {
    this.start(seed, this.flow.challenger);
  }

  private start(seed: string, challenger: Challenger | null): void {
    const arena = new ChallengeArena(new ChallengeRun(this.host.config(seed)), this.host.controller(), challenger);
    const labels = challenger ? ["YOU", challenger.name.toUpperCase()] : ["YOU"];
    const match = { seed, again: () => this.start(seed, challenger) };
    const target = () => challengeTarget(challenger, arena.run.game.frame);
    this.host.show(match, arena, labels, () => this.finished(match, arena, labels, challenger), { target });
  }

  private finished(match: Match, arena: ChallengeArena, labels: readonly string[], challenger: Challenger | null): void {
    if (!this.host.matches.isShown(match)) return;
    const mine = arena.run.result();
    this.host.session.shell.report({ result: mine.survived ? "survived" : "toppedOut" });
    const { headline, lines } = this.flow.compared(mine, mine.survived ? "You survived!" : "Topped out");
    const replay = arena.run.recorder.replay();
    const link = { mode: "challenge", seed: match.seed, param: "challenge" };
    const send = () => sendChallenge(this.host.session, link, (name) => challengeCode(name, arena.run.recorder));
    this.host.matches.results(match, {
      headline,
      lines: [targetLine(mine, challenger), ...lines],
      replay: { replays: challenger ? [replay, challenger.replay] : [replay], labels },
      items: [{ id: "send", label: challenger ? `Send your result to ${challenger.name}` : "Send as a challenge", run: send }],
      againLabel: "Play again",
    });
  }
}
