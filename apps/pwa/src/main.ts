// The shell: loads the save, routes between the launcher, settings, scores and games, and runs
// the service worker's update and install flows. Games are loaded only when opened.
import type { GameSettings } from "@arcade/core";
import { GAMES } from "./games.ts";
import { setupUpdates } from "./pwa/updates.ts";
import { watchInstall } from "./pwa/install.ts";
import { parseRoute, type Route } from "./router.ts";
import { addScore, defaultSettings, scoreTable, loadSave, recordPlay, requestPersistentStorage, saveScores, saveSettings, type Scores, type Settings } from "./storage/index.ts";
import { h, toast } from "./ui/dom.ts";
import { hostGame, type HostedGame } from "./ui/game-host.ts";
import { renderLauncher } from "./ui/launcher.ts";
import { renderScores } from "./ui/scores-view.ts";
import { renderSettings } from "./ui/settings-view.ts";

const app = document.getElementById("app")!;
document.body.append(h("div", { id: "toasts" }));

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

function applyDisplaySettings(): void {
  document.documentElement.dataset.palette = settings.palette;
  document.documentElement.dataset.reducedMotion = String(resolvedSettings().reducedMotion);
}

function resolvedSettings(): GameSettings {
  const systemReduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
  return { ...settings, reducedMotion: settings.reducedMotion === "system" ? systemReduced : settings.reducedMotion === "on" };
}

const updates = setupUpdates(
  () => {
    // Never interrupt a game: the launcher shows the Update button when the player is back.
    if (route.view === "launcher") render();
  },
  () => {
    // Good to know, not worth covering a game for.
    if (route.view !== "game") toast("Pocket Arcade is ready to play offline.");
  },
);

function render(): void {
  game?.destroy();
  game = null;
  route = parseRoute(location.hash, GAMES.map((g) => g.id));
  switch (route.view) {
    case "launcher":
      renderLauncher(app, updates.ready() ? () => updates.apply() : null);
      break;
    case "settings":
      renderSettings(
        app,
        settings,
        (next) => {
          settings = next;
          applyDisplaySettings();
          void persist(saveSettings(settings));
          render();
        },
        () => {
          settings = defaultSettings();
          applyDisplaySettings();
          void persist(saveSettings(settings));
          render();
        },
      );
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
      const entry = GAMES.find((g) => g.id === link.id)!;
      game = hostGame(app, entry, {
        seed: link.seed ?? new Date().toISOString().slice(0, 10),
        mode: link.mode,
        params: link.params,
        settings: resolvedSettings(),
        recordScore: async (gameId, mode, result) => {
          const added = addScore(scores, gameId, mode, { ...result, date: new Date().toISOString() });
          scores = added.scores;
          await persist(saveScores(scores));
          return added.rank;
        },
        loadReplay: (gameId, mode, rank) => Promise.resolve(scoreTable(scores, gameId, mode)[rank - 1]?.replay ?? null),
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
  document.documentElement.dataset.ready = "true";
  void requestPersistentStorage();
}

void start();
