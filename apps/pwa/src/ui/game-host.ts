import { findMode, type GameMeta, type GameServices, type GameSession, type GameSettings, type MountOptions } from "@arcade/core";
import type { GameEntry } from "../games.ts";
import type { Launch } from "../launch.ts";
import { STAGE_DRAWN, nextSlice } from "@arcade/core/stage";
import { clearToasts, h, placeToasts } from "./dom.ts";

export interface HostedGame {
  /** Settles once the game's first screen is drawn, or it could not start, or it was left. */
  readonly drawn: Promise<void>;
  pause(): void;
  destroy(): void;
}

export interface HostOptions {
  seed: string;
  launch: Launch;
  settings: GameSettings;
  /** The game kept in its saves, to continue, if any. */
  resume: string | undefined;
  /** The online seat kept for this tab before a reload (taken once by the caller), if any. */
  rejoin: string | undefined;
  testing: boolean;
  services: Omit<GameServices, "exit">;
  onPlayed: (gameId: string, ms: number) => void;
  exit: () => void;
}

/**
 * Loads a game's chunk and mounts it full-screen. The back control and the browser's back button
 * both leave through the router, which calls `destroy()`; the game must leave nothing behind.
 */
export function hostGame(root: HTMLElement, entry: GameEntry, options: HostOptions): HostedGame {
  const { meta } = entry;
  const stage = h("div", { class: "game-stage", "data-game": meta.id });
  const back = h("a", { href: "#/", class: "game-back", "aria-label": "Back to the games" }, "‹");
  const status = h("p", { class: "game-status" }, `Loading ${meta.title}…`);
  const intro = loadingCard(meta, options.launch.mode, status);
  root.replaceChildren(h("div", { class: "game-screen" }, stage, back, intro));
  document.body.classList.add("playing");
  clearToasts();
  // Toasts keep clear of the game's field and controls: placed again whenever the game lays out
  // or a panel (a hint, the pause menu) comes or goes over it.
  const layoutWatch = new MutationObserver(placeToasts);
  layoutWatch.observe(stage, { attributeFilter: ["data-field-rect", "data-field-rect2", "data-text-rect", "data-shell-insets"], childList: true });
  window.addEventListener("resize", placeToasts);
  // A screen that scrolls as a page (the Shuffle Lab on a phone) moves its field under the fixed
  // toasts: placed again once per frame while it scrolls (captured: the scroller may be any element).
  let scrollQueued = false;
  const onScroll = () => {
    if (scrollQueued) return;
    scrollQueued = true;
    requestAnimationFrame(() => {
      scrollQueued = false;
      placeToasts();
    });
  };
  document.addEventListener("scroll", onScroll, { capture: true, passive: true });

  let session: GameSession | null = null;
  let destroyed = false;
  const started = performance.now();
  const mountOptions: MountOptions = {
    seed: options.seed,
    mode: options.launch.mode,
    settings: options.settings,
    services: { ...options.services, exit: options.exit },
    ...(options.launch.watch === undefined ? {} : { watch: options.launch.watch }),
    ...(options.launch.position === undefined ? {} : { position: options.launch.position }),
    ...(options.launch.params === undefined ? {} : { params: options.launch.params }),
    ...(options.resume === undefined ? {} : { resume: options.resume }),
    ...(options.rejoin === undefined ? {} : { rejoin: options.rejoin }),
    testing: options.testing,
    ...(meta.help === undefined ? {} : { help: meta.help }),
  };
  // The chunk is asked for once the card has painted: the card is the route's largest contentful
  // paint, and a chunk fetched (and, from a local server or the offline cache, run) before that
  // paint holds it back behind the game's download and start.
  // The card goes in the frame that draws the game's first screen (the stage announces it), so the
  // page never shows an empty stage in between; a game that shows no screen on its stage (or one
  // that takes long to draw) has it removed a second after it started.
  let settle = () => {};
  const drawn = new Promise<void>((resolve) => (settle = resolve));
  const removeIntro = () => {
    intro.remove();
    settle();
  };
  stage.addEventListener(STAGE_DRAWN, removeIntro, { once: true });
  const start = async () => {
    await afterFirstPaint();
    if (destroyed) return;
    // Pixi, the largest part of every game's code, is evaluated in a task of its own, and the
    // game's own modules in the next one (a module graph is evaluated in one task: loaded with the
    // game, Pixi's evaluation and the game's were one long task). The stage then starts its
    // renderer in a task after the game's (`Stage.create`).
    await import("./pixi-first.ts");
    await nextSlice();
    if (destroyed) return;
    const s = await (await entry.load()).mount(stage, mountOptions);
    if (destroyed) s.destroy();
    else {
      session = s;
      setTimeout(removeIntro, 1000);
    }
  };
  start().catch((error: unknown) => {
    status.textContent = `${meta.title} could not start: ${error instanceof Error ? error.message : String(error)}`;
    status.classList.add("error");
    settle();
  });

  return {
    drawn,
    pause: () => session?.pause(),
    destroy: () => {
      destroyed = true;
      stage.removeEventListener(STAGE_DRAWN, removeIntro);
      settle();
      session?.destroy();
      session = null;
      layoutWatch.disconnect();
      window.removeEventListener("resize", placeToasts);
      document.removeEventListener("scroll", onScroll, { capture: true });
      document.body.classList.remove("playing");
      placeToasts(); // back to the stylesheet's place
      options.onPlayed(meta.id, performance.now() - started);
    },
  };
}

/**
 * Resolves once the page has shown its first contentful paint, so what is in the DOM now is on the
 * screen before the game's chunk is fetched and run; at once when there is nothing to wait for (the
 * page painted already: the player came from another screen; a hidden page, which paints nothing; a
 * browser without paint timing). `limitMs` bounds the wait whatever happens (a page hidden meanwhile
 * runs no frame callback).
 */
function afterFirstPaint(limitMs = 3000): Promise<void> {
  const painted = (entries: PerformanceEntryList) => entries.some((e) => e.name === "first-contentful-paint");
  const timed = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes.includes("paint");
  if (!timed || document.visibilityState === "hidden" || painted(performance.getEntriesByType("paint"))) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    // A frame more after the entry is reported: Lighthouse's trace can place the paint a few
    // milliseconds after the observer heard of it, and a request started in between counts as before it.
    const observer = new PerformanceObserver((list) => {
      if (painted(list.getEntries())) requestAnimationFrame(done);
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/**
 * What the screen shows while the game's chunk loads and its first screen is built: the game, the
 * mode and how to play, as page text. It is painted with the shell's first frame (a phone shows
 * something to read at once, not an empty stage for a second or more) and stays until the game
 * has drawn.
 */
function loadingCard(meta: GameMeta, mode: string, status: HTMLElement): HTMLElement {
  const howTo = meta.help?.howToPlay.slice(0, 2).join(" ");
  return h(
    "div",
    { class: "game-loading" },
    h("h1", {}, meta.title),
    h("p", { class: "game-loading-mode" }, findMode(meta, mode)?.title ?? mode),
    howTo ? h("p", { class: "game-loading-help" }, howTo) : null,
    status,
  );
}
