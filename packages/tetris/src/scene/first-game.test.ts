// @vitest-environment happy-dom
// The first game made ahead is the game the session would have made: taken once, for its config only.
import { defaultValues, type MountOptions } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { meta } from "../meta.ts";
import { GameRecorder } from "../rules/replay.ts";
import { FirstGame } from "./first-game.ts";
import { gameConfig } from "./input.ts";

const values = defaultValues(meta.settings);
const mount = (extra: Partial<MountOptions> = {}) => ({ seed: "ahead", mode: "marathon", settings: { values }, ...extra }) as MountOptions;

describe("the first game made ahead", () => {
  it("is the new game of the mount's seed and settings, taken once", () => {
    const first = new FirstGame();
    const steps = first.steps(mount(), "marathon");
    expect(steps).toHaveLength(2); // the view, then the game
    steps[1]!(); // (the view's step measures text: a browser's canvas)
    const config = gameConfig(values, "ahead", "marathon");
    const fresh = new GameRecorder(config).game;
    const made = first.takeRecorder(config)!.game;
    expect([made.frame, made.active?.type, made.config]).toEqual([0, fresh.active?.type, fresh.config]);
    expect(first.takeRecorder(config)).toBeNull();
  });

  it("is not used for another game (another seed or mode)", () => {
    const first = new FirstGame();
    first.steps(mount(), "marathon")[1]!();
    expect(first.takeRecorder(gameConfig(values, "other", "marathon"))).toBeNull();
    first.steps(mount(), "marathon")[1]!();
    expect(first.takeRecorder(gameConfig(values, "ahead", "sprint"))).toBeNull();
  });

  it("makes only the view for a kept game, a replay or a link's board", () => {
    for (const extra of [{ resume: "{}" }, { watch: "{}" }, { position: "v115@" }]) expect(new FirstGame().steps(mount(extra), "marathon")).toHaveLength(1);
  });
});
