// Service worker registration with the prompt flow: a new version installs in the background and
// waits; the shell offers "Update" only on the launcher (never mid-game); accepting it activates
// the new worker and reloads at once, so a page never runs a mix of old and new files.
import { registerSW } from "virtual:pwa-register";

const HOUR = 60 * 60 * 1000;

export interface Updates {
  /** True once a new version is waiting. */
  ready(): boolean;
  /** Activates the waiting version and reloads the page. */
  apply(): void;
}

export function setupUpdates(onReady: () => void, onOfflineReady: () => void): Updates {
  let waiting = false;
  const update = registerSW({
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
  return {
    ready: () => waiting,
    apply: () => void update(true),
  };
}
