// The one tone synthesiser every game's sounds are made of: short enveloped oscillator tones on
// Web Audio (no sound files to download or cache). It plays nothing at volume 0 (the player's
// sound setting) and nothing until a gesture has unlocked audio (installAudioUnlock, which the
// shell installs), and schedules later notes on the audio clock, so no timer outlives a game.
import { audioContext } from "./audio.ts";

export interface Tone {
  /** Hz. */
  frequency: number;
  ms: number;
  /** Oscillator shape; default "square". */
  type?: OscillatorType;
  /** Peak gain before the volume, 0..1; default 0.12. */
  gain?: number;
  /** Start this long from now. */
  delayMs?: number;
  /** Glide exponentially to this frequency over the tone. */
  slideTo?: number;
}

export class Synth {
  /**
   * `volume` is the shared sound setting, 0..1. `context` is where tones play (the page's shared
   * AudioContext; tests pass a stand-in).
   */
  constructor(
    private readonly volume: number,
    private readonly context: () => AudioContext | null = audioContext,
  ) {}

  /** Whether a tone would be heard now (audio unlocked and the volume above 0). */
  get audible(): boolean {
    const ctx = this.volume > 0 ? this.context() : null;
    return ctx !== null && ctx.state === "running";
  }

  /** One tone with a fast attack and an exponential decay to silence. */
  play(tone: Tone): void {
    const ctx = this.volume > 0 ? this.context() : null;
    if (!ctx || ctx.state !== "running") return;
    const start = ctx.currentTime + (tone.delayMs ?? 0) / 1000;
    const end = start + tone.ms / 1000;
    const osc = ctx.createOscillator();
    const amp = ctx.createGain();
    osc.type = tone.type ?? "square";
    osc.frequency.setValueAtTime(tone.frequency, start);
    if (tone.slideTo !== undefined) osc.frequency.exponentialRampToValueAtTime(tone.slideTo, end);
    amp.gain.setValueAtTime((tone.gain ?? 0.12) * this.volume, start);
    amp.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(amp).connect(ctx.destination);
    osc.start(start);
    osc.stop(end + 0.02);
  }

  /** Notes one after another, `stepMs` apart (an arpeggio, a jingle). */
  sequence(frequencies: readonly number[], stepMs: number, tone: Omit<Tone, "frequency" | "delayMs">): void {
    frequencies.forEach((frequency, i) => this.play({ ...tone, frequency, delayMs: i * stepMs }));
  }
}
