// Every game's main modes laid out at the five sizes (two phones in portrait, two in landscape,
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
  route: string;
  /** The mode shows two boards (data-field-rect2 too). */
  two?: boolean;
  /** A button (selector) the player presses first to start play, e.g. choosing the bot. */
  start?: string;
  floor: Floor;
}

/** The modes checked with floors tuned to each game's field, one row each. */
const TUNED: readonly Row[] = [
  { game: "tetris", route: "tetris?mode=marathon&seed=layout", floor: { tall: 0.8, portrait: 0.55 } },
  // Two boards side by side (the opponent's may be the smaller one): less asked of the player's.
  {
    game: "tetris",
    route: "tetris?mode=versus&seed=layout",
    two: true,
    start: ".arcade-popup[data-panel='choose-bot'] button[data-id='easy']",
    floor: { tall: 0.6, portrait: 0.3 },
  },
  { game: "puyo", route: "puyo?mode=endless&seed=layout", floor: { tall: 0.8, portrait: 0.55 } },
  {
    game: "puyo",
    route: "puyo?mode=versus&seed=layout",
    two: true,
    start: ".arcade-popup[data-panel='choose-bot'] button[data-id='easy']",
    floor: { tall: 0.6, portrait: 0.3 },
  },
  // Practice has Undo on the shell's bar (the top row, or down the movement buttons sideways).
  { game: "puyo", route: "puyo?mode=practice&seed=layout", floor: { tall: 0.8, portrait: 0.55 } },
  // The editor's swatches and two rows of buttons share the portrait height with the field.
  { game: "puyo", route: "puyo?mode=editor&seed=layout", floor: { tall: 0.75, portrait: 0.5 } },
  { game: "cards", route: "cards?mode=lab", floor: { fit: 0.5 } },
  // Mahjong's field is the hand: 14 tiles as wide as the column allows (two rows on a portrait phone).
  { game: "mahjong", route: "mahjong?mode=practice&seed=layout", floor: { fit: 0.7 } },
  { game: "mahjong", route: "mahjong?mode=quiz&seed=layout", floor: { fit: 0.7 } },
  // The analyser's hand shares the screen with the 34-tile keyboard (beside it on a landscape phone).
  { game: "mahjong", route: "mahjong?mode=analyser&seed=layout&hand=123m456p789s11223z", floor: { fit: 0.3 } },
];

/**
 * Every game of the app's registry is checked: its tuned rows, or else its default mode with the
 * loosest floor (a new game's field must still be reported, inside the viewport and uncovered).
 */
const ROWS: readonly Row[] = GAMES.flatMap(({ meta }) => {
  const tuned = TUNED.filter((row) => row.game === meta.id);
  return tuned.length > 0 ? tuned : [{ game: meta.id, route: `${meta.id}?seed=layout`, floor: { fit: 0.3 } }];
});

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
  };
})()`;

/** Waits until the game has laid out for the current viewport: its report stays the same for 120 ms. */
async function settled(page: Page, row: Row, size: Size): Promise<Measure> {
  const end = Date.now() + 8000;
  let last = "";
  for (;;) {
    // A first-run hint is answered as a player would (it is remembered for the next modes).
    const hint = page.locator(".arcade-popup[data-panel='hint'] button[data-id='ok']");
    if ((await hint.count()) > 0) await hint.click();
    const measure = await page.evaluate<Measure>(MEASURE);
    const key = JSON.stringify(measure);
    const complete = measure.fields[0] !== null && (!row.two || measure.fields[1] !== null);
    if (complete && key === last && measure.viewport[0] === size.width) return measure;
    if (Date.now() > end) return measure; // check() says what is missing
    last = key;
    await page.waitForTimeout(120);
  }
}

function check(row: Row, size: Size, m: Measure): string[] {
  const problems: string[] = [];
  if (m.fields[0] === null) problems.push("the game reports no data-field-rect (shell.report({ fieldRect }))");
  if (row.two && m.fields[1] === null) problems.push("the game reports no data-field-rect2 for its second board");
  const [vw, vh] = m.viewport;
  const [top, right, bottom, left] = m.insets as [number, number, number, number];
  m.fields.forEach((f, i) => {
    if (!f) return;
    const [x, y, w, h] = f as [number, number, number, number];
    if (x < -1 || y < -1 || x + w > vw + 1 || y + h > vh + 1) problems.push(`field ${i + 1} (${f.join(",")}) leaves the ${vw}x${vh} viewport`);
  });
  problems.push(...m.covering, ...m.coveringText);
  if (m.contentBottom !== null && m.contentBottom > vh + 1) problems.push(`the drawn content runs to ${m.contentBottom} px, past the ${vh} px viewport`);
  if (m.popups.length > 0) problems.push(`a panel is open over the game: ${m.popups.join(", ")}`);
  if (m.fields[0] === null) return problems.map((p) => `${row.route} at ${size.name}: ${p}`);
  const [, , w, h] = m.fields[0] as [number, number, number, number];
  const freeW = vw - left - right;
  const freeH = vh - top - bottom;
  const { tall, portrait, fit } = row.floor;
  const landscape = vw > vh;
  const heightShare = landscape ? tall : portrait;
  if (heightShare !== undefined && h < heightShare * freeH)
    problems.push(`the field is ${Math.round(h)} px tall, under ${heightShare * 100} % of the ${freeH} px the shell leaves`);
  if (fit !== undefined && w < fit * freeW && h < fit * freeH)
    problems.push(`the field (${Math.round(w)}x${Math.round(h)}) fills under ${fit * 100} % of the ${freeW}x${freeH} px the shell leaves either way`);
  return problems.map((p) => `${row.route} at ${size.name}: ${p}`);
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
    if (row.start) await page.click(row.start, { timeout: 15_000 });
    await page.evaluate(OFFLINE_TOAST);
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      const measure = await settled(page, row, size);
      problems.push(...check(row, size, measure));
    }
    console.log(`    ${row.route}: ${sizes.length} sizes in ${Date.now() - started} ms`);
  }
  return problems;
}

export const tests: E2eTest[] = [
  {
    name: "every game's main modes fit 360x640, 390x844, 844x390 and 740x360 (on-screen buttons on) and 1366x768: the field inside the viewport, nothing over it, as large as the room allows",
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
