// The popups around a watched record (core's ReplayViewer bar plays, pauses, changes speed and
// seeks): the pause menu while watching (from the start), the end of a record, and sharing a record as a link (`replay=`, rules/replay-code.ts).
import type { Replay } from "@arcade/core";
import { CopyPopup, PanelPopup, PausePopup } from "@arcade/core/stage";
import { replayCode } from "../rules/replay-code.ts";
import type { PuyoScreen } from "./screen.ts";
import type { PuyoSession } from "./session.ts";

export function replayEnded(session: PuyoSession, screen: PuyoScreen): void {
  const replay = screen.watched;
  void session.shell.present(
    new PanelPopup(session.shell.host, {
      role: "results",
      title: "Replay finished",
      lines: [`Score ${screen.game.game.score} · max chain ${screen.game.game.maxChain} · ${screen.game.game.index} pairs · seed ${replay.seed}`],
      buttons: [
        { id: "watch", label: "Watch again", run: () => void session.shell.dismiss().then(() => session.watch(replay)) },
        { id: "play", label: "Play this seed", run: () => void session.shell.dismiss().then(() => session.start(replay.seed)) },
        { id: "quit", label: "Quit", run: () => session.options.services.exit() },
      ],
    }),
  );
}

/** A link that opens the record for watching (the `replay` link parameter). */
export function shareReplay(session: PuyoSession, replay: Replay): void {
  const link = session.options.services.shareLink({ mode: replay.mode, seed: replay.seed, params: { replay: replayCode(replay) } });
  void session.shell.present(
    new CopyPopup(session.shell.host, { role: "share", title: "Share this replay", text: link, back: () => void session.shell.dismiss() }),
  );
}

/** Watching a record: from the start, or quit (the viewer's bar does the rest). */
export function watchMenu(session: PuyoSession, screen: PuyoScreen): PanelPopup {
  const replay = screen.watched;
  return new PausePopup(session.shell.host, {
    subtitle: `Replay · seed ${replay.seed}`,
    resume: () => void session.shell.dismiss(),
    items: [{ id: "restart", label: "From the start", run: () => void session.shell.dismiss().then(() => session.watch(replay)) }],
    quit: () => session.options.services.exit(),
  });
}
