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

/** A short vibration where the device has one (Android) and the player allows it. */
export function haptic(ms: number, enabled: boolean): void {
  if (!enabled) return;
  const nav = globalThis.navigator as Navigator | undefined;
  if (nav && typeof nav.vibrate === "function") nav.vibrate(Math.max(1, Math.min(ms, 50)));
}
