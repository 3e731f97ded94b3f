// Sounds of the table, synthesised with Web Audio (no files to download or cache): a soft tick
// for a draw, a short wooden knock for a discard, a rising arpeggio for a win. All scaled by the
// shared sound volume (0 = silent) and silent until the first gesture unlocks audio.
import { audioContext } from "@arcade/core/stage";

export class TableSounds {
  constructor(private readonly volume: number) {}

  /** One enveloped tone, `delayMs` from now on the audio clock (no timers outlive the game). */
  private tone(frequency: number, ms: number, type: OscillatorType, gain: number, delayMs = 0, slideTo?: number): void {
    const ctx = audioContext();
    if (!ctx || ctx.state !== "running" || this.volume <= 0) return;
    const start = ctx.currentTime + delayMs / 1000;
    const end = start + ms / 1000;
    const osc = ctx.createOscillator();
    const amp = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(frequency, start);
    if (slideTo !== undefined) osc.frequency.exponentialRampToValueAtTime(slideTo, end);
    amp.gain.setValueAtTime(gain * this.volume, start);
    amp.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(amp).connect(ctx.destination);
    osc.start(start);
    osc.stop(end + 0.02);
  }

  draw(delayMs = 0): void {
    this.tone(1320, 40, "sine", 0.06, delayMs);
  }

  /** A tile set down on the table: a low knock that drops in pitch. */
  discard(): void {
    this.tone(300, 70, "triangle", 0.22, 0, 170);
  }

  /** A better or worse discard than the best, as a hint by ear: a low buzz for a shanten lost. */
  mistake(): void {
    this.tone(150, 120, "square", 0.05, 80);
  }

  win(): void {
    [523, 659, 784, 1047].forEach((f, i) => this.tone(f, 260, "triangle", 0.14, i * 90));
  }
}
