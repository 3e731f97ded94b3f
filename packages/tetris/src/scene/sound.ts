import { Synth } from "@arcade/core/stage";

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
  lock(): void {
    this.synth.play({ frequency: 140, ms: 70, type: "sine", gain: 0.2 });
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
