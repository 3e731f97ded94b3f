/**
 * While a game is on screen the page must not scroll, zoom, select text or open the long-press
 * menu. CSS does most of it (touch-action, user-select, overscroll-behavior, set by the app);
 * these listeners stop what CSS cannot: iOS pinch gestures, double-tap zoom and context menus.
 */
export function preventPageGestures(host: HTMLElement): () => void {
  const stop = (event: Event) => event.preventDefault();
  const options = { passive: false } as const;
  host.addEventListener("touchmove", stop, options);
  host.addEventListener("contextmenu", stop);
  host.addEventListener("dblclick", stop);
  host.addEventListener("gesturestart", stop, options);
  host.style.touchAction = "none";
  host.style.userSelect = "none";
  return () => {
    host.removeEventListener("touchmove", stop);
    host.removeEventListener("contextmenu", stop);
    host.removeEventListener("dblclick", stop);
    host.removeEventListener("gesturestart", stop);
  };
}
