// The shell: loads the save, routes between the launcher, settings, scores and games, and runs
// the service worker's update and install flows. Games are loaded only when opened. This is the
// one place that reads the URL and storage for a game: games get what they need through
// MountOptions and GameServices.
import {
  gameSaves,
  higherIsBetter,
  findMode,
  ranksBests,
  shareLinkParams,
  type GameMeta,
  type GameSaves,
  type GameServices,
  type GameSettings,
} from "@arcade/core";
import { browserRoomService, LOCAL_ROOMS_SERVER } from "@arcade/core/stage";
import { findGame, GAMES } from "./games.ts";
import { resolveLaunch } from "./launch.ts";
import { chooseRoomsServer } from "./rooms-server.ts";
import { setupUpdates } from "./pwa/updates.ts";
import { watchInstall } from "./pwa/install.ts";
import { formatRoute, parseRoute, type Route } from "./router.ts";
import {
  addScore,
  defaultGameSettings,
  defaultSettings,
  loadSave,
  recordMatch,
  recordPlay,
  requestPersistentStorage,
  saveScores,
  saveSettings,
  type Scores,
  type Settings,
} from "./storage/index.ts";
import { h, toast } from "./ui/dom.ts";
import { hostGame, type HostedGame } from "./ui/game-host.ts";
import { renderLauncher } from "./ui/launcher.ts";
import { renderScores } from "./ui/scores-view.ts";
import { openSettingsOverlay } from "./ui/settings-overlay.ts";
import { renderSettings } from "./ui/settings-view.ts";

const app = document.getElementById("app")!;
document.body.append(h("div", { id: "toasts" }));

/** A game's state kept for this tab across a reload (a lost GPU context), per game, seed and mode. */
const SESSION_PREFIX = "arcade-session:";

/** Where a game's saved session lives for this tab: one key per game, mode and seed. */
function sessionKey(meta: GameMeta, seed: string, mode: string): string {
  return `${SESSION_PREFIX}${meta.id}:${mode}:${seed}`;
}

let settings: Settings = defaultSettings();
let scores: Scores = {};
let game: HostedGame | null = null;
let route: Route = { view: "launcher" };

/** A save that cannot be written (a newer version's data, a full disk) must not crash the app. */
async function persist(write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (error) {
    toast(`Could not save: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function reducedMotion(): boolean {
  const choice = settings.shared.reducedMotion;
  return choice === "system" ? matchMedia("(prefers-reduced-motion: reduce)").matches : choice === "on";
}

function applyDisplaySettings(): void {
  document.documentElement.dataset.palette = settings.shared.palette;
  document.documentElement.dataset.reducedMotion = String(reducedMotion());
}

function changeSettings(next: Settings): void {
  settings = next;
  applyDisplaySettings();
  void persist(saveSettings(settings));
}

/** Where games play online: the player's setting, else the build's VITE_ROOMS_URL, else the local server. */
function roomsServer(setting: string): string {
  return chooseRoomsServer(setting, import.meta.env.VITE_ROOMS_URL, LOCAL_ROOMS_SERVER);
}

/** What a game is mounted with: the shared settings and its own section. */
function gameSettings(meta: GameMeta): GameSettings {
  const section = settings.games[meta.id] ?? defaultGameSettings(meta);
  // Named one by one: the rooms server reaches games as services.rooms, not as a setting.
  const { soundVolume, haptics, palette, handedness, renderer } = settings.shared;
  return {
    shared: { soundVolume, haptics, palette, handedness, renderer, reducedMotion: reducedMotion() },
    values: section.values,
    keys: section.keys,
    touchControls: section.touchControls ?? "gestures",
  };
}

/** The game in progress of a game and mode, kept in localStorage (it must outlive the app being killed). */
function savesOf(meta: GameMeta, mode: string): GameSaves {
  return gameSaves(localStorage, meta.id, mode, (error) => toast(`Could not keep the game: ${error instanceof Error ? error.message : String(error)}`));
}

function services(meta: GameMeta, seed: string, mode: string): Omit<GameServices, "exit"> {
  const key = sessionKey(meta, seed, mode);
  return {
    saves: savesOf(meta, mode).service,
    recordScore: async (scoreMode, result) => {
      const kind = findMode(meta, scoreMode)?.result ?? "none";
      if (!ranksBests(kind)) return null; // this mode keeps no table
      const added = addScore(scores, meta.id, scoreMode, { ...result, higherIsBetter: higherIsBetter(kind), date: new Date().toISOString() });
      scores = added.scores;
      await persist(saveScores(scores));
      return added.rank;
    },
    recordMatch: async (matchMode, match) => {
      scores = recordMatch(scores, meta.id, matchMode, match.opponent, match.outcome, new Date().toISOString());
      await persist(saveScores(scores));
    },
    shareLink: (link) => {
      const params = shareLinkParams(meta, link);
      return `${location.origin}${location.pathname}${formatRoute({ view: "game", id: meta.id, seed: link.seed, mode: link.mode, params })}`;
    },
    saveSession: (state) => {
      try {
        sessionStorage.setItem(key, state);
      } catch (error) {
        toast(`Could not keep the game for the reload: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    reload: () => location.reload(),
    rooms: browserRoomService(roomsServer(settings.shared.roomsServer)),
    hintSeen: (id) => settings.hints.includes(id),
    markHintSeen: (id) => {
      if (!settings.hints.includes(id)) changeSettings({ ...settings, hints: [...settings.hints, id] });
    },
    openSettings: (back) => openSettingsOverlay(settingsPage, back),
  };
}

/** The online seat a game kept for this tab before a reload (`saveSession`), handed over once. */
function takeSession(meta: GameMeta, seed: string, mode: string): string | undefined {
  const key = sessionKey(meta, seed, mode);
  const state = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  return state ?? undefined;
}

/**
 * The game kept in its saves, to continue (unless the link asks to watch a replay, start from a
 * position or play another seed).
 */
function resumeFor(meta: GameMeta, linkSeed: string | undefined, mode: string, launch: { watch?: string; position?: string }): string | undefined {
  if (launch.watch !== undefined || launch.position !== undefined) return undefined;
  return savesOf(meta, mode).resume(linkSeed);
}

/**
 * When the service worker may register: on a game's route, once its first screen is drawn and the
 * page then idles (its install fetched and cached the whole app while the game started, on the
 * same cores), at most 10 s after the start; elsewhere at once (it still waits for the load event).
 */
let startOver = () => {};
const pageStarted = new Promise<void>((resolve) => (startOver = resolve));

const updates = setupUpdates(
  () => {
    // Never interrupt a game: the launcher shows the Update button when the player is back.
    if (route.view === "launcher") render();
  },
  // Good to know: during a game it shows in the top row the shell keeps free (style.css), never
  // over the game's controls, and it fades or is dismissed with its × button.
  () => toast("Pocket Arcade is ready to play offline."),
  pageStarted,
);

/** The Settings page into `root`, drawn again there after each change; `back` leaves it (else the launcher link). */
function settingsPage(root: HTMLElement, back?: () => void): void {
  const redraw = () => settingsPage(root, back);
  renderSettings(
    root,
    settings,
    (next) => {
      changeSettings(next);
      redraw();
    },
    () => {
      changeSettings({ ...defaultSettings(), hints: settings.hints });
      redraw();
    },
    roomsServer(""),
    back,
  );
}

function render(): void {
  game?.destroy();
  game = null;
  route = parseRoute(
    location.hash,
    GAMES.map((g) => g.meta.id),
  );
  switch (route.view) {
    case "launcher":
      renderLauncher(app, updates.ready() ? () => updates.apply() : null);
      break;
    case "settings":
      settingsPage(app);
      break;
    case "scores":
      renderScores(app, scores);
      break;
    case "problem":
      renderLauncher(app, null);
      toast(route.message);
      break;
    case "game": {
      const link = route;
      const entry = findGame(link.id)!;
      const resolved = resolveLaunch(entry.meta, link, scores);
      if (!resolved.ok) {
        renderLauncher(app, null);
        toast(resolved.problem);
        break;
      }
      const seed = link.seed ?? new Date().toISOString().slice(0, 10);
      const mode = resolved.launch.mode;
      game = hostGame(app, entry, {
        seed,
        launch: resolved.launch,
        settings: gameSettings(entry.meta),
        resume: resumeFor(entry.meta, link.seed, mode, resolved.launch),
        rejoin: takeSession(entry.meta, seed, mode),
        testing: link.params.e2e === "1",
        services: services(entry.meta, seed, mode),
        onPlayed: (gameId, ms) => {
          scores = recordPlay(scores, gameId, ms);
          void persist(saveScores(scores));
        },
        exit: () => history.back(),
      });
      break;
    }
  }
}

async function start(): Promise<void> {
  const loaded = await loadSave();
  settings = loaded.save.settings;
  scores = loaded.save.scores;
  for (const notice of loaded.notices) toast(notice);
  applyDisplaySettings();
  watchInstall(() => {
    if (route.view === "launcher") render();
  });
  window.addEventListener("hashchange", render);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") game?.pause();
  });
  render();
  if (game) {
    const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(startOver, { timeout: 2000 }) : startOver());
    void game.drawn.then(idle);
    setTimeout(startOver, 10_000);
  } else startOver();
  document.documentElement.dataset.ready = "true";
  void requestPersistentStorage();
}

void start();
