// Every game and mode of the app's registry laid out at the five sizes (two phones in portrait, two in landscape,
// a desktop): the field each game reports (`shell.report({ fieldRect })` → data-field-rect, and
// data-field-rect2 for a second board) lies inside the viewport, no visible control or message
// covers it, no message covers the words and canvas buttons it reports (data-text-rect), what it
// draws ends on screen (data-analysis-bottom), and it takes a fair share of the room the shell
// leaves (its insets). On the phone
// sizes the on-screen buttons are on, so the sides/bottom layouts are what is checked. One mobile
// and one desktop browser; each mode opens once per browser and the viewport turns through the
// sizes (as a phone does when rotated). A toast is up all the while: it must keep clear too.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { GAMES } from "../src/games.ts";
import { ORIGIN, openBrowser, ready, type E2eTest } from "./harness.ts";

interface Size {
  name: string;
  width: number;
  height: number;
}

const PHONES: readonly Size[] = [
  { name: "360x640", width: 360, height: 640 },
  { name: "390x844", width: 390, height: 844 },
  { name: "844x390", width: 844, height: 390 },
  { name: "740x360", width: 740, height: 360 },
];
const DESKTOP: Size = { name: "1366x768", width: 1366, height: 768 };

/**
 * How large the main field must be, as a share of the room inside the shell's insets:
 * - a well (Tetris, Puyo: a column twice as tall as wide with its preview/HUD beside it) must take
 *   `tall` of the free height on a landscape or desktop screen, where the height is what limits it;
 *   in portrait the width limits it (the HUD beside the well), so `portrait` of the free height;
 * - two wells side by side (versus) share the width, so less is asked of the first one;
 * - anything else (a hand of 14 tiles, a lab plot) scaled as large as it goes meets the free room
 *   in the direction that limits it: `fit` of the free width or height, whichever it fills more.
 */
interface Floor {
  tall?: number;
  portrait?: number;
  fit?: number;
}

interface Row {
  game: string;
  mode: string;
  route: string;
}

/**
 * The floors by what a mode shows, read from its report (no list of modes): one well (a field at
 * least 1.8 times as tall as wide: Tetris, Puyo), your well beside or under an opponent's (two
 * fields: yours first and large, so in portrait it takes 65 % of the free height, as solo nearly
 * does), or anything else at the loosest floor.
 */
const WELL: Floor = { tall: 0.8, portrait: 0.55 };
const VERSUS: Floor = { tall: 0.8, portrait: 0.65 };
const OTHER: Floor = { fit: 0.3 };

/** Stricter floors where a mode's field is known to fill more (the rest get the floor by shape). */
const STRICTER: Readonly<Record<string, Floor>> = {
  // The editor's swatches and two rows of buttons share the portrait height with the field.
  "puyo:editor": { tall: 0.75, portrait: 0.5 },
  "cards:lab": { fit: 0.5 },
  // Mahjong's field is the hand: 14 tiles as wide as the column allows (two rows on a portrait phone).
  "mahjong:practice": { fit: 0.7 },
  "mahjong:quiz": { fit: 0.7 },
  // Two players at one screen: two equal wells side by side (neither is "yours first"), so each
  // is bounded by half the width, not by the height.
  "tetris:versus-2p": { fit: 0.35 },
};

function floorFor(row: Row, m: Measure): Floor {
  const stricter = STRICTER[`${row.game}:${row.mode}`];
  if (stricter) return stricter;
  const [, , w = 1, h = 0] = m.fields[0] ?? [];
  if (m.fields[1]) return VERSUS;
  return h >= 1.8 * w ? WELL : OTHER;
}

/**
 * Every mode of every game of the app's registry (E2E_LAYOUT_GAMES="tetris,mahjong" checks only
 * those games' modes, while working on them; the suite runs them all).
 */
const ONLY = process.env.E2E_LAYOUT_GAMES?.split(",").filter(Boolean) ?? [];
const ROWS: readonly Row[] = GAMES.filter(({ meta }) => ONLY.length === 0 || ONLY.includes(meta.id)).flatMap(({ meta }) =>
  meta.modes.map((mode) => ({ game: meta.id, mode: mode.id, route: `${meta.id}?mode=${mode.id}&seed=layout` })),
);

/** Games with on-screen buttons, switched on in the phone browser. */
const BUTTON_GAMES = GAMES.filter(({ meta }) => meta.touchControls).map(({ meta }) => meta.id);

interface Measure {
  viewport: [number, number];
  insets: number[];
  fields: (number[] | null)[];
  /** Controls and messages that overlap a field: "what (x,y,w,h) over field N". */
  covering: string[];
  /** Messages (toasts, notices) over the words or canvas buttons a game reports as data-text-rect. */
  coveringText: string[];
  /** Where a screen's drawn content ends (data-analysis-bottom, the Mahjong analyser), or null. */
  contentBottom: number | null;
  popups: string[];
  /** The reported text boxes, [x, y, w, h] in the viewport. */
  texts: number[][];
  /** Messages over an open panel (a lobby or a chooser), and panels that leave the viewport. */
  panelProblems: string[];
}

// Runs in the page (a string: no helpers of the test's compiler there). Reads the host's report
// and every visible control and message on the page.
const MEASURE = `(() => {
  const host = document.querySelector("[data-game-ready]");
  const origin = host.getBoundingClientRect();
  const parse = (text) => {
    const parts = (text || "").split(",").map(Number);
    return parts.length === 4 && parts.every(Number.isFinite) ? [parts[0] + origin.left, parts[1] + origin.top, parts[2], parts[3]] : null;
  };
  // Whether a client rect r and a box [x, y, w, h] overlap by more than a pixel each way.
  const overlap = (r, b) => Math.min(r.right, b[0] + b[2]) - Math.max(r.left, b[0]) > 1 && Math.min(r.bottom, b[1] + b[3]) - Math.max(r.top, b[1]) > 1;
  const where = (r) => "(" + [r.left, r.top, r.width, r.height].map(Math.round).join(",") + ")";
  const fields = [parse(host.dataset.fieldRect), parse(host.dataset.fieldRect2)];
  const texts = (host.dataset.textRect || "").split(";").map(parse).filter(Boolean);
  const coveringText = [];
  for (const message of document.querySelectorAll(".toast, .arcade-notice")) {
    const r = message.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    for (const t of texts) {
      if (overlap(r, t)) coveringText.push(message.className + " " + where(r) + " over the text or canvas buttons at " + t.map(Math.round).join(","));
    }
  }
  const covering = [];
  const controls = document.querySelectorAll("button, a, input, select, textarea, [role=toolbar], .toast, .arcade-notice");
  for (const control of controls) {
    const r = control.getBoundingClientRect();
    const style = getComputedStyle(control);
    if (r.width < 1 || r.height < 1 || style.visibility === "hidden" || style.display === "none") continue;
    if (control.closest(".arcade-popup")) continue; // a modal panel over the paused game, not a control of play
    fields.forEach((f, i) => {
      if (!f || !overlap(r, f)) return;
      const what = control.getAttribute("aria-label") || control.className || control.tagName;
      covering.push(what + " " + where(r) + " over field " + (i + 1));
    });
  }
  return {
    viewport: [innerWidth, innerHeight],
    insets: (host.dataset.shellInsets || "0,0,0,0").split(",").map(Number),
    fields,
    covering,
    coveringText,
    contentBottom: host.dataset.analysisBottom ? Number(host.dataset.analysisBottom) + origin.top : null,
    popups: [...document.querySelectorAll(".arcade-popup")].map((p) => p.dataset.panel),
    texts,
    panelProblems: [...document.querySelectorAll(".arcade-popup")].flatMap((p) => {
      // The panel itself, not the dimmed backdrop around it (a toast may lie on the backdrop).
      const r = (p.querySelector(".arcade-panel") ?? p).getBoundingClientRect();
      const out = r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1 ? ["panel " + p.dataset.panel + " " + where(r) + " leaves the viewport"] : [];
      for (const message of document.querySelectorAll(".toast, .arcade-notice")) {
        const m = message.getBoundingClientRect();
        if (m.width >= 1 && overlap(m, [r.left, r.top, r.width, r.height])) out.push(message.className + " " + where(m) + " over panel " + p.dataset.panel);
      }
      return out;
    }),
  };
})()`;

/** Waits until the game has laid out for the current viewport: a field or a panel shown, its report the same for 120 ms. */
async function settled(page: Page, size: Size): Promise<Measure> {
  const end = Date.now() + 8000;
  // A game lays out a frame or two after the resize: a report unchanged for 120 ms from then on.
  const calm = Date.now() + 240;
  let last = "";
  for (;;) {
    // A first-run hint is answered as a player would (it is remembered for the next modes).
    const hint = page.locator(".arcade-popup[data-panel='hint'] button[data-id='ok']");
    if ((await hint.count()) > 0) await hint.click();
    const measure = await page.evaluate<Measure>(MEASURE);
    const key = JSON.stringify(measure);
    // A game still preparing (Mahjong builds its tables before its first screen) shows neither a
    // field nor a panel yet: that is not a settled layout, however long it stays so.
    const shown = measure.fields[0] !== null || measure.popups.length > 0;
    if (key === last && shown && measure.viewport[0] === size.width && Date.now() > calm) return measure;
    if (Date.now() > end) return measure; // check() says what is missing
    last = key;
    await page.waitForTimeout(120);
  }
}

/**
 * What is wrong at one size. A mode showing only a panel (the online lobby, with no rooms server
 * here; a chooser) is checked as a panel: inside the viewport, no message over it. A mode with a
 * field: the field and its words inside the viewport, nothing over the field, no message over its
 * words, the field as large as its floor asks.
 */
function check(row: Row, size: Size, m: Measure): string[] {
  const problems: string[] = [...m.panelProblems];
  const [vw, vh] = m.viewport;
  const at = (list: string[]) => list.map((p) => `${row.route} at ${size.name}: ${p}`);
  if (m.fields[0] === null) {
    if (m.popups.length === 0) problems.push("the game reports no data-field-rect (shell.report({ fieldRect })) and shows no panel");
    return at(problems);
  }
  const [top, right, bottom, left] = m.insets as [number, number, number, number];
  const leaves = ([x, y, w, h]: number[]) => x! < -1 || y! < -1 || x! + w! > vw + 1 || y! + h! > vh + 1;
  m.fields.forEach((f, i) => {
    if (f && leaves(f)) problems.push(`field ${i + 1} (${f.join(",")}) leaves the ${vw}x${vh} viewport`);
  });
  for (const t of m.texts) if (leaves(t)) problems.push(`text box (${t.map(Math.round).join(",")}) leaves the ${vw}x${vh} viewport`);
  problems.push(...m.covering, ...m.coveringText);
  if (m.contentBottom !== null && m.contentBottom > vh + 1) problems.push(`the drawn content runs to ${m.contentBottom} px, past the ${vh} px viewport`);
  if (m.popups.length > 0) problems.push(`a panel is open over the game: ${m.popups.join(", ")}`);
  const [, , w, h] = m.fields[0] as [number, number, number, number];
  const freeW = vw - left - right;
  const freeH = vh - top - bottom;
  const { tall, portrait, fit } = floorFor(row, m);
  const landscape = vw > vh;
  const heightShare = landscape ? tall : portrait;
  if (heightShare !== undefined && h < heightShare * freeH)
    problems.push(`the field is ${Math.round(h)} px tall, under ${heightShare * 100} % of the ${freeH} px the shell leaves`);
  if (fit !== undefined && w < fit * freeW && h < fit * freeH)
    problems.push(`the field (${Math.round(w)}x${Math.round(h)}) fills under ${fit * 100} % of the ${freeW}x${freeH} px the shell leaves either way`);
  return at(problems);
}

/**
 * A panel that opens a mode (a bot chooser, a challenge's "Play") is answered with its first
 * button, as a player starting to play would; Quit is never pressed, and a panel that stays (the
 * online lobby) is what the mode shows.
 */
async function answerOpening(page: Page): Promise<void> {
  await page.waitForTimeout(600);
  const first = page.locator(".arcade-popup:not([data-panel='hint']) button").first();
  if ((await first.count()) === 0) return;
  const id = await first.getAttribute("data-id");
  const panel = await page.locator(".arcade-popup:not([data-panel='hint'])").first().getAttribute("data-panel");
  // The online lobby's first button opens a room on the rooms server, which this test does not run.
  if (id === "quit" || id === "create") return;
  console.log(`    (answered the ${panel} panel with ${id})`);
  await first.click({ timeout: 15_000 });
}

// The app's first-visit toast, as the app shows it (the real one may have come and gone before the
// game opened); a resize event has the app place it (ui/dom.ts placeToasts) as it does on a turn.
const OFFLINE_TOAST = `(() => {
  const box = document.createElement("div");
  box.className = "toast";
  box.setAttribute("role", "status");
  box.innerHTML = "<span>Pocket Arcade is ready to play offline.</span><button type='button' class='toast-close' aria-label='Dismiss'>×</button>";
  document.getElementById("toasts").append(box);
  window.dispatchEvent(new Event("resize"));
})()`;

/**
 * Opens each row's mode once in this browser, with a toast up, then turns the viewport through
 * `sizes`.
 */
async function checkRows(page: Page, sizes: readonly Size[]): Promise<string[]> {
  const problems: string[] = [];
  for (const row of ROWS) {
    const started = Date.now();
    await page.setViewportSize({ width: sizes[0]!.width, height: sizes[0]!.height });
    await page.goto(`${ORIGIN}/#/${row.route}`);
    await page.waitForSelector("[data-game-ready]", { state: "attached", timeout: 30_000 });
    const hint = page.locator(".arcade-popup[data-panel='hint'] button[data-id='ok']");
    if ((await hint.count()) > 0) await hint.click();
    await answerOpening(page);
    await page.evaluate(OFFLINE_TOAST);
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      const measure = await settled(page, size);
      problems.push(...check(row, size, measure));
    }
    console.log(`    ${row.route}: ${sizes.length} sizes in ${Date.now() - started} ms`);
  }
  return problems;
}

export const tests: E2eTest[] = [
  {
    name: "every game and mode of the registry fits 360x640, 390x844, 844x390 and 740x360 (on-screen buttons on) and 1366x768 with a toast up: the field and its words inside the viewport, nothing over the field, no toast over its words, as large as the room allows",
    async run() {
      const problems: string[] = [];
      const phone = await openBrowser({ viewport: PHONES[0]!, mobile: true });
      try {
        const page = await phone.context.newPage();
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        for (const game of BUTTON_GAMES) await page.selectOption(`#${game}-touchControls`, "buttons");
        problems.push(...(await checkRows(page, PHONES)));
      } finally {
        await phone.close();
      }
      const desktop = await openBrowser({ viewport: DESKTOP });
      try {
        const page = await desktop.context.newPage();
        await page.goto(`${ORIGIN}/`);
        await ready(page);
        problems.push(...(await checkRows(page, [DESKTOP])));
      } finally {
        await desktop.close();
      }
      assert.deepEqual(problems, [], problems.join("\n"));
    },
  },
];
