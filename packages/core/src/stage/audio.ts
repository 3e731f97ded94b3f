/**
 * Browsers start audio suspended until a user gesture. The first pointer or key press anywhere
 * unlocks the shared AudioContext; when the page is hidden it is suspended, and on return resumed
 * (iOS may leave it "interrupted" after a lock; resuming from a gesture fixes that too).
 */
let context: AudioContext | null = null;

export function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Installs the unlock-on-first-gesture and hide/show handling; returns the uninstaller. */
export function installAudioUnlock(target: EventTarget = window): () => void {
  const unlock = () => {
    const ctx = audioContext();
    if (ctx && ctx.state !== "running") void ctx.resume();
  };
  const onVisibility = () => {
    if (!context) return;
    if (document.visibilityState === "hidden") void context.suspend();
    else void context.resume();
  };
  target.addEventListener("pointerdown", unlock);
  target.addEventListener("keydown", unlock);
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    target.removeEventListener("pointerdown", unlock);
    target.removeEventListener("keydown", unlock);
    document.removeEventListener("visibilitychange", onVisibility);
  };
}

/**
 * A short vibration where the device has one (Android) and the player allows it. None before the
 * page was touched, clicked or typed into: Chromium refuses it then and logs an error (a piece
 * landing on its own at the start of a game), which costs Lighthouse's best-practices score.
 */
export function haptic(ms: number, enabled: boolean): void {
  if (!enabled) return;
  const nav = globalThis.navigator as (Navigator & { userActivation?: { hasBeenActive: boolean } }) | undefined;
  if (!nav || typeof nav.vibrate !== "function") return;
  if (nav.userActivation?.hasBeenActive === false) return;
  nav.vibrate(Math.max(1, Math.min(ms, 50)));
}
