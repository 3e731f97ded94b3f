// Hash routes: #/ (launcher), #/settings, #/scores, #/<game>?seed=..&mode=.. (deep links).
// Parsing is pure so it is tested in Node; bad links become a route that explains the problem.
import { InputError, located, seedText } from "@arcade/core";

export type Route =
  | { view: "launcher" }
  | { view: "settings" }
  | { view: "scores" }
  | { view: "game"; id: string; seed: string | undefined; mode: string | undefined; params: Record<string, string> }
  | { view: "problem"; message: string };

const ID = /^[a-z][a-z0-9-]{0,31}$/;
const MODE = /^[a-z0-9-]{1,32}$/;

export function parseRoute(hash: string, knownGames: readonly string[]): Route {
  const text = hash.replace(/^#/, "");
  const [path = "", query = ""] = text.split("?", 2);
  const name = path.replace(/^\/+|\/+$/g, "");
  if (name === "") return { view: "launcher" };
  if (name === "settings") return { view: "settings" };
  if (name === "scores") return { view: "scores" };
  if (!ID.test(name) || !knownGames.includes(name)) {
    return { view: "problem", message: `There is no game called "${name.slice(0, 40)}" in this version of Pocket Arcade.` };
  }
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query)) params[key] = value;
  try {
    const seed = params.seed === undefined ? undefined : seedText(params.seed, "seed");
    const mode = params.mode;
    if (mode !== undefined && !MODE.test(mode)) throw new InputError(`"${mode.slice(0, 40)}" is not a mode name`, "mode");
    return { view: "game", id: name, seed, mode, params };
  } catch (error) {
    if (error instanceof InputError) return { view: "problem", message: `This link does not work: ${located(error)}.` };
    throw error;
  }
}

export function formatRoute(route: Route): string {
  switch (route.view) {
    case "launcher":
    case "problem":
      return "#/";
    case "settings":
      return "#/settings";
    case "scores":
      return "#/scores";
    case "game": {
      // Mode, then seed, then the game's own parameters: the order people read a link in.
      const query = new URLSearchParams();
      if (route.mode !== undefined) query.set("mode", route.mode);
      if (route.seed !== undefined) query.set("seed", route.seed);
      for (const [key, value] of Object.entries(route.params)) if (key !== "mode" && key !== "seed") query.set(key, value);
      const text = query.toString();
      return `#/${route.id}${text ? `?${text}` : ""}`;
    }
  }
}
