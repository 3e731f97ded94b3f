import { browserRoomService, LOCAL_ROOMS_SERVER } from "./rooms.ts";
import { linkParamsOf, shareLinkParams, type GameModule, type GameSettings, type SharedSettings } from "../game-module.ts";
import { defaultBindings } from "../input/keymap.ts";
import { gameSaves } from "../saves.ts";
import { defaultValues } from "../settings/schema.ts";

/** The shared settings of a fresh install (the app's defaults). */
export const DEV_SHARED_SETTINGS: SharedSettings = { soundVolume: 0.7, haptics: true, reducedMotion: false, palette: "standard", handedness: "right" };

const SESSION_KEY = "arcade-dev-session";

/**
 * Runs one game alone on a plain page (a game package's `pnpm dev`), with no service worker and
 * no saved state, so a developer can work on one game at a time. This page is the game's host:
 * URL parameters `seed`, `mode`, `touch=buttons` and the game's position parameter work as in
 * the app's deep links.
 */
export async function runDevPage(module: GameModule, host: HTMLElement = document.body): Promise<void> {
  const { meta } = module;
  const params = new URLSearchParams(location.search);
  const seed = params.get("seed") ?? new Date().toISOString().slice(0, 10);
  const mode = meta.modes.find((m) => m.id === params.get("mode"))?.id ?? meta.modes[0]!.id;
  const position = meta.positionParam === undefined ? null : params.get(meta.positionParam);
  const linkParams = linkParamsOf(meta, Object.fromEntries(params));
  // A kept record survives reloads (sessionStorage, so a dev page forgets it with the tab).
  const saves = gameSaves(sessionStorage, meta.id, mode, (error) => console.warn("[dev] could not keep the game", error));
  const resume = saves.resume(params.get("seed") ?? undefined);
  const rejoin = sessionStorage.getItem(SESSION_KEY);
  sessionStorage.removeItem(SESSION_KEY);
  const settings: GameSettings = {
    shared: DEV_SHARED_SETTINGS,
    values: defaultValues(meta.settings),
    keys: defaultBindings(meta.actions),
    touchControls: params.get("touch") === "buttons" ? "buttons" : "gestures",
  };
  const hints = new Set<string>();
  document.title = `${meta.title} — dev`;
  await module.mount(host, {
    seed,
    mode,
    settings,
    ...(position === null ? {} : { position }),
    params: linkParams,
    ...(resume === undefined ? {} : { resume }),
    ...(rejoin === null ? {} : { rejoin }),
    testing: params.get("e2e") === "1",
    services: {
      recordScore: (scoreMode, entry) => {
        console.info(`[dev] ${meta.id} ${scoreMode} result`, entry);
        return Promise.resolve(null);
      },
      shareLink: (link) => {
        const query = new URLSearchParams({ mode: link.mode, seed: link.seed, ...shareLinkParams(meta, link) });
        return `${location.origin}${location.pathname}?${query.toString()}`;
      },
      saves: saves.service,
      saveSession: (state) => sessionStorage.setItem(SESSION_KEY, state),
      reload: () => location.reload(),
      hintSeen: (id) => hints.has(id),
      markHintSeen: (id) => void hints.add(id),
      exit: () => location.reload(),
      // `?rooms=<origin>` points the dev page at another rooms server than `pnpm server`'s.
      rooms: browserRoomService(params.get("rooms") ?? LOCAL_ROOMS_SERVER),
    },
  });
}
