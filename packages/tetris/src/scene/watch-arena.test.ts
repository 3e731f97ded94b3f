// @vitest-environment happy-dom
// The versus screen's watch path: recorded games on core's ReplayViewer, one timeline for both.
import { describe, expect, it } from "vitest";
import { GameRecorder } from "../rules/replay.ts";
import type { PlayAction } from "../rules/types.ts";
import { WatchArena, withReplayBar } from "./watch-arena.ts";

/** A marathon game that moves and hard-drops now and then, recorded, `frames` frames long. */
function played(seed: string, frames: number, every: number): GameRecorder {
  const recorder = new GameRecorder({ seed, mode: "marathon", allow180: true, softDropFactor: 20 });
  const moves: PlayAction[] = ["left", "cw", "right", "hardDrop"];
  for (let frame = 0; frame < frames && recorder.game.over === null; frame++) {
    if (frame % every === 0) recorder.apply(moves[(frame / every) % moves.length]!);
    recorder.tick();
  }
  return recorder;
}

const boardText = (arena: WatchArena) => arena.games.map((game) => JSON.stringify(game.board));

describe("WatchArena", () => {
  it("plays both records on one timeline at the viewer's speed, each to its own end, to the recorded games", () => {
    const long = played("watch-a", 900, 9);
    const short = played("watch-b", 500, 7);
    const arena = new WatchArena([long.replay(), short.replay()]);
    for (let i = 0; i < 60; i++) arena.step();
    expect(arena.games.map((game) => game.frame)).toEqual([60, 60]);
    arena.viewer.cycleSpeed();
    arena.viewer.cycleSpeed(); // 4×: four game frames a display frame
    for (let i = 0; i < 30; i++) arena.step();
    expect(arena.games.map((game) => game.frame)).toEqual([180, 180]);
    arena.viewer.pause();
    arena.step();
    expect(arena.viewer.frame).toBe(180);
    arena.viewer.resume();
    for (let i = 0; i < 400 && !arena.over; i++) arena.step();
    expect(arena.over).toBe(true);
    // Each ends where its recorded game stood (the independent path: the recorder's own game).
    expect(arena.games.map((game) => game.frame)).toEqual([long.game.frame, short.game.frame]);
    expect(boardText(arena)).toEqual([JSON.stringify(long.game.board), JSON.stringify(short.game.board)]);
    expect(arena.games.map((game) => game.score)).toEqual([long.game.score, short.game.score]);
    expect(arena.stats()).toBeNull();
    expect(arena.controller()).toBeNull();
  });

  it("seeks both games by re-running, without their past events, and its bar goes with it", () => {
    const host = document.createElement("div");
    const [long, short] = [played("watch-a", 900, 9), played("watch-b", 150, 7)];
    const target = short.game.frame + 60;
    expect(long.game.frame).toBeGreaterThan(target);
    const arena = new WatchArena([long.replay(), short.replay()], host);
    arena.viewer.seek(target);
    expect(arena.games.map((game) => game.frame)).toEqual([target, short.game.frame]);
    expect(arena.games.map((game) => game.drainEvents().length)).toEqual([0, 0]);
    expect(host.querySelector<HTMLElement>("[data-role=replay-bar]")?.dataset.frame).toBe(String(target));
    arena.destroy();
    expect(host.querySelector("[data-role=replay-bar]")).toBeNull();
    expect(withReplayBar({ top: 1, bottom: 10 })).toEqual({ top: 1, bottom: 66 });
  });

  it("is still while its viewer is paused (the screen stops drawing), and moves again when resumed", () => {
    const arena = new WatchArena([played("watch-c", 300, 5).replay()]);
    arena.step();
    expect(arena.still).toBe(false);
    arena.viewer.pause();
    const frame = arena.games[0]!.frame;
    arena.step();
    expect(arena.still).toBe(true);
    expect(arena.games[0]!.frame).toBe(frame);
    arena.viewer.resume();
    arena.step();
    expect(arena.still).toBe(false);
    expect(arena.games[0]!.frame).toBe(frame + 1);
  });
});
