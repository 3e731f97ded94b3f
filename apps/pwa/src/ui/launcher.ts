import { GAMES } from "../games.ts";
import { formatRoute } from "../router.ts";
import { installState, promptInstall } from "../pwa/install.ts";
import { h } from "./dom.ts";

/** A game's SVG icon as an image: a data URL, so no markup of the game's is parsed into the page. */
function icon(svg: string): HTMLImageElement {
  return h("img", { class: "game-icon", src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, alt: "", width: "56", height: "56" });
}

/** The home screen: every game of this build, plus settings, scores and install. */
export function renderLauncher(root: HTMLElement, onUpdate: (() => void) | null): void {
  const list = h("ul", { class: "game-list" });
  for (const { meta } of GAMES) {
    const modes = h("div", { class: "modes" });
    for (const mode of meta.modes) {
      modes.append(h("a", { href: formatRoute({ view: "game", id: meta.id, seed: undefined, mode: mode.id, params: {} }), class: "mode" }, mode.title));
    }
    list.append(
      h(
        "li",
        { class: "game-card", "data-game": meta.id },
        h(
          "a",
          { href: formatRoute({ view: "game", id: meta.id, seed: undefined, mode: undefined, params: {} }), class: "game-open" },
          icon(meta.icon),
          h("span", { class: "game-title" }, meta.title),
          h("span", { class: "game-description" }, meta.description),
        ),
        modes,
      ),
    );
  }
  const empty = GAMES.length === 0 ? h("p", { class: "empty" }, "This build has no games yet.") : null;

  const actions = h(
    "nav",
    { class: "launcher-actions" },
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
    install === "ios" ? h("p", { class: "hint", id: "ios-install" }, "To install on iPhone or iPad: tap Share, then “Add to Home Screen”.") : null;

  root.replaceChildren(
    h(
      "header",
      { class: "launcher-header" },
      h("h1", {}, "Pocket Arcade"),
      h("p", { class: "tagline" }, "Plays offline. One seed, the same game for everyone."),
    ),
    list,
    empty ?? "",
    actions,
    iosHint ?? "",
  );
}
