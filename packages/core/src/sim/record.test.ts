import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { InputError } from "../errors.ts";
import { inputErrorText } from "../testing.ts";
import { GameRecording, RecordPlayer, checkRecord, keptRecord, rerun, verify, type RecordHeader, type ReplayRules, type ReplayableGame } from "./record.ts";
import { parseReplay, stringifyReplay } from "./replay.ts";

/**
 * A small game to drive the record path: a walker on cells 0..(width − 1) that drifts right one
 * cell every `drift` frames, moved by "left"/"right", pushed by "push:<n>" from outside (as garbage
 * is), and over when it reaches the last cell. A move into a wall changes nothing.
 */
class Walker implements ReplayableGame<{ x: number; frame: number; moves: number }> {
  frame = 0;
  x = 0;
  moves = 0;
  constructor(
    readonly width: number,
    readonly drift: number,
  ) {}
  get over(): boolean {
    return this.x >= this.width - 1;
  }
  apply(action: string, where: string): boolean {
    const push = /^push:(\d)$/.exec(action);
    if (push) return this.move(Number(push[1]));
    if (action === "left" || action === "right") return this.move(action === "left" ? -1 : 1) && ++this.moves > 0;
    throw new InputError(`unknown action ${JSON.stringify(action)}`, where);
  }
  private move(by: number): boolean {
    const x = Math.max(0, Math.min(this.width - 1, this.x + by));
    if (x === this.x) return false;
    this.x = x;
    return true;
  }
  step(): void {
    this.frame++;
    if (this.frame % this.drift === 0) this.move(1);
  }
  summary() {
    return { x: this.x, frame: this.frame, moves: this.moves };
  }
}

const walker: ReplayRules<Walker> = {
  game: "walker",
  rulesVersion: 3,
  create: (header: RecordHeader) => new Walker(Number(header.options.width ?? 40), 7),
};

const header: RecordHeader = { game: "walker", rulesVersion: 3, seed: "s", mode: "walk", options: { width: 40 } };

type Event = { wait: number } | { action: "left" | "right" | "push:2" };
const events = fc.array(
  fc.oneof(fc.record({ wait: fc.integer({ min: 0, max: 9 }) }), fc.record({ action: fc.constantFrom("left" as const, "right" as const, "push:2" as const) })),
  {
    maxLength: 60,
  },
);

/** Plays events live while recording; returns the recording. */
function play(list: readonly Event[]): GameRecording<Walker> {
  const recording = GameRecording.start(walker, header);
  for (const event of list) {
    if (recording.game.over) break;
    if ("wait" in event) for (let i = 0; i < event.wait; i++) recording.step();
    else recording.input(event.action);
  }
  return recording;
}

describe("the record path", () => {
  test.prop([events])("a record re-runs (through its JSON) to exactly the live game, frame included", (list) => {
    const live = play(list);
    const record = parseReplay(stringifyReplay(live.record()));
    expect(rerun(walker, record).summary()).toEqual(live.game.summary());
  });

  test.prop([events, events])("a resumed record continues exactly as if it had never stopped", (before, after) => {
    const straight = play([...before, ...after]);
    const first = play(before);
    const resumed = GameRecording.resume(walker, parseReplay(stringifyReplay(first.record())));
    expect(resumed.record()).toEqual(first.record());
    for (const event of after) {
      if (resumed.game.over) break;
      if ("wait" in event) for (let i = 0; i < event.wait; i++) resumed.step();
      else resumed.input(event.action);
    }
    expect(resumed.game.summary()).toEqual(straight.game.summary());
    expect(resumed.record()).toEqual(straight.record());
  });

  test.prop([events])("watching frame by frame ends where a re-run does", (list) => {
    const record = play(list).record();
    const player = new RecordPlayer(walker, record);
    let guard = 0;
    while (!player.done && guard++ < 10_000) player.step();
    expect(player.game.summary()).toEqual(rerun(walker, record).summary());
  });

  it("keeps idle frames after the last input in `frames`, and moves that change nothing out of the record", () => {
    const recording = GameRecording.start(walker, header);
    expect(recording.input("left")).toBe(false); // against the wall
    recording.input("right");
    for (let i = 0; i < 5; i++) recording.step();
    const record = recording.record();
    expect(record.inputs).toEqual([{ frame: 0, action: "right" }]);
    expect(recording.moves).toBe(1);
    expect(GameRecording.resume(walker, record).moves).toBe(1);
    expect(record.frames).toBe(5);
    expect(rerun(walker, record).frame).toBe(5);
    expect(rerun(walker, record, 2).frame).toBe(2);
  });

  it("refuses a record of another game or another rules version, saying which", () => {
    const record = play([{ action: "right" }]).record();
    expect(inputErrorText(() => checkRecord(walker, { ...record, rulesVersion: 2 }))).toBe(
      "rulesVersion: was recorded with rules version 2, and this build plays version 3: a record of older rules cannot be re-run",
    );
    expect(inputErrorText(() => rerun(walker, { ...record, rulesVersion: 4 }))).toMatch(/^rulesVersion: .*newer rules cannot be re-run$/);
    expect(inputErrorText(() => rerun(walker, { ...record, game: "tetris" }))).toBe('game: is a record of "tetris", not of "walker"');
  });

  it("verifies a claimed summary by re-running, and a tampered input changes the verdict", () => {
    const live = play([{ action: "right" }, { wait: 8 }, { action: "right" }, { wait: 3 }]);
    const record = live.record();
    expect(verify(walker, record, live.game.summary())).toEqual({ ok: true, summary: live.game.summary() });
    const tampered = { ...record, inputs: record.inputs.map((input, i) => (i === 1 ? { ...input, action: "left" } : input)) };
    const verdict = verify(walker, tampered, live.game.summary());
    expect(verdict.ok).toBe(false);
    expect(verdict.summary.x).toBeLessThan(live.game.x);
  });

  it("names the input at fault when an action is malformed", () => {
    const record = {
      ...header,
      inputs: [
        { frame: 0, action: "right" },
        { frame: 1, action: "jump" },
      ],
    };
    expect(inputErrorText(() => rerun(walker, record))).toBe('inputs[1]: unknown action "jump"');
  });

  it("rejects a record whose `frames` comes before its last input", () => {
    const text = stringifyReplay({ ...header, inputs: [{ frame: 4, action: "right" }], frames: 2 });
    expect(inputErrorText(() => parseReplay(text))).toBe("replay.frames: frame 2 comes before the last input's frame 4");
  });
});

describe("continuing a kept record", () => {
  it("gives the record back, or a sentence for the player when it cannot be continued", () => {
    const record = play([{ action: "right" }, { wait: 3 }]).record();
    expect(keptRecord(walker, stringifyReplay(record))).toEqual({ record: parseReplay(stringifyReplay(record)) });
    expect(keptRecord(walker, stringifyReplay({ ...record, rulesVersion: 2 }))).toEqual({
      reason: "Your saved game was played under an older version of the rules (2; this app plays 3), so it cannot be continued and a new game starts.",
    });
    expect(keptRecord(walker, stringifyReplay({ ...record, rulesVersion: 5 }))).toMatchObject({
      reason: expect.stringContaining("a newer version of the rules (5;") as string,
    });
    expect(keptRecord(walker, stringifyReplay({ ...record, game: "tetris" }))).toEqual({
      reason: "The saved game is not a walker game, so a new game starts.",
    });
    expect(keptRecord(walker, "{ not json")).toMatchObject({
      reason: expect.stringMatching(/^Your saved game could not be read \(saved game: is not valid JSON/) as string,
    });
  });
});

describe("a turn-based game (its frame moves with its inputs)", () => {
  /** Each input is one turn; there are no idle steps. */
  class Turns implements ReplayableGame<number[]> {
    readonly moves: number[] = [];
    get frame(): number {
      return this.moves.length;
    }
    readonly over = false;
    apply(action: string): void {
      this.moves.push(Number(action));
    }
    step(): void {
      throw new InputError(`has no input for turn ${this.frame + 1}`, "inputs");
    }
    summary(): number[] {
      return [...this.moves];
    }
  }
  const turns: ReplayRules<Turns> = { game: "turns", rulesVersion: 1, create: () => new Turns() };

  it("stamps each input with the turn it was made on, keeps no end frame, and resumes to the same record", () => {
    const recording = GameRecording.start(turns, { game: "turns", rulesVersion: 1, seed: "t", mode: "m", options: {} });
    for (const move of ["3", "1", "4"]) recording.input(move);
    const record = recording.record();
    expect(record.inputs.map((i) => i.frame)).toEqual([0, 1, 2]);
    expect(record.frames).toBeUndefined();
    expect(rerun(turns, record).summary()).toEqual([3, 1, 4]);
    const resumed = GameRecording.resume(turns, parseReplay(stringifyReplay(record)));
    expect(resumed.record()).toEqual(record);
    resumed.input("1");
    expect(rerun(turns, resumed.record()).summary()).toEqual([3, 1, 4, 1]);
  });
});
