import { Application, DOMAdapter, DefaultBatcher, Ticker, UPDATE_PRIORITY, getMaxFragmentPrecision, type ICanvas } from "pixi.js";
// The one set of Pixi's optional extensions the games use: pointer events on display objects
// (`eventMode`). The stage asks Pixi not to import its whole browser set at start (see `create`).
import "pixi.js/events";
import { Navigation, type Screen } from "./navigation.ts";
import { configurePixiText } from "./pixi-text.ts";
import { RenderSchedule } from "./render-schedule.ts";
import { buildAhead, sceneChanged, structureChanged } from "./stage-changes.ts";
import { STAGE_DRAWN } from "./stage-drawn.ts";
import { FontPrimer, pixiTextTextures } from "./stage-fonts.ts";
import { nextSlice } from "./slices.ts";

/**
 * How long a frame may spend measuring new fonts and drawing new texts' textures before it draws
 * (`FontPrimer`): with what the
 * frame does besides, short enough to stay well under the 50 ms of a long task on a slow phone.
 */
const FONT_BUDGET_MS = 4;

export interface StageOptions {
  /** Background colour, 0xRRGGBB. */
  background?: number;
  /**
   * First-choice renderer; Pixi falls back to the others. "canvas" by default: a 2D canvas starts
   * at once, where a WebGL context and its first shaders hold the page for a second or more on a
   * phone (several on a machine that draws WebGL in software), and these games draw little.
   */
  preference?: "webgl" | "webgpu" | "canvas";
  /** Keep the drawing buffer so screenshots and pixel checks can read the canvas. */
  preserveDrawingBuffer?: boolean;
  /** Called when the page is hidden or loses focus, after screens were told to blur: save here. */
  onHidden?: () => void;
  /** Called when the GPU context was lost; the simplest safe recovery is to save and reload. */
  onContextLost?: () => void;
  /** Called with the new size before the screens are resized (the shell moves its controls here). */
  onResize?: (width: number, height: number) => void;
}

let alive: Stage | null = null;

/**
 * Pixi's batcher writes the source of its shader when it is first made, also for a 2D canvas that
 * never compiles one, and asks a throw-away WebGL context for the fragment precision to put in it:
 * a second graphics context, created inside the first frame (a third of that frame in Chromium with
 * software WebGL on this machine). Asked once here with WebGL refused, Pixi settles on its
 * fallback, "mediump", and keeps that answer for the page: a WebGL stage opened later in the same
 * page (the renderer setting changed) writes its shaders with it, as on a GPU without highp.
 */
function settleShaderPrecisionWithoutWebGl(): void {
  const adapter = DOMAdapter.get();
  DOMAdapter.set({
    ...adapter,
    createCanvas: (width?: number, height?: number): ICanvas => {
      const canvas = adapter.createCanvas(width, height);
      canvas.getContext = () => null;
      return canvas;
    },
  });
  try {
    getMaxFragmentPrecision();
  } finally {
    DOMAdapter.set(adapter);
  }
}

/**
 * Pixi writes its batcher's shader source (a few kilobytes of text assembled from parts, for WebGL
 * and WebGPU both) when the first frame builds its instructions, also for a 2D canvas, and keeps it
 * for the page. Made here, it is a short task of its own instead of a part of the first drawing.
 */
function writeBatcherShader(app: Application): void {
  new DefaultBatcher({ maxTextures: app.renderer.limits.maxBatchableTextures }).destroy();
}

/** Input on the host that may change what is drawn (hover, press, a drag): each asks for frames. */
const HOST_INPUT = ["pointerdown", "pointermove", "pointerup", "pointercancel", "wheel"] as const;
const KEY_INPUT = ["keydown", "keyup"] as const;

/**
 * The one PixiJS Application of the page, sized to its host element. It caps the resolution at 2
 * (sharper costs too much on phones), follows the host's size, tells the screens when the page is
 * hidden or blurred (they pause and wait for the player), and reports a lost GPU context.
 *
 * It renders on demand (`RenderSchedule`): Pixi's ticker runs while the top screen is live or
 * frames are owed to an invalidation, and is stopped otherwise — no animation frames at all on a
 * still screen, a paused game or a hidden page.
 */
export class Stage {
  readonly app: Application;
  readonly navigation: Navigation;
  readonly schedule: RenderSchedule;
  private readonly host: HTMLElement;
  private readonly cleanup: (() => void)[] = [];
  /** The canvas must be drawn whatever the scene says: nothing drawn yet, or resized (cleared). */
  private stale = true;
  private readonly fonts: FontPrimer;
  /** Whether a frame has drawn a screen yet (`STAGE_DRAWN` sent). */
  private shownScreen = false;
  /** The screen the last drawing showed: a new one is built a frame ahead of its drawing. */
  private drawnScreen: Screen | null = null;
  /** The scene's changes are built (`buildAhead`) but not drawn yet: the next frame draws. */
  private built = false;

  private constructor(app: Application, host: HTMLElement) {
    this.app = app;
    this.host = host;
    this.fonts = new FontPrimer(undefined, pixiTextTextures(app.renderer));
    this.navigation = new Navigation(() => this.invalidate());
    // Pixi's system ticker (its scheduler's texture clean-up, hover checks) would request an
    // animation frame on every frame by itself; it runs and stops with ours.
    this.schedule = new RenderSchedule(
      {
        start: () => {
          app.ticker.start();
          Ticker.system.start();
        },
        stop: () => {
          app.ticker.stop();
          Ticker.system.stop();
        },
      },
      () => this.navigation.live(),
    );
  }

  static async create(host: HTMLElement, options: StageOptions = {}): Promise<Stage> {
    if (alive) throw new Error("a Stage already exists on this page; destroy it first");
    configurePixiText();
    // The stage is made right after the game's modules are evaluated (a task of its own on a
    // phone): the renderer starts in the next task. Each step below is its own task, with the
    // page's input and frames between them (`nextSlice`).
    await nextSlice();
    const app = new Application();
    // Sized here and by the observer below, not by Pixi's `resizeTo`: that renders the whole
    // stage synchronously on every resize (the first one before any screen exists).
    // `skipExtensionImports`: Pixi would otherwise import and register its whole browser set when
    // the renderer starts (its accessibility layer, DOM containers, filters, spritesheets), in the
    // renderer's start task; the games use its events alone, imported above, and each display
    // object's own module registers how it is drawn.
    await app.init({
      skipExtensionImports: true,
      preference: options.preference ?? "canvas",
      background: options.background ?? 0x101018,
      resolution: Math.min(globalThis.devicePixelRatio || 1, 2),
      autoDensity: true,
      antialias: true,
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      preserveDrawingBuffer: options.preserveDrawingBuffer ?? false,
      autoStart: false, // the render schedule starts it
    });
    if (app.renderer.name === "canvas") settleShaderPrecisionWithoutWebGl();
    const stage = new Stage(app, host);
    alive = stage;
    stage.attach(options);
    await nextSlice();
    writeBatcherShader(app);
    await nextSlice();
    // The canvas's first drawing allocates its pixels (a bitmap the size of the screen at up to
    // twice its resolution: the largest part of a game's first frame on this machine's software
    // canvas, where a phone's GPU canvas allocates a texture): done here on the still empty
    // stage, in a task of its own, not in the frame that draws the first screen. It cannot be
    // split: the first pixel drawn allocates the whole bitmap.
    if (stage.stale) stage.drawNow();
    await nextSlice();
    return stage;
  }

  get width(): number {
    return this.app.screen.width;
  }

  get height(): number {
    return this.app.screen.height;
  }

  /** Draw again (a few frames), also when the top screen is not live. */
  invalidate(): void {
    this.schedule.invalidate();
  }

  private attach(options: StageOptions): void {
    const { app, host, navigation } = this;
    host.appendChild(app.canvas);
    app.canvas.style.display = "block";
    app.stage.addChild(navigation.root);
    // Nothing may start a ticker behind the schedule's back (Pixi's system ticker starts itself
    // when a listener is added): both run only when the schedule says so.
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    this.cleanup.push(() => {
      Ticker.system.autoStart = true;
      Ticker.system.start(); // as we found it (it requests no frame without listeners)
    });
    app.ticker.add((ticker) => navigation.update(ticker.deltaMS));
    // Pixi's own render on the ticker is replaced by one that draws only a changed scene.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the reference Pixi added, with its context
    app.ticker.remove(app.render, app);
    app.ticker.add(() => this.draw(), undefined, UPDATE_PRIORITY.LOW);
    // After Pixi's render (LOW priority): the frame is on screen, the schedule may stop the loop.
    app.ticker.add(() => this.schedule.frameDone(), undefined, UPDATE_PRIORITY.UTILITY);
    const wake = () => this.invalidate();
    const resized = () => {
      this.stale = true;
      this.invalidate();
    };
    for (const type of HOST_INPUT) host.addEventListener(type, wake, { capture: true, passive: true });
    for (const type of KEY_INPUT) window.addEventListener(type, wake, { capture: true, passive: true });
    app.renderer.on("resize", resized);
    this.cleanup.push(() => {
      for (const type of HOST_INPUT) host.removeEventListener(type, wake, { capture: true });
      for (const type of KEY_INPUT) window.removeEventListener(type, wake, { capture: true });
      app.renderer.off("resize", resized);
    });

    // The host's size, followed by a ResizeObserver (window resizes included). Only a real change
    // resizes the canvas (which clears and reallocates its buffers); a later one draws at once, so
    // the cleared canvas is never shown, the first is drawn by the render schedule.
    let size = "";
    let first = true;
    const resize = () => {
      const width = Math.max(1, host.clientWidth);
      const height = Math.max(1, host.clientHeight);
      if (`${width}x${height}` === size) return;
      size = `${width}x${height}`;
      if (app.screen.width !== width || app.screen.height !== height) app.renderer.resize(width, height);
      options.onResize?.(app.screen.width, app.screen.height);
      navigation.resize(app.screen.width, app.screen.height);
      if (first) first = false;
      else this.drawNow();
      this.invalidate();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(host);
    this.cleanup.push(() => observer.disconnect());
    resize();

    const hide = () => {
      navigation.blur();
      options.onHidden?.();
    };
    const onVisibility = () => {
      this.schedule.setHidden(document.visibilityState === "hidden");
      if (document.visibilityState === "hidden") hide();
      else navigation.focus();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("blur", hide);
    this.cleanup.push(() => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("blur", hide);
    });

    const onLost = (event: Event) => {
      event.preventDefault();
      navigation.blur();
      options.onContextLost?.();
    };
    app.canvas.addEventListener("webglcontextlost", onLost);
    this.cleanup.push(() => app.canvas.removeEventListener("webglcontextlost", onLost));

    this.schedule.setHidden(document.visibilityState === "hidden");
    this.invalidate();
  }

  /**
   * One frame of the loop, after the screens' update: draws when the scene changed since the last
   * drawing (`sceneChanged`) or the canvas was cleared by a resize, once the fonts of its texts are
   * measured and their textures made; the first drawing of a screen is announced on the host (`STAGE_DRAWN`). A 2D canvas keeps its pixels,
   * and so does a WebGL canvas that is not drawn to, so a frame with nothing new shows the last one.
   */
  private draw(): void {
    if (!this.stale && !this.built && !sceneChanged(this.app.stage.renderGroup)) return;
    // Texts in fonts not measured yet are measured, then new texts' textures made, a few per
    // frame first (released to their texts once drawn); meanwhile the canvas
    // keeps showing its last drawing (Pixi keeps the changes for the frame that draws them). Only
    // a new structure (a screen, a panel, a text shown) or a resize can bring a new font, so the
    // scene is searched for them then, not in every frame of play.
    const newFonts = this.stale || structureChanged(this.app.stage.renderGroup);
    if (newFonts && !this.fonts.ready(this.app.stage, FONT_BUDGET_MS)) {
      this.invalidate();
      return;
    }
    // A screen's first frame builds Pixi's instructions for all of it, then draws them: the
    // building is done in this frame and the drawing in the next, two tasks instead of one
    // (during play, where a change of structure is a few shapes, a frame does both as before).
    const screen = this.navigation.screen;
    if (screen !== this.drawnScreen && !this.built && buildAhead(this.app.renderer, this.app.stage)) {
      this.built = true;
      this.invalidate();
      return;
    }
    this.drawnScreen = screen;
    this.drawNow();
    this.fonts.drawn();
    if (!this.shownScreen && screen) {
      this.shownScreen = true;
      this.host.dispatchEvent(new Event(STAGE_DRAWN, { bubbles: true }));
    }
  }

  private drawNow(): void {
    this.stale = false;
    this.built = false;
    this.app.render();
  }

  /** Removes the canvas and every listener and frees the GPU resources. */
  destroy(): void {
    this.schedule.dispose();
    for (const undo of this.cleanup.splice(0)) undo();
    this.navigation.destroy();
    const canvas = this.app.canvas;
    this.app.destroy({ removeView: true }, { children: true, texture: true });
    canvas.remove(); // Application.destroy can leave a detached canvas behind (pixijs#11592)
    if (alive === this) alive = null;
  }
}
