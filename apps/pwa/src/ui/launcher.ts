import { GAMES } from "../games.ts";
import { formatRoute } from "../router.ts";
import { installState, promptInstall } from "../pwa/install.ts";
import { h } from "./dom.ts";

/** The home screen: every game of this build, plus settings, scores and install. */
export function renderLauncher(root: HTMLElement, onUpdate: (() => void) | null): void {
  const list = h("ul", { class: "game-list" });
  for (const game of GAMES) {
    const modes = h("div", { class: "modes" });
    for (const mode of game.modes) {
      modes.append(h("a", { href: formatRoute({ view: "game", id: game.id, seed: undefined, mode: mode.id, params: {} }), class: "mode" }, mode.title));
    }
    list.append(
      h(
        "li",
        { class: "game-card", "data-game": game.id },
        h("a", { href: formatRoute({ view: "game", id: game.id, seed: undefined, mode: undefined, params: {} }), class: "game-open" },
          h("span", { class: "game-icon", "aria-hidden": "true" }, game.icon),
          h("span", { class: "game-title" }, game.title),
          h("span", { class: "game-description" }, game.description),
        ),
        modes,
      ),
    );
  }
  const empty = GAMES.length === 0 ? h("p", { class: "empty" }, "This build has no games yet.") : null;

  const actions = h("nav", { class: "launcher-actions" },
    h("a", { href: "#/scores", class: "button" }, "Scores"),
    h("a", { href: "#/settings", class: "button" }, "Settings"),
  );
  const install = installState();
  if (install === "available") {
    const button = h("button", { type: "button", class: "button primary", id: "install" }, "Install");
    button.addEventListener("click", () => void promptInstall());
    actions.append(button);
  }
  if (onUpdate) {
    const button = h("button", { type: "button", class: "button primary", id: "update" }, "Update");
    button.addEventListener("click", onUpdate);
    actions.append(button);
  }
  const iosHint =
    install === "ios"
      ? h("p", { class: "hint", id: "ios-install" }, "To install on iPhone or iPad: tap Share, then “Add to Home Screen”.")
      : null;

  root.replaceChildren(
    h("header", { class: "launcher-header" }, h("h1", {}, "Pocket Arcade"), h("p", { class: "tagline" }, "Plays offline. One seed, the same game for everyone.")),
    list,
    empty ?? "",
    actions,
    iosHint ?? "",
  );
}
