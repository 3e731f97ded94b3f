// @arcade/puyo — the pure entry: Tsu rules, text formats, the bot and the probability calculator.
// No DOM, no Pixi, no Node built-ins, so it runs unchanged in Node (tests, CLI), in a Web Worker
// and in the page. The Pixi scene is the separate "./game" entry and the CLI the "./cli" entry.
export * from "./rules/index.ts";
export * from "./analysis/index.ts";
export * from "./online/index.ts";
export { meta, PUYO_ACTIONS, type PuyoAction } from "./meta.ts";
