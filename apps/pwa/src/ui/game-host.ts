import type { GameSession, GameSettings } from "@arcade/core";
import type { GameEntry } from "../games.ts";
import { clearToasts, h } from "./dom.ts";

export interface HostedGame {
  pause(): void;
  destroy(): void;
}

export interface HostOptions {
  seed: string;
  mode: string | undefined;
  params: Record<string, string>;
  settings: GameSettings;
  recordScore: (gameId: string, mode: string, entry: { value: number; higherIsBetter: boolean; seed: string; replay?: string }) => Promise<number | null>;
  loadReplay: (gameId: string, mode: string, rank: number) => Promise<string | null>;
  onPlayed: (gameId: string, ms: number) => void;
  exit: () => void;
}

/**
 * Loads a game's chunk and mounts it full-screen. The back control and the browser's back button
 * both leave through the router, which calls `destroy()`; the game must leave nothing behind.
 */
export function hostGame(root: HTMLElement, entry: GameEntry, options: HostOptions): HostedGame {
  const stage = h("div", { class: "game-stage", "data-game": entry.id });
  const back = h("a", { href: "#/", class: "game-back", "aria-label": "Back to the games" }, "‹");
  const status = h("p", { class: "game-status" }, `Loading ${entry.title}…`);
  root.replaceChildren(h("div", { class: "game-screen" }, stage, back, status));
  document.body.classList.add("playing");
  clearToasts();

  let session: GameSession | null = null;
  let destroyed = false;
  const started = performance.now();
  void entry
    .load()
    .then((module) =>
      module.mount(stage, {
        seed: options.seed,
        mode: options.mode,
        params: options.params,
        settings: options.settings,
        services: {
          recordScore: (mode, result) => options.recordScore(entry.id, mode, result),
          loadReplay: (mode, rank) => options.loadReplay(entry.id, mode, rank),
          exit: options.exit,
        },
      }),
    )
    .then((s) => {
      if (destroyed) s.destroy();
      else {
        session = s;
        status.remove();
      }
    })
    .catch((error: unknown) => {
      status.textContent = `${entry.title} could not start: ${error instanceof Error ? error.message : String(error)}`;
      status.classList.add("error");
    });

  return {
    pause: () => session?.pause(),
    destroy: () => {
      destroyed = true;
      session?.destroy();
      session = null;
      document.body.classList.remove("playing");
      options.onPlayed(entry.id, performance.now() - started);
    },
  };
}
