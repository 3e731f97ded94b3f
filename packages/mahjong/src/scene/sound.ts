// Sounds of the table, made of core's synth tones: a soft tick for a draw, a short wooden knock
// for a discard, a rising arpeggio for a win. Scaled by the shared sound volume (0 = silent) and
// silent until the first gesture unlocks audio.
import { Synth } from "@arcade/core/stage";

export class TableSounds {
  private readonly synth: Synth;

  constructor(volume: number) {
    this.synth = new Synth(volume);
  }

  draw(delayMs = 0): void {
    this.synth.play({ frequency: 1320, ms: 40, type: "sine", gain: 0.06, delayMs });
  }

  /** A tile set down on the table: a low knock that drops in pitch. */
  discard(): void {
    this.synth.play({ frequency: 300, ms: 70, type: "triangle", gain: 0.22, slideTo: 170 });
  }

  /** A better or worse discard than the best, as a hint by ear: a low buzz for a shanten lost. */
  mistake(): void {
    this.synth.play({ frequency: 150, ms: 120, type: "square", gain: 0.05, delayMs: 80 });
  }

  win(): void {
    this.synth.sequence([523, 659, 784, 1047], 90, { ms: 260, type: "triangle", gain: 0.14 });
  }
}
