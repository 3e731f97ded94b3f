// The rectangles a screen names in its contract (`PlayScreen.fieldRect`, `textRect`), as the
// host's report has them: every game's layout check and the notices' free spot (free-spot.ts) read
// the same three keys, so the session reports them from the screen and no definition copies them.
import type { PlayScreen } from "./game-definition.ts";

/** `screen`'s board and text rectangles as report values (none for a screen that names none). */
export function screenRects(screen: PlayScreen): Record<string, string> {
  return {
    ...(screen.fieldRect ? { fieldRect: screen.fieldRect(0), fieldRect2: screen.fieldRect(1) } : {}),
    ...(screen.textRect ? { textRect: screen.textRect() } : {}),
  };
}
