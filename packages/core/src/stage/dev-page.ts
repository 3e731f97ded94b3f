import type { GameModule, GameSettings } from "../game-module.ts";
import { DEFAULT_KEY_BINDINGS } from "../input/keymap.ts";

/** Settings for a dev page: the app's defaults, without any saved state. */
export const DEV_SETTINGS: GameSettings = {
  keyBindings: DEFAULT_KEY_BINDINGS,
  das: 167,
  arr: 33,
  softDropFactor: 20,
  soundVolume: 0.7,
  musicVolume: 0.5,
  haptics: true,
  reducedMotion: false,
  palette: "standard",
  touchControls: "gestures",
  handedness: "right",
};

/**
 * Runs one game alone on a plain page (a game package's `pnpm dev`), with no service worker and
 * no saved state, so a developer can work on one game at a time. URL parameters `seed`, `mode`
 * and `touch=buttons` work as in the app's deep links.
 */
export async function runDevPage(module: GameModule, host: HTMLElement = document.body): Promise<void> {
  const params = Object.fromEntries(new URLSearchParams(location.search));
  const seed = params.seed ?? new Date().toISOString().slice(0, 10);
  document.title = `${module.title} — dev`;
  await module.mount(host, {
    seed,
    mode: params.mode,
    params,
    settings: { ...DEV_SETTINGS, touchControls: params.touch === "buttons" ? "buttons" : "gestures" },
    services: {
      recordScore: (mode, entry) => {
        console.info(`[dev] ${module.id} ${mode} result`, entry);
        return Promise.resolve(null);
      },
      loadReplay: () => Promise.resolve(null),
      exit: () => location.reload(),
    },
  });
}
