// The chain sound: a short tone per chain step that rises with the chain (a whole-tone scale: two
// steps per major third), so a long chain climbs audibly; played by core's Synth (no samples).
import type { Synth } from "@arcade/core/stage";

/** The chain step's tone (a triangle wave, a quarter of a second). */
export function chainTone(synth: Synth, chain: number): void {
  synth.play({ frequency: 330 * 2 ** ((Math.min(chain, 19) - 1) / 6), ms: 250, type: "triangle", gain: 0.15 });
}
