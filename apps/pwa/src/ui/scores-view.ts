import { findMode, formatResult, plural } from "@arcade/core";
import { findGame } from "../games.ts";
import type { Scores } from "../storage/index.ts";
import { h } from "./dom.ts";

function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60000);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}

/** Personal bests and play statistics, per game and mode. */
export function renderScores(root: HTMLElement, scores: Scores): void {
  const sections: HTMLElement[] = [];
  for (const [gameId, record] of Object.entries(scores)) {
    const meta = findGame(gameId)?.meta;
    const title = meta?.title ?? gameId;
    // A game this build does not have (a save from another build) still shows its plain numbers.
    const format = (mode: string, value: number) => formatResult((meta && findMode(meta, mode)?.result) ?? "points", value);
    const modeTitle = (mode: string) => (meta && findMode(meta, mode)?.title) ?? mode;
    const tables = Object.entries(record.modes).map(([mode, entries]) =>
      h(
        "table",
        { class: "score-table" },
        h("caption", {}, modeTitle(mode)),
        h("thead", {}, h("tr", {}, ...["Rank", "Result", "Date", "Seed", "Replay"].map((name) => h("th", { scope: "col" }, name)))),
        h(
          "tbody",
          {},
          ...entries.map((entry, i) => {
            const day = entry.date.slice(0, 10);
            const watch = `Watch ${modeTitle(mode)} #${i + 1}`;
            return h(
              "tr",
              {},
              h("td", {}, String(i + 1)),
              h("td", {}, format(mode, entry.value), entry.assisted ? h("span", { class: "assisted" }, " (assisted)") : ""),
              h("td", {}, day),
              // The day's seed is the date it was played on: one date is enough, the seed says "daily".
              h("td", {}, entry.seed === day ? "daily" : entry.seed),
              h(
                "td",
                {},
                entry.replay
                  ? h("a", { href: `#/${gameId}?watch=${encodeURIComponent(`${mode}-${i + 1}`)}`, class: "watch", "aria-label": watch }, "Watch")
                  : "",
              ),
            );
          }),
        ),
      ),
    );
    sections.push(
      h(
        "section",
        {},
        h("h2", {}, title),
        h("p", { class: "stats" }, `${plural(record.stats.played, "game")}, ${formatDuration(record.stats.timeMs)} played`),
        ...tables,
      ),
    );
  }
  root.replaceChildren(
    h("header", { class: "page-header" }, h("a", { href: "#/", class: "back", "aria-label": "Back" }, "‹"), h("h1", {}, "Scores")),
    ...(sections.length ? sections : [h("p", { class: "empty" }, "No games played yet.")]),
  );
}
