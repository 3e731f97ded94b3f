import { InputError, parseReplay, stringifyReplay, type GameModule, type GameSession, type MountOptions, type Replay } from "@arcade/core";
import { Stage, bindGestures, bindKeyboard, GamepadInput, installAudioUnlock, mountTouchButtons, preventPageGestures } from "@arcade/core/stage";
import { boardFromFumen, boardToFumen } from "../fumen.ts";
import type { TetrisGame } from "../rules/game.ts";
import { RULES_VERSION, MODES, type GameConfig, type Mode } from "../rules/types.ts";
import { Controller } from "./controller.ts";
import { copy, installStyle, showPanel } from "./overlay.ts";
import { TetrisScreen, formatTime } from "./screen.ts";
import { boardCellSize } from "./view.ts";

const RESUME_KEY = "arcade-tetris-resume";

/** A game saved by `contextLost` for this same link (seed and mode), taken only once. */
function takeResume(link: GameConfig): { config: GameConfig; inputs: [number, string][] } | null {
  const text = sessionStorage.getItem(RESUME_KEY);
  if (text === null) return null;
  sessionStorage.removeItem(RESUME_KEY);
  try {
    const saved = JSON.parse(text) as { config: GameConfig; inputs: [number, string][] };
    if (saved.config.seed !== link.seed || saved.config.mode !== link.mode || !Array.isArray(saved.inputs)) return null;
    return saved;
  } catch {
    return null; // a damaged entry is ignored: the player simply starts a new game
  }
}

const MODE_TITLES: Record<Mode, string> = { marathon: "Marathon", sprint: "Sprint 40L", ultra: "Ultra 2:00", zen: "Zen" };

/** How a finished game ranks: sprint by time in ms (lower is better), the others by score. */
function resultOf(mode: Mode, game: TetrisGame): { value: number; higherIsBetter: boolean } | null {
  if (mode === "zen") return null;
  if (mode === "sprint") return game.over === "finished" ? { value: Math.round((game.frame * 1000) / 60), higherIsBetter: false } : null;
  return { value: game.score, higherIsBetter: true };
}

function parseMode(raw: string | undefined): Mode {
  if (raw === undefined) return "marathon";
  if (!(MODES as readonly string[]).includes(raw)) throw new InputError(`unknown mode "${raw}" (modes: ${MODES.join(", ")})`, "mode");
  return raw as Mode;
}

/**
 * Tetris as a game module: mounts a Pixi stage into the host, plays one game at a time, records
 * it, and offers pause, restart, share (seed link), fumen export, results and replays.
 * Deep-link parameters: mode, seed, fumen (start from a board), watch=<mode>-<rank> (a personal
 * best's replay).
 */
export const tetrisModule: GameModule = {
  id: "tetris",
  title: "Tetris",
  description: "Guideline Tetris: SRS, hold, 7-bag, T-spins. Marathon, Sprint, Ultra, Zen.",
  icon: "🧱",
  async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    const cleanup: (() => void)[] = [installStyle(), preventPageGestures(host), installAudioUnlock(host)];
    const settings = options.settings;
    const stage = await Stage.create(host, { onHidden: () => pauseGame(), onContextLost: () => contextLost(), preserveDrawingBuffer: options.params.e2e === "1" });
    host.dataset.tetris = "ready";
    let screen: TetrisScreen | null = null;
    let closePanel: (() => void) | null = null;
    let closeControls: (() => void) | null = null;

    const panel = (spec: Parameters<typeof showPanel>[1]) => {
      closePanel?.();
      const close = showPanel(host, spec);
      closePanel = () => {
        close();
        closePanel = null;
      };
    };

    const shareLink = (config: GameConfig) => `${location.origin}${location.pathname}#/tetris?mode=${config.mode}&seed=${encodeURIComponent(config.seed)}`;

    function report(game: TetrisGame): void {
      host.dataset.lines = String(game.lines);
      host.dataset.pieces = String(game.pieces);
      host.dataset.score = String(game.score);
      host.dataset.over = game.over ?? "";
      host.dataset.mode = game.config.mode;
    }

    /**
     * The GPU context is gone (a phone reclaimed it). Restoring a WebGL context in place is
     * unreliable (pixijs#12134, #11685), so the game is saved as (config, inputs) and the page
     * reloads straight back into it: replaying the inputs restores it exactly.
     */
    function contextLost(): void {
      const current = screen;
      if (!current || current.game.over) return;
      current.pause();
      sessionStorage.setItem(RESUME_KEY, JSON.stringify({ config: current.config, inputs: current.inputs }));
      panel({ title: "The display was reset", role: "context-lost", lines: ["Your game is saved."], buttons: [{ label: "Continue", id: "continue", run: () => location.reload() }] });
    }

    function start(config: GameConfig, watch?: Replay, resume?: [number, string][]): void {
      closePanel?.();
      const controller = new Controller(TetrisScreen.handling(settings, config.allow180));
      controller.onPause = () => pauseGame();
      const source = watch ? ({ kind: "replay", inputs: watch.inputs.map((i) => [i.frame, i.action] as [number, string]) } as const) : ({ kind: "player", controller } as const);
      screen = new TetrisScreen(config, source, {
        palette: settings.palette,
        soundVolume: settings.soundVolume,
        reducedMotion: settings.reducedMotion,
        reserveBottom: settings.touchControls === "buttons" ? 150 : 0,
        ...(resume ? { resume } : {}),
        onChange: report,
        onEnd: (game) => void finished(config, game, watch !== undefined),
      });
      void stage.navigation.showScreen(screen);
    }

    async function finished(config: GameConfig, game: TetrisGame, watching: boolean): Promise<void> {
      const replay: Replay = { game: "tetris", rulesVersion: RULES_VERSION, seed: config.seed, mode: config.mode, options: { allow180: config.allow180, softDropFactor: config.softDropFactor }, inputs: (screen?.inputs ?? []).map(([frame, action]) => ({ frame, action })) };
      const result = resultOf(config.mode, game);
      let rank: number | null = null;
      if (result && !watching && !config.board) rank = await options.services.recordScore(config.mode, { ...result, seed: config.seed, replay: stringifyReplay(replay) });
      const headline = game.over === "finished" ? (config.mode === "sprint" ? `Time ${formatTime(game.frame)}` : `Score ${game.score}`) : "Game over";
      panel({
        title: watching ? "Replay finished" : headline,
        role: "results",
        lines: [
          `${MODE_TITLES[config.mode]} · seed ${config.seed}`,
          `Score ${game.score} · Lines ${game.lines} · Pieces ${game.pieces} · Time ${formatTime(game.frame)}`,
          ...(rank ? [`Personal best #${rank}!`] : []),
        ],
        buttons: [
          { label: "Play again", id: "again", run: () => start({ ...config }) },
          { label: "Watch replay", id: "watch", run: () => start({ ...config }, replay) },
          { label: "New seed", id: "new-seed", run: () => start({ ...config, seed: Math.floor(Date.now() % 1e9).toString(36) }) },
          { label: "Share this seed", id: "share", run: () => { copy(shareLink(config)); panel({ title: "Share", copyText: shareLink(config), buttons: [{ label: "Close", id: "close", run: () => void finished(config, game, true) }] }); } },
          { label: "Quit", id: "quit", run: () => options.services.exit() },
        ],
      });
    }

    function pauseGame(): void {
      if (!screen || screen.paused || screen.game.over) return;
      screen.pause();
      const current = screen;
      const fumen = () => boardToFumen(current.game.board);
      panel({
        title: "Paused",
        role: "pause",
        lines: [`${MODE_TITLES[current.config.mode]} · seed ${current.config.seed}`],
        buttons: [
          { label: "Resume", id: "resume", run: () => { closePanel?.(); current.resume(); } },
          { label: "Restart", id: "restart", run: () => start({ ...current.config }) },
          { label: "Share this seed", id: "share", run: () => { copy(shareLink(current.config)); panel({ title: "Share this seed", copyText: shareLink(current.config), buttons: [{ label: "Back", id: "back", run: () => { closePanel?.(); current.resume(); pauseGame(); } }] }); } },
          { label: "Practice from a fumen…", id: "import", run: () => importFumen(current) },
          { label: "Export board (fumen)", id: "fumen", run: () => { copy(fumen()); panel({ title: "Board as fumen", copyText: fumen(), buttons: [{ label: "Back", id: "back", run: () => { closePanel?.(); current.resume(); pauseGame(); } }] }); } },
          { label: "Quit", id: "quit", run: () => options.services.exit() },
        ],
      });
    }

    /** Paste a fumen (string or link) and start practising from that board in Zen. */
    function importFumen(current: TetrisScreen): void {
      let text = "";
      let problem: HTMLParagraphElement | null = null;
      panel({
        title: "Practice from a fumen",
        role: "import",
        lines: ["Paste a fumen (v115@…) or a fumen link. The game continues in Zen from that board."],
        input: {
          placeholder: "v115@…",
          onInput: (area) => {
            text = area.value.trim();
            problem ??= area.parentElement!.querySelector("p:last-of-type");
          },
        },
        buttons: [
          {
            label: "Start from this board",
            id: "start-fumen",
            run: () => {
              try {
                const board = boardFromFumen(text).board;
                start({ seed: current.config.seed, mode: "zen", allow180: current.config.allow180, softDropFactor: current.config.softDropFactor, board });
              } catch (error) {
                if (problem) problem.textContent = error instanceof Error ? error.message : String(error);
              }
            },
          },
          { label: "Back", id: "back", run: () => { closePanel?.(); current.resume(); pauseGame(); } },
        ],
      });
    }

    // Device input → the current screen.
    const send = (action: Parameters<TetrisScreen["input"]>[0], pressed: boolean) => screen?.input(action, pressed);
    cleanup.push(bindKeyboard(settings.keyBindings, send));
    const gamepad = new GamepadInput(send);
    stage.app.ticker.add(() => gamepad.poll());
    const pauseButton = document.createElement("button");
    pauseButton.className = "tetris-pause-button";
    pauseButton.textContent = "❚❚";
    pauseButton.setAttribute("aria-label", "Pause");
    pauseButton.addEventListener("click", pauseGame);
    host.append(pauseButton);
    cleanup.push(() => pauseButton.remove());
    if (settings.touchControls === "buttons") {
      closeControls = mountTouchButtons(host, send, settings.handedness);
    } else {
      const cellSize = () => boardCellSize(stage.width, stage.height);
      const gestures = bindGestures(stage.app.canvas, { cellSize: cellSize(), width: stage.width }, (g) => screen?.gesture(g));
      stage.app.renderer.on("resize", () => gestures.resize({ cellSize: cellSize(), width: stage.width }));
      closeControls = () => gestures.dispose();
    }

    // The game to start: from the link's parameters, validated; a bad link explains itself.
    try {
      const mode = parseMode(options.mode);
      const config: GameConfig = { seed: options.seed, mode, allow180: true, softDropFactor: settings.softDropFactor };
      if (options.params.fumen) config.board = boardFromFumen(options.params.fumen).board;
      const watch = options.params.watch;
      const resume = takeResume(config);
      if (resume) {
        start(resume.config, undefined, resume.inputs);
      } else if (watch) {
        const [watchMode = "", rankText = ""] = watch.split("-");
        const text = await options.services.loadReplay(watchMode, Number(rankText));
        if (!text) throw new InputError(`no saved replay "${watch}"`, "watch");
        const replay = parseReplay(text);
        start({ seed: replay.seed, mode: parseMode(replay.mode), allow180: replay.options.allow180 === true, softDropFactor: Number(replay.options.softDropFactor) || 20 }, replay);
      } else {
        start(config);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      panel({ title: "This link does not work", lines: [message], buttons: [{ label: "Play Marathon instead", id: "fallback", run: () => start({ seed: options.seed, mode: "marathon", allow180: true, softDropFactor: settings.softDropFactor }) }, { label: "Quit", id: "quit", run: () => options.services.exit() }] });
    }

    return {
      pause: pauseGame,
      resume: () => undefined, // the player resumes from the pause menu, never behind their back
      destroy: () => {
        closePanel?.();
        closeControls?.();
        for (const undo of cleanup.splice(0)) undo();
        stage.destroy();
        delete host.dataset.tetris;
      },
    };
  },
};
