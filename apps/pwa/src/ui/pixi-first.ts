// Pixi's core (its renderer-independent modules, the largest part of every game's code), as a
// module of its own: `game-host.ts` imports it before the game's chunk so that Pixi is evaluated in
// one task and the game's own modules in the next, instead of all of them in one long task (a
// module graph is evaluated in a single task). Only the game host imports it, on a game's route:
// the launcher never loads Pixi.
import { Application } from "pixi.js";

/** Whether Pixi's application class is there: what the import is for is its evaluation. */
export const pixiLoaded: boolean = typeof Application === "function";
