import { describe, expect, it } from "vitest";
import type { Color } from "../rules/cells.ts";
import { Field } from "../rules/field.ts";
import { SteppedGame, type StepAction } from "../rules/stepped.ts";
import { ALL_CLEAR_FRAMES, BURST_FRAMES, ChainEffects, LINK_FRAMES, type Cue } from "./effects.ts";

/** A seed whose first pair has two colours (the fields below need it). */
function twoColourSeed(): string {
  for (let i = 0; ; i++) {
    const pair = new SteppedGame({ seed: `fx${i}` }).game.current;
    if (pair.axis !== pair.child) return `fx${i}`;
  }
}

/**
 * Column 1 holds three of the pair's axis colour, column 2 three of its child colour, column 3
 * (for `links` 3) three of a third colour under nothing, with one of it on column 2. The pair
 * dropped upright on column 1 pops the axis colour (10·4·1 = 40), its child falls onto column 2's
 * (10·4·8 = 320), and with three links the third colour falls onto column 3's (10·4·16 = 640): the
 * reference sheet's chain powers 0, 8, 16, worked out by hand.
 */
function chainGame(links: 2 | 3, extra?: { x: number; y: number }): SteppedGame {
  const seed = twoColourSeed();
  const { axis, child } = new SteppedGame({ seed }).game.current;
  const third = ([1, 2, 3, 4] as Color[]).find((c) => c !== axis && c !== child)!;
  const field = Field.empty();
  for (let y = 1; y <= 3; y++) {
    field.set(1, y, axis);
    field.set(2, y, child);
    if (links === 3) field.set(3, y, third);
  }
  if (links === 3) field.set(2, 4, third);
  if (extra) field.set(extra.x, extra.y, 6);
  return new SteppedGame({ seed, field });
}

interface Trace {
  /** The shown score after every frame. */
  shown: number[];
  /** [frame, cue] for every cue. */
  cues: [number, Cue][];
  /** The game's own score after every frame. */
  total: number[];
}

/** Plays `actions` on the first frame, then ticks until the next pair spawns. */
function play(game: SteppedGame, effects: ChainEffects, actions: StepAction[], each?: () => void): Trace {
  const trace: Trace = { shown: [], cues: [], total: [] };
  game.takeEvents(); // the first pair's spawn
  for (const a of actions) game.apply(a);
  for (let i = 0; i < 1000; i++) {
    game.tick();
    const events = game.takeEvents();
    for (const cue of effects.take(game, events)) trace.cues.push([game.frame, cue]);
    effects.tick(game);
    each?.();
    trace.shown.push(effects.shownScore);
    trace.total.push(game.game.score);
    if (events.some((e) => e.kind === "spawn")) break;
  }
  return trace;
}

describe("ChainEffects: the score counts up link by link", () => {
  it("never shows a link's points before that link pops, and ends at the chain's total", () => {
    const game = chainGame(3);
    const effects = new ChainEffects(game, false);
    const trace = play(game, effects, ["left", "left", "drop"]);
    const links = trace.cues.filter(([, c]) => c.kind === "link");
    expect(links.map(([, c]) => (c.kind === "link" ? c.chain : 0))).toEqual([1, 2, 3]);
    // The rules counted the whole chain when the pair locked (that is what the player used to see).
    expect(trace.total[0]).toBe(1000);
    // Before link 2 pops: at most link 1's 40; before link 3: at most 40 + 320.
    const frameOf = (k: number) => links[k]![0];
    const shownAt = (frame: number) => trace.shown[frame - 1]!;
    for (let f = 1; f < frameOf(1); f++) expect(shownAt(f)).toBeLessThanOrEqual(40);
    for (let f = frameOf(1); f < frameOf(2); f++) expect(shownAt(f)).toBeLessThanOrEqual(360);
    expect(shownAt(frameOf(1) - 1)).toBe(40);
    expect(shownAt(frameOf(2) - 1)).toBe(360);
    // It rolls (more than one frame from 360 to 1000) and never goes backwards.
    expect(shownAt(frameOf(2))).toBeGreaterThan(360);
    expect(shownAt(frameOf(2))).toBeLessThan(1000);
    for (let i = 1; i < trace.shown.length; i++) expect(trace.shown[i]).toBeGreaterThanOrEqual(trace.shown[i - 1]!);
    expect(trace.shown.at(-1)).toBe(1000);
  });

  it("the longest chain grows with the links on screen, not when the pair locks", () => {
    const game = chainGame(3);
    const effects = new ChainEffects(game, false);
    const seen: number[] = [];
    play(game, effects, ["left", "left", "drop"], () => seen.push(effects.shownMaxChain));
    expect(game.game.maxChain).toBe(3);
    // The first link pops on the frame the pair locks (the rules already say 3 then).
    expect([...new Set(seen)]).toEqual([1, 2, 3]);
  });

  it("with reduced motion the score steps straight to each link's total", () => {
    const game = chainGame(2);
    const effects = new ChainEffects(game, true);
    const trace = play(game, effects, ["left", "left", "drop"]);
    const [first, second] = trace.cues.filter(([, c]) => c.kind === "link").map(([f]) => f);
    expect(trace.shown[first! - 1]).toBe(40);
    expect(trace.shown[second! - 1]).toBe(360);
    expect(effects.bursts(second! + 60)).toEqual([]);
  });

  it("follows the game down after an undo (practice)", () => {
    const seed = twoColourSeed();
    const { axis } = new SteppedGame({ seed }).game.current;
    const field = Field.empty();
    for (let y = 1; y <= 3; y++) field.set(1, y, axis);
    const game = new SteppedGame({ seed, field, undo: true });
    const effects = new ChainEffects(game, false);
    play(game, effects, ["left", "left", "drop"]);
    expect(effects.shownScore).toBeGreaterThan(0);
    expect(game.apply("undo")).toBe(true);
    effects.tick(game);
    expect(effects.shownScore).toBe(0);
  });
});

describe("ChainEffects: when each effect shows", () => {
  it("each link's number is up from its pop until the next link or LINK_FRAMES", () => {
    const game = chainGame(3);
    const effects = new ChainEffects(game, false);
    const seen = new Map<number, number[]>();
    play(game, effects, ["left", "left", "drop"], () => {
      const label = effects.link(game.frame);
      if (label) seen.set(label.chain, [...(seen.get(label.chain) ?? []), game.frame]);
    });
    expect([...seen.keys()]).toEqual([1, 2, 3]);
    for (const frames of seen.values()) {
      expect(frames.length).toBeLessThanOrEqual(LINK_FRAMES);
      expect(frames.at(-1)! - frames[0]!).toBe(frames.length - 1); // one unbroken stretch
    }
  });

  it("a pop blinks, swells and fades over its beat, then its sparks fly for BURST_FRAMES", () => {
    const game = chainGame(2);
    const effects = new ChainEffects(game, false);
    game.takeEvents();
    for (const a of ["left", "left", "drop"] as StepAction[]) game.apply(a);
    let popFrame = -1;
    let beatFrames = 0;
    while (popFrame < 0) {
      game.tick();
      const events = game.takeEvents();
      effects.take(game, events);
      if (events.some((e) => e.kind === "pop")) {
        popFrame = game.frame;
        beatFrames = game.beat!.frames;
      }
    }
    const first = effects.popping(popFrame)!;
    expect(first.cells).toHaveLength(4);
    expect(new Set(first.cells.map((c) => c.cell)).size).toBe(1);
    expect(first.look.scale).toBe(1);
    const glows = Array.from({ length: 10 }, (_, i) => effects.popping(popFrame + i)!.look.glow);
    expect(new Set(glows).size).toBe(2); // it blinks
    const late = effects.popping(popFrame + beatFrames - 1)!.look;
    expect(late.scale).toBeGreaterThan(1.2);
    expect(late.alpha).toBeLessThan(0.2);
    expect(effects.popping(popFrame + beatFrames)).toBeNull();
    expect(effects.bursts(popFrame + beatFrames - 1)).toEqual([]);
    expect(effects.bursts(popFrame + beatFrames)).toHaveLength(1);
    expect(effects.bursts(popFrame + beatFrames + BURST_FRAMES - 1)).toHaveLength(1);
    expect(effects.bursts(popFrame + beatFrames + BURST_FRAMES)).toEqual([]);
  });

  it("an emptied field is an all clear (cue and message); a puyo left over is not", () => {
    const game = chainGame(2);
    const effects = new ChainEffects(game, false);
    const trace = play(game, effects, ["left", "left", "drop"]);
    const clear = trace.cues.find(([, c]) => c.kind === "allClear");
    expect(clear).toBeDefined();
    expect(effects.allClear(clear![0])).not.toBeNull();
    expect(effects.allClear(clear![0] + ALL_CLEAR_FRAMES - 1)).not.toBeNull();
    expect(effects.allClear(clear![0] + ALL_CLEAR_FRAMES)).toBeNull();

    const kept = chainGame(2, { x: 6, y: 1 });
    const keptTrace = play(kept, new ChainEffects(kept, false), ["left", "left", "drop"]);
    expect(keptTrace.cues.map(([, c]) => c.kind)).toEqual(["place", "link", "link"]);
  });

  it("cues nuisance landing with its count, and a placement with no chain as a plain place", () => {
    const game = new SteppedGame({ seed: "nuisance-cue" });
    const effects = new ChainEffects(game, false);
    const trace = play(game, effects, ["nuisance:7", "drop"]);
    expect(trace.cues.map(([, c]) => c)).toEqual([{ kind: "place" }, { kind: "nuisance", count: 7 }]);
  });

  it("is active while anything moves and goes quiet after, so the screen can stop drawing", () => {
    const game = chainGame(2);
    const effects = new ChainEffects(game, false);
    play(game, effects, ["left", "left", "drop"]);
    expect(effects.active(game)).toBe(true); // ALL CLEAR is still up as the next pair spawns
    for (let i = 0; i < ALL_CLEAR_FRAMES; i++) {
      game.tick();
      effects.take(game, game.takeEvents());
      effects.tick(game);
    }
    expect(effects.active(game)).toBe(false);
    effects.settle(game);
    expect(effects.shownScore).toBe(game.game.score);
  });
});
