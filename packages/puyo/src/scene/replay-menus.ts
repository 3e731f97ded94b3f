// The popups around a watched record: the pause menu while watching (speed, jumps, from the
// start), the end of a record, and sharing a record as a link (`replay=`, rules/replay-code.ts).
import type { Replay } from "@arcade/core";
import { CopyPopup, PanelPopup, PausePopup } from "@arcade/core/stage";
import { ReplayPlayer } from "../rules/replay.ts";
import { replayCode } from "../rules/replay-code.ts";
import { FRAMES_PER_SECOND } from "../rules/timing.ts";
import type { PuyoScreen } from "./screen.ts";
import type { PuyoSession } from "./session.ts";

/** Watching: the pause menu's jumps. */
const SEEK_FRAMES = 10 * FRAMES_PER_SECOND;

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

/** Watching a record: its speed, jumps back and forward, from the start. */
export function watchMenu(session: PuyoSession, screen: PuyoScreen): PanelPopup {
  const replay = screen.watched;
  const reopen = () => void session.shell.dismiss().then(() => session.shell.requestPause());
  const jump = (frames: number) => {
    const player = new ReplayPlayer(replay);
    player.runTo(Math.max(0, screen.game.frame + frames));
    player.game.takeEvents();
    screen.seek({ kind: "watch", player, replay });
    void session.shell.dismiss();
  };
  return new PausePopup(session.shell.host, {
    subtitle: `Replay · seed ${replay.seed}`,
    resume: () => void session.shell.dismiss(),
    items: [
      { id: "replay-speed", label: `Replay speed: ${screen.replaySpeed}× (change)`, run: () => (screen.cycleReplaySpeed(), reopen()) },
      { id: "back", label: "Back 10 s", run: () => jump(-SEEK_FRAMES) },
      { id: "forward", label: "Forward 10 s", run: () => jump(SEEK_FRAMES) },
      { id: "restart", label: "From the start", run: () => void session.shell.dismiss().then(() => session.watch(replay)) },
    ],
    quit: () => session.options.services.exit(),
  });
}
