// @arcade/core's pure entry also exports the game-module types, one of which names the page's
// HTMLElement (where a game mounts). The Worker never uses it, and the Workers types have no DOM,
// so the name is declared here for the type checker only (nothing is emitted from a .d.ts).
interface HTMLElement {
  readonly isConnected: boolean;
}
