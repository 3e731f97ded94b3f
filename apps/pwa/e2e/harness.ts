// A small end-to-end harness: Debian's Chromium driven by playwright-core (no browser download),
// against `vite preview` of the real build. Each test gets a fresh persistent profile, because
// installability needs a non-incognito profile and service workers need a real one.
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";

/** The preview's port: 4173, or E2E_PORT when another run already uses it (the tree is shared). */
const PORT = process.env.E2E_PORT ?? "4173";
export const ORIGIN = `http://127.0.0.1:${PORT}`;

export function chromiumPath(): string {
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      return execSync(`command -v ${name}`, { encoding: "utf8" }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error("no Chromium found: apt-get install chromium (tooling/scripts/setup.sh does)");
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Polls `url` every 100 ms until it answers OK, for at most `tries` polls; false if it never did. */
async function waitFor(url: string, tries: number): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Stops a server started in its own process group (`detached`), with everything it started. */
function stopGroup(child: ChildProcess | null): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

export class Preview {
  private child: ChildProcess | null = null;

  async start(cwd: string): Promise<void> {
    // A server left over from an interrupted run would otherwise be tested in place of this build.
    if (await answers(ORIGIN)) throw new Error(`something already serves ${ORIGIN}: stop it (a leftover \`vite preview\`?) and run again`);
    // E2E_DIST serves another build folder (`vite build --outDir DIR`), so runs side by side do not share dist/.
    const outDir = process.env.E2E_DIST ? ["--outDir", process.env.E2E_DIST] : [];
    this.child = spawn("pnpm", ["exec", "vite", "preview", "--host", "127.0.0.1", "--port", PORT, "--strictPort", ...outDir], {
      cwd,
      stdio: "ignore",
      detached: true,
    });
    if (!(await waitFor(ORIGIN, 100))) throw new Error(`vite preview did not start on ${ORIGIN}`);
  }

  stop(): void {
    stopGroup(this.child);
    this.child = null;
  }
}

/** The rooms server the app's build points at by default (core/stage's LOCAL_ROOMS_SERVER). */
export const ROOMS_ORIGIN = "http://127.0.0.1:8787";

/**
 * The local rooms server (`pnpm --filter @arcade/server server`: the Worker in Miniflare on
 * 127.0.0.1:8787) for the online tests; started by the suite that needs it, stopped after it.
 */
export class RoomsServer {
  private child: ChildProcess | null = null;

  async start(): Promise<void> {
    if (await answers(ROOMS_ORIGIN)) throw new Error(`something already serves ${ROOMS_ORIGIN}: stop it (a leftover \`pnpm server\`?) and run again`);
    this.child = spawn("pnpm", ["--filter", "@arcade/server", "server"], { stdio: "ignore", detached: true });
    // Bundling the Worker and starting workerd take a few seconds on a loaded machine.
    if (await waitFor(ROOMS_ORIGIN, 600)) return;
    await this.stop();
    throw new Error(`the rooms server did not start on ${ROOMS_ORIGIN}`);
  }

  /** Stops it and waits until the port is free (the next suite may start its own at once). */
  async stop(): Promise<void> {
    stopGroup(this.child);
    this.child = null;
    for (let i = 0; i < 100 && (await answers(ROOMS_ORIGIN)); i++) await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function openBrowser(options: { viewport?: { width: number; height: number }; mobile?: boolean } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), "arcade-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: options.viewport ?? { width: 1024, height: 768 },
    ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--enable-unsafe-swiftshader",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One end-to-end test: what a person does, start to finish. Each `*.e2e.ts` exports `tests`. */
export interface E2eTest {
  name: string;
  run(preview: Preview, appDir: string): Promise<void>;
}

/** Runs `test` on a new page of a fresh browser profile, and always closes the browser. */
export async function withPage(options: Parameters<typeof openBrowser>[0], test: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const browser = await openBrowser(options);
  try {
    await test(await browser.context.newPage(), browser.context);
  } finally {
    await browser.close();
  }
}

/**
 * Waits until the app has loaded its save and drawn its first view. Generous: with two browser
 * lanes on two busy cores a first load has taken over 15 s (a hang still fails).
 */
export async function ready(page: Page): Promise<void> {
  await page.waitForSelector("html[data-ready='true']", { timeout: 30_000 });
}

/** Loads the app and waits until the service worker controls the page (prompt mode: reload). */
export async function controlled(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/`);
  await ready(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await ready(page);
  }
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 15_000 });
}

/**
 * What the game canvas shows, read from a real screenshot (WebGL buffers are not readable after
 * the frame): distinct colours (every 7th pixel), near-white pixels (all of them), and how many
 * pixels show each of `wanted` (0xRRGGBB, within 3 per channel).
 */
export async function canvasPixels(page: Page, wanted: readonly number[] = []): Promise<{ colours: number; white: number; counts: number[] }> {
  const canvas = await page.waitForSelector(".game-stage canvas", { timeout: 15_000 });
  const png = (await canvas.screenshot()).toString("base64");
  return page.evaluate(
    async ({ data, wanted }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const c = document.createElement("canvas");
      c.width = image.width;
      c.height = image.height;
      const ctx = c.getContext("2d")!;
      ctx.drawImage(image, 0, 0);
      const pixels = ctx.getImageData(0, 0, c.width, c.height).data;
      const seen = new Set<number>();
      let white = 0;
      const counts = wanted.map(() => 0);
      // No named functions in here: the code runs in the page, where tsx's `__name` helper does not exist.
      for (let i = 0; i < pixels.length; i += 4) {
        if (i % (4 * 7) === 0) seen.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
        if (pixels[i]! > 245 && pixels[i + 1]! > 245 && pixels[i + 2]! > 245) white++;
        for (let k = 0; k < wanted.length; k++) {
          const colour = wanted[k]!;
          if (
            Math.abs(pixels[i]! - (colour >> 16)) <= 3 &&
            Math.abs(pixels[i + 1]! - ((colour >> 8) & 255)) <= 3 &&
            Math.abs(pixels[i + 2]! - (colour & 255)) <= 3
          )
            counts[k]!++;
        }
      }
      return { colours: seen.size, white, counts };
    },
    { data: png, wanted: [...wanted] },
  );
}

/** Distinct colours on the game canvas, a moment after it appears. */
export async function canvasColours(page: Page): Promise<number> {
  await page.waitForSelector(".game-stage canvas", { timeout: 15_000 });
  await page.waitForTimeout(300);
  return (await canvasPixels(page)).colours;
}

/**
 * A game's first-run hint, if it shows one, dismissed as a player would. It comes a task after the
 * game's first screen is shown, which is when the session reports the mode: the hint's 5 s count
 * from there, not from the shell's start (a loaded machine once took longer than 5 s to prepare and
 * build Puyo's screen, and the hint, coming after the test's first keys, paused the game and took them).
 */
export async function dismissHint(page: Page): Promise<void> {
  await page.waitForSelector("[data-game-ready][data-mode]", { timeout: 30_000 });
  const button = await page.waitForSelector(".arcade-popup[data-panel='hint'] button[data-id='ok']", { timeout: 5000 }).catch(() => null);
  await button?.click();
}

/** A `data-*` attribute of the mounted game's root (what a game reports for tests), or "". */
export async function gameData(page: Page, name: string): Promise<string> {
  return (await page.getAttribute("[data-game-ready]", `data-${name}`)) ?? "";
}

/** Waits until the game's `data-<name>` satisfies `wanted`; throws with the last value after `timeout` ms. */
export async function waitGameData(page: Page, name: string, wanted: (value: string) => boolean, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await gameData(page, name);
    if (wanted(value)) return;
    if (Date.now() > end) throw new Error(`data-${name} stayed ${JSON.stringify(value)}`);
    await page.waitForTimeout(100);
  }
}
