// The analyser's findings on the canvas, below the keyboard: how far the hand is from ready (and
// by form), then the score panel for a complete hand, the tiles that improve a waiting hand with
// the copies left, or the best discards with what each keeps and its odds within three draws.
import type { Container } from "pixi.js";
import type { Hand } from "../analysis/hand.ts";
import type { DiscardOdds, HandOdds } from "../analysis/odds/odds.ts";
import type { ScorePanel } from "./analyser-score.ts";
import { analyseHand, buildPrompt, discardRowLine, distanceLine, effectiveLine } from "./analyser-text.ts";
import { fitTileWidth } from "./layout.ts";
import { faceName, label, tileView } from "./tile-view.ts";
import { ODDS_DRAWS, oddsText } from "./words.ts";

export interface AnalysisShown {
  hand: Hand;
  score: ScorePanel;
  /** The worker's odds: progress or a problem (status), the hand's or each discard's. */
  odds: { status: string; hand: HandOdds | null; discards: readonly DiscardOdds[] | null };
  textLabels: boolean;
  /** The screen's bottom: the discard table shows the rows that fit above it. */
  bottom: number;
  /** A second column the discard table may continue in (under the keyboard on a landscape screen). */
  spare?: { left: number; width: number; top: number; bottom: number } | undefined;
}

/** The height of the analysis's first line, how far the hand is from ready. */
export const VERDICT_HEIGHT = 22;

/** The width of the discard rows' tiles in an analysis `width` px wide (the warm start paints them). */
export function rowTileWidth(width: number): number {
  return Math.round(Math.min(30, fitTileWidth(width, 10)) * 0.8);
}

/** Draws the findings from `top` down; returns the y where they end (the e2e checks it is on screen). */
export function drawAnalysis(view: Container, shown: AnalysisShown, pad: number, width: number, top: number): number {
  const place = (child: Container, x: number, y: number) => {
    child.position.set(Math.round(x), Math.round(y));
    view.addChild(child);
  };
  let y = top;
  const textLabels = shown.textLabels;
  const a = analyseHand(shown.hand);
  if (a.kind === "unplayable") {
    const prompt = label(buildPrompt(a), 14, 0xb9b8d0, width);
    place(prompt, pad, y);
    return y + Math.ceil(prompt.height);
  }
  place(label(distanceLine(a), width < 420 ? 15 : 16, 0xffd84a), pad, y);
  y += VERDICT_HEIGHT;
  if (a.kind !== "complete" && a.forms) {
    const forms = label(a.forms.charAt(0).toUpperCase() + a.forms.slice(1), 12, 0xb9b8d0, width);
    place(forms, pad, y);
    y += Math.ceil(forms.height) + 4;
  }
  y += 4;
  if (a.kind === "complete") {
    return y + shown.score.draw(view, shown.hand, pad, width, y);
  }
  const oddsLine = shown.odds.status || (shown.odds.hand ? `In the next ${ODDS_DRAWS} draws: ${oddsText(shown.odds.hand)}` : "");
  if (oddsLine) {
    const line = label(oddsLine, 13, 0x5fb3ff, width);
    place(line, pad, y);
    y += Math.ceil(line.height) + 4;
  }
  const small = Math.min(30, fitTileWidth(width, 10));
  if (a.kind === "waiting") {
    place(label(effectiveLine(a), 15, 0xecebf5, width), pad, y);
    y += 24;
    // The screen does not scroll: on a small phone the tiles shrink (to 18 px at least) so that
    // every one, with its copies left, fits above the bottom.
    const count = a.effective.tiles.length;
    const rowsHeight = (w: number) => Math.ceil(count / Math.max(1, Math.floor(width / (w + 3)))) * (w * 1.35 + 18);
    let tileW = small;
    while (tileW > 18 && y + rowsHeight(tileW) > shown.bottom) tileW--;
    const across = Math.max(1, Math.floor(width / (tileW + 3)));
    a.effective.tiles.forEach((t, i) => {
      const x = pad + (i % across) * (tileW + 3);
      const ty = y + Math.floor(i / across) * (tileW * 1.35 + 18);
      place(tileView({ kind: t.kind, red: false }, { width: tileW, textLabels }), x, ty);
      place(label(`×${t.remaining}`, 12, 0xb9b8d0), x + 2, ty + tileW * 1.35 + 1);
    });
    return y + rowsHeight(tileW);
  }
  // The best discards, as many as fit: the screen does not scroll. They fill the column under the
  // analysis, then the spare column (under the keyboard on a landscape screen); a row that fits
  // nowhere is left out (the text alternative lists them all).
  const rowTile = rowTileWidth(width);
  const odds = shown.odds.discards;
  const regions = [{ left: pad, width, top: y, bottom: shown.bottom }, ...(shown.spare ? [shown.spare] : [])];
  let region = 0;
  let end = y;
  for (const row of a.rows.slice(0, 6)) {
    const chances = odds?.find((o) => o.discard === row.discard);
    let placed = false;
    while (!placed && region < regions.length) {
      const r = regions[region]!;
      const line = label(
        discardRowLine(row, (kind) => faceName(kind, shown.textLabels)),
        14,
        0xecebf5,
        r.width,
      );
      const oddsLine = chances ? label(`  In ${ODDS_DRAWS} draws: ${oddsText(chances)}`, 13, 0x5fb3ff, r.width) : null;
      const height = Math.ceil(line.height) + 2 + (oddsLine ? Math.ceil(oddsLine.height) + 2 : 0) + Math.round(rowTile * 1.35) + 8;
      if (y + height > r.bottom) {
        line.destroy();
        oddsLine?.destroy();
        region++;
        if (region < regions.length) y = regions[region]!.top;
        continue;
      }
      place(line, r.left, y);
      y += Math.ceil(line.height) + 2;
      if (oddsLine) {
        place(oddsLine, r.left, y);
        y += Math.ceil(oddsLine.height) + 2;
      }
      const perLine = Math.floor(r.width / (rowTile + 2));
      row.tiles
        .slice(0, perLine)
        .forEach((t, i) => place(tileView({ kind: t.kind, red: false }, { width: rowTile, textLabels }), r.left + i * (rowTile + 2), y));
      y += Math.round(rowTile * 1.35) + 8;
      end = Math.max(end, y);
      placed = true;
    }
    if (!placed) break;
  }
  return end;
}
