/**
 * Adds a stylesheet of ours to the page once (by id), so the stage's DOM parts look the same in
 * the app and on a game's dev page.
 */
export function installStyle(id: string, css: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement("style");
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
