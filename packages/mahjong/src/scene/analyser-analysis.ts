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
  /** The screen's bottom: the discard table shows the rows that fit above it (at least two). */
  bottom: number;
}

export function drawAnalysis(view: Container, shown: AnalysisShown, pad: number, width: number, top: number): void {
  const place = (child: Container, x: number, y: number) => {
    child.position.set(Math.round(x), Math.round(y));
    view.addChild(child);
  };
  let y = top;
  const textLabels = shown.textLabels;
  const a = analyseHand(shown.hand);
  if (a.kind === "unplayable") {
    place(label(buildPrompt(a), 14, 0xb9b8d0, width), pad, y);
    return;
  }
  place(label(distanceLine(a), width < 420 ? 15 : 16, 0xffd84a), pad, y);
  y += 22;
  if (a.kind !== "complete" && a.forms) {
    const forms = label(a.forms.charAt(0).toUpperCase() + a.forms.slice(1), 12, 0xb9b8d0, width);
    place(forms, pad, y);
    y += Math.ceil(forms.height) + 4;
  }
  y += 4;
  if (a.kind === "complete") {
    shown.score.draw(view, shown.hand, pad, width, y);
    return;
  }
  const oddsLine = shown.odds.status || (shown.odds.hand ? `In the next ${ODDS_DRAWS} draws: ${oddsText(shown.odds.hand)}` : "");
  if (oddsLine) {
    const line = label(oddsLine, 13, 0x5fb3ff, width);
    place(line, pad, y);
    y += Math.ceil(line.height) + 4;
  }
  const small = Math.min(30, fitTileWidth(width, 10));
  const perRow = Math.max(1, Math.floor(width / (small + 3)));
  if (a.kind === "waiting") {
    place(label(effectiveLine(a), 15, 0xecebf5, width), pad, y);
    y += 24;
    a.effective.tiles.forEach((t, i) => {
      const x = pad + (i % perRow) * (small + 3);
      const ty = y + Math.floor(i / perRow) * (small * 1.35 + 18);
      place(tileView({ kind: t.kind, red: false }, { width: small, textLabels }), x, ty);
      place(label(`×${t.remaining}`, 12, 0xb9b8d0), x + 2, ty + small * 1.35 + 1);
    });
    return;
  }
  const rowTile = Math.round(small * 0.8);
  // As many rows as fit below (at least two): the screen does not scroll.
  const odds = shown.odds.discards;
  const fit = Math.max(2, Math.floor((shown.bottom - y) / (20 + (odds ? 18 : 0) + Math.round(rowTile * 1.35) + 8)));
  for (const row of a.rows.slice(0, Math.min(6, fit))) {
    place(
      label(
        discardRowLine(row, (kind) => faceName(kind, shown.textLabels)),
        14,
      ),
      pad,
      y,
    );
    y += 20;
    const chances = odds?.find((o) => o.discard === row.discard);
    if (chances) {
      place(label(`  In ${ODDS_DRAWS} draws: ${oddsText(chances)}`, 13, 0x5fb3ff), pad, y);
      y += 18;
    }
    const perLine = Math.floor(width / (rowTile + 2));
    row.tiles.slice(0, perLine).forEach((t, i) => place(tileView({ kind: t.kind, red: false }, { width: rowTile, textLabels }), pad + i * (rowTile + 2), y));
    y += Math.round(rowTile * 1.35) + 8;
  }
}
