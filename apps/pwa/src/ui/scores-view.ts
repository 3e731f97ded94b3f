import { GAMES } from "../games.ts";
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
    const game = GAMES.find((g) => g.id === gameId);
    const title = game?.title ?? gameId;
    const format = (mode: string, value: number) => game?.formatScore(mode, value) ?? String(value);
    const tables = Object.entries(record.modes).map(([mode, entries]) =>
      h("table", { class: "score-table" },
        h("caption", {}, mode),
        h("tbody", {}, ...entries.map((entry, i) =>
          h("tr", {},
            h("td", {}, String(i + 1)),
            h("td", {}, format(mode, entry.value)),
            h("td", {}, entry.date.slice(0, 10)),
            h("td", {}, entry.seed),
            h("td", {}, entry.replay ? h("a", { href: `#/${gameId}?watch=${encodeURIComponent(`${mode}-${i + 1}`)}`, class: "watch" }, "Watch") : ""),
          ))),
      ),
    );
    sections.push(h("section", {}, h("h2", {}, title), h("p", {}, `${record.stats.played} games, ${formatDuration(record.stats.timeMs)} played`), ...tables));
  }
  root.replaceChildren(
    h("header", { class: "page-header" }, h("a", { href: "#/", class: "back", "aria-label": "Back" }, "‹"), h("h1", {}, "Scores")),
    ...(sections.length ? sections : [h("p", { class: "empty" }, "No games played yet.")]),
  );
}
