// The first-run hint, shown over a game with no move yet when the session shows it (a new game,
// or one a link, an opponent chooser or a challenge's intro started; never over a record watched
// or a game continued): a game says what it is as data (`GameDefinition.hint`), with the player's
// own keys named for it, and the session shows it through the shell (`hintOnce`: over the paused
// game, a task after its screen, remembered by the host once dismissed, so shown once).
import { keysFor } from "../input/key-names.ts";
import type { PlaySession } from "./play-session.ts";
import type { PlayScreen } from "./game-definition.ts";

/** A first-run hint: its lines, and where a game's differs from the usual one its id, title and button. */
export interface FirstHint {
  /** What the host remembers it by (default `<game id>-hint`). */
  readonly id?: string;
  /** Default "How to play". */
  readonly title?: string;
  readonly lines: readonly string[];
  /** The button that dismisses it (default "Got it"). */
  readonly ok?: string;
}

/** The player's own keys for an action, as a hint names them ("←" / "A", "unbound"). */
export type KeyNames = (action: string) => string;

/**
 * Shows the game's first-run hint, if it has one here and the player has not dismissed it before.
 * It is told the player's keys and whether the page's pointer is coarse (a touch screen: gestures
 * or buttons to explain rather than keys).
 */
export function showFirstHint<S extends PlayScreen>(session: PlaySession<S>): void {
  const { definition, options } = session;
  const touch = globalThis.matchMedia?.("(pointer: coarse)").matches === true;
  const hint = definition.hint?.(session, (action) => keysFor(options.settings.keys, action), touch);
  if (!hint) return;
  session.shell.hintOnce(hint.id ?? `${definition.meta.id}-hint`, hint.title ?? "How to play", hint.lines, hint.ok);
}
