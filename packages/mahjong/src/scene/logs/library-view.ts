// Draws the list of imported logs with Pixi: a line per log (date, players with final scores,
// hands; its title under it) with Open and Delete, or what to do when the list is empty.
import { Container, Graphics } from "pixi.js";
import { buttonView, label } from "../tile-view.ts";
import { entryLine, type LibraryEntry } from "./log-library.ts";
import type { Box } from "./player-view.ts";

export interface LibraryControls {
  open: (id: string) => void;
  remove: (id: string) => void;
}

function place<T extends Container>(parent: Container, child: T, x: number, y: number): T {
  child.position.set(Math.round(x), Math.round(y));
  parent.addChild(child);
  return child;
}

/** The library in `box`, and how far down it reaches (its list is the screen's field). */
export function drawLibrary(entries: readonly LibraryEntry[], box: Box, controls: LibraryControls): { view: Container; bottom: number } {
  const view = new Container();
  const { left, width } = box;
  let y = box.top;
  y += Math.ceil(place(view, label("Logs & review", 20), left, y).height) + 4;
  const intro =
    entries.length === 0
      ? "No logs yet. Import a tenhou.net/6 log (JSON from Tenhou's editor, a Mahjong Soul exporter or this app's table): paste it or pick a file. It is checked through the rules, kept here, and opens in the player and the reviewer."
      : "Open a log to step through it and review a seat's discards; Import adds more.";
  y += Math.ceil(place(view, label(intro, 14, 0xb9b8d0, width), left, y).height) + 12;
  for (const entry of entries) {
    const line = label(entryLine(entry), 14, 0xecebf5, width - 16);
    const title = label(entry.title || "untitled", 12, 0xb9b8d0, width - 16);
    const h = Math.ceil(line.height) + Math.ceil(title.height) + 40 + 24;
    if (y + h > box.bottom) break;
    const row = new Container();
    row.addChild(
      new Graphics()
        .roundRect(0, 0, width, h - 8, 10)
        .fill(0x1f1f3a)
        .stroke({ width: 1, color: 0x34345a }),
    );
    place(row, line, 8, 6);
    place(row, title, 8, 8 + Math.ceil(line.height));
    const buttonsY = h - 8 - 48;
    place(
      row,
      buttonView("Open", 110, () => controls.open(entry.id)),
      8,
      buttonsY,
    );
    place(
      row,
      buttonView("Delete", 110, () => controls.remove(entry.id)),
      126,
      buttonsY,
    );
    place(view, row, left, y);
    y += h;
  }
  return { view, bottom: y };
}
