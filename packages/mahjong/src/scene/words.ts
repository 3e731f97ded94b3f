// Plain words for what the trainer measures, each with the exact figure (and the Mahjong term the
// glossary explains) beside it: "2 steps from ready (shanten 2)", "tiles that improve your hand:
// 14 (of 5 kinds)". Also the spoken tile names of the text alternative ("red 5 pin", "east
// wind"). Pure (no Pixi, no DOM): the wording is unit-tested.
import { plural } from "@arcade/core";
import { HONOUR_NAMES, numberOf, tileName, type Tile } from "../analysis/tiles.ts";

const HONOUR_LABEL = ["E", "S", "W", "N", "Wh", "Gr", "Rd"];

/**
 * A tile's name as its face shows it, for messages: honours by their letters (E, S, W, N, Wh,
 * Gr, Rd) and a red five as "red 5p" unless text labels are on (then mpsz as on the face: "7z",
 * "0p"); other suit tiles in mpsz ("5m").
 */
export function faceName(tile: Tile | number, textLabels: boolean): string {
  const kind = typeof tile === "number" ? tile : tile.kind;
  if (textLabels) return tileName(tile);
  if (kind >= 27) return HONOUR_LABEL[kind - 27]!;
  return typeof tile !== "number" && tile.red ? `red ${tileName(kind)}` : tileName(kind);
}

const SUIT_WORDS = ["man", "pin", "sou"] as const;

/** A tile as a screen reader says it: "1 man", "red 5 pin", "9 sou", "east wind", "red dragon". */
export function spokenTile(tile: Tile | number): string {
  const kind = typeof tile === "number" ? tile : tile.kind;
  const red = typeof tile !== "number" && tile.red;
  if (kind >= 27) return `${HONOUR_NAMES[kind - 27]!.toLowerCase()} ${kind < 31 ? "wind" : "dragon"}`;
  return `${red ? "red " : ""}${numberOf(kind)} ${SUIT_WORDS[Math.floor(kind / 9)]!}`;
}

/** Tiles as a spoken list: "1 man, 2 man, red 5 pin"; "none" for no tiles. */
export function spokenTiles(tiles: readonly (Tile | number)[]): string {
  return tiles.length === 0 ? "none" : tiles.map(spokenTile).join(", ");
}

/**
 * How far a hand is from winning, in words with the shanten number beside them: −1 "complete
 * hand", 0 "ready, one tile from winning (tenpai)", n "n steps from ready (shanten n)".
 */
export function distanceWords(shanten: number): string {
  if (shanten < 0) return "complete hand";
  if (shanten === 0) return "ready, one tile from winning (tenpai)";
  return `${shanten} step${shanten === 1 ? "" : "s"} from ready (shanten ${shanten})`;
}

/** The same, shortest: "ready (tenpai)", "2 from ready", "complete" — for table rows. */
export function distanceShort(shanten: number): string {
  if (shanten < 0) return "complete";
  return shanten === 0 ? "ready (tenpai)" : `${shanten} from ready`;
}

/**
 * Each form's distance ("as sets and a pair: 2 · as seven pairs: 3 · as thirteen orphans: 8"),
 * the forms named as the glossary names them.
 */
export function formWords(forms: { standard: number; chiitoitsu: number | null; kokushi: number | null }): string {
  const parts = [`sets and a pair ${forms.standard}`];
  if (forms.chiitoitsu !== null) parts.push(`seven pairs ${forms.chiitoitsu}`);
  if (forms.kokushi !== null) parts.push(`thirteen orphans ${forms.kokushi}`);
  return `steps by form: ${parts.join(" · ")}`;
}

/**
 * The effective tiles in words: "tiles that improve your hand: 14 (of 5 kinds)", or at tenpai
 * "tiles that win: 8 (of 2 kinds)".
 */
export function improveWords(total: number, kinds: number, ready: boolean): string {
  return `${ready ? "tiles that win" : "tiles that improve your hand"}: ${total} (of ${kinds} kind${kinds === 1 ? "" : "s"})`;
}

/**
 * Each tile with the copies still unseen: "1 man 3 left, east wind 1 left" (in the order given),
 * tiles named by `name`.
 */
export function tilesLeftWords(tiles: readonly { kind: number; remaining: number }[], name: (kind: number) => string): string {
  return tiles.length === 0 ? "none" : tiles.map((t) => `${name(t.kind)} ${t.remaining} left`).join(", ");
}

/**
 * The second step of a tie-break, said as what it measures: once one of the improving tiles is
 * drawn (and the best tile thrown), how many tiles on average would improve the hand again —
 * "once improved, 14.4 tiles on average improve it again".
 */
export function secondStepWords(value: number): string {
  return `once improved, ${value.toFixed(1)} tiles on average improve it again`;
}

/** Draws the app asks about: exact within a fraction of a second for any hand. */
export const ODDS_DRAWS = 3;

/**
 * "win 18% · ready 64% · about 1,230 points": a discard's (or hand's) chance to win and to be
 * ready (tenpai), and its expected score, in a row of the table.
 */
export function oddsText(o: { win: number; tenpai: number; expectedScore: number }): string {
  return `win ${percent(o.win)} · ready ${percent(o.tenpai)} · about ${plural(Math.round(o.expectedScore), "point")}`;
}

function percent(p: number): string {
  const v = p * 100;
  return `${v >= 10 || v === 0 ? v.toFixed(0) : v.toFixed(1)}%`;
}
