// The Scores page: for every registered game, a table per mode that keeps a record (its meta
// says which: `time` and `points` keep personal bests, `match` keeps wins and losses per
// opponent). A mode with nothing yet says how to get a first entry, with a link that starts it.
import { findMode, formatResult, plural, ranksBests, type GameMeta, type ModeMeta } from "@arcade/core";
import { GAME_METAS } from "../games.ts";
import type { GameScores, MatchRecord, ScoreEntry, Scores } from "../storage/index.ts";
import { h } from "./dom.ts";

function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60000);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}

/** What a mode's table holds, in the caption: "Sprint 40L · best times". */
function caption(mode: ModeMeta): string {
  const what = mode.result === "time" ? "best times" : mode.result === "match" ? "wins and losses per opponent" : "best scores";
  return `${mode.title} · ${what}`;
}

function headRow(names: readonly string[]): HTMLElement {
  return h("thead", {}, h("tr", {}, ...names.map((name) => h("th", { scope: "col" }, name))));
}

/** An empty mode: what to do for a first entry, as a link into the mode. */
function nothingYet(gameId: string, mode: ModeMeta): HTMLElement {
  const none = mode.result === "match" ? "No matches yet" : "No games yet";
  return h(
    "div",
    { class: "score-mode", "data-mode": `${gameId}:${mode.id}` },
    h("h3", {}, caption(mode)),
    h("p", { class: "empty" }, `${none} — `, h("a", { href: `#/${gameId}?mode=${encodeURIComponent(mode.id)}` }, `play ${mode.title}`)),
  );
}

/** A personal-best table: rank, result, date, seed, and Watch where the replay was kept. */
function bestsTable(gameId: string, mode: ModeMeta, entries: readonly ScoreEntry[]): HTMLElement {
  return h(
    "table",
    { class: "score-table", "data-mode": `${gameId}:${mode.id}` },
    h("caption", {}, caption(mode)),
    headRow(["Rank", "Result", "Date", "Seed", "Replay"]),
    h(
      "tbody",
      {},
      ...entries.map((entry, i) => {
        const day = entry.date.slice(0, 10);
        const watch = `Watch ${mode.title} #${i + 1}`;
        return h(
          "tr",
          {},
          h("td", {}, String(i + 1)),
          h("td", {}, formatResult(mode.result, entry.value), entry.assisted ? h("span", { class: "assisted" }, " (assisted)") : ""),
          h("td", {}, day),
          // The day's seed is the date it was played on: one date is enough, the seed says "daily".
          h("td", {}, entry.seed === day ? "daily" : entry.seed),
          h(
            "td",
            {},
            entry.replay
              ? h("a", { href: `#/${gameId}?watch=${encodeURIComponent(`${mode.id}-${i + 1}`)}`, class: "watch", "aria-label": watch }, "Watch")
              : "",
          ),
        );
      }),
    ),
  );
}

/** Wins, losses and draws per opponent, the one played last first. */
function matchTable(gameId: string, mode: ModeMeta, records: Readonly<Record<string, MatchRecord>>): HTMLElement {
  const rows = Object.entries(records).sort(([, a], [, b]) => Date.parse(b.last) - Date.parse(a.last));
  return h(
    "table",
    { class: "match-table", "data-mode": `${gameId}:${mode.id}` },
    h("caption", {}, caption(mode)),
    headRow(["Opponent", "Wins", "Losses", "Draws", "Last played"]),
    h(
      "tbody",
      {},
      ...rows.map(([opponent, record]) =>
        h(
          "tr",
          { "data-opponent": opponent },
          h("th", { scope: "row" }, opponent),
          h("td", {}, String(record.wins)),
          h("td", {}, String(record.losses)),
          h("td", {}, String(record.draws)),
          h("td", {}, record.last.slice(0, 10)),
        ),
      ),
    ),
  );
}

/** One mode's part of a game's section. */
function modeTable(gameId: string, mode: ModeMeta, record: GameScores | undefined): HTMLElement {
  if (mode.result === "match") {
    const records = record?.matches?.[mode.id];
    return records && Object.keys(records).length > 0 ? matchTable(gameId, mode, records) : nothingYet(gameId, mode);
  }
  const entries = record && Object.hasOwn(record.modes, mode.id) ? record.modes[mode.id]! : [];
  return entries.length > 0 ? bestsTable(gameId, mode, entries) : nothingYet(gameId, mode);
}

/**
 * The modes a game's section shows: every mode its meta says keeps a record, then any mode the
 * save has scores for that this build's meta does not know (kept from another build), as points.
 */
function shownModes(meta: GameMeta | undefined, record: GameScores | undefined): ModeMeta[] {
  const known = (meta?.modes ?? []).filter((mode) => ranksBests(mode.result) || mode.result === "match");
  const stored = [...Object.keys(record?.modes ?? {}), ...Object.keys(record?.matches ?? {})];
  const unknown = [...new Set(stored)]
    .filter((id) => !(meta && findMode(meta, id)))
    .map((id): ModeMeta => ({ id, title: id, result: record?.matches && Object.hasOwn(record.matches, id) ? "match" : "points" }));
  return [...known, ...unknown];
}

function gameSection(gameId: string, title: string, meta: GameMeta | undefined, record: GameScores | undefined): HTMLElement | null {
  const modes = shownModes(meta, record);
  if (modes.length === 0) return null; // a game with nothing to rank (the Shuffle Lab)
  const played = record && record.stats.played > 0;
  return h(
    "section",
    { "data-game": gameId },
    h("h2", {}, title),
    played ? h("p", { class: "stats" }, `${plural(record.stats.played, "game")}, ${formatDuration(record.stats.timeMs)} played`) : null,
    ...modes.map((mode) => modeTable(gameId, mode, record)),
  );
}

/** Personal bests, versus records and play statistics, per registered game and mode. */
export function renderScores(root: HTMLElement, scores: Scores, games: readonly GameMeta[] = GAME_METAS): void {
  const own = (id: string) => (Object.hasOwn(scores, id) ? scores[id] : undefined);
  const sections = games.map((meta) => gameSection(meta.id, meta.title, meta, own(meta.id)));
  // A game this build does not have (a save from another build) still shows its plain numbers.
  const others = Object.keys(scores).filter((id) => !games.some((meta) => meta.id === id));
  sections.push(...others.map((id) => gameSection(id, id, undefined, own(id))));
  const shown = sections.filter((section): section is HTMLElement => section !== null);
  root.replaceChildren(
    h("header", { class: "page-header" }, h("a", { href: "#/", class: "back", "aria-label": "Back" }, "‹"), h("h1", {}, "Scores")),
    ...(shown.length ? shown : [h("p", { class: "empty" }, "No game in this build keeps scores.")]),
  );
}
