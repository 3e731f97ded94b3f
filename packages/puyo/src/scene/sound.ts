// The chain sound: a short synthesised tone per chain step that rises with the chain (a whole-tone
// scale: two steps per major third), so a long chain climbs audibly. No samples are loaded.
import { audioContext } from "@arcade/core/stage";

export function chainTone(chain: number, volume: number): void {
  if (volume <= 0) return;
  const ctx = audioContext();
  if (!ctx || ctx.state !== "running") return;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = "triangle";
  osc.frequency.value = 330 * 2 ** ((Math.min(chain, 19) - 1) / 6);
  gain.gain.setValueAtTime(0.15 * volume, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.25);
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  osc.stop(ctx.currentTime + 0.26);
}
