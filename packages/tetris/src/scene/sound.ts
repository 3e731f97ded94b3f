import { Synth } from "@arcade/core/stage";
import type { LockResult } from "../rules/types.ts";
import { lockSounds, type LockSound } from "./effects.ts";

/**
 * Tetris's sound effects, made of core's synth tones (pitched by what happened). Silent at volume
 * 0 and until the first gesture unlocks audio.
 */
export class Sounds {
  private readonly synth: Synth;

  constructor(volume: number) {
    this.synth = new Synth(volume);
  }

  /** The sound of a move, rotation or hold the player made (a drop sounds when its piece locks). */
  action(action: string): void {
    if (action === "cw" || action === "ccw" || action === "180") this.rotate();
    else if (action === "hold") this.hold();
    else if (action === "left" || action === "right" || action === "leftWall" || action === "rightWall") this.move();
  }
  move(): void {
    this.synth.play({ frequency: 660, ms: 25, type: "square", gain: 0.04 });
  }
  rotate(): void {
    this.synth.play({ frequency: 880, ms: 35, type: "triangle", gain: 0.08 });
  }
  hold(): void {
    this.synth.play({ frequency: 520, ms: 60, type: "triangle", gain: 0.08, slideTo: 780 });
  }
  /** A lock's sounds (effects.ts's lockSounds: the landing, the clear, T-spin, B2B, combo, perfect clear). */
  locked(result: LockResult, hardDrop: boolean): void {
    for (const sound of lockSounds(result, hardDrop)) this.cue(sound, result);
  }
  private cue(sound: LockSound, result: LockResult): void {
    const special = result.lines === 4 || result.clear.startsWith("tspin");
    if (sound === "hardDrop") this.hardDrop();
    else if (sound === "lock") this.lock();
    else if (sound === "clear") this.clear(result.lines, special);
    else if (sound === "tspin") this.synth.play({ frequency: 392, ms: 160, type: "triangle", gain: 0.1, slideTo: 1175 });
    else if (sound === "backToBack")
      for (const [i, frequency] of [1319, 1568].entries()) this.synth.play({ frequency, ms: 90, type: "triangle", gain: 0.08, delayMs: 120 + i * 45 });
    else if (sound === "combo") this.synth.play({ frequency: 440 * 2 ** (Math.min(result.combo, 12) / 12), ms: 90, type: "square", gain: 0.05, delayMs: 60 });
    else this.finish();
  }
  lock(): void {
    this.synth.play({ frequency: 140, ms: 70, type: "sine", gain: 0.2 });
  }
  /** A hard drop lands: lower and sharper than a lock by gravity. */
  hardDrop(): void {
    this.synth.play({ frequency: 190, ms: 80, type: "square", gain: 0.1, slideTo: 70 });
  }
  clear(lines: number, special: boolean): void {
    const base = special ? 660 : 440;
    this.synth.sequence(
      Array.from({ length: lines }, (_, i) => base * (1 + i * 0.25)),
      55,
      { ms: 110, type: "square", gain: 0.09 },
    );
  }
  gameOver(): void {
    this.synth.play({ frequency: 330, ms: 500, type: "sawtooth", gain: 0.1, slideTo: 80 });
  }
  finish(): void {
    this.synth.sequence([523, 659, 784, 1047], 90, { ms: 140, type: "triangle", gain: 0.12 });
  }
}
