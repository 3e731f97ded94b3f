import { Application } from "pixi.js";
import { Navigation } from "./navigation.ts";

export interface StageOptions {
  /** Background colour, 0xRRGGBB. */
  background?: number;
  /** First-choice renderer; Pixi falls back to the others (tests pin "webgl"). */
  preference?: "webgl" | "webgpu" | "canvas";
  /** Keep the drawing buffer so screenshots and pixel checks can read the canvas. */
  preserveDrawingBuffer?: boolean;
  /** Called when the page is hidden or loses focus, after screens were told to blur: save here. */
  onHidden?: () => void;
  /** Called when the GPU context was lost; the simplest safe recovery is to save and reload. */
  onContextLost?: () => void;
}

let alive: Stage | null = null;

/**
 * The one PixiJS Application of the page, sized to its host element. It caps the resolution at 2
 * (sharper costs too much on phones), follows the host's size, tells the screens when the page is
 * hidden or blurred (they pause and wait for the player), and reports a lost GPU context.
 */
export class Stage {
  readonly app: Application;
  readonly navigation = new Navigation();
  private readonly host: HTMLElement;
  private readonly cleanup: (() => void)[] = [];

  private constructor(app: Application, host: HTMLElement) {
    this.app = app;
    this.host = host;
  }

  static async create(host: HTMLElement, options: StageOptions = {}): Promise<Stage> {
    if (alive) throw new Error("a Stage already exists on this page; destroy it first");
    const app = new Application();
    await app.init({
      preference: options.preference ?? "webgl",
      background: options.background ?? 0x101018,
      resolution: Math.min(globalThis.devicePixelRatio || 1, 2),
      autoDensity: true,
      antialias: true,
      resizeTo: host,
      preserveDrawingBuffer: options.preserveDrawingBuffer ?? false,
    });
    const stage = new Stage(app, host);
    alive = stage;
    stage.attach(options);
    return stage;
  }

  get width(): number {
    return this.app.screen.width;
  }

  get height(): number {
    return this.app.screen.height;
  }

  private attach(options: StageOptions): void {
    const { app, host, navigation } = this;
    host.appendChild(app.canvas);
    app.canvas.style.display = "block";
    app.stage.addChild(navigation.root);
    app.ticker.add((ticker) => navigation.update(ticker.deltaMS));

    // resizeTo follows window resizes; a ResizeObserver also catches layout changes of the host.
    const resize = () => {
      app.resize();
      navigation.resize(app.screen.width, app.screen.height);
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
  }

  /** Removes the canvas and every listener and frees the GPU resources. */
  destroy(): void {
    for (const undo of this.cleanup.splice(0)) undo();
    this.navigation.destroy();
    const canvas = this.app.canvas;
    this.app.destroy({ removeView: true }, { children: true, texture: true });
    canvas.remove(); // Application.destroy can leave a detached canvas behind (pixijs#11592)
    if (alive === this) alive = null;
  }
}
