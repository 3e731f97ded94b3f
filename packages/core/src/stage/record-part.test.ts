// @vitest-environment happy-dom
// A game whose state is its record, on core's RecordPart: a kept game is played on from its record
// with a notice of its moves, a record linked to is watched on the session's viewer, both through
// the game's one `show`, on the driver the part makes.
import { describe, expect, test } from "vitest";
import { printKeptGame } from "../sim/kept-game.ts";
import { stringifyReplay } from "../sim/replay.ts";
import type { GameRecord } from "../sim/record.ts";
import type { PlayScreen } from "./game-definition.ts";
import type { PlaySession } from "./play-session.ts";
import { RecordPart } from "./record-part.ts";
import { mountToy, record, rules } from "./testing/play-session-fixture.ts";

const screen = { view: {} } as unknown as PlayScreen;

class Part extends RecordPart {
  static made: Part | null = null;
  readonly shows: string[] = [];
  constructor(session: PlaySession) {
    super(session);
    Part.made = this;
  }
  start(seed: string): void {
    this.show({ ...record, seed, inputs: [] });
  }
  protected show(given: GameRecord, watching = false): void {
    const driver = this.driver(rules, given, watching, 10);
    this.shows.push(`${watching ? "watch" : "play"} ${given.seed} ${given.inputs.length} ${driver.input ? "input" : "no input"}`);
    this.session.show({ screen, driver });
  }
}

describe("RecordPart", () => {
  test("a kept game is played on from its record, with a notice of its moves", async () => {
    const m = await mountToy({ options: { resume: printKeptGame(record) }, definition: { play: (session) => new Part(session) } });
    expect(Part.made?.shows).toEqual(["play s 1 input"]);
    expect(m.host.textContent).toContain("Resumed · 1 move");
  });

  test("a record linked to is watched on the session's viewer, with no input", async () => {
    const m = await mountToy({ options: { watch: stringifyReplay({ ...record, seed: "w" }) }, definition: { play: (session) => new Part(session) } });
    expect(Part.made?.shows).toEqual(["watch w 1 no input"]);
    expect(m.host.dataset.watching).toBe("yes");
  });
});
