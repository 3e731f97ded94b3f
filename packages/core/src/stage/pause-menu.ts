// The play session's pause menu. Over a game played: Resume, the game's own items, Restart and
// Quit (the game is kept first, so an app closed from here continues it; Quit on purpose forgets
// it). Over a record watched: Resume, From the start and Quit. Under "Paused" the game's own line,
// or its mode and seed.
import type { PlayScreen, ShownGame } from "./game-definition.ts";
import type { PlaySession } from "./play-session.ts";
import { PausePopup, type PanelPopup, type PopupButton } from "./popups.ts";

/** The pause menu for `shown`, or null when there is nothing to pause (the game is over). */
export function pauseMenu<S extends PlayScreen>(session: PlaySession<S>, shown: ShownGame<S>): PanelPopup | null {
  if (shown.over?.()) return null;
  const { shell, options } = session;
  const back = () => void shell.dismiss();
  const quit = () => {
    if (session.definition.rules && !shown.watched) options.services.saves.clear(); // left on purpose
    options.services.exit();
  };
  const { watched } = shown;
  const subtitle = typeof shown.subtitle === "function" ? shown.subtitle() : shown.subtitle;
  if (watched) {
    const again: PopupButton = { id: "restart", label: "From the start", run: session.closing(() => session.watch(watched)) };
    return new PausePopup(session.host, { subtitle: subtitle ?? `Replay · seed ${watched.seed}`, resume: back, items: [again], quit });
  }
  session.keep();
  const restart = session.restartOf(shown);
  const items = [...(shown.menu?.() ?? []), ...(restart ? [{ id: "restart", label: "Restart", run: session.closing(restart) }] : [])];
  const title = session.gameTitle({ mode: session.mode.id, seed: session.seed });
  return new PausePopup(session.host, { subtitle: subtitle ?? title, resume: back, items, quit });
}
