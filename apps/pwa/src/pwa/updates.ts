// Service worker registration with the prompt flow: a new version installs in the background and
// waits; the shell offers "Update" only on the launcher (never mid-game); accepting it activates
// the new worker and reloads at once, so a page never runs a mix of old and new files.
// Registration waits for `when` (main.ts: a game's first screen drawn), then for the page's load
// event: a first visit's install fetches and caches every file of the app, work that competed with
// a game's start for the phone's cores and network.
import { registerSW } from "virtual:pwa-register";

const HOUR = 60 * 60 * 1000;

export interface Updates {
  /** True once a new version is waiting. */
  ready(): boolean;
  /** Activates the waiting version and reloads the page. */
  apply(): void;
}

export function setupUpdates(onReady: () => void, onOfflineReady: () => void, when: Promise<void>): Updates {
  let waiting = false;
  let update: ((reload?: boolean) => Promise<void>) | null = null;
  const register = () =>
    registerSW({
      onNeedRefresh() {
        waiting = true;
        onReady();
      },
      onOfflineReady,
      onRegisteredSW(_url, registration) {
        if (!registration) return;
        setInterval(() => {
          if (navigator.onLine) void registration.update();
        }, HOUR);
      },
    });
  void when.then(() => (update = register()));
  return {
    ready: () => waiting,
    apply: () => void update?.(true),
  };
}
