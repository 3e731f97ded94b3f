import { audioContext } from "@arcade/core/stage";

/**
 * Sound effects synthesised on the fly with Web Audio (no sound files to download or cache):
 * short enveloped tones, pitched by what happened. Silent until the first gesture unlocks audio.
 */
export class Sounds {
  constructor(private readonly volume: number) {}

  private tone(frequency: number, ms: number, type: OscillatorType = "square", gain = 0.12, slideTo?: number, delayMs = 0): void {
    const ctx = audioContext();
    if (!ctx || ctx.state !== "running" || this.volume <= 0) return;
    // Later notes are scheduled on the audio clock, not with timers, so nothing outlives the game.
    const now = ctx.currentTime + delayMs / 1000;
    const osc = ctx.createOscillator();
    const amp = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(frequency, now);
    if (slideTo) osc.frequency.exponentialRampToValueAtTime(slideTo, now + ms / 1000);
    amp.gain.setValueAtTime(gain * this.volume, now);
    amp.gain.exponentialRampToValueAtTime(0.0001, now + ms / 1000);
    osc.connect(amp).connect(ctx.destination);
    osc.start(now);
    osc.stop(now + ms / 1000 + 0.02);
  }

  move(): void {
    this.tone(660, 25, "square", 0.04);
  }
  rotate(): void {
    this.tone(880, 35, "triangle", 0.08);
  }
  hold(): void {
    this.tone(520, 60, "triangle", 0.08, 780);
  }
  lock(): void {
    this.tone(140, 70, "sine", 0.2);
  }
  clear(lines: number, special: boolean): void {
    const base = special ? 660 : 440;
    for (let i = 0; i < lines; i++) this.tone(base * (1 + i * 0.25), 110, "square", 0.09, undefined, i * 55);
  }
  gameOver(): void {
    this.tone(330, 500, "sawtooth", 0.1, 80);
  }
  finish(): void {
    [523, 659, 784, 1047].forEach((f, i) => this.tone(f, 140, "triangle", 0.12, undefined, i * 90));
  }
}
