// Work the first screen would do anyway, done before it in slices short enough not to block the
// page (each a task of its own, behind the page's input, frames and the worker's answer): building
// the shanten lookups (the shape indexes and tallies; not built when the chunk loads), measuring
// the fonts the screens use and painting the tile faces the screen will show. Pixi measures a font the
// first time a text of that size is made (the browser's first lookup of the family at that size,
// up to tens of ms on a loaded phone), and a face is painted the first time a tile of that kind
// and size is drawn; both are cached, so the screen's own build then finds them ready. All of it
// runs while the shanten tables come from their worker, before the session's first screen.
import { fontSteps, inSlices, type FontUse, type PlaySession } from "@arcade/core/stage";
import { honourIndex, suitIndex } from "../analysis/shape-index.ts";
import { prepareShanten } from "../analysis/shanten.ts";
import type { Tile } from "../analysis/tiles.ts";
import { rowTileWidth } from "./analyser-analysis.ts";
import { analyserLayout, contentBox, handLayout, type ScreenSize } from "./layout.ts";
import { questionAhead } from "./quiz-ahead.ts";
import { loadTables, tablesBuildMs } from "./shanten-tables.ts";
import { prepareFace, useTileRenderer } from "./tile-face.ts";
import { DIM, FONT } from "./tile-view.ts";

/** The sizes the screens' labels use (px); the table's names and the text labels add bold. */
const SIZES = [11, 12, 13, 14, 15, 16, 17, 18, 20];
const BOLD = [14, 15, 16];

/** The fonts of the screens' labels. */
const FONTS: readonly FontUse[] = [...SIZES.map((size) => ({ size, weight: "normal" as const })), ...BOLD.map((size) => ({ size, weight: "bold" as const }))];

/** Painting each of `tiles` at `width` px (the face cache keeps them), a few per step. */
export function faceSteps(paint: (tile: Tile, width: number) => void, tiles: readonly Tile[], width: number, perStep = 2): (() => void)[] {
  const steps: (() => void)[] = [];
  for (let i = 0; i < tiles.length; i += perStep) {
    const some = tiles.slice(i, i + perStep);
    steps.push(() => {
      for (const tile of some) paint(tile, width);
    });
  }
  return steps;
}

/** Every kind once, plain (the hand's and the keyboard's tiles are among them). */
const KINDS: readonly Tile[] = Array.from({ length: 34 }, (_, kind) => ({ kind, red: false }));

/** Tiles drawn alike: their width and whether they are greyed. */
export interface FaceSet {
  width: number;
  dim: boolean;
}

/**
 * The tiles the first screen of `mode` draws most of at this size: the hand (14 tiles at the
 * start), the analyser's keyboard (greyed while the hand is full, as it is at the start) and its
 * discard table's small tiles; the same arithmetic as the screens' layouts.
 */
export function startFaces(mode: string, screen: ScreenSize): FaceSet[] {
  const { width } = contentBox(screen);
  if (mode === "practice") return [{ width: handLayout(width, 14, true).tileW, dim: false }];
  if (mode === "quiz") return [{ width: handLayout(width, 14, false).tileW, dim: false }];
  if (mode === "analyser") {
    const box = analyserLayout(screen);
    return [
      { width: handLayout(box.main.width, 14, false, box.handMax).tileW, dim: false },
      { width: box.keys.keyW, dim: true },
      // The discard table's rows (analyser-analysis.ts): what each discard keeps, in small tiles.
      { width: rowTileWidth(box.main.width), dim: false },
    ];
  }
  return [];
}

/** The shanten lookups in three steps: the suits' shape index, the honours', then the tallies. */
export const LOOKUP_STEPS: readonly (() => void)[] = [() => void suitIndex(), () => void honourIndex(), prepareShanten];

/**
 * What the first screen of the session's mode will need, prepared in slices: the shanten
 * lookups (its first analysis reads them), its fonts measured, then the faces of every kind at its tile widths (none with text labels, which draw blank faces).
 * `stopped` ends it early (the screen is about to be built: it paints what is left itself).
 */
export function warmStart(session: PlaySession, stopped: () => boolean): Promise<void> {
  const { shell } = session;
  const screen = { width: shell.stage.width, height: shell.stage.height, insets: shell.insets };
  const sets = session.flag("textLabels") ? [] : startFaces(session.mode.id, screen);
  const faces = sets.flatMap(({ width, dim }) => faceSteps((tile, w) => prepareFace(tile, w, dim ? DIM : 0xffffff), KINDS, width));
  return inSlices([...LOOKUP_STEPS, ...fontSteps(FONT, FONTS), ...faces], stopped, "background");
}

/**
 * The session's preparation (`GameDefinition.prepare`): the tile faces' renderer, the shanten
 * tables (shanten-tables.ts) with the warm start meanwhile, and a new quiz's first question.
 */
export async function prepareStart(session: PlaySession): Promise<void> {
  // Tile faces are cached as textures at this stage's resolution.
  useTileRenderer(session.shell.stage.app.renderer);
  // The screen waits for the tables only: a busy page may hold background slices back for
  // long, and those left when the tables arrive are not run (the screen paints what it needs).
  let built = false;
  const tables = loadTables().then(() => void (built = true));
  void warmStart(session, () => built);
  await tables;
  // A new quiz's first question (its discards ranked) in a task of its own, not in the screen's
  // build; a kept quiz resumes at its own question and seed, so nothing is worked out for it.
  if (session.mode.id === "quiz" && session.options.resume === undefined) await inSlices(questionAhead(session.options.seed, 0));
  // How long the tables took, for diagnostics and the README.
  session.shell.report({ tablesMs: tablesBuildMs() });
}
