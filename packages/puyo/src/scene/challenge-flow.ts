// The challenge in the app: a link's challenger is verified by re-running their game
// (rules/challenge.ts) before anything is shown; you play the same 50 pairs; the results
// compare; and your own game becomes a challenge link for a friend.
import { InputError, located, type Replay } from "@arcade/core";
import { CopyPopup, PanelPopup, PastePopup, type PopupButton } from "@arcade/core/stage";
import { CHALLENGE_PAIRS, challengeCode, compareChallenge, verifyChallenge, type ChallengeResult, type VerifiedChallenge } from "../rules/challenge.ts";
import { runReplay } from "../rules/replay.ts";
import type { PuyoSession } from "./session.ts";

function resultText(r: ChallengeResult): string {
  return `score ${r.score} · max chain ${r.maxChain}${r.toppedOut ? ` · topped out after ${r.pieces} pairs` : ""}`;
}

export class ChallengeFlow {
  challenger: VerifiedChallenge | null = null;

  constructor(private readonly session: PuyoSession) {}

  /** A challenge link (with the challenger's code) or a fresh challenge on this seed. */
  open(code: string | undefined): void {
    const { session } = this;
    const seed = session.options.seed;
    if (code !== undefined) this.challenger = verifyChallenge(code, seed);
    const c = this.challenger;
    const lines = c
      ? [`${c.name} played these ${CHALLENGE_PAIRS} pairs: ${resultText(c.result)} (checked by re-running their game here).`, "Same pairs for you. Beat it!"]
      : [`${CHALLENGE_PAIRS} pairs on seed ${seed}. At the end, send your game to a friend: they get the same pairs.`];
    const buttons: PopupButton[] = [{ id: "play", label: "Play", run: () => void session.shell.dismiss().then(() => session.start(seed)) }];
    if (c)
      buttons.push({ id: "watch-challenger", label: `Watch ${c.name}'s game`, run: () => void session.shell.dismiss().then(() => session.watch(c.replay)) });
    buttons.push({ id: "quit", label: "Quit", run: () => session.options.services.exit() });
    void session.shell.present(new PanelPopup(session.shell.host, { role: "challenge", title: c ? `${c.name}'s challenge` : "Challenge", lines, buttons }));
  }

  /** Your challenge game ended: compare with the challenger (if any), offer a link of your own. */
  finished(replay: Replay): void {
    const game = runReplay(replay);
    const g = game.game;
    const mine: ChallengeResult = { score: g.score, maxChain: g.maxChain, pieces: g.index, toppedOut: g.over, frames: game.frame };
    const c = this.challenger;
    const order = c ? compareChallenge(mine, c.result) : 0;
    const headline = !c ? "Challenge done" : order < 0 ? `You beat ${c.name}!` : order > 0 ? `${c.name} wins` : "A tie";
    const lines = [`You: ${resultText(mine)}`, ...(c ? [`${c.name}: ${resultText(c.result)}`] : [])];
    this.session.results(headline, lines, replay, [{ id: "challenge", label: "Challenge a friend", run: () => this.askName(replay) }]);
  }

  private askName(replay: Replay): void {
    const { session } = this;
    void session.shell.present(
      new PastePopup(session.shell.host, {
        role: "challenge-name",
        title: "Your name",
        explanation: "Your friend sees it with your score (1 to 16 letters, digits, spaces or hyphens).",
        placeholder: "Name",
        submitLabel: "Make the link",
        submit: (text) => {
          try {
            const code = challengeCode(text, replay);
            const link = session.options.services.shareLink({ mode: "challenge", seed: replay.seed, params: { challenge: code } });
            void session.shell.navigation.replacePopups(
              new CopyPopup(session.shell.host, { role: "share", title: "Send this challenge", text: link, back: () => void session.shell.dismiss() }),
            );
            return null;
          } catch (error) {
            if (error instanceof InputError) return located(error);
            throw error;
          }
        },
        back: () => void session.shell.dismiss(),
      }),
    );
  }
}
