// Puyo's sounds, all made by core's one Synth (no samples): a click for a move, a blip for a
// turn, a soft thud (and a short vibration) when a pair lands, a tone per chain link that rises
// with the chain (a whole-tone scale: two steps per major third, so a long chain climbs audibly),
// a low rumble for nuisance landing (longer for more), and a rising arpeggio for an all clear.
import { haptic, type Synth } from "@arcade/core/stage";
import type { Cue } from "./effects.ts";

/** The chain link's tone (a triangle wave, a quarter of a second). */
export function chainTone(synth: Synth, chain: number): void {
  synth.play({ frequency: 330 * 2 ** ((Math.min(chain, 19) - 1) / 6), ms: 250, type: "triangle", gain: 0.15 });
}

export class PuyoSounds {
  constructor(
    private readonly synth: Synth,
    /** The player's haptics setting. */
    private readonly haptics: boolean,
  ) {}

  move(): void {
    this.synth.play({ frequency: 520, ms: 30, type: "square", gain: 0.04 });
  }

  rotate(): void {
    this.synth.play({ frequency: 660, ms: 50, type: "triangle", gain: 0.07, slideTo: 880 });
  }

  /** What the chain feedback asks to be heard. */
  cue(cue: Cue): void {
    switch (cue.kind) {
      case "place":
        this.synth.play({ frequency: 180, ms: 70, type: "sine", gain: 0.18, slideTo: 110 });
        haptic(10, this.haptics);
        return;
      case "link":
        chainTone(this.synth, cue.chain);
        return;
      case "nuisance":
        this.synth.play({ frequency: 90, ms: Math.min(500, 150 + cue.count * 10), type: "sawtooth", gain: 0.08, slideTo: 50 });
        return;
      case "allClear":
        this.synth.sequence([523, 659, 784, 1047], 90, { ms: 220, type: "triangle", gain: 0.14 });
        return;
    }
  }
}
