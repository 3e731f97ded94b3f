import { describe, expect, it } from "vitest";
import { Synth } from "./synth.ts";

/** A stand-in AudioContext that records what would be scheduled. */
function fakeContext(state: AudioContextState = "running") {
  const log: string[] = [];
  const param = (name: string) => ({
    setValueAtTime: (v: number, t: number) => void log.push(`${name}=${+v.toFixed(4)}@${+t.toFixed(3)}`),
    exponentialRampToValueAtTime: (v: number, t: number) => void log.push(`${name}→${+v.toFixed(4)}@${+t.toFixed(3)}`),
  });
  const ctx = {
    state,
    currentTime: 10,
    destination: {},
    createOscillator: () => ({
      type: "",
      frequency: param("freq"),
      connect: (node: unknown) => node,
      start: (t: number) => void log.push(`start@${t}`),
      stop: (t: number) => void log.push(`stop@${+t.toFixed(3)}`),
    }),
    createGain: () => ({ gain: param("gain"), connect: (node: unknown) => node }),
  };
  return { ctx: ctx as unknown as AudioContext, log };
}

describe("the synth", () => {
  it("schedules an enveloped tone scaled by the volume, later notes on the audio clock", () => {
    const { ctx, log } = fakeContext();
    const synth = new Synth(0.5, () => ctx);
    synth.play({ frequency: 440, ms: 100, gain: 0.2, delayMs: 50, slideTo: 220 });
    expect(log).toEqual(["freq=440@10.05", "freq→220@10.15", "gain=0.1@10.05", "gain→0.0001@10.15", "start@10.05", "stop@10.17"]);
    log.length = 0;
    synth.sequence([100, 200], 90, { ms: 10 });
    expect(log.filter((l) => l.startsWith("start"))).toEqual(["start@10", "start@10.09"]);
    expect(synth.audible).toBe(true);
  });

  it("is silent at volume 0 and while audio is still locked", () => {
    const locked = fakeContext("suspended");
    new Synth(1, () => locked.ctx).play({ frequency: 440, ms: 100 });
    expect(locked.log).toEqual([]);
    const open = fakeContext();
    const muted = new Synth(0, () => open.ctx);
    muted.play({ frequency: 440, ms: 100 });
    expect(open.log).toEqual([]);
    expect(muted.audible).toBe(false);
    expect(new Synth(1, () => null).audible).toBe(false);
  });
});
