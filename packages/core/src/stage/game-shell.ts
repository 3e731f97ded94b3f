import type { GameSession, MountOptions } from "../game-module.ts";
import type { Gesture, GestureOptions } from "../input/gestures.ts";
import { installAudioUnlock } from "./audio.ts";
import { InputHold } from "./input-hold.ts";
import { ActionBar } from "./action-bar.ts";
import { mountTouchButtons, type TouchLayout } from "./buttons.ts";
import { GamepadInput, type GamepadBindings } from "./gamepad.ts";
import { bindKeyboard } from "./keyboard.ts";
import type { Screen } from "./navigation.ts";
import { preventPageGestures } from "./no-scroll.ts";
import { pollWhileIdle } from "./render-schedule.ts";
import { shellLayout, type Insets, type ShellLayout } from "./shell-layout.ts";
import { bindGestures } from "./pointer.ts";
import { HelpPopup, installPopupStyle, PanelPopup, PausePopup, type PopupButton } from "./popups.ts";
import { nextSlice } from "./slices.ts";
import { Stage } from "./stage.ts";

/** The action id every game's bindings use for "pause"; the shell handles it, games never see it. */
export const PAUSE_ACTION = "pause";

/** What a game tells the shell when it mounts. */
export interface ShellConfig {
  /** Stage background colour, 0xRRGGBB. */
  background?: number;
  /** Device input → the game: every action press and release except pause. */
  onAction: (action: string, pressed: boolean) => void;
  /** The game's gamepad mapping (standard layout button index → action id). */
  gamepad?: GamepadBindings;
  /** On-screen buttons, shown when the player chose buttons over gestures. */
  touchButtons?: TouchLayout;
  /**
   * Touch gestures on the canvas, used when the player chose gestures (or the game has no
   * buttons). `cellSize` is the current drag step in pixels (one column per cell); the shell adds
   * the stage width and follows resizes.
   */
  gestures?: { cellSize: () => number; onGesture: (gesture: Gesture) => void; tuning?: Partial<GestureOptions> };
  /**
   * The pause menu for the current moment, or null when there is nothing to pause (no game
   * running, a menu already open). The one pause path: the pause key, the pause button, the app
   * hiding the game and a lost window focus all end here.
   */
  pauseMenu: () => PanelPopup | null;
  /**
   * The game's record to keep (`services.saves`) when the GPU context is lost, then the page
   * reloads into it; with its seed when that is not the mount's (a game started on a new seed).
   */
  saveState?: () => string | { record: string; seed: string } | null;
}

/**
 * What every game's `mount` needs, done once: the Pixi stage in the host, page-gesture and audio
 * handling, keyboard/gamepad/touch input routed to the game, a pause button, the popup stack,
 * recovery from a lost GPU context and a `destroy()` that leaves nothing behind. A game composes
 * its screens and popups on top (play-session.ts does it for every game).
 */
export class GameShell implements GameSession {
  private readonly cleanup: (() => void)[] = [];
  private destroyed = false;
  /** The app's settings are open over the paused game: no input reaches the game or its menu. */
  private away = false;
  private layout: ShellLayout;
  /** The one in-game button bar (see action-bar.ts); the shell places it and counts it in `insets`. */
  readonly bar: ActionBar;
  /** The game's actions and gestures, held while a screen is being put up (see showScreen). */
  private readonly hold = new InputHold();

  private constructor(
    readonly host: HTMLElement,
    readonly options: MountOptions,
    readonly stage: Stage,
    private readonly config: ShellConfig,
  ) {
    this.bar = new ActionBar(host);
    this.layout = this.layoutFor(stage.width, stage.height);
  }

  static async create(host: HTMLElement, options: MountOptions, config: ShellConfig): Promise<GameShell> {
    let shell: GameShell | null = null;
    const stage = await Stage.create(host, {
      ...(config.background === undefined ? {} : { background: config.background }),
      preference: options.settings.shared.renderer ?? "canvas",
      preserveDrawingBuffer: options.testing === true,
      onHidden: () => shell?.requestPause(),
      onContextLost: () => shell?.contextLost(),
      onResize: (width, height) => shell?.relayout(width, height),
    });
    shell = new GameShell(host, options, stage, config);
    shell.attach();
    shell.relayout(stage.width, stage.height);
    // The shell's DOM (buttons, bar, listeners) is a task; the game's start goes on in the next.
    await nextSlice();
    return shell;
  }

  get navigation() {
    return this.stage.navigation;
  }

  /**
   * CSS px the shell's controls cover at each edge of the stage for its current size: the top row
   * (pause button, back link, action bar), the touch buttons at the bottom in portrait or down
   * both sides in landscape. Lay the field out inside them; screens get resize() again when they
   * change.
   */
  get insets(): Insets {
    return this.layout.insets;
  }

  /** Pixels at the bottom the on-screen buttons cover: `insets.bottom` (0 in landscape and with gestures). */
  get reservedBottom(): number {
    return this.layout.insets.bottom;
  }

  private layoutFor(width: number, height: number): ShellLayout {
    return shellLayout(width, height, this.usesButtons, this.options.settings.shared.handedness);
  }

  /**
   * Moves the shell's controls for a new stage size. The stage calls it before it resizes the
   * screens, so a screen's resize() always reads the insets of the size it is given (they change
   * only with the size: orientation decides where the buttons go).
   */
  private relayout(width: number, height: number): void {
    const next = this.layoutFor(width, height);
    this.layout = next;
    this.host.dataset.shellButtons = next.buttons;
    this.bar.place(next.bar);
    const { top, right, bottom, left } = next.insets;
    this.host.dataset.shellInsets = `${top},${right},${bottom},${left}`;
  }

  private get usesButtons(): boolean {
    return this.config.touchButtons !== undefined && this.options.settings.touchControls === "buttons";
  }

  private attach(): void {
    const { host, stage, config, options } = this;
    this.cleanup.push(installPopupStyle(), preventPageGestures(host), installAudioUnlock(host), () => this.bar.destroy());
    this.cleanup.push(() => {
      delete host.dataset.shellButtons;
      delete host.dataset.shellInsets;
    });
    host.dataset.gameReady = "true";
    this.cleanup.push(() => delete host.dataset.gameReady);

    const send = (action: string, pressed: boolean) => {
      stage.invalidate(); // any device's input may change what is drawn
      if (this.away) return;
      if (action === PAUSE_ACTION) {
        if (pressed) this.togglePause();
      } else this.hold.pass(() => config.onAction(action, pressed));
    };
    this.cleanup.push(bindKeyboard(options.settings.keys, send));
    if (config.gamepad) {
      const gamepad = new GamepadInput(send, config.gamepad);
      const poll = () => gamepad.poll();
      stage.app.ticker.add(poll);
      // While the frames are stopped a connected pad is read from a timer (why: pollWhileIdle).
      const idle = pollWhileIdle(stage.schedule, poll, () => (globalThis.navigator?.getGamepads?.() ?? []).some((pad) => pad !== null));
      const recheck = () => idle.recheck();
      for (const type of ["gamepadconnected", "gamepaddisconnected"]) window.addEventListener(type, recheck);
      this.cleanup.push(() => {
        gamepad.release();
        stage.app.ticker.remove(poll);
        idle.dispose();
        for (const type of ["gamepadconnected", "gamepaddisconnected"]) window.removeEventListener(type, recheck);
      });
    }

    const pause = document.createElement("button");
    pause.type = "button";
    pause.className = "arcade-pause-button";
    pause.textContent = "❚❚";
    pause.setAttribute("aria-label", "Pause");
    pause.addEventListener("click", () => this.requestPause());
    host.append(pause);
    this.cleanup.push(() => pause.remove());

    if (this.usesButtons) {
      this.cleanup.push(mountTouchButtons(host, send, config.touchButtons!, options.settings.shared.handedness));
    } else if (config.gestures) {
      const { cellSize, onGesture, tuning } = config.gestures;
      const gestureOptions = (): GestureOptions => ({ ...tuning, cellSize: cellSize(), width: stage.width });
      const gestures = bindGestures(stage.app.canvas, gestureOptions(), (gesture) => this.hold.pass(() => onGesture(gesture)));
      const resize = () => gestures.resize(gestureOptions());
      stage.app.renderer.on("resize", resize);
      this.cleanup.push(() => {
        stage.app.renderer.off("resize", resize);
        gestures.dispose();
      });
    }
  }

  /**
   * "The game's state changed outside update(): draw again" (a worker's answer, a timer, a
   * setting). Input, resizes and popups invalidate by themselves; see Screen.live.
   */
  invalidate(): void {
    this.stage.invalidate();
  }

  /**
   * Shows a screen; the old one is hidden and destroyed, open popups are closed first. The screen
   * is shown in the task after the one that built it: the game's actions and gestures meanwhile
   * are held and reach it, in order, once it is shown (before anything chained on the promise).
   */
  showScreen(screen: Screen): Promise<void> {
    return this.hold.during(this.navigation.showScreen(screen));
  }

  /** Puts a popup on top; the screen (or popup) under it pauses until it is dismissed. */
  present(popup: PanelPopup): Promise<void> {
    return this.navigation.presentPopup(popup);
  }

  /** Removes the top popup; what is under it resumes. */
  dismiss(): Promise<void> {
    return this.navigation.dismissPopup();
  }

  /**
   * A first-run hint (how to play): shown over the paused game unless the player dismissed the
   * hint `id` before; remembered by the host once they do (with `ok`, its button).
   */
  hintOnce(id: string, title: string, lines: readonly string[], ok = "Got it"): void {
    const { services } = this.options;
    if (services.hintSeen(id)) return;
    const dismiss = () => {
      services.markHintSeen(id);
      void this.dismiss();
    };
    // A task after the screen it explains: showing the panel forces a layout of the page, and with
    // the first screen's build in the same task a game's start was one long task, not two short ones.
    void nextSlice().then(() => {
      if (this.destroyed) return;
      void this.present(new PanelPopup(this.host, { role: "hint", title, lines: [...lines], buttons: [{ id: "ok", label: ok, run: dismiss }] }));
    });
  }

  /** The one pause path (see ShellConfig.pauseMenu). */
  requestPause(): void {
    if (this.destroyed || this.navigation.popup) return;
    const menu = this.config.pauseMenu();
    if (!menu) return;
    if (menu instanceof PausePopup) menu.insertButtons(this.pauseItems(menu), "quit");
    void this.present(menu);
  }

  /**
   * The pause key (Escape, P) toggles: it opens the pause menu, resumes from it (as its Resume
   * button does) and closes the help opened from it. Other popups (results, hints) keep their
   * own buttons.
   */
  togglePause(): void {
    const top = this.navigation.popup;
    if (top === null) this.requestPause();
    else if (top instanceof HelpPopup) void this.dismiss().then(() => this.focusMenu());
    else if (top instanceof PausePopup) top.press("resume");
  }

  /** "How to play" (when the game has help) and "Settings" (when the app has a page), for every pause menu. */
  private pauseItems(menu: PausePopup): PopupButton[] {
    const items: PopupButton[] = [];
    const { help, services } = this.options;
    if (help) {
      items.push({
        id: "help",
        label: "How to play",
        run: () => void this.present(new HelpPopup(this.host, help, () => void this.dismiss().then(() => menu.focus()))),
      });
    }
    if (services.openSettings) {
      const open = services.openSettings.bind(services);
      items.push({
        id: "settings",
        label: "Settings",
        run: () => {
          this.away = true;
          open(() => {
            this.away = false;
            menu.focus();
          });
        },
      });
    }
    return items;
  }

  private focusMenu(): void {
    const top = this.navigation.popup;
    if (top instanceof PanelPopup) top.focus();
  }

  /**
   * The GPU context is gone (a phone reclaimed it). Restoring a WebGL context in place is
   * unreliable (pixijs#12134, #11685), so the game's record is kept through the host's saves and
   * the page reloads straight back into it.
   */
  private contextLost(): void {
    const state = this.config.saveState?.() ?? null;
    if (typeof state === "string") this.options.services.saves.keep(state, this.options.seed);
    else if (state !== null) this.options.services.saves.keep(state.record, state.seed);
    const lines = state === null ? [] : ["Your game is saved."];
    const popup = new PanelPopup(this.host, {
      role: "context-lost",
      title: "The display was reset",
      lines,
      buttons: [{ id: "continue", label: "Continue", run: () => this.options.services.reload() }],
    });
    void this.navigation.replacePopups(popup);
  }

  /** Writes values on the host element for the end-to-end tests and debugging (`data-*`). */
  report(values: Record<string, string | number>): void {
    for (const [key, value] of Object.entries(values)) this.host.dataset[key] = String(value);
  }

  pause(): void {
    this.requestPause();
  }

  /** The player resumes from the pause menu, never behind their back. */
  resume(): void {}

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.hold.clear();
    for (const undo of this.cleanup.splice(0).reverse()) undo();
    this.stage.destroy();
  }
}
