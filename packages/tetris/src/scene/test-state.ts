// What the end-to-end tests read of a Tetris game: the state the play session reports on the host
// element (`data-*` attributes) once the screen is laid out and after every change. Core's session
// adds the mode, the seed, whether a replay is watched and the screen's rectangles itself. Pure
// functions of what is shown, so what a test waits for is the game's own state, never a copy.
import type { Arena } from "./versus-arena.ts";
import type { TetrisScreen } from "./screen.ts";

/** What the solo state is read from: the screen's game and its assist tools. */
export type SoloShown = Pick<TetrisScreen, "game" | "advice" | "advisorShown" | "assisted" | "autoplaying" | "finesse" | "replaySpeed">;

/** A solo game's state. */
export function soloTestState(screen: SoloShown): Record<string, string | number> {
  const { game } = screen;
  const best = screen.advice?.best ?? null;
  return {
    // Frames played: 0 until the countdown's GO (presses before it are not kept).
    frame: game.frame,
    lines: game.lines,
    pieces: game.pieces,
    // The piece in play ("T 4 19 0": type, x, y, rotation), for the end-to-end tests of handling.
    active: game.active ? `${game.active.type} ${game.active.x} ${game.active.y} ${game.active.rotation}` : "",
    score: game.score,
    over: game.over ?? "",
    // The assist state: the advised move as engine actions and where it locks.
    advisor: screen.advisorShown ? "on" : "off",
    advice: best ? best.actions.join(" ") : "",
    adviceAt: best ? `${best.piece} ${best.x} ${best.y} ${best.rotation}${best.hold ? " hold" : ""}` : "",
    assisted: screen.assisted ? "yes" : "no",
    autoplay: screen.autoplaying ? "on" : "off",
    finesseFaults: screen.finesse.faults,
    replaySpeed: screen.replaySpeed,
  };
}

/** A versus match's state, your side (side 0) first, then the opponent's and the garbage between you. */
export function versusTestState(arena: Pick<Arena, "games" | "stats" | "incoming">): Record<string, string | number> {
  const [you, other] = arena.games;
  const stats = arena.stats(0);
  const incoming = arena.incoming(0);
  return {
    frame: you?.frame ?? 0,
    pieces: you?.pieces ?? 0,
    lines: you?.lines ?? 0,
    over: you?.over ?? "",
    opponentPieces: other?.pieces ?? 0,
    opponentLines: other?.lines ?? 0,
    sent: stats?.sent ?? 0,
    received: stats?.received ?? 0,
    incoming: incoming.waiting + incoming.ready,
  };
}
